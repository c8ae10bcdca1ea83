/**
 * Clients (issue 15) in a real browser on a 360 px phone, against the production build: from the
 * bottom navigation to Clients, add a client with names in both scripts, add two Kundlis for them
 * (self and spouse) through New Kundli, see the running dasha of the client's own Kundli, log a
 * consultation with its fee, find the client by the Devanagari name; no sideways scrolling. The
 * same walk in Hindi on the desktop, every label read from the app's Hindi texts.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launch, PHONE, screenshot, scrollsSideways } from "./browser.ts";
import { readFileSync } from "node:fs";
import type CLIENTS from "#app/i18n/en/clients.json";
import { birthLabels, fillBirth, hydrated, signedInState, type Birth } from "./kundli-helpers.ts";
import { tidyForScreenshot, warmUp } from "./screens-helpers.ts";

const ASHA: Birth = {
  name: "Asha Verma",
  gender: "Female",
  day: "15",
  month: "1",
  year: "1990",
  hour: "12",
  minute: "05",
  place: "Varanasi",
};
const VIKRAM: Birth = { ...ASHA, name: "Vikram Verma", gender: "Male", year: "1987", hour: "06" };

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

describe("Clients on a phone", () => {
  it("adds a client with two Kundlis and logs a consultation", async () => {
    const context = await browser.newContext({
      baseURL: inject("baseURL"),
      viewport: PHONE,
      locale: "en-IN",
      storageState: state,
    });
    const page = await context.newPage();
    await page.goto("/main");
    const nav = page.getByRole("navigation", { name: "Main navigation" }).last();
    await nav.getByRole("link", { name: "Clients" }).click();
    await page.getByRole("heading", { level: 1, name: "Clients" }).waitFor();
    expect(await nav.getByRole("link", { name: "Clients" }).getAttribute("aria-current")).toBe("page");
    expect(await page.getByText("No clients found.").isVisible()).toBe(true);

    // Add client
    await hydrated(page, "summary");
    await page.getByText("Add client", { exact: true }).click();
    await page.getByLabel("Name (English)").fill("Asha Verma");
    await page.getByLabel("Name in Devanagari").fill("आशा वर्मा");
    await page.getByLabel("Phone").fill("98765 43210");
    await page.getByLabel("City").fill("Varanasi");
    await page.getByLabel("Tags").fill("family, VIP");
    await page.getByRole("button", { name: "Save client" }).click();
    await page.waitForURL(/\/main\/clients\/\d+$/);
    const clientPath = new URL(page.url()).pathname;
    await page.getByRole("heading", { level: 1, name: "Asha Verma" }).waitFor();
    expect(await page.getByText("Add the client's own Kundli (relation Self)").isVisible()).toBe(true);

    // Two Kundlis: the client's own and the spouse's
    for (const [birth, relation] of [
      [ASHA, "self"],
      [VIKRAM, "spouse"],
    ] as const) {
      await page.getByRole("link", { name: "Add Kundli" }).click();
      await page.getByRole("heading", { name: "For Asha Verma" }).waitFor();
      await page.getByRole("button", { name: "Calendar" }).waitFor();
      await page.getByLabel("Relation to the client").selectOption(relation);
      await fillBirth(page, birth);
      await page.getByRole("button", { name: "Show Kundli" }).click();
      await page.waitForURL((url) => url.pathname === clientPath);
      await page.getByRole("link", { name: birth.name }).waitFor();
    }
    const kundlis = page.getByRole("region", { name: "Kundlis" });
    expect(await kundlis.getByText(/^Self ·/).count()).toBe(1);
    expect(await kundlis.getByText(/^Spouse ·/).count()).toBe(1);
    const dasha = page.getByRole("region", { name: "Running dasha" });
    expect(await dasha.getByText("Mahadasha").isVisible()).toBe(true);
    expect(await dasha.getByText("Antardasha").isVisible()).toBe(true);
    expect(await dasha.getByText(/^until \d{2}-\d{2}-\d{4}$/).count()).toBe(2);

    // Log a consultation (the form is open while there is none)
    const consultations = page.getByRole("region", { name: "Consultations" });
    await consultations.getByLabel("Question").fill("When will the new job come?");
    await consultations.getByLabel("Advice").fill("After Jupiter enters the tenth house.");
    await consultations.getByLabel("Remedies").fill("Yellow sapphire on Thursday");
    await consultations.getByLabel("Next follow-up").fill("2099-01-20");
    await consultations.getByLabel(/^Fee in rupees/).fill("1,100");
    await consultations.getByRole("button", { name: "Save consultation" }).click();
    await consultations.getByText("When will the new job come?").waitFor();
    expect(await consultations.getByText("₹1,100").isVisible()).toBe(true);
    expect(await consultations.getByText("Follow-up 20-01-2099").isVisible()).toBe(true);
    expect(await scrollsSideways(page)).toBe(false);
    await tidyForScreenshot(page);
    await screenshot(page, "client-en-360");

    // The list finds her by the Devanagari name, with the follow-up
    await nav.getByRole("link", { name: "Clients" }).click();
    await page.getByRole("heading", { level: 1, name: "Clients" }).waitFor();
    await page.getByRole("searchbox").fill("आशा");
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL(/q=/);
    const found = page.getByRole("link", { name: /Asha Verma/ });
    await found.waitFor();
    expect(await found.textContent()).toContain("Follow-up 20-01-2099");
    expect(await scrollsSideways(page)).toBe(false);
    await tidyForScreenshot(page);
    await screenshot(page, "clients-en-360");

    // The same client's page in Hindi
    await hydrated(page, "header button");
    await page.getByRole("button", { name: "Switch the language to हिन्दी" }).click();
    await page.getByRole("heading", { level: 1, name: "क्लाइंट" }).waitFor();
    await page.goto(clientPath);
    for (const text of ["चल रही दशा", "महादशा", "कुंडलियाँ", "परामर्श"])
      expect(await page.getByText(text, { exact: true }).first().isVisible(), text).toBe(true);
    expect(await page.getByText(/^जीवनसाथी ·/).count()).toBe(1);
    expect(await scrollsSideways(page)).toBe(false);
    await tidyForScreenshot(page);
    await screenshot(page, "client-hi-360");
    // On a desktop the timeline sits beside the dasha and the Kundlis
    await page.setViewportSize(DESKTOP);
    const timeline = await page.getByRole("region", { name: "परामर्श" }).boundingBox();
    const side = await page.getByRole("region", { name: "चल रही दशा" }).boundingBox();
    expect(side!.x).toBeGreaterThan(timeline!.x + timeline!.width - 1);
    expect(Math.abs(side!.y - timeline!.y)).toBeLessThan(2);
    await screenshot(page, "client-hi-desktop");
    await context.close();
  });
});

/** The client screens' Hindi texts, from the app's own translation file. */
const HI = JSON.parse(
  readFileSync(new URL("../../app/i18n/hi/clients.json", import.meta.url), "utf8"),
) as typeof CLIENTS;

describe("Clients on the desktop in Hindi", () => {
  it("adds a client with two Kundlis and logs a consultation", async () => {
    const context = await browser.newContext({
      baseURL: inject("baseURL"),
      viewport: DESKTOP,
      locale: "hi-IN",
      storageState: state,
    });
    await context.addCookies([{ name: "i18next", value: "hi", url: inject("baseURL") }]);
    const page = await context.newPage();
    await page.goto("/main/clients");
    await page.getByRole("heading", { level: 1, name: HI.title }).waitFor();

    await hydrated(page, "summary");
    await page.getByText(HI.add, { exact: true }).click();
    await page.getByLabel(HI.fields.name, { exact: true }).fill("Meera Joshi");
    await page.getByLabel(HI.fields.name_hi).fill("मीरा जोशी");
    await page.getByLabel(HI.fields.phone).fill("98765 43211");
    await page.getByLabel(HI.fields.city).fill("Varanasi");
    await page.getByRole("button", { name: HI.save }).click();
    await page.waitForURL(/\/main\/clients\/\d+$/);
    const clientPath = new URL(page.url()).pathname;
    await page.getByRole("heading", { level: 1, name: "Meera Joshi" }).waitFor();

    const labels = birthLabels("hi");
    for (const [birth, relation] of [
      [{ ...ASHA, name: "Meera Joshi" }, "self"],
      [{ ...VIKRAM, name: "Mohan Joshi" }, "spouse"],
    ] as const) {
      await page.getByRole("link", { name: HI.addKundli }).click();
      await page.getByRole("heading", { name: HI.forClient.replace("{{name}}", "Meera Joshi") }).waitFor();
      await page.getByRole("button", { name: "कैलेंडर" }).waitFor();
      await page.getByLabel(HI.relation).selectOption(relation);
      await fillBirth(page, birth, labels);
      await page.getByRole("button", { name: "कुंडली देखें" }).click();
      await page.waitForURL((url) => url.pathname === clientPath);
      await page.getByRole("link", { name: birth.name }).waitFor();
    }
    const kundlis = page.getByRole("region", { name: HI.kundlis });
    expect(await kundlis.getByText(new RegExp(`^${HI.relations.self} ·`)).count()).toBe(1);
    expect(await kundlis.getByText(new RegExp(`^${HI.relations.spouse} ·`)).count()).toBe(1);
    const dasha = page.getByRole("region", { name: HI.dasha.title });
    expect(await dasha.getByText(/^\d{2}-\d{2}-\d{4} तक$/).count()).toBe(2);

    const consultations = page.getByRole("region", { name: HI.consultations });
    await consultations.getByLabel(HI.consultation.question).fill("विवाह कब होगा?");
    await consultations.getByLabel(HI.consultation.advice).fill("गुरु के सप्तम भाव में आने पर।");
    await consultations.getByLabel(HI.consultation.remedies).fill("गुरुवार को पीला पुखराज");
    await consultations.getByLabel(HI.consultation.follow_up_on).fill("2099-02-15");
    await consultations.getByLabel(HI.consultation.fee).fill("2,100");
    await consultations.getByRole("button", { name: HI.saveConsultation }).click();
    await consultations.getByText("विवाह कब होगा?").waitFor();
    expect(await consultations.getByText("₹2,100").isVisible()).toBe(true);
    expect(await consultations.getByText(HI.next.replace("{{date}}", "15-02-2099")).isVisible()).toBe(true);
    expect(await scrollsSideways(page)).toBe(false);
    await tidyForScreenshot(page);
    await screenshot(page, "client-walk-hi-desktop");
    await context.close();
  });
});
