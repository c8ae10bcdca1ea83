/**
 * More of printing in a real browser: the header's Generate (a saved Kundli → Generating... →
 * Result opens the PDF), the Matchmaking report printed from the match screen, Retry of a failed
 * report, Clear all; and the print dialog, Generate panel and Downloads panel on a 360 px phone
 * in Hindi (screenshots in test-results/screenshots, looked at by hand).
 *
 * A report that fails for real takes the queue's four retries (over a minute); the Retry test
 * marks a finished job failed in the app's local D1 instead, as the dead-letter consumer would.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, screenshot } from "./browser.ts";
import { hydrated, pageScrollsSideways, startAstrologer, type Astrologer, type Birth } from "./kundli-helpers.ts";
import { downloads } from "./downloads.ts";

const RAVI: Birth = {
  name: "Mohan Lal",
  gender: "Male",
  day: "9",
  month: "11",
  year: "1982",
  hour: "07",
  minute: "15",
  place: "Lucknow",
};
const SITA: Birth = {
  name: "Sita Devi",
  gender: "Female",
  day: "21",
  month: "4",
  year: "1986",
  hour: "18",
  minute: "40",
  place: "Varanasi",
};

let astrologer: Astrologer;
let ids: { ravi: number; sita: number };

beforeAll(async () => {
  astrologer = await startAstrologer(inject("baseURL"), "/main/kundli", "/main/match");
  ids = { ravi: await astrologer.createKundli(RAVI), sita: await astrologer.createKundli(SITA) };
  // This file prints more reports than a new account's 3 free ones; paying is tested in wallet.e2e
  // and the Workers layer, so this astrologer is simply given more free reports.
  const db = localDb();
  db.prepare("UPDATE users SET free_trial_report = 50 WHERE uid = (SELECT user_id FROM kundalis WHERE id = ?)").run(
    ids.ravi,
  );
  db.close();
}, 180_000);
afterAll(async () => {
  await astrologer?.close();
});
const open = (viewport: typeof PHONE) => astrologer.open(viewport);

async function openDownloads(page: Page) {
  await page
    .getByRole("button", { name: /^(Downloads|डाउनलोड) \d/ })
    .first()
    .click();
  return page.getByRole("region", { name: /^(Downloads|डाउनलोड)$/ }).first();
}

/** The app's local D1 (the state folder e2e's global setup gave the app). */
function localDb(): DatabaseSync {
  const dir = path.join(inject("stateDir"), "v3/d1/miniflare-D1DatabaseObject");
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".sqlite"))) {
    const db = new DatabaseSync(path.join(dir, file));
    // The running app writes to the same file: wait for its lock rather than fail at once.
    db.exec("PRAGMA busy_timeout = 15000");
    const table = db.prepare("SELECT name FROM sqlite_master WHERE name = 'print_jobs'").get();
    if (table) return db;
    db.close();
  }
  throw new Error(`no print_jobs table under ${dir}`);
}

describe("the header's Generate", () => {
  it("generates a report of a saved Kundli without opening it, then opens the Result", async () => {
    const { context, page } = await open(DESKTOP);
    await page.goto("/main");
    await hydrated(page, "header button[aria-controls]");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    const panel = page.getByRole("region", { name: "Generate a report" });
    await panel.getByText("Numerology", { exact: true }).click();
    const kundli = panel.getByLabel("Saved Kundli");
    await expect.poll(() => kundli.locator("option").count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    await kundli.selectOption({ label: "Mohan Lal · 1982-11-09" });
    await panel.getByLabel("Paper size").selectOption("A5");
    await screenshot(page, "print-generate-en-desktop");
    const [queued] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/api/print/kundli")),
      panel.getByRole("button", { name: "Generate", exact: true }).click(),
    ]);
    expect(queued.status()).toBe(202);
    const sent = queued.request().postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({ reportType: "numerology", paperSize: "A5", language: "en" });
    const result = panel.getByRole("button", { name: "Result" });
    await result.waitFor({ timeout: 60_000 });
    expect(await panel.getByRole("button", { name: "Generating..." }).count()).toBe(0);
    const [tab] = await Promise.all([context.waitForEvent("page"), result.click()]);
    // The tab opens blank inside the click and is pointed at the signed link once it arrives.
    await tab.waitForURL(/\/files\/reports\/[\w-]+\?exp=/);
    // The item is in Downloads too, ready and opened.
    const list = await downloads(page);
    expect(list[0]).toMatchObject({ status: "ready", reportType: "numerology" });
    await context.close();
  }, 120_000);

  it("generates a Matchmaking report from a saved pair", async () => {
    const { context, page } = await open(DESKTOP);
    await page.goto("/main");
    await hydrated(page, "header button[aria-controls]");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    const panel = page.getByRole("region", { name: "Generate a report" });
    await panel.getByText("Matchmaking", { exact: true }).click();
    // Boys are offered as boys, girls as girls.
    await expect
      .poll(() => panel.getByLabel("Boy's Kundli").locator("option").allTextContents(), { timeout: 15_000 })
      .toEqual(["Choose a saved Kundli", "Mohan Lal · 1982-11-09"]);
    await panel.getByLabel("Boy's Kundli").selectOption({ label: "Mohan Lal · 1982-11-09" });
    await panel.getByLabel("Girl's Kundli").selectOption({ label: "Sita Devi · 1986-04-21" });
    const [queued] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/api/print/match")),
      panel.getByRole("button", { name: "Generate", exact: true }).click(),
    ]);
    expect(`${queued.status()} ${await queued.text()}`).toMatch(/^202 .*Mohan Lal and Sita Devi/);
    await panel.getByRole("button", { name: "Result" }).waitFor({ timeout: 60_000 });
    await context.close();
  }, 120_000);
});

describe("printing from the match screen, Retry and Clear all", () => {
  it("prints the Matchmaking report from match results", async () => {
    const { context, page } = await open(DESKTOP);
    await page.goto(`/main/match?boy=${ids.ravi}&girl=${ids.sita}`);
    await page.locator("[data-match-result]").waitFor();
    await hydrated(page, "[data-match-result] button[aria-controls]");
    await page.getByRole("button", { name: "Print report" }).click();
    const form = page.getByRole("form", { name: "Print report" });
    // A match has one report: no report choice, only language and paper.
    expect(await form.getByLabel("Report", { exact: true }).count()).toBe(0);
    await form.getByLabel("Report language").selectOption("hi");
    await form.getByLabel("Paper size").selectOption("Letter");
    const [queued] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/api/print/match")),
      form.getByRole("button", { name: "Generate report" }).click(),
    ]);
    expect(queued.status()).toBe(202);
    const item = (await queued.json()) as { id: string; type: string; paperSize: string };
    expect(item).toMatchObject({ type: "कुंडली मिलान रिपोर्ट", paperSize: "Letter" });
    const panel = await openDownloads(page);
    const row = panel.locator(`li[data-download="${item.id}"]`);
    await expect.poll(() => row.getAttribute("data-status"), { timeout: 60_000, interval: 1000 }).toBe("ready");
    const link = await page.evaluate(async (id) => {
      const answer = await fetch(`/api/downloads/${id}/file`);
      return (await answer.json()) as { url: string };
    }, item.id);
    const pdf = await context.request.get(link.url);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await context.close();
  }, 120_000);

  it("retries a failed report until it is ready, then clears the list", async () => {
    const { context, page } = await open(DESKTOP);
    await page.goto("/main");
    await hydrated(page, "header button[aria-controls]");
    const [ready] = (await downloads(page)).filter((d) => d.status === "ready");
    expect(ready).toBeDefined();
    // As the dead-letter consumer leaves a report whose retries are spent.
    const db = localDb();
    db.prepare("UPDATE print_jobs SET status = 'failed', progress = 0, fileid = '' WHERE id = ?").run(ready!.id);
    db.close();

    const panel = await openDownloads(page);
    const row = panel.locator(`li[data-download="${ready!.id}"]`);
    await expect.poll(() => row.getAttribute("data-status"), { timeout: 15_000 }).toBe("failed");
    expect(await row.getByText("Failed").count()).toBe(1);
    await screenshot(page, "print-downloads-failed-en-desktop");
    const [retried] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/api/downloads/retry")),
      row.getByRole("button", { name: "Retry" }).click(),
    ]);
    expect(retried.status()).toBe(200);
    await expect.poll(() => row.getAttribute("data-status"), { timeout: 60_000, interval: 1000 }).toBe("ready");
    expect(await row.getByRole("button", { name: "Open" }).count()).toBe(1);

    const before = await panel.locator("li[data-download]").count();
    expect(before).toBeGreaterThanOrEqual(3);
    await panel.getByRole("button", { name: "Clear all" }).click();
    await expect.poll(() => panel.locator("li[data-download]").count(), { timeout: 15_000 }).toBe(0);
    expect(await panel.textContent()).toContain("No downloads yet.");
    expect(await downloads(page)).toEqual([]);
    // The header's count follows.
    expect(await page.getByRole("button", { name: "Downloads 0" }).count()).toBeGreaterThanOrEqual(1);
    await context.close();
  }, 120_000);
});

describe("on a phone, in Hindi", () => {
  it("the print dialog, the Generate panel and the Downloads panel fit 360 px", async () => {
    const { context, page } = await open(PHONE);
    await page.goto(`/main/kundli/${ids.sita}`);
    await hydrated(page, "[data-tab=basic]");
    await page.getByRole("button", { name: "Switch the language to हिन्दी" }).click();
    await expect.poll(() => page.locator("[data-tab=basic]").textContent(), { timeout: 15_000 }).toBe("मूल विवरण");

    await page.getByRole("button", { name: "रिपोर्ट प्रिंट करें" }).click();
    const form = page.getByRole("form", { name: "रिपोर्ट प्रिंट करें" });
    await form.getByLabel("रिपोर्ट", { exact: true }).selectOption("dosha");
    expect(await form.getByLabel("रिपोर्ट की भाषा").inputValue()).toBe("hi");
    expect(await pageScrollsSideways(page)).toBe(false);
    await screenshot(page, "print-dialog-hi-360");
    const [queued] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/api/print/kundli")),
      form.getByRole("button", { name: "रिपोर्ट बनाएँ" }).click(),
    ]);
    expect(`${queued.status()} ${await queued.text()}`).toMatch(/^202 /);

    await page.getByRole("button", { name: "बनाएँ", exact: true }).first().click();
    const generate = page.getByRole("region", { name: "रिपोर्ट बनाएँ" });
    await generate.getByText("फलादेश", { exact: true }).click();
    expect(await generate.getByLabel("सहेजी गई कुंडली").count()).toBe(1);
    expect(await pageScrollsSideways(page)).toBe(false);
    const box = await generate.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "print-generate-hi-360");
    await page.keyboard.press("Escape");

    const panel = await openDownloads(page);
    await panel.locator("li[data-download]").first().waitFor();
    expect(await pageScrollsSideways(page)).toBe(false);
    await screenshot(page, "print-downloads-hi-360");
    await context.close();
  }, 120_000);
});
