/**
 * English and Hindi reports printed by one isolate of the built print Worker (the preview serves
 * the production build): a Hindi Dosha report first, then a Hindi and an English Janam Kundli sent
 * together (one queue batch). The fonts are shared by every report of an isolate, and this order
 * once left the Janam Kundli with dotted circles (U+25CC, the shaper's mark for a broken
 * syllable: "ह◌ं" for "हैं"; app/server/print/pdf/fonts.ts). Every Hindi PDF's text must come out
 * whole.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launch } from "./browser.ts";
import { signedInState } from "./kundli-helpers.ts";
import { waitReady } from "./downloads.ts";

const BIRTH = {
  name: "Asha Verma",
  gender: "female",
  date: "1990-08-15",
  time: "06:30",
  place: { name: "Jaipur", latitude: 26.9124, longitude: 75.7873, timezone: "Asia/Kolkata" },
};
/** A new account's three free reports: one first, then two side by side. */
const FIRST = { reportType: "dosha", language: "hi" } as const;
const TOGETHER = [
  { reportType: "janam-kundli", language: "hi" },
  { reportType: "janam-kundli", language: "en" },
] as const;
const PRINTS = [FIRST, ...TOGETHER];

let browser: Browser;
let dir: string;
beforeAll(async () => {
  browser = await launch();
  dir = mkdtempSync(path.join(os.tmpdir(), "kundli-pdf-"));
});
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the built print Worker", () => {
  it("prints English and Hindi reports one after another and together, with every Hindi syllable whole", async () => {
    const context = await browser.newContext({
      baseURL: inject("baseURL"),
      storageState: await signedInState(browser, inject("baseURL")),
    });
    const page = await context.newPage();
    await page.goto("/main");
    const print = (prints: readonly { reportType: string; language: string }[]) =>
      page.evaluate(
        async ({ birth, prints }) =>
          Promise.all(
            prints.map(async (p) => {
              const answer = await fetch("/api/print/kundli", {
                method: "POST",
                headers: { "Content-Type": "application/json" },
                body: JSON.stringify({ birth, ...p, paperSize: "A4", chartStyle: "north" }),
              });
              if (answer.status !== 202) throw new Error(`${answer.status} ${await answer.text()}`);
              return ((await answer.json()) as { id: string }).id;
            }),
          ),
        { birth: BIRTH, prints },
      );
    const ready = (jobIds: string[]) => waitReady(page, jobIds, 120_000);
    const first = await print([FIRST]);
    await ready(first);
    const together = await print(TOGETHER);
    await ready(together);
    const ids = [...first, ...together];

    for (const [i, id] of ids.entries()) {
      const link = await page.evaluate(
        async (jobId) => ((await (await fetch(`/api/downloads/${jobId}/file`)).json()) as { url: string }).url,
        id,
      );
      const pdf = await context.request.get(link);
      expect(pdf.status()).toBe(200);
      const file = path.join(dir, `${i}.pdf`);
      writeFileSync(file, await pdf.body());
      const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
      expect(text.length, `${PRINTS[i]!.reportType} ${PRINTS[i]!.language}`).toBeGreaterThan(1000);
      expect(text.includes("\u25CC"), `dotted circle in ${PRINTS[i]!.reportType} ${PRINTS[i]!.language}`).toBe(false);
      if (PRINTS[i]!.language === "hi") expect(text).toMatch(/[\u0900-\u097F]{3}/);
    }
    await context.close();
  }, 240_000);
});
