/**
 * The Varshphal in the print dialog and the header's Generate panel, and the Panchang's print
 * route, in a real browser against the built app: the year field appears for the Varshphal only,
 * starts at this year with the years allowed named, the year typed is what is sent, and the PDF
 * becomes ready in Downloads; POST /api/print/panchang from the page makes a one-page PDF.
 * Screenshots of the dialog and the panel (test-results/screenshots), looked at by hand.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, screenshot } from "./browser.ts";
import {
  createKundli,
  hydrated,
  pageScrollsSideways,
  RAVI_1985,
  startAstrologer,
  type Astrologer,
} from "./kundli-helpers.ts";
import { type Download, waitReady } from "./downloads.ts";

let astrologer: Astrologer;
/** The saved Kundli of the first test, which the Generate panel lists. */
let raviId: number;
beforeAll(async () => {
  astrologer = await startAstrologer(inject("baseURL"));
}, 180_000);
afterAll(async () => {
  await astrologer?.close();
});

/** The print job once ready in Downloads. */
const settled = async (page: Page, id: string) => (await waitReady(page, id, 90_000)).find((d) => d.id === id)!;

async function pdfPages(page: Page, id: string): Promise<number> {
  const link = await page.evaluate(async (jobId) => {
    const answer = await fetch(`/api/downloads/${jobId}/file`);
    return (await answer.json()) as { url: string };
  }, id);
  const pdf = await page.context().request.get(link.url);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  return ((await pdf.body()).toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;
}

describe("the Varshphal and the Panchang in print", () => {
  it("prints the Varshphal of the year typed in the print dialog", async () => {
    const { context, page } = await astrologer.open(DESKTOP);
    raviId = await createKundli(page, RAVI_1985);
    await page.getByRole("button", { name: "Print report" }).click();
    const form = page.getByRole("form", { name: "Print report" });
    // No year for the other reports.
    expect(await form.getByLabel("Year").count()).toBe(0);
    await form.getByLabel("Report", { exact: true }).selectOption("varshphal");
    const year = form.getByLabel("Year");
    expect(await year.inputValue()).toBe(String(new Date().getFullYear()));
    expect(await form.textContent()).toContain("From 1985 (the year of birth) to 2105.");
    expect(await year.getAttribute("min")).toBe("1985");
    expect(await year.getAttribute("max")).toBe("2105");
    await year.fill("2030");
    await form.getByLabel("Paper size").selectOption("A5");
    await screenshot(page, "print-varshphal-dialog-en-desktop");
    const [queued] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/api/print/kundli")),
      form.getByRole("button", { name: "Generate report" }).click(),
    ]);
    expect(`${queued.status()} ${await queued.text()}`).toMatch(/^202 /);
    expect(queued.request().postDataJSON()).toMatchObject({ reportType: "varshphal", year: 2030, paperSize: "A5" });
    const item = (await queued.json()) as Download;
    const ready = await settled(page, item.id);
    expect(ready).toMatchObject({ name: "Ravi Verma, 2030", reportType: "varshphal", paperSize: "A5" });
    expect(await pdfPages(page, item.id)).toBeGreaterThanOrEqual(5);
    await context.close();
  }, 240_000);

  it("offers the Varshphal and its year in the header's Generate panel, on a phone in Hindi", async () => {
    const { context, page } = await astrologer.open(PHONE);
    await page.goto(`/main/kundli/${raviId}`);
    await hydrated(page, "[data-tab=basic]");
    await page.getByRole("button", { name: "Switch the language to हिन्दी" }).click();
    await expect.poll(() => page.locator("[data-tab=basic]").textContent(), { timeout: 15_000 }).toBe("मूल विवरण");
    await page.getByRole("button", { name: "बनाएँ", exact: true }).first().click();
    const generate = page.getByRole("region", { name: "रिपोर्ट बनाएँ" });
    await generate.getByText("वर्षफल", { exact: true }).click();
    const kundli = generate.getByLabel("सहेजी गई कुंडली");
    await expect.poll(() => kundli.locator("option").count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await kundli.selectOption({ label: "Ravi Verma · 1985-08-03" });
    const year = generate.getByLabel("वर्ष", { exact: true });
    expect(Number(await year.inputValue())).toBe(new Date().getFullYear());
    expect(await generate.textContent()).toContain("1985 (जन्म वर्ष) से 2105 तक।");
    expect(await pageScrollsSideways(page)).toBe(false);
    await screenshot(page, "print-varshphal-generate-hi-360");
    await context.close();
  }, 120_000);

  it("prints the day's Panchang through POST /api/print/panchang on one page, free", async () => {
    const { context, page } = await astrologer.open(DESKTOP);
    await page.goto("/main");
    await hydrated(page, "header button[aria-controls]");
    const answer = await page.evaluate(async () => {
      const response = await fetch("/api/print/panchang", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          date: "2026-03-19",
          lat: 25.3176,
          lon: 82.9739,
          tz: "Asia/Kolkata",
          name: "Varanasi",
          language: "hi",
          paperSize: "A5",
        }),
      });
      return { status: response.status, body: (await response.json()) as Download };
    });
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ reportType: "panchang", name: "Varanasi, 19-03-2026", paperSize: "A5" });
    await settled(page, answer.body.id);
    expect(await pdfPages(page, answer.body.id)).toBe(1);
    await context.close();
  }, 120_000);
});
