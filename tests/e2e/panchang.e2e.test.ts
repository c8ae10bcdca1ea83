/**
 * The day's Panchang in a real browser against the production build: set New Delhi as the
 * default place in Settings (the live place search), open the Panchang from the navigation on
 * today at New Delhi, then Drik Panchang's published Saturday 22 November 2025 at New Delhi by
 * `?date=&place=` (the values from engine/testing/reference, not from this screen), the previous
 * and next day, the date picker, another place without changing the default; a 360 px phone and
 * a desktop, English and Hindi, no sideways scrolling, screenshots.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, screenshot, scrollsSideways } from "./browser.ts";
import { hydrated, startAstrologer, type Astrologer } from "./kundli-helpers.ts";
import { tidyForScreenshot } from "./screens-helpers.ts";
import { waitReady } from "./downloads.ts";
import { readCase, type DrikPanchangCase } from "#engine/testing/reference.ts";

const drik = readCase("drikpanchang-day-panchang-new-delhi") as DrikPanchangCase;
const SATURDAY = drik.days.find((d) => d.date === "2025-11-22")!;
const WEDNESDAY = drik.days.find((d) => d.date === "2022-01-26")!;

/** The words for the reference's numbers, as the app's translations give them. */
const WORDS = {
  en: { tithi: { 2: "Shukla Dwitiya", 3: "Shukla Tritiya" }, nakshatra: { 18: "Jyeshtha", 19: "Mula" } },
  hi: { tithi: { 2: "शुक्ल द्वितीया", 3: "शुक्ल तृतीया" }, nakshatra: { 18: "ज्येष्ठा", 19: "मूल" } },
} as const;

let astrologer: Astrologer;
let delhiId: number;
beforeAll(async () => {
  astrologer = await startAstrologer(inject("baseURL"), "/main/settings", "/main/panchang");
});
afterAll(async () => {
  await astrologer?.close();
});
const open = (viewport: typeof PHONE) => astrologer.open(viewport);

/** The date at New Delhi now (the astrologer's today there). */
const todayInDelhi = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());

/** Minutes of a clock "HH:MM[:SS]". */
const minutes = (clock: string) => {
  const [h = 0, m = 0, s = 0] = clock.split(":").map(Number);
  return h * 60 + m + s / 60;
};
/** The clock times (HH:MM:SS) inside an element, in order. */
async function clocks(page: Page, selector: string): Promise<string[]> {
  const text = (await page.locator(selector).first().textContent()) ?? "";
  return [...text.matchAll(/\d{2}:\d{2}:\d{2}/g)].map((m) => m[0]);
}
/** Within `within` minutes of Drik Panchang's printed minute. */
function near(shown: string | undefined, published: string, within = 1): boolean {
  return shown !== undefined && Math.abs(minutes(shown) - minutes(published)) <= within;
}

/** Drik Panchang's New Delhi Saturday, on the page in `lng`. */
async function expectDrikSaturday(page: Page, lng: "en" | "hi"): Promise<void> {
  await page.locator(`[data-panchang="${SATURDAY.date}"]`).waitFor();
  const tithi = page.locator('[data-limb="tithi"]');
  const first = SATURDAY.tithi[0]!.number as 2;
  const second = SATURDAY.tithi[1]!.number as 3;
  expect(await tithi.getByText(WORDS[lng].tithi[first], { exact: true }).count()).toBe(1);
  expect(await tithi.getByText(WORDS[lng].tithi[second], { exact: true }).count()).toBe(1);
  const tithiTimes = await clocks(page, '[data-limb="tithi"]');
  expect(near(tithiTimes[1], SATURDAY.tithi[0]!.ends!, 2), `tithi ends ${tithiTimes[1]}`).toBe(true);

  const nakshatra = page.locator('[data-limb="nakshatra"]');
  const n1 = SATURDAY.nakshatra[0]!.number as 18;
  expect(await nakshatra.getByText(WORDS[lng].nakshatra[n1], { exact: true }).count()).toBe(1);
  const nakshatraTimes = await clocks(page, '[data-limb="nakshatra"]');
  expect(near(nakshatraTimes[1], SATURDAY.nakshatra[0]!.ends!, 2), `nakshatra ends ${nakshatraTimes[1]}`).toBe(true);

  const sun = await clocks(page, '[data-section="sun-moon"]');
  expect(near(sun[0], SATURDAY.sunrise), `sunrise ${sun[0]} vs ${SATURDAY.sunrise}`).toBe(true);
  expect(near(sun[1], SATURDAY.sunset), `sunset ${sun[1]} vs ${SATURDAY.sunset}`).toBe(true);

  const muhurta = async (key: string) => [
    ...(await clocks(page, `[data-muhurta="${key}"]`)),
    ...(await clocks(page, `[data-muhurta-end="${key}"]`)),
  ];
  const rahu = await muhurta("rahuKaal");
  expect(near(rahu[0], SATURDAY.rahuKaal[0]) && near(rahu[1], SATURDAY.rahuKaal[1]!), `Rahu Kaal ${rahu}`).toBe(true);
  const abhijit = await muhurta("abhijit");
  expect(near(abhijit[0], SATURDAY.abhijit![0]) && near(abhijit[1], SATURDAY.abhijit![1]), `Abhijit ${abhijit}`).toBe(
    true,
  );
  const calendar = (await page.locator('[data-section="calendar"]').textContent()) ?? "";
  expect(calendar).toContain(String(SATURDAY.samvat.vikram));
  expect(calendar).toContain(String(SATURDAY.samvat.shaka));
  expect(calendar).toContain(lng === "en" ? "Saturday" : "शनिवार");
  expect(calendar).toContain(lng === "en" ? "Margashirsha" : "मार्गशीर्ष");
  // 8 + 8 choghadiyas with their quality, 24 horas
  expect(await page.locator("[data-choghadiya] tbody tr").count()).toBe(16);
  expect(await page.locator("[data-choghadiya] [data-quality]").count()).toBe(16);
  expect(await page.locator("[data-hora] tbody tr").count()).toBe(24);
}

describe("the day's Panchang", { timeout: 180_000 }, () => {
  it("asks for a place, takes New Delhi as the default in Settings, opens on today there, and shows Drik Panchang's day", async () => {
    const { context, page } = await open(DESKTOP);

    // No default place yet: a clear prompt and the way to Settings.
    await page.goto("/main/panchang");
    await page.getByRole("heading", { name: "Choose a place" }).waitFor();
    expect(await page.getByRole("link", { name: "Set a default place in Settings" }).count()).toBeGreaterThan(0);
    await screenshot(page, "panchang-no-place-en-desktop");

    // Settings: New Delhi from the live place search.
    await page.getByRole("link", { name: "Set a default place in Settings" }).first().click();
    await page.waitForURL("**/main/settings");
    await hydrated(page, "#default_place");
    await page.getByLabel("Default place").fill("New Delhi");
    const option = page
      .getByRole("listbox", { name: "Places found" })
      .getByRole("option", { name: /^New Delhi/ })
      .first();
    await option.waitFor();
    await option.click();
    await page.getByRole("button", { name: "Save defaults" }).click();
    await page.getByText("Defaults saved.").waitFor();
    expect(await page.getByLabel("Default place").inputValue()).toMatch(/^New Delhi/);
    await tidyForScreenshot(page);
    await screenshot(page, "panchang-settings-en-desktop");

    // The Panchang from the side navigation: today at New Delhi.
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .first()
      .getByRole("link", { name: "Panchang" })
      .click();
    await page.waitForURL("**/main/panchang");
    const today = todayInDelhi();
    await page.locator(`[data-panchang="${today}"]`).waitFor();
    expect(await page.locator("[data-today]").count()).toBe(1);
    expect(await page.locator("[data-place]").textContent()).toMatch(/^New Delhi/);
    // The running choghadiya and hora are marked once the day has begun (it begins at sunrise).
    const sunrise = await page.locator('[data-section="sun-moon"] time').first().getAttribute("datetime");
    if (sunrise && Date.now() >= Date.parse(sunrise)) {
      await expect.poll(() => page.locator("[data-choghadiya]").getByText("Now", { exact: true }).count()).toBe(1);
      expect(await page.locator("[data-hora]").getByText("Now", { exact: true }).count()).toBe(1);
    }
    expect(await scrollsSideways(page)).toBe(false);
    await tidyForScreenshot(page);
    await screenshot(page, "panchang-today-en-desktop");

    // New Delhi's gazetteer id, as the place search knows it; the fixed day by the URL.
    const places = (await (await page.request.get("/api/places?q=New%20Delhi")).json()) as {
      places: { id: number; name: string }[];
    };
    delhiId = places.places.find((p) => p.name === "New Delhi")!.id;
    await page.goto(`/main/panchang?date=${SATURDAY.date}&place=${delhiId}`);
    await expectDrikSaturday(page, "en");
    expect(await page.locator("[data-today]").count()).toBe(0);
    expect(await page.locator("[data-day-heading]").textContent()).toContain("Saturday, 22 November 2025");
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, "panchang-2025-11-22-en-desktop");

    // Print the day: a one-page PDF made by the print Worker, ready in Downloads.
    await hydrated(page, "[data-print-panchang]");
    const [printed] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/api/print/panchang")),
      page.locator("[data-print-panchang]").click(),
    ]);
    expect(printed.status()).toBe(202);
    const job = ((await printed.json()) as { id: string }).id;
    await waitReady(page, job, 60_000);

    // Next and previous day; a reload keeps the day and the place.
    await hydrated(page, '[data-step="next"]');
    await page.locator('[data-step="next"]').click();
    await page.waitForURL(`**/main/panchang?date=2025-11-23&place=${delhiId}`);
    await page.locator('[data-panchang="2025-11-23"]').waitFor();
    await page.reload();
    await page.locator('[data-panchang="2025-11-23"]').waitFor();
    await hydrated(page, '[data-step="previous"]');
    await page.locator('[data-step="previous"]').click();
    await page.locator(`[data-panchang="${SATURDAY.date}"]`).waitFor();

    // The date picker: a Wednesday, when Abhijit is withheld as Drik Panchang prints "None".
    expect(WEDNESDAY.abhijit).toBeNull();
    await hydrated(page, 'input[name="date"]');
    await page.getByLabel("Date", { exact: true }).fill(WEDNESDAY.date);
    await page.locator(`[data-panchang="${WEDNESDAY.date}"]`).waitFor();
    expect(page.url()).toContain(`date=${WEDNESDAY.date}&place=${delhiId}`);
    expect(await page.getByText("Not observed on Wednesdays").count()).toBe(1);
    expect(await page.locator('[data-muhurta="abhijit"]').count()).toBe(0);

    // Another place, without changing the default.
    await page.getByLabel("Look at another place").fill("Varanasi");
    const varanasi = page
      .getByRole("listbox", { name: "Places found" })
      .getByRole("option", { name: /Varanasi.*Uttar Pradesh/ })
      .first();
    await varanasi.waitFor();
    await varanasi.click();
    await page.waitForURL(new RegExp(`date=${WEDNESDAY.date}&place=(?!${delhiId})\\d+`));
    await expect.poll(() => page.locator("[data-place]").textContent()).toMatch(/^Varanasi/);
    await page.getByRole("link", { name: "Back to New Delhi" }).click();
    await expect.poll(() => page.locator("[data-place]").textContent()).toMatch(/^New Delhi/);
    await page.goto("/main/panchang");
    await page.locator(`[data-panchang="${today}"]`).waitFor();
    expect(await page.locator("[data-place]").textContent()).toMatch(/^New Delhi/);
    await context.close();
  });

  it("shows the same day on a 360 px phone, in English and Hindi, without sideways scrolling", async () => {
    expect(delhiId).toBeGreaterThan(0);
    const { context, page } = await open(PHONE);
    await page.goto(`/main/panchang?date=${SATURDAY.date}&place=${delhiId}`);
    await expectDrikSaturday(page, "en");
    expect(await scrollsSideways(page)).toBe(false);
    // the phone's bottom navigation has the Panchang, lit
    const bottom = page.getByRole("navigation", { name: "Main navigation" }).last();
    expect(await bottom.getByRole("link", { name: "Panchang" }).getAttribute("aria-current")).toBe("page");
    await tidyForScreenshot(page);
    await screenshot(page, "panchang-2025-11-22-en-360");

    await hydrated(page, '[data-step="next"]');
    await page.getByRole("button", { name: "Switch the language to हिन्दी" }).click();
    await page.getByRole("heading", { level: 1, name: "पंचांग" }).waitFor();
    await expectDrikSaturday(page, "hi");
    for (const word of ["शनिवार, 22 नवंबर 2025", "राहुकाल", "अभिजित मुहूर्त", "दिन का चौघड़िया", "रात की होरा", "नई दिल्ली"]) {
      expect(await page.getByText(word).count(), word).toBeGreaterThan(0);
    }
    expect(await scrollsSideways(page)).toBe(false);
    await tidyForScreenshot(page);
    await screenshot(page, "panchang-2025-11-22-hi-360");

    await page.goto("/main/panchang");
    await page.locator(`[data-panchang="${todayInDelhi()}"]`).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await tidyForScreenshot(page);
    await screenshot(page, "panchang-today-hi-360");

    await page.setViewportSize(DESKTOP);
    await page.goto(`/main/panchang?date=${SATURDAY.date}&place=${delhiId}`);
    await expectDrikSaturday(page, "hi");
    expect(await scrollsSideways(page)).toBe(false);
    await tidyForScreenshot(page);
    await screenshot(page, "panchang-2025-11-22-hi-desktop");

    await page.setViewportSize(PHONE);
    await page.goto("/main/settings");
    await hydrated(page, "#default_place");
    expect(await scrollsSideways(page)).toBe(false);
    await tidyForScreenshot(page);
    await screenshot(page, "panchang-settings-hi-360");
    await context.close();
  });
});
