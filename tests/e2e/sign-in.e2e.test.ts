/**
 * The visitor → astrologer path: /main is closed to visitors, sign-in by phone with the code
 * read from the development outbox, the signed-in shell on a phone and on a desktop, the
 * language choice surviving a reload, and sign-out.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launch, newPage, PHONE, screenshot, scrollsSideways } from "./browser.ts";
import { codeFor, freshPhone, tidyForScreenshot, warmUp } from "./screens-helpers.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  await warmUp(browser, inject("baseURL"), ["/", "/auth", "/main"]);
});
afterAll(async () => {
  await browser?.close();
});

describe("caching in the production build", () => {
  it("serves a visitor's landing page as public and the hashed assets as immutable", async () => {
    const base = inject("baseURL");
    const landing = await fetch(new URL("/", base));
    expect(landing.headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=600");
    expect(landing.headers.get("set-cookie")).toBeNull();
    const html = await landing.text();
    const assets = [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g))];
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets.slice(0, 3)) {
      const response = await fetch(new URL(asset, base));
      expect(response.status, asset).toBe(200);
      expect(response.headers.get("cache-control"), asset).toBe("public, max-age=31536000, immutable");
    }
  });
});

describe("the signed-in area", () => {
  it("signs in with JavaScript turned off, and returns to the screen that was asked for", async () => {
    const context = await browser.newContext({ baseURL: inject("baseURL"), viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    const phone = freshPhone();
    await page.goto("/main/orders");
    expect(new URL(page.url()).pathname).toBe("/");
    await page.getByRole("link", { name: "Sign in with your mobile number" }).first().click();
    await page.getByLabel("Mobile number").fill(phone.typed);
    await page.getByRole("button", { name: "Send code" }).click();
    await page.getByLabel("6-digit code").fill(await codeFor(page, phone.e164));
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await page.waitForURL("**/main/orders");
    await page.getByRole("heading", { level: 1, name: "Orders" }).waitFor();
    await context.close();
  });

  it("sends a visitor who opens /main (or a screen in it) to the landing page", async () => {
    const { context, page } = await newPage(browser, inject("baseURL"), PHONE);
    for (const path of ["/main", "/main/orders"]) {
      await page.goto(path);
      expect(new URL(page.url()).pathname).toBe("/");
      expect(await page.getByText("Wallet Balance").count()).toBe(0);
    }
    await context.close();
  });

  it("signs in by phone and code, shows the shell, keeps Hindi across a reload, and signs out", async () => {
    const { context, page } = await newPage(browser, inject("baseURL"), PHONE);
    const phone = freshPhone();

    // The sign-in is plain HTML (ADR 0027): no script file, only its own inline lines.
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/auth");
    expect(scripts).toEqual([]);

    // A typo comes back at the field, in words that say how to fix it.
    await page.getByLabel("Mobile number").fill("12345");
    await page.getByRole("button", { name: "Send code" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("Enter a 10-digit Indian mobile number, for example 98765 43210.");
    expect(await page.getByLabel("Mobile number").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("Mobile number").inputValue()).toBe("12345");

    // Keyboard only: type the number and press Enter.
    await page.getByLabel("Mobile number").fill(phone.typed);
    await page.getByLabel("Mobile number").press("Enter");
    const codeInput = page.getByLabel("6-digit code");
    await codeInput.waitFor();
    expect(await codeInput.getAttribute("autocomplete")).toBe("one-time-code");
    expect(await codeInput.getAttribute("inputmode")).toBe("numeric");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("otp");
    expect(await page.getByText(/You can ask for a new code in \d:\d\d/).count()).toBe(1);
    // the countdown ticks, and the resend button waits its turn
    await expect.poll(() => page.locator("#resend-in").textContent(), { timeout: 5000 }).toMatch(/0:2\d/);
    expect(await page.getByRole("button", { name: "Send a new code" }).isVisible()).toBe(false);
    expect(scripts).toEqual([]);
    await screenshot(page, "auth-code-en-360");

    // A wrong code: the API's (translated) message appears at the field.
    const code = await codeFor(page, phone.e164);
    const wrong = code === "000000" ? "111111" : "000000";
    await codeInput.fill(wrong);
    const error = page.locator("#otp-error");
    await error.waitFor();
    expect((await error.textContent())?.trim()).not.toBe("");
    expect(await error.textContent()).not.toMatch(/^auth\./);
    expect(new URL(page.url()).pathname).toBe("/auth");

    // The right code signs in (typed in full it submits by itself) and opens the shell.
    await codeInput.fill(code);
    await page.waitForURL("**/main");
    await page.getByRole("heading", { level: 1, name: "Namaste" }).waitFor();
    // The sign-in's D1 bookmark came back as an HttpOnly cookie, and what a signed-in browser
    // gets, pages and API, is private (docs/decisions/0015).
    const bookmark = (await context.cookies()).find((c) => c.name === "kb");
    expect(bookmark?.value).toMatch(/^[0-9a-f]+(?:-[0-9a-f]+)+$/);
    expect(bookmark?.httpOnly).toBe(true);
    expect(bookmark?.sameSite).toBe("Lax");
    for (const path of ["/", "/main", "/api/user", "/api/places?q=varanasi"]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toMatch(/(?:^|,\s*)(?:private|no-store)\b/);
    }

    const header = page.locator("header");
    for (const label of ["Wallet Balance", "Days Left", "Downloads"])
      expect(await header.getByText(label).filter({ visible: true }).count(), label).toBe(1);
    expect(await header.getByText("₹0").filter({ visible: true }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Notifications, 0 unread" }).isVisible()).toBe(true);
    const nav = page.getByRole("navigation", { name: "Main navigation" }).last();
    for (const section of ["Home", "Subscription", "Billing History", "Orders", "Settings"]) {
      expect(await nav.getByRole("link", { name: section }).isVisible(), section).toBe(true);
    }
    expect(await scrollsSideways(page)).toBe(false);
    await tidyForScreenshot(page);
    await screenshot(page, "main-home-en-360");

    // The account menu shows who is signed in.
    await page.getByRole("button", { name: "Account menu" }).click();
    expect(await page.getByText("+91 " + phone.typed).isVisible()).toBe(true);
    await screenshot(page, "main-account-menu-en-360");
    await page.keyboard.press("Escape");
    expect(await page.getByText("+91 " + phone.typed).isVisible()).toBe(false);

    // Navigation works: each section opens in place.
    await nav.getByRole("link", { name: "Orders" }).click();
    await page.waitForURL("**/main/orders");
    await page.getByRole("heading", { level: 1, name: "Orders" }).waitFor();
    expect(await nav.getByRole("link", { name: "Orders" }).getAttribute("aria-current")).toBe("page");

    // The same shell on a desktop: a sidebar instead of the bottom tabs.
    await page.setViewportSize(DESKTOP);
    const sidebar = page.getByRole("navigation", { name: "Main navigation" }).first();
    await sidebar.getByRole("link", { name: "Billing History" }).click();
    await page.getByRole("heading", { level: 1, name: "Billing History" }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await tidyForScreenshot(page);
    await screenshot(page, "main-billing-en-desktop");
    await sidebar.getByRole("link", { name: "Home" }).click();
    await page.getByRole("heading", { level: 1, name: "Namaste" }).waitFor();
    await tidyForScreenshot(page);
    await screenshot(page, "main-home-en-desktop");

    // Switch to Hindi; the choice survives a reload (the server renders Hindi from the cookie).
    await page.getByRole("button", { name: "Switch the language to हिन्दी" }).click();
    await page.getByRole("heading", { level: 1, name: "नमस्ते" }).waitFor();
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "नमस्ते" }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("hi");
    expect(await page.locator("header").getByText("वॉलेट बैलेंस").filter({ visible: true }).count()).toBe(1);
    await tidyForScreenshot(page);
    await screenshot(page, "main-home-hi-desktop");
    await page.setViewportSize(PHONE);
    expect(await scrollsSideways(page)).toBe(false);
    await tidyForScreenshot(page);
    await screenshot(page, "main-home-hi-360");

    // Sign out from the account menu: back on the landing page, and /main is closed again.
    await page.getByRole("button", { name: "खाता मेनू" }).click();
    await page.getByRole("button", { name: "साइन आउट करें" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("link", { name: "मोबाइल नंबर से साइन इन करें" }).first().waitFor();
    await page.goto("/main");
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });
});
