/**
 * The birth-time sensitivity table on the Basic tab, in a real browser on a 360 px phone, in
 * English and Hindi, for Asha Sharma (15 January 1990, 12:05:09, Varanasi: an Aries Lagna). The
 * D60 Lagna changes every 0.5° of the Ascendant, at Varanasi every 2–3 minutes: its row is always
 * marked as changing within 10 minutes.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PHONE, screenshot } from "./browser.ts";
import { hydrated, pageScrollsSideways, startAstrologer, VARANASI_1990, type Astrologer } from "./kundli-helpers.ts";

let astrologer: Astrologer;
let kundliId: number;
beforeAll(async () => {
  astrologer = await startAstrologer(inject("baseURL"));
  kundliId = await astrologer.createKundli(VARANASI_1990);
});
afterAll(async () => {
  await astrologer?.close();
});

describe("the birth-time sensitivity table", () => {
  it.each([
    ["en", "Birth-time sensitivity", "Lagna", "Aries", "Shashtiamsa (D60) Lagna"],
    ["hi", "जन्म-समय संवेदनशीलता", "लग्न", "मेष", "षष्ट्यंश (D60) लग्न"],
  ] as const)("lists the seven readings and fits a 360 px phone (%s)", async (lng, title, lagna, aries, d60) => {
    const { context, page } = await astrologer.open(PHONE);
    await page.goto(`/main/kundli/${kundliId}`);
    await hydrated(page, "[data-tab=basic]");
    if (lng === "hi") {
      await page.getByRole("button", { name: "Switch the language to हिन्दी" }).click();
      await expect.poll(() => page.locator("[data-tab=basic]").textContent()).toBe("मूल विवरण");
    }
    const table = page.getByRole("table", { name: title });
    await table.waitFor({ timeout: 30_000 });
    const rows = await table.evaluate((el: HTMLTableElement) =>
      [...el.tBodies[0]!.rows].map((r) => ({
        cells: [...r.cells].map((c) => (c as HTMLElement).innerText.replace(/\s+/g, " ").trim()),
        marked: r.className.includes("bg-amber-50"),
      })),
    );
    expect(rows).toHaveLength(7);
    expect(rows[0]!.cells[0]).toBe(lagna);
    expect(rows[0]!.cells[1]).toBe(aries);
    const d60Row = rows.find((r) => r.cells[0]!.includes(d60))!;
    expect(d60Row.marked).toBe(true);
    expect(d60Row.cells[0]!.startsWith("⚠")).toBe(true);
    expect(await table.textContent()).not.toMatch(/kundli\.|\{\{/);
    expect(await pageScrollsSideways(page)).toBe(false);
    await screenshot(page, `sensitivity-${lng}-360`);
    await context.close();
  });
});
