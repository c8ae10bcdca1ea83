/**
 * Settings (issue 7 "Screens") in a real browser against the app as `npm start` runs it: change
 * the defaults and see them applied — a Kundli opens in the default chart style, the print
 * dialog starts with the default paper size, a new Kundli is computed with the default ayanamsa —
 * upload a profile photo, and accept an invitation to an organization. Screenshots in English
 * and Hindi at 360 px and on a desktop.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launch, PHONE, screenshot, scrollsSideways } from "./browser.ts";
import { ASHA_NOON_1990, createKundli, hydrated, signIn } from "./kundli-helpers.ts";
import { freshPhone, tidyForScreenshot, warmUp } from "./screens-helpers.ts";

/** A 1×1 PNG: a real image the browser can draw. */
const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  await warmUp(browser, inject("baseURL"), ["/", "/auth", "/main/settings", "/main/kundli", "/main/astrologers"]);
});
afterAll(async () => {
  await browser?.close();
});

/** Signs a new astrologer in (phone known to the test), in a context of this viewport. */
async function astrologer(
  viewport = DESKTOP,
  phone = freshPhone(),
): Promise<{ context: BrowserContext; page: Page; phone: ReturnType<typeof freshPhone> }> {
  const context = await browser.newContext({ baseURL: inject("baseURL"), viewport, locale: "en-IN" });
  const page = await context.newPage();
  await signIn(page, phone);
  return { context, page, phone };
}

/** A saved Kundli through the accounts API, as the browser app would save one. */
async function savedKundli(page: Page): Promise<number> {
  const response = await page.request.post("/api/user/add-kundali", {
    headers: { Origin: inject("baseURL") },
    data: {
      name: "Ravi Verma",
      gender: "male",
      date: "1985-08-23",
      time: "06:40",
      place: { name: "Varanasi", latitude: 25.31668, longitude: 83.01041, timezone: "Asia/Kolkata" },
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

async function openSettings(page: Page) {
  await page.goto("/main/settings");
  await hydrated(page, "select[name=paper_size]");
}

// Each test signs in and opens several screens; on a busy two-core machine that takes a while.
describe("Settings", { timeout: 150_000 }, () => {
  it("saves the defaults; the Kundli opens in the default style and the print dialog in the default paper", async () => {
    const { context, page } = await astrologer();
    const id = await savedKundli(page);
    await page.goto(`/main/kundli/${id}?tab=charts`);
    await page
      .getByRole("img", { name: /North Indian style/ })
      .first()
      .waitFor();

    await openSettings(page);
    await page.getByLabel("South", { exact: true }).check();
    await page.getByLabel("Paper size").selectOption("A5");
    await page.getByLabel("Ayanamsa").selectOption("kp");
    await page.getByRole("button", { name: "Save defaults" }).click();
    await page.getByText("Defaults saved.").waitFor();
    expect(await page.getByLabel("Paper size").inputValue()).toBe("A5");
    await tidyForScreenshot(page);
    await screenshot(page, "settings-en-desktop");

    await page.goto(`/main/kundli/${id}?tab=charts`);
    await expect.poll(() => page.getByRole("img", { name: /South Indian style/ }).count()).toBeGreaterThan(0);
    expect(await page.getByRole("img", { name: /North Indian style/ }).count()).toBe(0);
    // The server's charts are on screen before the page's code runs; the dialog needs it.
    await hydrated(page, "[data-tab=charts]");
    await page.getByRole("button", { name: "Print report" }).click();
    const form = page.getByRole("form", { name: "Print report" });
    expect(await form.getByLabel("Paper size").inputValue()).toBe("A5");
    await context.close();
  });

  it("computes a Kundli made on New Kundli with the default options (the receipt names them)", async () => {
    const { context, page } = await astrologer();
    await openSettings(page);
    await page.getByLabel("Ayanamsa").selectOption("raman");
    await page.getByRole("button", { name: "Save defaults" }).click();
    await page.getByText("Defaults saved.").waitFor();
    await createKundli(page, ASHA_NOON_1990);
    await page.locator("[data-receipt] summary").click();
    await expect.poll(() => page.locator("[data-receipt]").textContent()).toContain("Raman");
    await context.close();
  });

  it("uploads a profile photo and refuses a file that is not a photo", async () => {
    const { context, page } = await astrologer(PHONE);
    await openSettings(page);
    const input = page.locator("[data-photo-input]");
    await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await page.getByText("Photos must be JPEG, PNG or WebP.").waitFor();
    const [recorded] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/api/user/update-photo")),
      input.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG_1PX }),
    ]);
    expect(recorded.status()).toBe(200);
    const preview = page.getByRole("img", { name: "Chosen photo" });
    await preview.waitFor();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await page.reload();
    await page.getByRole("img", { name: "Chosen photo" }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await tidyForScreenshot(page);
    await screenshot(page, "settings-en-360");
    await context.close();
  });

  it("shows an invitation after sign-in, and Accept joins the organization", async () => {
    // The invited astrologer has an account already, so adding their phone invites them.
    const invited = await astrologer(PHONE);
    const owner = await astrologer();
    await owner.page.goto("/main/astrologers");
    await hydrated(owner.page, "input[name=gst_number]");
    await owner.page.getByLabel("Organization name").fill("Kashi Jyotish Sansthan");
    await owner.page.getByRole("button", { name: "Create organization" }).click();
    await owner.page.getByText("Organization created.").waitFor();
    await owner.page.getByLabel("Mobile number").fill(invited.phone.typed);
    await owner.page.getByLabel("Name", { exact: true }).fill("Isha Rao");
    await owner.page.getByRole("button", { name: "Add astrologer" }).click();
    await owner.page.getByText("This number already has an account: an invitation has been sent.").waitFor();
    await owner.context.close();

    // Signed in before the invitation: Settings (where its notification leads) shows it.
    const { context, page } = invited;
    await context.addCookies([{ name: "i18next", value: "hi", url: inject("baseURL") }]);
    await openSettings(page);
    await page.getByText("Kashi Jyotish Sansthan से जुड़ें").waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await tidyForScreenshot(page);
    await screenshot(page, "settings-hi-360");
    await page.getByRole("button", { name: "स्वीकार करें", exact: true }).click();
    await page.getByText("आप Kashi Jyotish Sansthan से जुड़ गए हैं।").waitFor();
    await page.goto("/main/astrologers");
    await page.getByText("Kashi Jyotish Sansthan").first().waitFor();
    await context.close();
  });

  it("looks right in Hindi on a desktop", async () => {
    const { context, page } = await astrologer();
    await context.addCookies([{ name: "i18next", value: "hi", url: inject("baseURL") }]);
    await openSettings(page);
    await page.getByRole("button", { name: "डिफ़ॉल्ट सहेजें" }).waitFor();
    await tidyForScreenshot(page);
    await screenshot(page, "settings-hi-desktop");
    await context.close();
  });
});
