/**
 * Client import in a real browser against the production build (issue 15): from Clients to
 * Import, a CSV with three good rows and three bad ones is checked (each bad row shown with its
 * row number and reason, nothing written), then imported; the clients list then finds them —
 * a Latin name by its Devanagari spelling too. On a 360 px phone and a desktop, in English and
 * Hindi, with screenshots; no sideways scrolling.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, screenshot, scrollsSideways } from "./browser.ts";
import { hydrated, startAstrologer, type Astrologer } from "./kundli-helpers.ts";
import { tidyForScreenshot } from "./screens-helpers.ts";

let astrologer: Astrologer;
beforeAll(async () => {
  astrologer = await startAstrologer(inject("baseURL"));
});
afterAll(async () => {
  await astrologer?.close();
});

/** Three good rows (two births at a gazetteer place, one client alone) and three bad ones. */
const book = (tag: string) =>
  [
    "name,name_hi,gender,date,time,place",
    `Asha ${tag},,female,1990-01-15,12:05,Varanasi`,
    `Ram ${tag},,male,15/08/1985,6:30 PM,Varanasi`,
    `Meera ${tag},मीरा,,,,`,
    `Bad Date ${tag},,male,1990-02-30,10:00,Varanasi`,
    `Nowhere ${tag},,male,1990-02-10,10:00,Zzyzxpur`,
    `<b>${tag}</b>,,,,,`,
  ].join("\n");

const TEXT = {
  en: {
    link: "Import or export",
    template: "Download the template",
    file: "CSV file",
    heading: "Import and export clients",
    check: "Check the file",
    previewTitle: "Check before importing",
    confirm: "Import 3 rows",
    doneTitle: "Import finished",
    summary: "3 rows imported, 3 not imported, 0 already saved.",
    place: "The place “Zzyzxpur” is not in the gazetteer",
    row: "Row",
    clients: "Clients",
  },
  hi: {
    link: "आयात या निर्यात",
    template: "नमूना फ़ाइल डाउनलोड करें",
    file: "CSV फ़ाइल",
    heading: "क्लाइंटों का आयात और निर्यात",
    check: "फ़ाइल जाँचें",
    previewTitle: "आयात से पहले जाँच",
    confirm: "3 पंक्तियाँ आयात करें",
    doneTitle: "आयात पूरा हुआ",
    summary: "3 पंक्तियाँ आयात हुईं, 3 आयात नहीं हुईं, 0 पहले से सहेजी थीं।",
    place: "स्थान “Zzyzxpur” स्थान-सूची में नहीं है",
    row: "पंक्ति",
    clients: "क्लाइंट",
  },
} as const;

const RUNS = [
  { lang: "en", viewport: PHONE, size: "360", tag: "Alpha" },
  { lang: "hi", viewport: PHONE, size: "360", tag: "Beta" },
  { lang: "en", viewport: DESKTOP, size: "desktop", tag: "Gamma" },
  { lang: "hi", viewport: DESKTOP, size: "desktop", tag: "Delta" },
] as const;

describe("Importing clients from a CSV file", () => {
  for (const { lang, viewport, size, tag } of RUNS) {
    it(`checks, reports three bad rows, imports the rest (${lang}, ${size})`, async () => {
      const text = TEXT[lang];
      const { context, page } = await astrologer.open(viewport, lang);
      await page.goto("/main/clients");
      await page.getByRole("link", { name: text.link }).click();
      await page.getByRole("heading", { level: 1, name: text.heading }).waitFor();
      await hydrated(page, "#csv-file");
      // The file field speaks the page's language (the browser's own button would not): our
      // button, reached with Tab and ringed, and the chosen file's name as part of its name.
      const FILE = (
        JSON.parse(readFileSync(new URL(`../../app/i18n/${lang}/common.json`, import.meta.url), "utf8")) as {
          file: { choose: string; none: string };
        }
      ).file;
      const field = page.locator("#csv-file");
      const button = page.locator('label[for="csv-file"][aria-hidden="true"]');
      expect(await button.textContent()).toBe(FILE.choose);
      expect(await page.locator("#csv-file-chosen").textContent()).toBe(FILE.none);
      await page.getByRole("link", { name: text.template }).focus();
      await page.keyboard.press("Tab");
      expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await button.evaluate((label) => getComputedStyle(label).outlineStyle)).toBe("solid");
      await field.setInputFiles({ name: "book.csv", mimeType: "text/csv", buffer: Buffer.from(book(tag)) });
      expect(await page.locator("#csv-file-chosen").textContent()).toBe("book.csv");
      // Both the field's label and the chosen file's name label the input (aria-labelledby).
      for (const label of [text.file, "book.csv"])
        expect(await page.getByLabel(label, { exact: true }).evaluate((input) => input.id)).toBe("csv-file");
      await screenshot(page, `clients-import-file-${lang}-${size}`, { fullPage: false });
      await page.getByRole("button", { name: text.check, exact: true }).click();
      await page.getByRole("heading", { name: text.previewTitle }).waitFor();

      const rows = page.locator("li[data-status]");
      const statuses = await rows.evaluateAll((items) =>
        items.map((li) => `${li.getAttribute("data-status")}: ${li.textContent}`),
      );
      expect(statuses).toEqual([
        ...Array.from({ length: 3 }, () => expect.stringMatching(/^ready: /)),
        ...Array.from({ length: 3 }, () => expect.stringMatching(/^error: /)),
      ]);
      const bad = page.locator('li[data-status="error"]');
      expect(await bad.count()).toBe(3);
      // each bad row: its number in the file and the reason
      expect(await bad.nth(0).textContent()).toMatch(new RegExp(`${text.row} 5.*Bad Date ${tag}.*date`));
      expect(await bad.nth(1).textContent()).toContain(text.place);
      expect(await bad.nth(1).textContent()).toContain(`${text.row} 6`);
      expect(await bad.nth(2).textContent()).toContain(`${text.row} 7`);
      expect(await page.locator('li[data-status="ready"]').count()).toBe(3);
      expect(await scrollsSideways(page)).toBe(false);
      await tidyForScreenshot(page);
      await screenshot(page, `clients-import-preview-${lang}-${size}`);

      await page.getByRole("button", { name: text.confirm }).click();
      await page.getByRole("heading", { name: text.doneTitle }).waitFor();
      expect(await page.getByRole("status").first().textContent()).toBe(text.summary);
      expect(await page.locator('li[data-status="written"]').count()).toBe(3);
      expect(await scrollsSideways(page)).toBe(false);
      await tidyForScreenshot(page);
      await screenshot(page, `clients-import-done-${lang}-${size}`);

      // the imported clients are in the list; the Devanagari spelling finds a Latin-only name
      await page.goto(`/main/clients?q=${encodeURIComponent("राम")}`);
      await page.getByRole("heading", { level: 1, name: text.clients }).waitFor();
      expect(await page.getByRole("link", { name: new RegExp(`Ram ${tag}`) }).count()).toBe(1);
      await page.goto(`/main/clients?q=meera+${tag}`);
      expect(await page.getByRole("link", { name: new RegExp(`Meera ${tag}`) }).count()).toBe(1);
      await context.close();
    });
  }
});
