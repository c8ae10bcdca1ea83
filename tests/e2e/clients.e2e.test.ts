/**
 * Clients (issue 15) in a real browser against the production build, on a 360 px phone and the
 * desktop, in English and Hindi (every label read from the app's own texts): from the navigation
 * to Clients, a refused Add client (the error at its field), add a client with names in both
 * scripts, add two Kundlis for them (self and spouse) through New Kundli, see the running dasha
 * of the client's own Kundli, log a consultation with its fee, find the client by the Devanagari
 * name; no sideways scrolling, and a screenshot at each step.
 */
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type CLIENTS from "#app/i18n/en/clients.json";
import type SHELL from "#app/i18n/en/shell.json";
import { DESKTOP, launch, PHONE, screenshot, scrollsSideways } from "./browser.ts";
import { birthLabels, fillBirth, hydrated, signedInState, type Birth } from "./kundli-helpers.ts";
import { tidyForScreenshot, warmUp } from "./screens-helpers.ts";

const read = <T>(lang: string, ns: string) =>
  JSON.parse(readFileSync(new URL(`../../app/i18n/${lang}/${ns}.json`, import.meta.url), "utf8")) as T;
/** The texts the walk reads, from the app's translation files. */
function texts(lang: "en" | "hi") {
  const kundli = read<{ showKundli: string; form: { calendar: string } }>(lang, "kundli");
  return {
    clients: read<typeof CLIENTS>(lang, "clients"),
    shell: read<typeof SHELL>(lang, "shell"),
    showKundli: kundli.showKundli,
    calendar: kundli.form.calendar,
    birth: birthLabels(lang),
  };
}

const RUNS = [
  { lang: "en", viewport: PHONE, size: "360", name: "Asha Verma", hi: "आशा वर्मा", spouse: "Vikram Verma" },
  { lang: "hi", viewport: PHONE, size: "360", name: "Meera Joshi", hi: "मीरा जोशी", spouse: "Mohan Joshi" },
  { lang: "en", viewport: DESKTOP, size: "desktop", name: "Kavita Rao", hi: "कविता राव", spouse: "Suresh Rao" },
  { lang: "hi", viewport: DESKTOP, size: "desktop", name: "Lata Mishra", hi: "लता मिश्रा", spouse: "Gopal Mishra" },
] as const;

const birth = (name: string, gender: "Female" | "Male", year: string, hour: string): Birth => ({
  name,
  gender,
  day: "15",
  month: "1",
  year,
  hour,
  minute: "05",
  place: "Varanasi",
});

let browser: Browser;
let state: Awaited<ReturnType<typeof signedInState>>;
beforeAll(async () => {
  browser = await launch();
  await warmUp(browser, inject("baseURL"), ["/", "/auth", "/main/clients"]);
  state = await signedInState(browser, inject("baseURL"));
});
afterAll(async () => {
  await browser?.close();
});

async function shot(page: Page, name: string) {
  expect(await scrollsSideways(page), name).toBe(false);
  await tidyForScreenshot(page);
  await screenshot(page, name);
}

describe("The client walk", () => {
  for (const run of RUNS) {
    const { lang, viewport, size } = run;
    it(`adds a client with two Kundlis and logs a consultation (${lang}, ${size})`, async () => {
      const T = texts(lang);
      const C = T.clients;
      const context = await browser.newContext({
        baseURL: inject("baseURL"),
        viewport,
        locale: lang === "en" ? "en-IN" : "hi-IN",
        storageState: state,
      });
      await context.addCookies([{ name: "i18next", value: lang, url: inject("baseURL") }]);
      const page = await context.newPage();
      await page.goto("/main");
      // The navigation of this size: the bottom bar on a phone, the side on the desktop.
      const link = page
        .getByRole("navigation", { name: T.shell.nav.label })
        .getByRole("link", { name: size === "360" ? T.shell.navShort.clients : T.shell.nav.clients, exact: true })
        .filter({ visible: true });
      await link.click();
      await page.getByRole("heading", { level: 1, name: C.title }).waitFor();
      expect(await link.getAttribute("aria-current")).toBe("page");

      // Add client: a Latin name in the Devanagari field is refused at that field, nothing saved.
      await hydrated(page, "summary");
      await page.getByText(C.add, { exact: true }).click();
      await page.getByLabel(C.fields.name, { exact: true }).fill(run.name);
      await page.getByLabel(C.fields.name_hi).fill(run.name);
      await page.getByRole("button", { name: C.save }).click();
      const nameHi = page.getByLabel(C.fields.name_hi);
      await expect.poll(() => nameHi.getAttribute("aria-invalid")).toBe("true");
      const error = page.locator(`[id="${await nameHi.getAttribute("aria-describedby")}"]`);
      expect(await error.textContent()).toBe(C.invalidNameHi);
      expect(new URL(page.url()).pathname).toBe("/main/clients");
      await shot(page, `client-add-refused-${lang}-${size}`);

      await nameHi.fill(run.hi);
      await page.getByLabel(C.fields.phone).fill("98765 43210");
      await page.getByLabel(C.fields.city).fill("Varanasi");
      await page.getByLabel(C.fields.tags).fill("family, VIP");
      await page.getByRole("button", { name: C.save }).click();
      await page.waitForURL(/\/main\/clients\/\d+$/);
      const clientPath = new URL(page.url()).pathname;
      await page.getByRole("heading", { level: 1, name: run.name }).waitFor();
      expect(await page.getByText(C.dasha.none).isVisible()).toBe(true);
      await shot(page, `client-new-${lang}-${size}`);

      // Two Kundlis: the client's own and the spouse's
      for (const [b, relation] of [
        [birth(run.name, "Female", "1990", "12"), "self"],
        [birth(run.spouse, "Male", "1987", "06"), "spouse"],
      ] as const) {
        await page.getByRole("link", { name: C.addKundli }).click();
        await page.getByRole("heading", { name: C.forClient.replace("{{name}}", run.name) }).waitFor();
        await page.getByRole("button", { name: T.calendar }).waitFor();
        await page.getByLabel(C.relation).selectOption(relation);
        await fillBirth(page, b, T.birth);
        await page.getByRole("button", { name: T.showKundli }).click();
        await page.waitForURL((url) => url.pathname === clientPath);
        await page.getByRole("link", { name: b.name }).waitFor();
      }
      const kundlis = page.getByRole("region", { name: C.kundlis });
      expect(await kundlis.getByText(new RegExp(`^${C.relations.self} ·`)).count()).toBe(1);
      expect(await kundlis.getByText(new RegExp(`^${C.relations.spouse} ·`)).count()).toBe(1);
      const dasha = page.getByRole("region", { name: C.dasha.title });
      const until = new RegExp(`^${C.dasha.until.replace("{{date}}", "\\d{2}-\\d{2}-\\d{4}")}$`);
      expect(await dasha.getByText(until).count()).toBe(2);
      await shot(page, `client-kundlis-${lang}-${size}`);

      // Log a consultation (the form is open while there is none); a wrong fee first.
      const consultations = page.getByRole("region", { name: C.consultations });
      await consultations.getByLabel(C.consultation.question).fill("When will the new job come?");
      await consultations.getByLabel(C.consultation.advice).fill("After Jupiter enters the tenth house.");
      await consultations.getByLabel(C.consultation.remedies).fill("Yellow sapphire on Thursday");
      await consultations.getByLabel(C.consultation.follow_up_on).fill("2099-01-20");
      const fee = consultations.getByLabel(C.consultation.fee);
      await fee.fill("eleven hundred");
      await consultations.getByRole("button", { name: C.saveConsultation }).click();
      await expect.poll(() => fee.getAttribute("aria-invalid")).toBe("true");
      expect(await consultations.getByText(C.invalidFee).isVisible()).toBe(true);
      await shot(page, `client-consult-refused-${lang}-${size}`);
      await fee.fill("1,100");
      await consultations.getByRole("button", { name: C.saveConsultation }).click();
      await consultations.getByText("When will the new job come?").waitFor();
      expect(await consultations.getByText("₹1,100").isVisible()).toBe(true);
      expect(await consultations.getByText(C.next.replace("{{date}}", "20-01-2099")).isVisible()).toBe(true);
      await shot(page, `client-consulted-${lang}-${size}`);
      // On a phone the timeline comes right after the dasha and the Kundlis, above Edit and privacy.
      const edit = (await page.getByText(C.edit, { exact: true }).boundingBox())!;
      if (size === "360") expect((await consultations.boundingBox())!.y).toBeLessThan(edit.y);
      if (size === "desktop") {
        // The timeline sits beside the dasha and the Kundlis.
        const timeline = (await consultations.boundingBox())!;
        const side = (await dasha.boundingBox())!;
        expect(side.x).toBeGreaterThan(timeline.x + timeline.width - 1);
        expect(Math.abs(side.y - timeline.y)).toBeLessThan(2);
      }

      // The list finds the client by the Devanagari name, with the follow-up
      await link.click();
      await page.getByRole("heading", { level: 1, name: C.title }).waitFor();
      await page.getByRole("searchbox").fill(run.hi.split(" ")[0]!);
      await page.getByRole("button", { name: C.show, exact: true }).click();
      await page.waitForURL(/q=/);
      const found = page.getByRole("link", { name: new RegExp(run.name) });
      await found.waitFor();
      expect(await page.getByRole("link", { name: new RegExp(run.spouse) }).count()).toBe(0);
      expect(await found.textContent()).toContain(C.next.replace("{{date}}", "20-01-2099"));
      await shot(page, `clients-found-${lang}-${size}`);
      await context.close();
    });
  }
});
