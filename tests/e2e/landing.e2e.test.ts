import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launch, newPage, PHONE, screenshot, scrollsSideways } from "./browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("landing page", () => {
  it("renders in Hindi when asked, and fits a 360 px phone", async () => {
    const { context, page } = await newPage(browser, inject("baseURL"), PHONE);
    await page.goto("/?lng=hi");
    await expect.poll(() => page.locator("h1").first().textContent()).toContain("कुंडली");
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, "landing-hi-360");
    await context.close();
  });
});
