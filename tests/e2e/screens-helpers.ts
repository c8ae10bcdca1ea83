/** Helpers of the screens' browser tests (landing, public pages, sign-in and the shell). */
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";

/**
 * Opens each page once and waits until it stops reloading. Under `vite dev` the first visit to
 * a screen can discover a dependency, optimise it and reload the page; tests should not race that.
 */
export async function warmUp(browser: Browser, baseURL: string, paths: string[]): Promise<void> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  let lastNavigation = Date.now();
  page.on("framenavigated", () => (lastNavigation = Date.now()));
  for (const path of paths) {
    try {
      await page.goto(path);
      const deadline = Date.now() + 20_000;
      while (Date.now() - lastNavigation < 1_500 && Date.now() < deadline) await page.waitForTimeout(250);
    } catch {
      // a reload in the middle of goto: the loop of the next path waits it out
    }
  }
  await context.close();
}

export { freshPhone } from "./outbox.ts";

/** The newest sign-in code the development outbox "sent" to this phone. */
export async function codeFor(page: Page, e164: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/__dev/outbox?to=${encodeURIComponent(e164)}`);
      const body = (await response.json()) as { messages?: { code?: string }[] } | { code?: string }[];
      const messages = Array.isArray(body) ? body : (body.messages ?? []);
      code = messages[0]?.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** Closes any toast, and scrolls to the top, so a full-page screenshot shows the page itself. */
export async function tidyForScreenshot(page: Page): Promise<void> {
  const closers = page.getByRole("button", { name: "Close toast" });
  for (let i = await closers.count(); i > 0; i--)
    await closers
      .first()
      .click({ timeout: 2_000 })
      .catch(() => {});
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
}
