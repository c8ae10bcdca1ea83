/** Helpers of the Kundli and matchmaking browser tests: sign in, fill the New Kundli form. */
import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { DESKTOP, launch } from "./browser.ts";
import { freshPhone, outboxCode, testNetworkIp } from "./outbox.ts";
import { warmUp } from "./screens-helpers.ts";

/** Waits until React has hydrated the element (it carries React's own properties from then on). */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return el !== null && Object.keys(el).some((key) => key.startsWith("__react"));
  }, selector);
}

/**
 * Signs a new astrologer (or the one of `phone`) in through /auth with the code from the
 * development outbox. The page is plain HTML with forms (ADR 0027): there is nothing to wait
 * for before typing, and the complete code submits itself.
 */
export async function signIn(page: Page, phone = freshPhone()): Promise<void> {
  // Each astrologer signs in from a network of their own (outbox.ts).
  await page.context().setExtraHTTPHeaders({ "CF-Connecting-IP": testNetworkIp() });
  await page.goto("/auth");
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

export interface Astrologer {
  /** A new context signed in as the astrologer, at this viewport, in English or (its cookie) Hindi. */
  open(
    viewport: { width: number; height: number },
    lang?: "en" | "hi",
  ): Promise<{ context: BrowserContext; page: Page }>;
  /** Saves a Kundli through the New Kundli form on the desktop (createKundli); returns its id. */
  createKundli(birth: Birth): Promise<number>;
  /** Closes the browser. */
  close(): Promise<void>;
}

/**
 * The setup of a test file of the signed-in screens: Chromium launched, the first pages warmed up
 * (the build compiles them on their first request; `screens` are the ones the file tests, New
 * Kundli when none is named), one astrologer signed in (signedInState) for every context the
 * file opens.
 */
export async function startAstrologer(baseURL: string, ...screens: string[]): Promise<Astrologer> {
  const browser = await launch();
  await warmUp(browser, baseURL, ["/", "/auth", ...(screens.length ? screens : ["/main/kundli"])]);
  const state = await signedInState(browser, baseURL);
  const open: Astrologer["open"] = async (viewport, lang = "en") => {
    const context = await browser.newContext({ baseURL, viewport, locale: "en-IN", storageState: state });
    if (lang === "hi") await context.addCookies([{ name: "i18next", value: "hi", url: baseURL }]);
    return { context, page: await context.newPage() };
  };
  return {
    open,
    async createKundli(birth) {
      const { context, page } = await open(DESKTOP);
      const id = await createKundli(page, birth);
      await context.close();
      return id;
    },
    close: () => browser.close(),
  };
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

// The births the browser tests type, each defined once.

/** The girl of the matchmaking tests: a Monday noon in Varanasi (15 January 1990, 12:05). */
export const ASHA_1990: Birth = {
  name: "Asha Sharma",
  gender: "Female",
  day: "15",
  month: "1",
  year: "1990",
  hour: "12",
  minute: "05",
  place: "Varanasi",
};
/** The birth the Kundli tab tests share: ASHA_1990 to the second (12:05:09). */
export const VARANASI_1990: Birth = { ...ASHA_1990, second: "09" };
/** ASHA_1990 at 12:00, the birth of the settings and orders tests. */
export const ASHA_NOON_1990: Birth = { ...ASHA_1990, minute: "00" };
/** The boy of the matchmaking tests: Lucknow, 3 July 1988, 06:30. */
export const RAVI_1988: Birth = {
  name: "Ravi Kumar",
  gender: "Male",
  day: "3",
  month: "7",
  year: "1988",
  hour: "6",
  minute: "30",
  place: "Lucknow",
};
/** The birth of the print tests: Varanasi, 3 August 1985, 06:30:00. */
export const RAVI_1985: Birth = {
  name: "Ravi Verma",
  gender: "Male",
  day: "3",
  month: "8",
  year: "1985",
  hour: "06",
  minute: "30",
  second: "00",
  place: "Varanasi",
};

/** Opens New Kundli once its script runs (the pickers are controlled from then on). */
export async function openNewKundli(page: Page): Promise<void> {
  await page.goto("/main/kundli");
  await page.getByRole("button", { name: "Calendar" }).waitFor();
}

/** The New Kundli form's labels in English; `birthLabels("hi")` gives them in Hindi. */
const EN_LABELS = {
  name: "Full Name",
  Male: "Male",
  Female: "Female",
  day: "Day",
  month: "Month",
  year: "Year",
  hour: "Hour",
  minute: "Minute",
  second: "Second",
  place: "Place of Birth",
  placeResults: "Places found",
};
export type BirthLabels = typeof EN_LABELS;

/** The form's labels from the app's own translation files. */
export function birthLabels(lang: "en" | "hi"): BirthLabels {
  const read = (ns: string) =>
    JSON.parse(readFileSync(new URL(`../../app/i18n/${lang}/${ns}.json`, import.meta.url), "utf8")) as Record<
      string,
      Record<string, Record<string, string>>
    >;
  const form = read("kundli").form as unknown as Record<string, string>;
  const gender = read("astro").gender as unknown as Record<string, string>;
  return {
    name: form.name!,
    Male: gender.male!,
    Female: gender.female!,
    day: form.day!,
    month: form.month!,
    year: form.year!,
    hour: form.hour!,
    minute: form.minute!,
    second: form.second!,
    place: form.place!,
    placeResults: form.placeResults!,
  };
}

/** Fills the New Kundli form (already open) and picks the place from the live search. */
export async function fillBirth(page: Page, birth: Birth, labels: BirthLabels = EN_LABELS): Promise<void> {
  await page.getByLabel(labels.name).fill(birth.name);
  await page.getByLabel(labels[birth.gender], { exact: true }).check();
  await page.getByLabel(labels.day, { exact: true }).selectOption(birth.day);
  await page.getByLabel(labels.month, { exact: true }).selectOption(birth.month);
  await page.getByLabel(labels.year, { exact: true }).fill(birth.year);
  await page.getByLabel(labels.hour).selectOption(birth.hour);
  await page.getByLabel(labels.minute).selectOption(birth.minute);
  if (birth.second) await page.getByLabel(labels.second).selectOption(birth.second);
  await page.getByLabel(labels.place).fill(birth.place);
  const first = page
    .getByRole("listbox", { name: labels.placeResults })
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
export { scrollsSideways as pageScrollsSideways } from "./browser.ts";
