import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launch, newPage, PHONE, screenshot, scrollsSideways } from "./browser.ts";
import { warmUp } from "./screens-helpers.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  await warmUp(browser, inject("baseURL"), ["/", "/auth"]);
});
afterAll(async () => {
  await browser?.close();
});

const HEADLINE = { en: "Every Kundli, every match", hi: "हर कुंडली, हर मिलान" };
const CTA = { en: "Sign in with your mobile number", hi: "मोबाइल नंबर से साइन इन करें" };
const FEATURES = {
  en: [
    "20 divisional charts",
    "Vimshottari dasha to four levels",
    "Panchang",
    "Ashtakavarga and Shodashvarga",
    "Ashtakoot matchmaking",
    "English and Hindi",
  ],
  hi: ["20 वर्ग कुंडलियों", "विंशोत्तरी दशा", "पंचांग", "अष्टकवर्ग और षोडशवर्ग", "अष्टकूट गुण मिलान", "हिंदी और अंग्रेज़ी"],
};
const POLICIES = ["/policy/terms", "/policy/privacy", "/policy/refund", "/policy/shipping", "/contact"];

describe("landing page", () => {
  for (const lng of ["en", "hi"] as const) {
    for (const [size, viewport] of [
      ["360", PHONE],
      ["desktop", DESKTOP],
    ] as const) {
      it(`shows a visitor what the product does, in ${lng} at ${size}, without sideways scrolling`, async () => {
        const { context, page } = await newPage(browser, inject("baseURL"), viewport);
        await page.goto(`/?lng=${lng}`);
        await expect.poll(() => page.locator("h1").textContent()).toContain(HEADLINE[lng]);
        expect(await page.locator("html").getAttribute("lang")).toBe(lng);
        const body = (await page.locator("main").textContent()) ?? "";
        for (const feature of FEATURES[lng]) expect(body).toContain(feature);
        // the call to action leads to sign-in, the footer to every policy and to contact
        expect(await page.getByRole("link", { name: CTA[lng] }).first().getAttribute("href")).toBe("/auth");
        const footerLinks = await page
          .locator("footer a")
          .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
        for (const href of POLICIES) expect(footerLinks).toContain(href);
        expect(await scrollsSideways(page)).toBe(false);
        await screenshot(page, `landing-${lng}-${size}`);
        await context.close();
      });
    }
  }

  it("takes the visitor to sign-in from the call to action", async () => {
    const { context, page } = await newPage(browser, inject("baseURL"), PHONE);
    await page.goto("/");
    await page.getByRole("link", { name: CTA.en }).first().click();
    await page.waitForURL("**/auth");
    await expect.poll(() => page.locator("h1").textContent()).toBe("Sign in to Kundli Studio");
    await context.close();
  });

  it("is plain HTML: no script is fetched, and the language link switches and remembers the choice", async () => {
    const { context, page } = await newPage(browser, inject("baseURL"), PHONE);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/");
    await page.getByRole("link", { name: "Switch the language to हिन्दी" }).click();
    await expect.poll(() => page.locator("h1").textContent()).toContain(HEADLINE.hi);
    // the next page, asked for without ?lng=, is in Hindi too
    await page.getByRole("link", { name: CTA.hi }).first().click();
    await page.waitForURL("**/auth");
    expect(await page.locator("html").getAttribute("lang")).toBe("hi");
    expect(scripts).toEqual([]);
    await context.close();
  });
});
