/**
 * The Gochar and Varshphal tabs in a real browser, on a desktop and a 360 px phone, in English and
 * Hindi, for one birth (Varanasi, 1990-01-15 12:05:09). The expected values are not the tabs' own
 * output: they come from the Kundli's Basic tab (v1: the Lagna, the Moon's sign and nakshatra) and
 * from published facts and the rules themselves —
 * - Lahiri ingresses in the almanacs: Saturn entered Aquarius on 2023-01-17 and Pisces on
 *   2025-03-29 (stationing retrograde only on 2023-06-17), Jupiter Aries on 2023-04-22, and Rahu
 *   left Aries for Pisces on 2023-10-30: on 2023-06-01 Saturn is in Aquarius, direct, Jupiter and
 *   Rahu in Aries, Ketu in Libra; a house counted from a sign S is (sign − S) mod 12 + 1;
 * - Saturn's stay in Pisces from 29-03-2025 is a Sade Sati or Dhaiya period when Pisces is the
 *   12th, 1st, 2nd, 4th or 8th sign from the Moon's (for this birth: the 8th, Dhaiya);
 * - a solar return falls within a day of the birthday; Muntha is the Lagna's sign advanced one
 *   sign a completed year; the first Mudda lord is the lord of the Moon's nakshatra advanced one
 *   Vimshottari place a completed year (P.V.R. Narasimha Rao); the Janma Lagna lord is the lord
 *   of the Lagna's sign.
 */
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, screenshot } from "./browser.ts";
import {
  createKundli,
  hydrated,
  pageScrollsSideways,
  type Birth,
  startAstrologer,
  type Astrologer,
  VARANASI_1990,
} from "./kundli-helpers.ts";
import { PLANET_HI, PLANETS, SIGN_LORD, SIGNS as SIGN_NAMES, SIGNS_HI, VIMSHOTTARI, type Planet } from "./rules.ts";

const BIRTH: Birth = { ...VARANASI_1990, name: "Gochar Varshphal Test" };

const SIGNS = {
  en: SIGN_NAMES,
  hi: SIGNS_HI,
} as const;
const PLANET_WORDS: Record<Lang, Record<Planet, string>> = {
  en: Object.fromEntries(PLANETS.map((p) => [p, p])) as Record<Planet, string>,
  hi: PLANET_HI,
};
const NAKSHATRAS = [
  "Ashwini",
  "Bharani",
  "Krittika",
  "Rohini",
  "Mrigashira",
  "Ardra",
  "Punarvasu",
  "Pushya",
  "Ashlesha",
  "Magha",
  "Purva Phalguni",
  "Uttara Phalguni",
  "Hasta",
  "Chitra",
  "Swati",
  "Vishakha",
  "Anuradha",
  "Jyeshtha",
  "Mula",
  "Purva Ashadha",
  "Uttara Ashadha",
  "Shravana",
  "Dhanishtha",
  "Shatabhisha",
  "Purva Bhadrapada",
  "Uttara Bhadrapada",
  "Revati",
];

type Lang = "en" | "hi";
const WORDS = {
  en: {
    tabs: { gochar: "Gochar", varshphal: "Varshphal" },
    transitCaption: "Transiting planets",
    periodsCaption: "Sade Sati and Dhaiya periods",
    date: "Date",
    time: "Time",
    show: "Show transits",
    fromLagna: /^Gochar from the Lagna, North Indian style chart/,
    fromMoon: /^Gochar from the Moon, North Indian style chart/,
    transiting: "Transiting Saturn",
    no: "No",
    running: "Running",
    dhaiya8: "Dhaiya – 8th (Ashtama Shani)",
    summary: (year: number) => `Varsha Pravesh ${year}`,
    solarReturn: "Solar return (Varsha Pravesh)",
    muntha: "Muntha",
    varshaLagna: "Varsha Lagna",
    yearLord: "Year lord (Varshesha)",
    officesCaption: "The five office-bearers (Pancha-adhikari)",
    janmaLagnaLord: "Birth Lagna lord",
    munthaLord: "Muntha lord",
    previous: "Previous year",
    next: "Next year",
    year: "Year",
    showSub: (planet: string) => `Show the sub-periods of ${planet}`,
  },
  hi: {
    tabs: { gochar: "गोचर", varshphal: "वर्षफल" },
    transitCaption: "गोचर के ग्रह",
    periodsCaption: "साढ़ेसाती और ढैय्या की अवधियाँ",
    date: "दिनांक",
    time: "समय",
    show: "गोचर दिखाएँ",
    fromLagna: /^लग्न से गोचर, उत्तर भारतीय शैली/,
    fromMoon: /^चंद्र से गोचर, उत्तर भारतीय शैली/,
    transiting: "गोचर का शनि",
    no: "नहीं",
    running: "चालू",
    dhaiya8: "ढैय्या – आठवीं (अष्टम शनि)",
    summary: (year: number) => `वर्ष प्रवेश ${year}`,
    solarReturn: "वर्ष प्रवेश (सूर्य की वापसी)",
    muntha: "मुंथा",
    varshaLagna: "वर्ष लग्न",
    yearLord: "वर्षेश",
    officesCaption: "पाँच पदाधिकारी (पंचाधिकारी)",
    janmaLagnaLord: "जन्म लग्नेश",
    munthaLord: "मुंथेश",
    previous: "पिछला वर्ष",
    next: "अगला वर्ष",
    year: "वर्ष",
    showSub: (planet: string) => `${planet} की अंतर्दशाएँ दिखाएँ`,
  },
} as const;

const wrap = (n: number) => ((((n - 1) % 12) + 12) % 12) + 1;
/** The house of `sign` counted from `from` (the 1st). */
const houseFrom = (from: number, sign: number) => wrap(sign - from + 1);
const PHASE_BY_HOUSE: Record<number, string> = {
  12: "rising",
  1: "peak",
  2: "setting",
  4: "dhaiya-4th",
  8: "dhaiya-8th",
};

let astrologer: Astrologer;
let id: number;
/** From the Basic tab: the Lagna's and the Moon's signs (1..12) and the Moon's nakshatra (1..27). */
let natal: { lagna: number; moon: number; nakshatra: number };

/** The value cell of a label/value row (Basic tab, the Varshphal summary). */
const valueOf = (table: Locator, label: string) =>
  table
    .locator("tr")
    .filter({ has: table.page().locator("th", { hasText: new RegExp(`^${label.replace(/[()]/g, "\\$&")}$`) }) })
    .locator("td")
    .first();

beforeAll(async () => {
  astrologer = await startAstrologer(inject("baseURL"));
  const { context, page } = await astrologer.open(DESKTOP);
  id = await createKundli(page, BIRTH);
  const basic = page.locator("[data-panel=basic]");
  await basic.getByText("Avakhada Details").waitFor();
  const sign = async (label: string) => SIGNS.en.indexOf((await valueOf(basic, label).innerText()).trim() as never) + 1;
  const nakshatra = (await valueOf(basic, "Nakshatra").innerText()).split(",")[0]!.trim();
  natal = {
    lagna: await sign("Lagna"),
    moon: await sign("Rashi (Moon sign)"),
    nakshatra: NAKSHATRAS.indexOf(nakshatra) + 1,
  };
  expect(natal.lagna).toBeGreaterThan(0);
  expect(natal.moon).toBeGreaterThan(0);
  expect(natal.nakshatra).toBeGreaterThan(0);
  await context.close();
}, 240_000);

afterAll(async () => {
  await astrologer?.close();
});

/** Opens a tab by its link and waits for its content (not the spinner). */
async function openTab(page: Page, tab: "gochar" | "varshphal", lang: Lang): Promise<Locator> {
  await page.goto(`/main/kundli/${id}`);
  await hydrated(page, `[data-tab=${tab}]`);
  const link = page.locator(`[data-tab=${tab}]`);
  expect((await link.innerText()).trim()).toBe(WORDS[lang].tabs[tab]);
  await link.click();
  const panel = page.locator(`[data-panel=${tab}]`);
  await panel.waitFor();
  await expect.poll(() => panel.locator("[role=status]").count(), { timeout: 30_000 }).toBe(0);
  return panel;
}

/** The cells of the transit table's row of a planet: sign, degree, nakshatra, retrograde, houses, SAV, BAV. */
async function transitRow(panel: Locator, lang: Lang, planet: Planet): Promise<string[]> {
  const table = panel.getByRole("table", { name: WORDS[lang].transitCaption });
  const row = table
    .locator("tbody tr")
    .filter({ has: panel.page().locator("th", { hasText: PLANET_WORDS[lang][planet] }) });
  return (await row.locator("td").allInnerTexts()).map((s) => s.trim());
}

async function gochar(page: Page, lang: Lang, viewport: "desktop" | "360") {
  const w = WORDS[lang];
  const panel = await openTab(page, "gochar", lang);
  // The default moment is now: a table of the nine grahas, two charts, the band with today marked.
  const table = panel.getByRole("table", { name: w.transitCaption });
  await table.waitFor();
  expect(await table.locator("tbody tr").count()).toBe(9);
  expect(await panel.locator("[data-sade-sati-band] [data-today]").count()).toBe(1);

  // 2023-06-01 12:00 at Varanasi.
  await panel.getByLabel(w.date, { exact: true }).fill("2023-06-01");
  await panel.getByLabel(w.time, { exact: true }).fill("12:00");
  await panel.getByRole("button", { name: w.show }).click();
  await expect
    .poll(() => panel.locator("[data-transit-at]").getAttribute("data-transit-at"))
    .toBe("2023-06-01T12:00:00+05:30");
  await expect.poll(() => panel.locator("[role=status]").count()).toBe(0);
  expect(await panel.getByText("01-06-2023 12:00:00 (UTC +05:30)", { exact: false }).count()).toBe(1);

  const saturn = await transitRow(panel, lang, "Saturn");
  expect(saturn[0]).toBe(SIGNS[lang][10]); // Aquarius
  expect(saturn[3]).toBe(w.no); // direct until 2023-06-17
  expect(Number(saturn[4])).toBe(houseFrom(natal.lagna, 11));
  expect(Number(saturn[5])).toBe(houseFrom(natal.moon, 11));
  expect(saturn[6]).toMatch(/^\d+$/);
  expect(saturn[7]).toMatch(/^[0-8]$/);
  const jupiter = await transitRow(panel, lang, "Jupiter");
  expect(jupiter[0]).toBe(SIGNS[lang][0]); // Aries since 2023-04-22
  expect(Number(jupiter[4])).toBe(houseFrom(natal.lagna, 1));
  const rahu = await transitRow(panel, lang, "Rahu");
  const ketu = await transitRow(panel, lang, "Ketu");
  expect([rahu[0], ketu[0]]).toEqual([SIGNS[lang][0], SIGNS[lang][6]]); // Aries and Libra until 2023-10-30
  expect([rahu[7], ketu[7]]).toEqual(["—", "—"]);

  // The charts: the birth chart's houses from the Lagna and from the Moon, the nine transiting
  // grahas over the ten natal bodies; the transiting Saturn in the house the table gives.
  for (const [name, from] of [
    [w.fromLagna, natal.lagna],
    [w.fromMoon, natal.moon],
  ] as const) {
    const figure = panel.locator("figure").filter({ has: page.getByRole("img", { name }) });
    expect(await figure.locator("g[data-transit]").count()).toBe(9);
    expect(await figure.locator("g[data-body]:not([data-transit])").count()).toBe(10);
    const house = figure.locator("table tbody tr").nth(houseFrom(from, 11) - 1);
    expect(await house.locator("td").nth(0).textContent()).toBe(SIGNS[lang][10]);
    expect(await house.locator("td").nth(1).textContent()).toContain(w.transiting);
  }

  // Sade Sati and Dhaiya: the band's segments are the table's rows; the stay in Pisces from
  // 29-03-2025 is one when Pisces is the 12th, 1st, 2nd, 4th or 8th sign from the Moon's.
  const periods = panel.getByRole("table", { name: w.periodsCaption });
  const rows = periods.locator("tbody tr");
  const count = await rows.count();
  expect(count).toBeGreaterThan(3);
  expect(await panel.locator("[data-sade-sati-band] [data-segment]").count()).toBe(count);
  const pisces = rows.filter({ hasText: "29-03-2025" });
  const phase = PHASE_BY_HOUSE[houseFrom(natal.moon, 12)];
  if (phase) {
    expect(await pisces.count()).toBe(1);
    expect(await pisces.locator("[data-phase]").getAttribute("data-phase")).toBe(phase);
    expect((await pisces.locator("td").nth(0).innerText()).trim()).toBe(SIGNS[lang][11]);
    if (phase === "dhaiya-8th") expect(await pisces.locator("th").innerText()).toContain(w.dhaiya8);
    // Saturn is in Pisces until it enters Aries in June 2027: that period runs today.
    if (Date.now() < Date.parse("2027-06-01")) {
      expect(await pisces.locator("[data-running]").innerText()).toBe(w.running);
      expect(await panel.locator("[data-sade-sati-band] [data-segment][data-running]").count()).toBe(1);
    }
  }
  expect(await periods.locator("[data-running]").count()).toBeLessThanOrEqual(1);
  // In time order, none overlapping; the phases of one Sade Sati chain (one ends as the next begins).
  const dates = await rows.evaluateAll((trs) =>
    trs.map((tr) =>
      [...tr.querySelectorAll("td")].slice(1).map((td) => (td.textContent ?? "").split("-").reverse().join("")),
    ),
  );
  let chained = 0;
  for (const [i, [start, end]] of dates.entries()) {
    expect(start! <= end!).toBe(true);
    if (i > 0) expect(start! >= dates[i - 1]![1]!).toBe(true);
    if (i > 0 && start === dates[i - 1]![1]) chained++;
  }
  expect(chained).toBeGreaterThan(0);

  expect(await pageScrollsSideways(page)).toBe(false);
  await screenshot(page, `gochar-${lang}-${viewport}`);
}

async function varshphal(page: Page, lang: Lang, viewport: "desktop" | "360") {
  const w = WORDS[lang];
  const panel = await openTab(page, "varshphal", lang);
  const yearBox = panel.getByLabel(w.year, { exact: true });
  const shownYear = Number(await yearBox.inputValue());
  expect(shownYear).toBe(new Date().getFullYear());

  const check = async (year: number) => {
    const summary = panel.getByRole("table", { name: w.summary(year) });
    await summary.waitFor();
    await expect.poll(() => panel.locator("[role=status]").count()).toBe(0);
    const n = year - 1990;
    // The solar return on the birthday or a day either side, to the second at the place.
    const when = (await valueOf(summary, w.solarReturn).innerText()).trim();
    const m = /^(\d{2})-(\d{2})-(\d{4}) \d{2}:\d{2}:\d{2} \(UTC \+05:30\)$/.exec(when);
    expect(m, when).not.toBeNull();
    const day = Date.UTC(Number(m![3]), Number(m![2]) - 1, Number(m![1]));
    expect(Math.abs(day - Date.UTC(year, 0, 15))).toBeLessThanOrEqual(86_400_000);
    // Muntha: the Lagna's sign advanced n signs, counted from the Varsha Lagna.
    const muntha = wrap(natal.lagna + n);
    const varshaLagna =
      SIGNS[lang].indexOf((await valueOf(summary, w.varshaLagna).innerText()).split(" ")[0]! as never) + 1;
    expect(varshaLagna).toBeGreaterThan(0);
    const munthaText = (await valueOf(summary, w.muntha).innerText()).trim();
    expect(munthaText.startsWith(`${SIGNS[lang][muntha - 1]},`), munthaText).toBe(true);
    expect(await panel.locator("[data-muntha-house]").getAttribute("data-muntha-house")).toBe(
      String(houseFrom(varshaLagna, muntha)),
    );
    // The office-bearers: the Muntha lord and the Janma Lagna lord by the signs' lords.
    const offices = panel.getByRole("table", { name: w.officesCaption });
    const officeOf = async (label: string) => (await valueOf(offices, label).innerText()).trim().split(/\s/)[0];
    expect(await officeOf(w.munthaLord)).toBe(PLANET_WORDS[lang][SIGN_LORD[muntha - 1]!]);
    expect(await officeOf(w.janmaLagnaLord)).toBe(PLANET_WORDS[lang][SIGN_LORD[natal.lagna - 1]!]);
    // The year lord is one of them, and its row says so.
    const lord = (await valueOf(summary, w.yearLord).innerText()).trim();
    expect(await offices.locator("tbody tr", { hasText: lord }).count()).toBeGreaterThan(0);
    // Mudda dasha: the first lord is the Moon's nakshatra lord advanced n Vimshottari places.
    const nakshatraLord = VIMSHOTTARI[(natal.nakshatra - 1) % 9]!;
    const first = VIMSHOTTARI[(VIMSHOTTARI.indexOf(nakshatraLord) + n) % 9]!;
    expect(await panel.locator("[data-mudda]").first().getAttribute("data-mudda")).toBe(first);
    expect(await panel.locator("[data-mudda]").count()).toBeGreaterThanOrEqual(9);
  };

  await check(shownYear);
  // Sub-periods on tap: nine, in the Vimshottari order from the period's own lord.
  const firstLord = (await panel.locator("[data-mudda]").first().getAttribute("data-mudda")) as Planet;
  await panel.getByRole("button", { name: w.showSub(PLANET_WORDS[lang][firstLord]) }).click();
  expect(await panel.locator("[data-sub-period]").count()).toBe(9);
  expect(
    (await panel.locator("[data-sub-period] th").first().innerText()).startsWith(PLANET_WORDS[lang][firstLord]),
  ).toBe(true);
  expect(await pageScrollsSideways(page)).toBe(false);
  await screenshot(page, `varshphal-${lang}-${viewport}`);

  // The previous year, and back.
  await panel.getByRole("button", { name: w.previous }).click();
  await expect.poll(() => yearBox.inputValue()).toBe(String(shownYear - 1));
  await check(shownYear - 1);
  await panel.getByRole("button", { name: w.next }).click();
  await check(shownYear);
  // The year of birth is the first: no year before it.
  await yearBox.fill("1990");
  await check(1990);
  expect(await panel.getByRole("button", { name: w.previous }).isDisabled()).toBe(true);
}

describe("Gochar and Varshphal", () => {
  for (const lang of ["en", "hi"] as const) {
    for (const [viewport, size] of [
      ["desktop", DESKTOP],
      ["360", PHONE],
    ] as const) {
      it(`shows the transits and the Sade Sati (${lang}, ${viewport})`, async () => {
        const { context, page } = await astrologer.open(size, lang);
        await gochar(page, lang, viewport);
        await context.close();
      });
      it(`shows the annual chart (${lang}, ${viewport})`, async () => {
        const { context, page } = await astrologer.open(size, lang);
        await varshphal(page, lang, viewport);
        await context.close();
      });
    }
  }
});

describe("a section that cannot be had", () => {
  it("says so in the astrologer's language with a retry, which asks again", async () => {
    const { context, page } = await astrologer.open(PHONE, "hi");
    let refuse = true;
    await page.route(/\/api\/kundli\/generate/, (route) => (refuse ? route.abort() : route.continue()));
    for (const [tab, message, ready] of [
      ["gochar", "गोचर की गणना नहीं हो सकी।", "[data-transit-at]"],
      ["varshphal", "वर्ष कुंडली नहीं बन सकी।", "[data-solar-return]"],
    ] as const) {
      refuse = true;
      await page.goto(`/main/kundli/${id}?tab=${tab}`);
      const alert = page.locator(`[data-panel=${tab}] [role=alert]`);
      await alert.waitFor();
      expect(await alert.innerText()).toContain(message);
      await screenshot(page, `${tab}-failed-hi-360`);
      refuse = false;
      await alert.getByRole("button", { name: "फिर से प्रयास करें" }).click();
      await page.locator(`[data-panel=${tab}] ${ready}`).waitFor();
      expect(await page.locator(`[data-panel=${tab}] [role=alert]`).count()).toBe(0);
    }
    await context.close();
  }, 60_000);
});
