/**
 * The developer path, in short: `npm start` (scripts/start.ts: local D1 migrated and seeded, the
 * app, the calc Worker and the print Worker through Vite) serves pages, signs in through the dev
 * outbox, computes a Kundli and prints a report through the queue. Everything else runs against
 * the production build (global-setup.ts).
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch } from "./browser.ts";
import { signedInState } from "./kundli-helpers.ts";
import { serve, type Served } from "./serve.ts";
import { waitReady } from "./downloads.ts";

let dev: Served;
let browser: Browser;
beforeAll(async () => {
  dev = await serve("scripts/start.ts", [], "Kundli Studio is running");
  browser = await launch();
}, 320_000);
afterAll(async () => {
  await browser?.close();
  await dev?.stop();
});

describe("npm start", () => {
  it("signs in, computes a Kundli and prints a report", async () => {
    const context = await browser.newContext({
      baseURL: dev.baseURL,
      storageState: await signedInState(browser, dev.baseURL),
    });
    const page = await context.newPage();
    await page.goto("/main");
    const answer = await page.evaluate(async () => {
      const birth = {
        name: "Asha Verma",
        gender: "female",
        date: "1990-08-15",
        time: "06:30",
        place: { name: "Jaipur", latitude: 26.9124, longitude: 75.7873, timezone: "Asia/Kolkata" },
      };
      const kundli = await fetch("/api/kundli/generate", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(birth),
      });
      const print = await fetch("/api/print/kundli", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ birth, reportType: "dosha", language: "hi", paperSize: "A4", chartStyle: "north" }),
      });
      const planets = ((await kundli.json()) as { planets?: { planet: string; sign: number }[] }).planets ?? [];
      const lagna = planets.find((p) => p.planet === "Ascendant")?.sign;
      return { kundli: kundli.status, lagna, print: print.status, id: ((await print.json()) as { id: string }).id };
    });
    expect(answer).toMatchObject({ kundli: 200, lagna: expect.any(Number), print: 202 });
    await waitReady(page, answer.id as string, 120_000);
    await context.close();
  }, 240_000);
});
