/**
 * English and Hindi reports printed together by the built print Worker (the preview serves the
 * production build): sent at once, they reach the same isolate in one queue batch. Every Hindi
 * PDF's text must come out shaped as the development server shapes it: no dotted circle (U+25CC,
 * the shaper's mark for a broken syllable) and the words whole.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launch } from "./browser.ts";
import { signedInState } from "./kundli-helpers.ts";

const BIRTH = {
  name: "Asha Verma",
  gender: "female",
  date: "1990-08-15",
  time: "06:30",
  place: { name: "Jaipur", latitude: 26.9124, longitude: 75.7873, timezone: "Asia/Kolkata" },
};
/** A new account's three free reports: English and Hindi side by side. */
const PRINTS = [
  { reportType: "janam-kundli", language: "en" },
  { reportType: "janam-kundli", language: "hi" },
  { reportType: "life-report", language: "hi" },
] as const;

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
  it("prints English and Hindi reports sent together, with every Hindi syllable whole", async () => {
    const context = await browser.newContext({
      baseURL: inject("baseURL"),
      storageState: await signedInState(browser, inject("baseURL")),
    });
    const page = await context.newPage();
    await page.goto("/main");
    const ids = await page.evaluate(
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
      { birth: BIRTH, prints: PRINTS },
    );
    const statuses = () =>
      page.evaluate(async (jobIds) => {
        const list = (await (await fetch("/api/downloads")).json()) as { data: { id: string; status: string }[] };
        return jobIds.map((id) => list.data.find((d) => d.id === id)?.status);
      }, ids);
    await expect.poll(statuses, { timeout: 120_000, interval: 1000 }).toEqual(PRINTS.map(() => "ready"));

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
