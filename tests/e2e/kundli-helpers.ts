/** Helpers of the Kundli and matchmaking browser tests: sign in, fill the New Kundli form. */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { freshPhone, outboxCode, testNetworkIp } from "./outbox.ts";

/** Waits until React has hydrated the element (it carries React's own properties from then on). */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return el !== null && Object.keys(el).some((key) => key.startsWith("__react"));
  }, selector);
}

/** Signs a new astrologer in through /auth with the code from the development outbox. */
export async function signIn(page: Page): Promise<void> {
  // Each astrologer signs in from a network of their own (outbox.ts).
  await page.context().setExtraHTTPHeaders({ "CF-Connecting-IP": testNetworkIp() });
  const phone = freshPhone();
  await page.goto("/auth");
  await hydrated(page, "#phone");
  await page.getByLabel("Mobile number").fill(phone.typed);
  await page.getByLabel("Mobile number").press("Enter");
  await page.getByLabel("6-digit code").waitFor();
  await page
    .getByLabel("6-digit code")
    .fill(await outboxCode(async (path) => (await page.request.get(path)).json(), phone.e164));
  await page.waitForURL(/\/main/);
}

/**
 * One astrologer for a whole test file: signs in once (sign-in codes are rate-limited per
 * address) and returns the cookies, for contexts of any viewport.
 */
export async function signedInState(
  browser: Browser,
  baseURL: string,
): Promise<Awaited<ReturnType<BrowserContext["storageState"]>>> {
  const context = await browser.newContext({ baseURL, locale: "en-IN" });
  const page = await context.newPage();
  await signIn(page);
  const state = await context.storageState();
  await context.close();
  return state;
}

export interface Birth {
  name: string;
  gender: "Male" | "Female";
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
  second?: string;
  /** Typed into Place of Birth; the first suggestion is chosen. */
  place: string;
}

/** Opens New Kundli once its script runs (the pickers are controlled from then on). */
export async function openNewKundli(page: Page): Promise<void> {
  await page.goto("/main/kundli");
  await page.getByRole("button", { name: "Calendar" }).waitFor();
}

/** Fills the New Kundli form (already open) and picks the place from the live search. */
export async function fillBirth(page: Page, birth: Birth): Promise<void> {
  await page.getByLabel("Full Name").fill(birth.name);
  await page.getByLabel(birth.gender, { exact: true }).check();
  await page.getByLabel("Day", { exact: true }).selectOption(birth.day);
  await page.getByLabel("Month", { exact: true }).selectOption(birth.month);
  await page.getByLabel("Year", { exact: true }).fill(birth.year);
  await page.getByLabel("Hour").selectOption(birth.hour);
  await page.getByLabel("Minute").selectOption(birth.minute);
  if (birth.second) await page.getByLabel("Second").selectOption(birth.second);
  await page.getByLabel("Place of Birth").fill(birth.place);
  const first = page
    .getByRole("listbox", { name: "Places found" })
    .getByRole("option", { name: new RegExp(birth.place, "i") })
    .first();
  await first.waitFor();
  await first.click();
  await page.waitForFunction(() =>
    /^\d+$/.test((document.querySelector('input[name="placeId"]') as HTMLInputElement | null)?.value ?? ""),
  );
}

/** Creates a Kundli through the form and waits for it to open; returns its id. */
export async function createKundli(page: Page, birth: Birth): Promise<number> {
  await openNewKundli(page);
  await fillBirth(page, birth);
  await page.getByRole("button", { name: "Show Kundli" }).click();
  await page.waitForURL(/\/main\/kundli\/\d+/);
  return Number(/\/main\/kundli\/(\d+)/.exec(page.url())![1]);
}

/** True when the page is wider than its viewport (horizontal scrolling). */
export async function pageScrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}
