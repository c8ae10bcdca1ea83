/**
 * An astrologer whose 15-minute access token has expired (the 30-day refresh token is still
 * there) opens a /main page: the server sends them to / (spec §2), the browser renews the
 * session with the refresh token (spec §4) and returns them to the page they asked for.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { launch, newPage } from "./browser.ts";
import { signIn } from "./kundli-helpers.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

it("returns to the workspace page once the refresh token renews an expired session", async () => {
  const { context, page } = await newPage(browser, inject("baseURL"));
  await signIn(page);
  const cookies = await context.cookies();
  expect(cookies.some((c) => c.name.endsWith("ks_refresh"))).toBe(true);
  // The access token expires: drop it, keep the refresh token.
  await context.clearCookies();
  await context.addCookies(cookies.filter((c) => !c.name.endsWith("ks_access")));

  await page.goto("/main/settings");
  await page.waitForURL((url) => url.pathname === "/main/settings", { timeout: 30_000 });
  expect((await context.cookies()).some((c) => c.name.endsWith("ks_access"))).toBe(true);
  await context.close();
});

it("does not follow a `next` that leaves the workspace", async () => {
  const { context, page } = await newPage(browser, inject("baseURL"));
  await page.goto("/?next=//evil.example/main");
  await page.waitForTimeout(1500);
  expect(new URL(page.url()).host).toBe(new URL(inject("baseURL")).host);
  expect(new URL(page.url()).pathname).toBe("/");
  await context.close();
});
