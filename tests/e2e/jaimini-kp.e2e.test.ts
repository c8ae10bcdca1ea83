/**
 * The Jaimini and KP tabs in a real browser, on a desktop and a 360 px phone, in English and
 * Hindi, for one birth (Varanasi, 1990-01-15 12:05:09). The expected values are not the tabs'
 * own output: they come from the Kundli's Nirayan and Basic tabs (v1, computed separately) and
 * from the rules themselves —
 * - the karakas are Sun … Saturn ranked by the Nirayan degree in the sign (Rahu by 30° − its
 *   degree), and the arudhas follow from the Nirayan signs by the counting rule;
 * - KP cusp 1 is the Ascendant, and KP longitudes are the Lahiri ones shifted by the difference
 *   of the two ayanamsas (about 5′50″ in 1990); every sign lord is the lord of the sign shown and
 *   every star lord the Vimshottari lord of the longitude's nakshatra; the sub of cusp 1 (Aries
 *   11°12′) is Saturn's, 9°20′–11°26′40″ of Ashwini in the printed KP table;
 * - significators level 2 is the planet's own KP house and level 1 its star lord's;
 * - the Vedic day runs from sunrise: 04:00 on Friday 2011-02-11 is Thursday's (Jupiter), 10:00
 *   Friday's (Venus) — the KP Learning tutorial's example.
 */
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, screenshot } from "./browser.ts";
import {
  createKundli,
  pageScrollsSideways,
  type Birth,
  startAstrologer,
  type Astrologer,
  VARANASI_1990,
} from "./kundli-helpers.ts";
import { PLANET_HI, PLANETS, SIGN_LORD, SIGNS, SIGNS_HI, VIMSHOTTARI, type Planet } from "./rules.ts";

const BIRTH: Birth = { ...VARANASI_1990, name: "Jaimini KP Test" };

const SEVEN: readonly Planet[] = PLANETS.slice(0, 7);

const WORDS = {
  en: {
    planets: PLANETS,
    planetsShort: ["Su", "Mo", "Ma", "Me", "Ju", "Ve", "Sa", "Ra", "Ke"],
    signs: SIGNS,
    signsShort: ["Ar", "Ta", "Ge", "Cn", "Le", "Vi", "Li", "Sc", "Sg", "Cp", "Aq", "Pi"],
    tab: { jaimini: "Jaimini", kp: "KP" },
    atmakaraka: "Atmakaraka",
    karakaCaption: (n: number) => `Chara karakas, ${n}-karaka scheme`,
    eight: "8 karakas (with Rahu)",
    arudhaCaption: "Arudha padas of the twelve houses",
    chartName: /Arudha padas, North Indian style chart/,
    southName: /Arudha padas, South Indian style chart/,
    south: "South",
    showPlanets: "Show the planets in the chart",
    upapada: "Upapada (UL)",
    arudhaLagna: "Arudha Lagna (AL)",
    otherInSign: "One lord is in the sign itself and the other elsewhere",
    rahuNote: "counted backwards",
    cuspsCaption: "The twelve cusps (KP ayanamsa, Placidus)",
    planetsCaption: "The planets (KP ayanamsa)",
    significatorsCaption: /Houses each planet signifies/,
    placidus: "Placidus",
    moment: /Moment, at the birth place/,
    date: "Date",
    time: "Time",
    show: "Show",
    thursday: "Jupiter (Thursday)",
    friday: "Venus (Friday)",
    rulingCaption: "Ruling planets at",
  },
  hi: {
    planets: PLANETS.map((p) => PLANET_HI[p]),
    planetsShort: ["सू", "चं", "मं", "बु", "गु", "शु", "श", "रा", "के"],
    signs: SIGNS_HI,
    signsShort: ["मे", "वृ", "मि", "क", "सिं", "कन्", "तु", "वृश्", "ध", "म", "कुं", "मी"],
    tab: { jaimini: "जैमिनी", kp: "केपी" },
    atmakaraka: "आत्मकारक",
    karakaCaption: (n: number) => `चर कारक, ${n} कारकों की पद्धति`,
    eight: "8 कारक (राहु सहित)",
    arudhaCaption: "बारह भावों के आरूढ़ पद",
    chartName: /आरूढ़ पद, उत्तर भारतीय शैली/,
    southName: /आरूढ़ पद, दक्षिण भारतीय शैली/,
    south: "दक्षिण भारतीय",
    showPlanets: "चक्र में ग्रह भी दिखाएँ",
    upapada: "उपपद (UL)",
    arudhaLagna: "आरूढ़ लग्न (AL)",
    otherInSign: "एक स्वामी स्वयं उसी राशि में हो और दूसरा कहीं और",
    rahuNote: "उल्टे गिने जाते हैं",
    cuspsCaption: "बारह भाव कस्प (के.पी. अयनांश, प्लेसिडस)",
    planetsCaption: "ग्रह (के.पी. अयनांश)",
    significatorsCaption: /हर ग्रह किन भावों का कार्येश है/,
    placidus: "प्लेसिडस",
    moment: /समय, जन्म स्थान/,
    date: "दिनांक",
    time: "समय",
    show: "देखें",
    thursday: "गुरु (गुरुवार)",
    friday: "शुक्र (शुक्रवार)",
    rulingCaption: "के शासक ग्रह",
  },
} as const;

/** "12°34′56″" → arcseconds. */
function seconds(dms: string): number {
  const m = /(\d+)°(\d{2})′(\d{2})″/.exec(dms);
  if (!m) throw new Error(`not a degree: ${dms}`);
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

/** What the Nirayan and Basic tabs (v1) say: each body's sign and degree, the Lahiri ayanamsa. */
interface Natal {
  sign: Record<Planet | "Ascendant", number>;
  /** Arcseconds within the sign. */
  degree: Record<Planet | "Ascendant", number>;
  ayanamsa: number;
}

let astrologer: Astrologer;
let id: number;
let natal: Natal;

beforeAll(async () => {
  astrologer = await startAstrologer(inject("baseURL"));
  const { context, page } = await astrologer.open(DESKTOP);
  id = await createKundli(page, BIRTH);

  // The Basic tab's ayanamsa (Lahiri) and the Nirayan tab's signs and degrees.
  await page.goto(`/main/kundli/${id}`);
  const ayanamsaRow = page.locator("[data-panel=basic] tr", { hasText: "Ayanamsa" }).first();
  await ayanamsaRow.waitFor();
  const ayanamsa = seconds((await ayanamsaRow.locator("td").innerText()).trim());
  await page.goto(`/main/kundli/${id}?tab=nirayan`);
  const grah = page.getByRole("table", { name: "Nirayan Grah (sidereal positions)" });
  await grah.waitFor();
  const sign = {} as Natal["sign"];
  const degree = {} as Natal["degree"];
  for (const row of await grah.locator("tbody tr").all()) {
    const name = (await row.locator("th").innerText()).trim().split(" ")[0]!;
    const cells = row.locator("td");
    sign[name as Planet] = WORDS.en.signs.indexOf((await cells.nth(0).innerText()).trim() as never) + 1;
    degree[name as Planet] = seconds(await cells.nth(2).innerText());
  }
  expect(Object.keys(sign).sort()).toEqual([...PLANETS, "Ascendant"].sort());
  natal = { sign, degree, ayanamsa };
  await context.close();
}, 240_000);

afterAll(async () => {
  await astrologer?.close();
});

/** The arudha of the house in `houseSign`, its lord in `lordSign` (the counting rule, by hand). */
function arudha(houseSign: number, lordSign: number): number {
  const wrap = (n: number) => ((((n - 1) % 12) + 12) % 12) + 1;
  const pada = wrap(lordSign + (lordSign - houseSign));
  return pada === houseSign || pada === wrap(houseSign + 6) ? wrap(pada + 9) : pada;
}

/** The table's own box scrolls sideways (allowed, but the KP and Jaimini tables should fit a phone). */
const tableScrolls = (table: Locator) =>
  table.evaluate((t) => t.parentElement!.scrollWidth > t.parentElement!.clientWidth + 1);

/** The tab's link is inside the visible part of the tab bar (which scrolls sideways). */
async function tabInView(page: Page, tab: string): Promise<boolean> {
  return page.locator(`[data-tab=${tab}]`).evaluate((link) => {
    const bar = link.closest("nav")!.getBoundingClientRect();
    const box = link.getBoundingClientRect();
    return box.left >= bar.left - 1 && box.right <= bar.right + 1;
  });
}

const CASES = [
  { lang: "en", viewport: DESKTOP, device: "desktop" },
  { lang: "en", viewport: PHONE, device: "360" },
  { lang: "hi", viewport: DESKTOP, device: "desktop" },
  { lang: "hi", viewport: PHONE, device: "360" },
] as const;

describe.each(CASES)("Jaimini and KP ($lang, $device)", ({ lang, viewport, device }) => {
  const w = WORDS[lang];
  const planetWord = (p: Planet) => w.planets[PLANETS.indexOf(p)]!;
  const phone = device === "360";

  it("shows the chara karakas of both schemes, the arudha padas in a table and a chart, and the co-lords", async () => {
    const { context, page } = await astrologer.open(viewport, lang);
    await page.goto(`/main/kundli/${id}?tab=jaimini`);
    const panel = page.locator("[data-panel=jaimini]");
    await panel.locator("[data-karaka-degree]").first().waitFor();
    expect((await page.locator("[data-tab=jaimini]").innerText()).trim()).toBe(w.tab.jaimini);
    await expect.poll(() => tabInView(page, "jaimini")).toBe(true);

    // 7 karakas: Sun … Saturn by their Nirayan degree in the sign, highest first.
    const ranked7 = [...SEVEN].sort((a, b) => natal.degree[b] - natal.degree[a]);
    const table7 = page.getByRole("table", { name: w.karakaCaption(7) });
    await table7.waitFor();
    const planets7 = await table7
      .locator("[data-karaka-degree]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-karaka-degree")));
    expect(planets7).toEqual(ranked7);
    expect(await table7.locator("tbody tr").first().locator("th").innerText()).toContain(w.atmakaraka);
    expect(await table7.locator("tbody tr").first().locator("td").first().innerText()).toBe(planetWord(ranked7[0]!));
    for (const [i, p] of ranked7.entries()) {
      const shown = seconds(await table7.locator("[data-karaka-degree]").nth(i).innerText());
      expect(Math.abs(shown - natal.degree[p]), p).toBeLessThanOrEqual(1);
    }
    expect(await pageScrollsSideways(page)).toBe(false);
    expect(await tableScrolls(table7)).toBe(false);
    await screenshot(page, `jaimini-${lang}-${device}`);

    // The arudhas, counted by hand from the Nirayan signs (the Scorpio and Aquarius houses with
    // the co-lord the tab reports; Scorpio's is checked below).
    const lagna = natal.sign.Ascendant;
    const coLordOf = async (sign: 8 | 11): Promise<Planet> => {
      const text = await panel.locator(`[data-co-lord="${sign}"] p`).first().innerText();
      const word = text.split(":").at(-1)!.trim();
      return PLANETS[w.planets.indexOf(word as never)]!;
    };
    const arudhaTable = page.getByRole("table", { name: w.arudhaCaption });
    expect(await arudhaTable.locator("tbody tr").count()).toBe(12);
    expect(await tableScrolls(arudhaTable)).toBe(false);
    const padas: number[] = [];
    for (let house = 1; house <= 12; house++) {
      const sign = ((lagna + house - 2) % 12) + 1;
      const lord = sign === 8 || sign === 11 ? await coLordOf(sign) : SIGN_LORD[sign - 1]!;
      const expected = arudha(sign, natal.sign[lord]);
      padas[house] = expected;
      const shown = (await arudhaTable.locator(`[data-arudha=A${house}]`).innerText()).trim();
      expect(shown, `A${house}`).toBe(w.signs[expected - 1]);
    }
    // Scorpio: the rule of a co-lord in the sign when the other is elsewhere.
    if ((natal.sign.Mars === 8) !== (natal.sign.Ketu === 8)) {
      expect(await coLordOf(8)).toBe(natal.sign.Mars === 8 ? "Ketu" : "Mars");
      expect(await panel.locator('[data-co-lord="8"]').innerText()).toContain(w.otherInSign);
    }

    // The chart: twelve padas drawn in the houses of their signs (AL and UL among them).
    const chart = panel.getByRole("img", { name: w.chartName });
    await chart.waitFor();
    expect(await panel.locator("svg [data-mark]").count()).toBe(12);
    const markTexts = await panel.locator("svg [data-mark] text").evaluateAll((els) => els.map((e) => e.textContent));
    expect(markTexts).toEqual(expect.arrayContaining(["AL", "A7", "UL"]));
    const houseRow = (sign: number) => panel.locator("figure table tbody tr").nth((sign - lagna + 12) % 12);
    expect(await houseRow(padas[12]!).textContent()).toContain(w.upapada);
    expect(await houseRow(padas[1]!).textContent()).toContain(w.arudhaLagna);
    await panel.getByRole("img", { name: w.chartName }).scrollIntoViewIfNeeded();
    await screenshot(page, `jaimini-chart-${lang}-${device}`);
    // South style, with the planets beside the padas: still twelve padas, now ten bodies too.
    await panel.getByText(w.south, { exact: true }).click();
    await panel.getByRole("img", { name: w.southName }).waitFor();
    expect(await panel.locator("svg [data-body]").count()).toBe(0);
    await panel.getByLabel(w.showPlanets).check();
    await expect.poll(() => panel.locator("svg [data-body]").count()).toBe(10);
    expect(await panel.locator("svg [data-mark]").count()).toBe(12);
    expect(await houseRow(padas[12]!).textContent()).toContain(w.upapada);
    expect(await pageScrollsSideways(page)).toBe(false);
    await screenshot(page, `jaimini-chart-south-${lang}-${device}`);

    // 8 karakas: Rahu joins, ranked by 30° − its degree.
    await panel.getByText(w.eight, { exact: true }).click();
    const table8 = page.getByRole("table", { name: w.karakaCaption(8) });
    await table8.waitFor();
    await expect.poll(() => panel.locator("[aria-busy]").count()).toBe(0);
    const rahu = 30 * 3600 - natal.degree.Rahu;
    const by8 = (p: Planet) => (p === "Rahu" ? rahu : natal.degree[p]);
    const ranked8 = [...SEVEN, "Rahu" as const].sort((a, b) => by8(b) - by8(a));
    const planets8 = await table8
      .locator("[data-karaka-degree]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-karaka-degree")));
    expect(planets8).toEqual(ranked8);
    const rahuShown = seconds((await table8.locator('[data-karaka-degree="Rahu"]').innerText()).split("\n")[0]!);
    expect(Math.abs(rahuShown - rahu)).toBeLessThanOrEqual(1);
    expect(await panel.getByRole("note").innerText()).toContain(w.rahuNote);
    expect(await pageScrollsSideways(page)).toBe(false);
    await screenshot(page, `jaimini-8-${lang}-${device}`);
    await context.close();
  }, 120_000);

  it("shows the KP basis, cusps, planets, significators and the ruling planets of a chosen moment", async () => {
    const { context, page } = await astrologer.open(viewport, lang);
    await page.goto(`/main/kundli/${id}?tab=kp`);
    const panel = page.locator("[data-panel=kp]");
    const cusps = page.getByRole("table", { name: w.cuspsCaption });
    await cusps.waitFor();
    expect((await page.locator("[data-tab=kp]").innerText()).trim()).toBe(w.tab.kp);
    await expect.poll(() => tabInView(page, "kp")).toBe(true);

    // KP ayanamsa: Lahiri's less about 5′50″ in 1990.
    const kpAyanamsa = seconds(await panel.locator("[data-kp-ayanamsa]").innerText());
    const shift = natal.ayanamsa - kpAyanamsa;
    expect(shift).toBeGreaterThan(5 * 60 + 30);
    expect(shift).toBeLessThan(6 * 60 + 10);
    expect(await panel.innerText()).toContain(w.placidus);

    const signs = phone ? w.signsShort : w.signs;
    const lordWords = phone ? w.planetsShort : w.planets;
    /** A table's rows as [longitude in arcseconds from 0° Aries, its lords, the other cells]. */
    const rows = async (caption: string, longitudeColumn: number) => {
      const out: { longitude: number; lords: Planet[]; cells: string[]; head: string }[] = [];
      for (const row of await page.getByRole("table", { name: caption }).locator("tbody tr").all()) {
        const cells = (await row.locator("td").allInnerTexts()).map((s) => s.trim());
        const [signWord, dms] = cells[longitudeColumn]!.split(/\s+/);
        const sign = (signs as readonly string[]).indexOf(signWord!) + 1;
        expect(sign, cells[longitudeColumn]).toBeGreaterThan(0);
        const lords = cells.slice(-4).map((word) => PLANETS[(lordWords as readonly string[]).indexOf(word)]!);
        out.push({
          longitude: (sign - 1) * 30 * 3600 + seconds(dms!),
          lords,
          cells,
          head: await row.locator("th").innerText(),
        });
      }
      return out;
    };
    const cuspRows = await rows(w.cuspsCaption, 0);
    expect(cuspRows.map((r) => r.head.trim())).toEqual(Array.from({ length: 12 }, (_, i) => String(i + 1)));
    const planetRows = await rows(w.planetsCaption, 0);
    expect(planetRows).toHaveLength(9);

    // Cusp 1 is the Ascendant: Lahiri's shifted by the ayanamsas' difference.
    const ascendant = (natal.sign.Ascendant - 1) * 108_000 + natal.degree.Ascendant;
    expect(Math.abs(cuspRows[0]!.longitude - (ascendant + shift))).toBeLessThanOrEqual(2);
    const moon = (natal.sign.Moon - 1) * 108_000 + natal.degree.Moon;
    expect(Math.abs(planetRows[1]!.longitude - (moon + shift))).toBeLessThanOrEqual(2);
    // The first cusp's sign lord is the lord of its sign; and so for every row. Star lords are
    // the Vimshottari lords of the nakshatra (13°20′ = 48 000″ each).
    expect(cuspRows[0]!.lords[0]).toBe(SIGN_LORD[Math.floor(cuspRows[0]!.longitude / 108_000)]);
    for (const r of [...cuspRows, ...planetRows]) {
      expect(r.lords[0], r.cells.join(" ")).toBe(SIGN_LORD[Math.floor(r.longitude / 108_000)]);
      expect(r.lords[1], r.cells.join(" ")).toBe(VIMSHOTTARI[Math.floor(r.longitude / 48_000) % 9]);
    }
    // Aries 11°12′ is in Ashwini's Saturn sub (9°20′–11°26′40″ in the KP table).
    expect(cuspRows[0]!.longitude).toBeGreaterThanOrEqual(9 * 3600 + 20 * 60);
    expect(cuspRows[0]!.longitude).toBeLessThan(11 * 3600 + 26 * 60 + 40);
    expect(cuspRows[0]!.lords[2]).toBe("Saturn");

    // Significators: level 2 is the planet's own house, level 1 its star lord's house.
    const houseOf = Object.fromEntries(planetRows.map((r, i) => [PLANETS[i]!, r.cells[1]!])) as Record<Planet, string>;
    const sig = page.getByRole("table", { name: w.significatorsCaption });
    const sigRows = await sig.locator("tbody tr").all();
    expect(sigRows).toHaveLength(9);
    for (const [i, row] of sigRows.entries()) {
      const p = PLANETS[i]!;
      const levels = (await row.locator("td").allInnerTexts()).map((s) => s.trim());
      expect(levels[1], `${p} level 2`).toBe(houseOf[p]);
      expect(levels[0], `${p} level 1`).toBe(houseOf[planetRows[i]!.lords[1]!]);
    }
    expect(await pageScrollsSideways(page)).toBe(false);
    for (const caption of [w.cuspsCaption, w.planetsCaption, w.significatorsCaption])
      expect(await tableScrolls(page.getByRole("table", { name: caption })), String(caption)).toBe(false);
    await screenshot(page, `kp-${lang}-${device}`);

    // Ruling planets: now by default (today at the place, IST), then a chosen moment.
    const today = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Kolkata",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
    })
      .format(new Date())
      .replaceAll("/", "-");
    expect(await panel.locator("caption", { hasText: w.rulingCaption }).innerText()).toContain(today);
    const picker = panel.getByRole("group", { name: w.moment });
    const dayLord = panel
      .locator("tr", { has: page.locator("th", { hasText: lang === "en" ? "Day lord" : "वार स्वामी" }) })
      .locator("td");
    for (const [moment, expected] of [
      ["2011-02-11T04:00", w.thursday],
      ["2011-02-11T10:00", w.friday],
    ] as const) {
      await picker.getByLabel(w.date, { exact: true }).fill(moment.slice(0, 10));
      await picker.getByLabel(w.time, { exact: true }).fill(moment.slice(11));
      await panel.getByRole("button", { name: w.show, exact: true }).click();
      await expect.poll(() => dayLord.innerText()).toBe(expected);
      expect(await panel.locator("caption", { hasText: w.rulingCaption }).innerText()).toContain(
        `11-02-2011 ${moment.slice(11)}:00`,
      );
    }
    expect(await pageScrollsSideways(page)).toBe(false);
    await panel.locator("caption", { hasText: w.rulingCaption }).scrollIntoViewIfNeeded();
    await screenshot(page, `kp-ruling-${lang}-${device}`);
    await context.close();
  }, 120_000);
});

describe("a section that cannot be had", () => {
  it("says so with a retry, which asks again", async () => {
    const { context, page } = await astrologer.open(PHONE);
    let refuse = true;
    await page.route(/\/api\/kundli\/generate/, (route) => (refuse ? route.abort() : route.continue()));
    await page.goto(`/main/kundli/${id}?tab=jaimini`);
    const alert = page.locator("[data-panel=jaimini] [role=alert]");
    await alert.waitFor();
    expect(await alert.innerText()).toContain("The Jaimini details could not be calculated.");
    await screenshot(page, "jaimini-failed-en-360");
    refuse = false;
    await alert.getByRole("button", { name: "Try again" }).click();
    await page.locator("[data-panel=jaimini] [data-karaka-degree]").first().waitFor();
    expect(await page.locator("[data-panel=jaimini] [role=alert]").count()).toBe(0);
    await context.close();
  }, 60_000);
});
