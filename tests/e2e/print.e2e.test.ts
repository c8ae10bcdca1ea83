/**
 * Print → Downloads, in a real browser against the app as `npm start` runs it: create a Kundli,
 * print its Janam Kundli, watch it become ready in the header's Downloads panel, open it — the
 * signed link answers a PDF — and the item counts as opened. Screenshot of the panel.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, screenshot } from "./browser.ts";
import { createKundli, RAVI_1985, startAstrologer, type Astrologer } from "./kundli-helpers.ts";
import { downloads } from "./downloads.ts";

let astrologer: Astrologer;
beforeAll(async () => {
  astrologer = await startAstrologer(inject("baseURL"));
});
afterAll(async () => {
  await astrologer?.close();
});

describe("Print report and Downloads", () => {
  it("prints a Janam Kundli, shows it ready in Downloads and opens the PDF", async () => {
    const { context, page } = await astrologer.open(DESKTOP);
    await createKundli(page, RAVI_1985);

    await page.getByRole("button", { name: "Print report" }).click();
    const form = page.getByRole("form", { name: "Print report" });
    await form.getByLabel("Report", { exact: true }).selectOption("janam-kundli");
    await form.getByLabel("Report language").selectOption("en");
    await form.getByLabel("Paper size").selectOption("A4");
    const [queued] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/api/print/kundli")),
      form.getByRole("button", { name: "Generate report" }).click(),
    ]);
    expect(`${queued.status()} ${await queued.text()}`).toMatch(/^202 /);
    const toast = page.locator("[data-sonner-toast]").first();
    await toast.waitFor();
    expect(await toast.textContent()).toContain("Janam Kundli is being prepared");

    // The header's Downloads panel (the desktop header shows one set of stats).
    await page
      .getByRole("button", { name: /^Downloads \d/ })
      .first()
      .click();
    const panel = page.getByRole("region", { name: "Downloads" }).first();
    const item = panel.locator("li[data-download]").first();
    await item.waitFor();
    await expect.poll(() => item.getAttribute("data-status"), { timeout: 60_000, interval: 1000 }).toBe("ready");
    await screenshot(page, "print-downloads-ready");

    const id = await item.getAttribute("data-download");
    const link = await page.evaluate(async (jobId) => {
      const answer = await fetch(`/api/downloads/${jobId}/file`);
      return (await answer.json()) as { url: string };
    }, id);
    const pdf = await context.request.get(link.url);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");

    const [tab] = await Promise.all([context.waitForEvent("page"), item.getByRole("button", { name: "Open" }).click()]);
    expect(tab).toBeTruthy();
    // Marked opened on the server too, not only in this tab.
    await expect
      .poll(async () => (await downloads(page)).find((d) => d.id === id)?.is_opened, { timeout: 15_000 })
      .toBe(true);
    await expect.poll(() => item.getByLabel("New").count()).toBe(0);
    await context.close();
  }, 180_000);
});
