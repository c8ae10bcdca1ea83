/**
 * Money in a real browser against the app as `npm start` runs it: top up the wallet through the
 * test provider's page, buy a plan from the wallet, see Days Left in the header, see both in
 * Billing History and download the invoice PDF. Screenshots of Wallet, Subscription and Billing
 * History at 360 px and on a desktop, in English and Hindi.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launch, PHONE, screenshot, SCREENSHOTS, scrollsSideways } from "./browser.ts";
import { hydrated, signedInState } from "./kundli-helpers.ts";
import { tidyForScreenshot, warmUp } from "./screens-helpers.ts";

let browser: Browser;
let state: Awaited<ReturnType<typeof signedInState>>;
beforeAll(async () => {
  browser = await launch();
  await warmUp(browser, inject("baseURL"), ["/", "/auth", "/main/wallet", "/main/subscription", "/main/billing"]);
  state = await signedInState(browser, inject("baseURL"));
});
afterAll(async () => {
  await browser?.close();
});

async function open(viewport: { width: number; height: number }, language: "en" | "hi" = "en") {
  const baseURL = inject("baseURL");
  const context = await browser.newContext({ baseURL, viewport, locale: "en-IN", storageState: state });
  await context.addCookies([{ name: "i18next", value: language, url: baseURL }]);
  const page = await context.newPage();
  return { context, page };
}

describe("wallet, plan and billing", () => {
  it("tops up with the test provider, buys a plan, shows Days Left and both in Billing History", async () => {
    const { context, page } = await open(PHONE);
    await page.goto("/main/wallet");
    await hydrated(page, "input[name=amount]");
    await page.getByLabel("Amount (₹)").fill("1000");
    await page.getByRole("button", { name: "Top up", exact: true }).click();
    await page.waitForURL(/\/main\/wallet\/test-pay\//);
    await page.getByTestId("test-pay-amount").waitFor();
    expect(await page.getByTestId("test-pay-amount").textContent()).toBe("₹1,000.00");
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await page.waitForURL(/\/main\/wallet\?payment=/);
    await page.getByText("Payment received. Your wallet has been credited.").waitFor();
    expect(await page.getByTestId("wallet-balance").textContent()).toBe("₹1,000.00");
    await expect.poll(() => page.getByRole("link", { name: /Wallet Balance/ }).textContent()).toContain("₹1,000");

    await page.goto("/main/subscription");
    await hydrated(page, "button[value=wallet]");
    await page.getByRole("region", { name: "Monthly" }).getByRole("button", { name: "Pay from wallet" }).click();
    await page.getByText(/Plan active until/).waitFor();
    expect(await page.getByTestId("days-left").textContent()).toBe("30 days left");
    await expect.poll(() => page.getByRole("link", { name: /Days Left/ }).textContent()).toContain("30");
    await expect.poll(() => page.getByRole("link", { name: /Wallet Balance/ }).textContent()).toContain("₹501");

    await page.goto("/main/billing");
    await page.getByTestId("invoices").waitFor();
    const entries = page.getByTestId("ledger-entries").getByRole("listitem");
    expect(await entries.count()).toBe(2);
    expect(await entries.nth(0).textContent()).toContain("Monthly plan");
    expect(await entries.nth(0).textContent()).toContain("−₹499.00");
    expect(await entries.nth(1).textContent()).toContain("+₹1,000.00");
    const invoice = page.getByTestId("invoices").getByRole("link", { name: /Download invoice KS\// });
    expect(await invoice.count()).toBe(1);
    const href = (await invoice.getAttribute("href"))!;
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    mkdirSync(SCREENSHOTS, { recursive: true });
    writeFileSync(path.join(SCREENSHOTS, "invoice-en.pdf"), bytes);
    writeFileSync(
      path.join(SCREENSHOTS, "invoice-hi.pdf"),
      await (await page.request.get(href.replace("lang=en", "lang=hi"))).body(),
    );
    expect(await scrollsSideways(page)).toBe(false);
    await context.close();
  });

  it("looks right on a phone and a desktop, in English and Hindi", async () => {
    for (const [viewport, size] of [
      [PHONE, "360"],
      [DESKTOP, "desktop"],
    ] as const) {
      for (const language of ["en", "hi"] as const) {
        const { context, page } = await open(viewport, language);
        for (const screen of ["wallet", "subscription", "billing"]) {
          await page.goto(`/main/${screen}`);
          await hydrated(page, "main h1");
          expect(await scrollsSideways(page), `${screen} ${language} ${size}`).toBe(false);
          await tidyForScreenshot(page);
          await screenshot(page, `${screen}-${language}-${size}`);
        }
        await context.close();
      }
    }
  });
});
