import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launch, newPage, PHONE, screenshot, scrollsSideways } from "./browser.ts";
import { tidyForScreenshot, warmUp } from "./screens-helpers.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  await warmUp(browser, inject("baseURL"), ["/term", "/privacy", "/policy/terms", "/contact", "/auth"]);
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = [
  { path: "/term", name: "term", h1: { en: "Terms in brief", hi: "शर्तें संक्षेप में" } },
  { path: "/privacy", name: "privacy", h1: { en: "Privacy in brief", hi: "गोपनीयता संक्षेप में" } },
  { path: "/policy/terms", name: "policy-terms", h1: { en: "Terms of use", hi: "उपयोग की शर्तें" } },
  { path: "/policy/privacy", name: "policy-privacy", h1: { en: "Privacy policy", hi: "गोपनीयता नीति" } },
  {
    path: "/policy/refund",
    name: "policy-refund",
    h1: { en: "Refund and cancellation policy", hi: "रिफ़ंड और रद्द करने की नीति" },
  },
  { path: "/policy/shipping", name: "policy-shipping", h1: { en: "Shipping policy", hi: "शिपिंग नीति" } },
  { path: "/contact", name: "contact", h1: { en: "Contact us", hi: "संपर्क करें" } },
  { path: "/auth", name: "auth", h1: { en: "Sign in to Kundli Studio", hi: "कुंडली स्टूडियो में साइन इन करें" } },
];

describe("public pages", () => {
  for (const lng of ["en", "hi"] as const) {
    it(`open in ${lng} on a 360 px phone without sideways scrolling`, async () => {
      const { context, page } = await newPage(browser, inject("baseURL"), PHONE);
      for (const { path, name, h1 } of PAGES) {
        await page.goto(`${path}?lng=${lng}`);
        expect(await page.locator("h1").textContent(), path).toBe(h1[lng]);
        expect(await scrollsSideways(page), path).toBe(false);
        await screenshot(page, `${name}-${lng}-360`);
      }
      await context.close();
    });
  }

  it("lay out the long policies with contents and links between them on desktop", async () => {
    const { context, page } = await newPage(browser, inject("baseURL"), DESKTOP);
    await page.goto("/policy/privacy");
    const text = (await page.locator("article").textContent()) ?? "";
    for (const must of [
      "Digital Personal Data Protection Act, 2023",
      "Cloudflare",
      "SMS provider",
      "payment provider",
      "Grievance Officer",
      "sensitive",
    ]) {
      expect(text).toContain(must);
    }
    const contents = page.getByRole("navigation", { name: "On this page" }).getByRole("link");
    expect(await contents.count()).toBeGreaterThan(5);
    await page.getByRole("link", { name: "Shipping policy" }).first().click();
    await page.waitForURL("**/policy/shipping");
    await expect.poll(() => page.locator("h1").textContent()).toBe("Shipping policy");
    expect(await page.locator("article").textContent()).toContain("pincode");
    await screenshot(page, "policy-shipping-en-desktop");
    await context.close();
  });

  it("link the short terms and privacy pages to the full texts", async () => {
    const { context, page } = await newPage(browser, inject("baseURL"), PHONE);
    await page.goto("/term");
    await page.getByRole("link", { name: "Read the full terms of use" }).click();
    await page.waitForURL("**/policy/terms");
    await page.goto("/privacy");
    await page.getByRole("link", { name: "Read the full privacy policy" }).click();
    await page.waitForURL("**/policy/privacy");
    await context.close();
  });

  it("answer an unknown policy with not found", async () => {
    const { context, page } = await newPage(browser, inject("baseURL"), PHONE);
    const response = await page.goto("/policy/cookies");
    expect(response?.status()).toBe(404);
    await context.close();
  });
});

describe("contact form", () => {
  it("names every missing field, in the page's language, and moves focus to the first", async () => {
    const { context, page } = await newPage(browser, inject("baseURL"), PHONE);
    await page.goto("/contact?lng=hi");
    await page.getByRole("button", { name: "मेरे ईमेल ऐप में खोलें" }).click();
    const alerts = page.getByRole("alert");
    await expect.poll(() => alerts.count()).toBe(3); // name, reply-to, message (a topic is preselected)
    expect(await alerts.first().textContent()).toBe("अपना नाम लिखें (2 से 100 अक्षर)।");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("name");
    expect(await page.getByLabel("आपका नाम").getAttribute("aria-invalid")).toBe("true");
    await tidyForScreenshot(page);
    await screenshot(page, "contact-errors-hi-360");
    await context.close();
  });

  it("accepts a valid message and hands it to the email app", async () => {
    const { context, page } = await newPage(browser, inject("baseURL"), DESKTOP);
    await page.goto("/contact");
    await page.getByLabel("Your name").fill("Pandit Ram Sharma");
    await page.getByLabel("Your email or mobile number").fill("98765 43210");
    await page.getByLabel("Topic").selectOption("orders");
    await page.getByLabel("Message", { exact: true }).fill("My printed Kundli has not arrived yet.");
    await page.getByRole("button", { name: "Open in my email app" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toContain("support@");
    expect(await page.getByRole("alert").count()).toBe(0);
    await context.close();
  });
});
