/**
 * Edit before printing (issue 16) in Chromium against the production build: open a Life Report's
 * draft from the Kundli's Print report form, rewrite one reading, remove another, add a note,
 * print; the PDF (pdftotext) has the astrologer's words and not the removed reading. On a desktop
 * in English and on a 360 px phone in Hindi; screenshots of the draft in all four.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, SCREENSHOTS, screenshot } from "./browser.ts";
import { hydrated, pageScrollsSideways, startAstrologer, type Astrologer, type Birth } from "./kundli-helpers.ts";
import { waitReady } from "./downloads.ts";

const ASHA: Birth = {
  name: "Asha Verma",
  gender: "Female",
  day: "15",
  month: "8",
  year: "1990",
  hour: "06",
  minute: "30",
  second: "00",
  place: "Jaipur",
};

interface Words {
  mine: string;
  note: string;
  remove: string;
  print: string;
}

const WORDS: Record<"en" | "hi", Words> = {
  en: {
    mine: "In my reading this Saturn asks for patience with partners; the marriage ripens late and lasts.",
    note: "We spoke on 12 November about the shop on Tonk Road.",
    remove: "Remove",
    print: "Print with my changes",
  },
  hi: {
    mine: "मेरे अनुभव में यहाँ शनि साझेदारी में धैर्य माँगता है; विवाह देर से पर स्थिर फलता है।",
    note: "बारह नवंबर को टोंक रोड की दुकान के बारे में बात हुई।",
    remove: "हटाएँ",
    print: "मेरे बदलावों के साथ छापें",
  },
};

const flat = (text: string) => text.replace(/-\n(?=\p{Ll})/gu, "").replace(/\s+/gu, " ");

let astrologer: Astrologer;
let kundliId: number;
beforeAll(async () => {
  astrologer = await startAstrologer(inject("baseURL"));
  kundliId = await astrologer.createKundli(ASHA);
}, 120_000);
afterAll(async () => {
  await astrologer?.close();
});

async function waitForDraft(page: Page): Promise<void> {
  await page.locator("article[data-reading] textarea").first().waitFor();
  await hydrated(page, "article[data-reading] textarea");
}

/** Edits one reading, removes another, adds a note; returns the removed reading's rule. */
async function edit(page: Page, words: Words): Promise<string> {
  const saturn = page.locator('article[data-reading^="grahaInHouse.Saturn."]');
  await saturn.locator("textarea").fill(words.mine);
  await expect.poll(() => saturn.getAttribute("data-state")).toBe("edited");
  const removed = page.locator('section[data-section="houseLords"] article[data-reading]').nth(6);
  const rule = (await removed.locator("p").first().textContent())!;
  await removed.getByRole("button", { name: words.remove, exact: true }).click();
  await expect.poll(() => removed.getAttribute("data-state")).toBe("removed");
  await page.locator('section[data-section="grahas"] > label textarea').fill(words.note);
  return rule;
}

async function printAndRead(page: Page, words: Words, name: string): Promise<string> {
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().includes("/api/print/kundli")),
    page.getByRole("button", { name: words.print }).click(),
  ]);
  expect(`${answer.status()} ${await answer.text()}`).toMatch(/^202 /);
  const id = ((await answer.json()) as { id: string }).id;
  await waitReady(page, id, 120_000);
  const link = await page.evaluate(
    async (jobId) => ((await (await fetch(`/api/downloads/${jobId}/file`)).json()) as { url: string }).url,
    id,
  );
  const pdf = await page.context().request.get(link);
  expect(pdf.status()).toBe(200);
  const dir = path.join(SCREENSHOTS, "..", "pdf");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, await pdf.body());
  return execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
}

describe("Edit before printing", () => {
  it("desktop, English: opens the draft from Print report, edits, removes, notes, prints them", async () => {
    const { context, page } = await astrologer.open(DESKTOP);
    await page.goto(`/main/kundli/${kundliId}`);
    await hydrated(page, "main button");
    await page.getByRole("button", { name: "Print report" }).click();
    const form = page.getByRole("form", { name: "Print report" });
    await form.getByLabel("Report", { exact: true }).selectOption("life-report");
    await form.getByRole("link", { name: "Edit before printing" }).click();
    await page.waitForURL(/\/main\/kundli\/[^/]+\/draft\?report=life-report&language=en/);
    await waitForDraft(page);
    expect(await page.locator("h1").textContent()).toContain("Life Report");
    const removedRule = await edit(page, WORDS.en);
    await expect.poll(() => page.getByText("3 changes from the library's report.").count()).toBe(1);
    await screenshot(page, "print-edit-desktop-en");

    const text = flat(await printAndRead(page, WORDS.en, "print-edit-en"));
    expect(text).toContain(WORDS.en.mine);
    expect(text).toContain(WORDS.en.note);
    expect(text).toContain("Your astrologer's note");
    expect(text).not.toContain(flat(removedRule));
    await context.close();
  }, 240_000);

  it("a 360 px phone, Hindi: the same in Hindi, shaped, nothing wider than the screen", async () => {
    const { context, page } = await astrologer.open(PHONE, "hi");
    await page.goto(`/main/kundli/${kundliId}/draft?report=life-report&language=hi`);
    await waitForDraft(page);
    expect(await page.locator("h1").textContent()).toContain("जीवन");
    // The text kept from the English report is English: the Hindi draft offers the library's.
    const saturn = page.locator('article[data-reading^="grahaInHouse.Saturn."]');
    expect(await saturn.getAttribute("data-state")).toBe("library");
    const removedRule = await edit(page, WORDS.hi);
    expect(await pageScrollsSideways(page)).toBe(false);
    await screenshot(page, "print-edit-phone-hi");

    const raw = await printAndRead(page, WORDS.hi, "print-edit-hi");
    const text = flat(raw);
    expect(text).toContain(WORDS.hi.mine);
    expect(text).toContain(WORDS.hi.note);
    expect(text).not.toContain(flat(removedRule));
    expect(raw).not.toContain("\u25CC");
    await context.close();
  }, 240_000);

  it("offers the English text kept as the astrologer's own in a later draft; phone English and desktop Hindi fit", async () => {
    for (const [viewport, lang, name] of [
      [PHONE, "en", "print-edit-phone-en"],
      [DESKTOP, "hi", "print-edit-desktop-hi"],
    ] as const) {
      const { context, page } = await astrologer.open(viewport, lang);
      await page.goto(`/main/kundli/${kundliId}/draft?report=life-report&language=${lang}`);
      await waitForDraft(page);
      const saturn = page.locator('article[data-reading^="grahaInHouse.Saturn."]');
      expect(await saturn.getAttribute("data-state")).toBe("mine");
      expect(await saturn.locator("textarea").inputValue()).toBe(WORDS[lang].mine);
      expect(await pageScrollsSideways(page)).toBe(false);
      await screenshot(page, name);
      if (lang === "en") {
        // Back to the library's text for this report, the own text still offered.
        await saturn.getByRole("button", { name: "Use the library's text" }).click();
        await expect.poll(() => saturn.getAttribute("data-state")).toBe("library");
        await saturn.getByRole("button", { name: "Use my text" }).click();
        await expect.poll(() => saturn.getAttribute("data-state")).toBe("mine");
      }
      await context.close();
    }
  }, 120_000);
});
