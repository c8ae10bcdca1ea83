import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.ts";

export const SCREENSHOTS = path.resolve(import.meta.dirname, "../../test-results/screenshots");

/**
 * Keys a page had no text for (entry.client.tsx logs them as "missing text: <key>"), with the
 * page's address: a screen that did not fetch an area it shows (docs/decisions/0037). Every test
 * fails on them (missing-texts.ts).
 */
export const missingTexts: string[] = [];

export async function launch(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error("Chromium not found: apt-get install -y chromium");
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on("console", (message) => {
      if (message.type() === "error" && message.text().startsWith("missing text: "))
        missingTexts.push(`${message.text()} (${message.page()?.url() ?? "?"})`);
    });
    return context;
  };
  return browser;
}

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, locale: "en-IN" });
  const page = await context.newPage();
  return { context, page };
}

export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage });
}

/** True when the page is wider than its viewport (horizontal scrolling). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}
