/**
 * The Basic tab and the calculation receipt's rows are text only: hydration keeps the server's
 * HTML for them instead of rendering them again (app/ui/server-rendered.tsx,
 * docs/decisions/0040). In a real browser, on the production build: their elements are the
 * server's and React never took them over, while the tab bar around them is hydrated; opening the
 * tab again renders it in the browser, with the same words; a recomputation renders the receipt
 * with its new choice; a change of language renders both in Hindi. React reports a hydration that
 * did not match as an error: none comes.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PHONE } from "./browser.ts";
import { hydrated, startAstrologer, VARANASI_1990, type Astrologer } from "./kundli-helpers.ts";

let astrologer: Astrologer;
let kundliId: number;
beforeAll(async () => {
  astrologer = await startAstrologer(inject("baseURL"));
  kundliId = await astrologer.createKundli(VARANASI_1990);
});
afterAll(async () => {
  await astrologer?.close();
});

/** A block's elements, and how many of them React holds (its properties on the node). */
function block(page: Page, selector: string) {
  return page.locator(selector).evaluate((panel: HTMLElement) => {
    const elements = [...panel.querySelectorAll("*")];
    return {
      elements: elements.length,
      held: elements.filter((el) => Object.keys(el).some((key) => key.startsWith("__react"))).length,
      text: panel.textContent ?? "",
    };
  });
}

const basicPanel = (page: Page) => block(page, "[data-panel=basic]");
const receiptRows = (page: Page) => block(page, "[data-receipt] dl");

describe("text-only blocks of the Kundli view keep the server's HTML", () => {
  it("are not hydrated, render in the browser when their Kundli or language changes", async () => {
    const { context, page } = await astrologer.open(PHONE);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(`/main/kundli/${kundliId}`);
    await hydrated(page, "[data-tab=charts]");

    const kept = await basicPanel(page);
    // The tables, the Panchang and the seven sensitivity rows: some two hundred elements.
    expect(kept.elements).toBeGreaterThan(150);
    // Only the block that holds them is React's; nothing under it.
    expect(kept.held).toBe(1);
    expect(kept.text).toContain("Avakhada");
    expect(kept.text).toContain("Birth-time sensitivity");
    const keptReceipt = await receiptRows(page);
    expect(keptReceipt.elements).toBeGreaterThan(20);
    expect(keptReceipt.held).toBe(0);
    expect(keptReceipt.text).toContain("Lahiri (Chitrapaksha)");

    // The Charts tab's charts on screen: the Basic tab has left the page (while the Charts tab's
    // code is on its way, React only hides the Basic tab, and coming back shows it as it was).
    await page.locator("[data-tab=charts]").click();
    await page.locator("[data-panel=charts] svg[role=img]").first().waitFor();
    await page.locator("[data-tab=basic]").click();
    await page.locator("[data-panel=basic] table").first().waitFor();
    const rendered = await basicPanel(page);
    expect(rendered.held).toBe(rendered.elements);
    // The browser's render says what the server's HTML said, word for word (the running dasha
    // is the same minute's: the part came with the page).
    expect(rendered.text).toBe(kept.text);

    // A recomputation with the KP ayanamsa: the page brings another Kundli, the rows follow it.
    await page.getByText("Calculation receipt").click();
    await page.locator("[data-receipt]").getByLabel("Ayanamsa").selectOption("kp");
    await page.locator("[data-receipt]").getByRole("button", { name: "Recalculate" }).click();
    await page.waitForURL(/ayanamsa=kp/);
    await expect.poll(async () => (await receiptRows(page)).text).toContain("KP (Krishnamurti)");
    const recomputed = await receiptRows(page);
    expect(recomputed.held).toBe(recomputed.elements);

    // Kept again after a reload; another language renders them, in that language.
    await page.goto(`/main/kundli/${kundliId}`);
    await hydrated(page, "[data-tab=charts]");
    expect((await basicPanel(page)).held).toBe(1);
    expect((await receiptRows(page)).held).toBe(0);
    await page.getByRole("button", { name: "Switch the language to हिन्दी" }).click();
    await expect.poll(async () => (await basicPanel(page)).text).toContain("अवकहड़ा चक्र");
    const hindi = await basicPanel(page);
    expect(hindi.held).toBe(hindi.elements);
    expect(hindi.text).not.toContain("Avakhada");
    const hindiReceipt = await receiptRows(page);
    expect(hindiReceipt.held).toBe(hindiReceipt.elements);
    expect(hindiReceipt.text).not.toBe(keptReceipt.text);
    expect(hindiReceipt.text).toContain("अयनांश");
    expect(errors).toEqual([]);
    await context.close();
  });
});
