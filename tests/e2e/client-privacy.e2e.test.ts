/**
 * A client's consent, export and erasure (issue 15, DPDP Act) in a real browser against the
 * production build, on a 360 px phone and a desktop, in English and Hindi: a client with a Kundli
 * and a printed report (through the API, polled until ready); on the client's page, record a
 * consent through the form and its withdrawal; download the ZIP with the page's link and open it
 * (client.json with the withdrawn consent, the report's PDF); erase the client through the page
 * (checkbox, confirmation); then the report's download route, its signed link and the client's
 * page answer 404. One astrologer per language, so the free reports suffice.
 */
import { readFileSync } from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type EN from "#app/i18n/en/privacy.json";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launch, PHONE, screenshot, scrollsSideways } from "./browser.ts";
import { hydrated, signIn } from "./kundli-helpers.ts";
import { tidyForScreenshot, warmUp } from "./screens-helpers.ts";
import { waitReady } from "./downloads.ts";

type Lang = "en" | "hi";
/** The labels the screens show, from the app's own translation files. */
const labels = (lang: Lang) =>
  JSON.parse(readFileSync(new URL(`../../app/i18n/${lang}/privacy.json`, import.meta.url), "utf8")) as typeof EN;
const TEXT = { en: labels("en"), hi: labels("hi") };
const RUNS = [
  { lang: "en", viewport: PHONE, device: "360" },
  { lang: "en", viewport: DESKTOP, device: "desktop" },
  { lang: "hi", viewport: PHONE, device: "360" },
  { lang: "hi", viewport: DESKTOP, device: "desktop" },
] as const;

let browser: Browser;
const states = {} as Record<Lang, Awaited<ReturnType<BrowserContext["storageState"]>>>;
/** Timeouts for a machine shared by several test runs: what is awaited does happen, only later. */
const SLOW = 90_000;

/** As kundli-helpers' signedInState, with patience for a busy machine. */
async function signedIn(): Promise<Awaited<ReturnType<BrowserContext["storageState"]>>> {
  const context = await browser.newContext({ baseURL: inject("baseURL"), locale: "en-IN" });
  context.setDefaultTimeout(SLOW);
  await signIn(await context.newPage());
  const state = await context.storageState();
  await context.close();
  return state;
}

beforeAll(async () => {
  browser = await launch();
  await warmUp(browser, inject("baseURL"), ["/", "/auth", "/main/clients"]);
  states.en = await signedIn();
  states.hi = await signedIn();
}, 400_000);
afterAll(async () => {
  await browser?.close();
});

async function open(lang: Lang, viewport: typeof PHONE): Promise<{ context: BrowserContext; page: Page }> {
  const baseURL = inject("baseURL");
  const context = await browser.newContext({ baseURL, viewport, locale: "en-IN", storageState: states[lang] });
  context.setDefaultTimeout(SLOW);
  if (lang === "hi") await context.addCookies([{ name: "i18next", value: "hi", url: baseURL }]);
  return { context, page: await context.newPage() };
}

/** A client with one Kundli and one finished report of it, made through the API from the page. */
async function clientWithReport(page: Page, name: string, lang: Lang): Promise<{ client: number; job: string }> {
  const made = await page.evaluate(
    async ({ name, lang }) => {
      const post = async (path: string, body: unknown) => {
        const r = await fetch(path, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
        return { status: r.status, body: (await r.json()) as { data?: { id: number }; id?: string } };
      };
      const client = await post("/api/clients/add", {
        name,
        name_hi: "आशा वर्मा",
        phone: "98765 43210",
        city: "Varanasi",
      });
      const kundli = await post("/api/user/add-kundali", {
        name,
        gender: "female",
        date: "1990-01-15",
        time: "12:05",
        place: { name: "Varanasi", latitude: 25.3176, longitude: 82.9739, timezone: "Asia/Kolkata" },
        client_id: client.body.data?.id,
      });
      const print = await post("/api/print/kundli", {
        kundaliId: kundli.body.data?.id,
        reportType: "dosha",
        language: lang,
        paperSize: "A4",
      });
      return {
        statuses: [client.status, kundli.status, print.status],
        client: client.body.data?.id,
        job: print.body.id,
      };
    },
    { name, lang },
  );
  expect(made.statuses).toEqual([200, 200, 202]);
  await waitReady(page, made.job!, 120_000);
  return { client: made.client!, job: made.job! };
}

const ddmmyyyy = (iso: string) => iso.split("-").reverse().join("-");

describe("a client's consent, export and erasure", () => {
  for (const run of RUNS) {
    it(`records consent, exports a ZIP and erases the client (${run.lang}, ${run.device})`, async () => {
      const t = TEXT[run.lang];
      const { context, page } = await open(run.lang, run.viewport);
      await page.goto("/main");
      const name = `Asha Privacy ${run.lang} ${run.device}`;
      const { client, job } = await clientWithReport(page, name, run.lang);

      await page.goto(`/main/clients/${client}`);
      await page.getByRole("heading", { level: 1, name }).waitFor();
      const card = page.getByRole("region", { name: t.title });
      await card.waitFor();
      expect(await card.getByText(t.consent.none).isVisible()).toBe(true);
      await hydrated(page, "#p-given_on");

      // Record: birth data and reports, not contact; in writing, today
      const today = await card.getByLabel(t.consent.givenOn).inputValue();
      expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await card.getByLabel(t.consent.purposes.contact).uncheck();
      await card.getByLabel(t.consent.method).selectOption("written");
      await card.getByLabel(t.consent.note).fill("Form signed at the office");
      await card.getByRole("button", { name: t.consent.save }).click();
      const given = t.consent.given
        .replace("{{date}}", ddmmyyyy(today))
        .replace("{{method}}", t.consent.methods.written);
      await card.getByText(given).waitFor();
      const chips = card.getByRole("listitem");
      expect(await chips.allTextContents()).toEqual([t.consent.purposes.birth_data, t.consent.purposes.reports]);
      expect(await card.getByText("Form signed at the office").isVisible()).toBe(true);
      expect(await scrollsSideways(page)).toBe(false);
      await tidyForScreenshot(page);
      await card.screenshot({ path: `test-results/screenshots/privacy-consent-${run.lang}-${run.device}.png` });

      // Withdrawal, confirmed in a dialog
      await card.getByText(t.consent.withdrawTitle).click();
      page.once("dialog", (dialog) => void dialog.accept());
      await card.getByRole("button", { name: t.consent.withdraw }).click();
      await card.getByText(t.consent.withdrawnOn.replace("{{date}}", ddmmyyyy(today))).waitFor();
      expect(await card.getByText(t.consent.afterWithdrawal).isVisible()).toBe(true);
      await card.screenshot({ path: `test-results/screenshots/privacy-withdrawn-${run.lang}-${run.device}.png` });

      // Export: the page's link downloads a ZIP that opens
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        card.getByRole("link", { name: t.export.button }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^client-asha-privacy-.+-\d{4}-\d{2}-\d{2}\.zip$/);
      const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
      const manifest = JSON.parse(strFromU8(files["client.json"]!)) as {
        client: { name: string; name_hi: string };
        kundlis: { name: string; date: string }[];
        consents: { purposes: string[]; method: string; withdrawn_on: string | null }[];
        reports: { id: string; file: string }[];
      };
      expect(manifest.client).toMatchObject({ name, name_hi: "आशा वर्मा" });
      expect(manifest.kundlis).toEqual([expect.objectContaining({ name, date: "1990-01-15" })]);
      expect(manifest.consents).toEqual([
        expect.objectContaining({ purposes: ["birth_data", "reports"], method: "written", withdrawn_on: today }),
      ]);
      expect(manifest.reports).toEqual([expect.objectContaining({ id: job })]);
      const pdf = files[manifest.reports[0]!.file]!;
      expect(strFromU8(pdf.subarray(0, 5))).toBe("%PDF-");
      expect(pdf.length).toBeGreaterThan(10_000);

      // The report's signed link works before erasure
      const link = (await (await page.request.get(`/api/downloads/${job}/file`)).json()) as { url: string };
      expect((await page.request.get(link.url)).status()).toBe(200);

      // Erase: the checkbox, then the confirmation
      await card.getByText(t.erase.title).click();
      const erase = card.getByRole("button", { name: t.erase.button });
      expect(await erase.isDisabled()).toBe(true);
      await card.getByLabel(t.erase.understand).check();
      await card.screenshot({ path: `test-results/screenshots/privacy-erase-${run.lang}-${run.device}.png` });
      page.once("dialog", (dialog) => void dialog.accept());
      await erase.click();
      await page.waitForURL((url) => url.pathname === "/main/clients");
      await page.getByText(t.erase.done).waitFor();
      await tidyForScreenshot(page);
      await screenshot(page, `privacy-erased-${run.lang}-${run.device}`);
      // Nothing names the client any more: not the list, not the notifications (read afresh)
      await page.reload();
      await page.getByText(t.erase.done).waitFor({ state: "detached" });
      const inbox = await page.evaluate(async () => {
        const r = await fetch("/api/user/get-notification", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: "{}",
        });
        return r.text();
      });
      expect(inbox).toContain('"data"');
      expect(inbox).not.toContain(name);
      expect(await page.getByText(name).count()).toBe(0);
      expect(await scrollsSideways(page)).toBe(false);

      // Every way to the report's file, and the client's page, now answer 404
      expect((await page.request.get(`/api/downloads/${job}/file`)).status()).toBe(404);
      expect((await page.request.get(`/api/downloads/${job}/file?redirect=1`, { maxRedirects: 0 })).status()).toBe(404);
      expect((await page.request.get(link.url)).status()).toBe(404);
      expect((await page.request.get(`/api/clients/${client}/export`)).status()).toBe(404);
      expect((await page.goto(`/main/clients/${client}`))!.status()).toBe(404);
      await context.close();
    }, 240_000);
  }
});
