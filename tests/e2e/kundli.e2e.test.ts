/**
 * New Kundli → the saved list → the nine tabs, in a real browser against the app as `npm start`
 * runs it: create a Kundli with the live place search, see it saved and reopen it, switch every
 * tab and the chart style (remembered across a reload), drill the dasha to the fourth level and
 * back, recompute with another ayanamsa, switch to Hindi, edit and delete; refuse a place not
 * chosen from the list; no sideways page scrolling on a 360 px phone; screenshots of each tab.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, screenshot } from "./browser.ts";
import {
  createKundli,
  fillBirth,
  hydrated,
  openNewKundli,
  pageScrollsSideways,
  startAstrologer,
  type Astrologer,
  type Birth,
  VARANASI_1990,
} from "./kundli-helpers.ts";

// The nine tabs of spec §2 in the spec's order, written here rather than taken from
// app/shared/kundli/tabs.ts: the screen is read against the spec, not against the app's own list.
const TABS = [
  "basic",
  "charts",
  "dasha",
  "sudarshan",
  "nirayan",
  "sayan",
  "maitri",
  "shodashvarga",
  "ashtakvarga",
] as const;
const ASHA: Birth = VARANASI_1990;

let astrologer: Astrologer;
beforeAll(async () => {
  astrologer = await startAstrologer(inject("baseURL"));
});

/** A page of the signed-in astrologer of this file. */
const open = (viewport: typeof PHONE) => astrologer.open(viewport);
afterAll(async () => {
  await astrologer?.close();
});

async function openTab(page: Page, tab: (typeof TABS)[number]): Promise<void> {
  await page.locator(`[data-tab=${tab}]`).click();
  await page.locator(`[data-panel=${tab}]`).waitFor();
  // the tab's own code arrives on demand: wait for its content, not the spinner
  await expect.poll(() => page.locator(`[data-panel=${tab}] [role=status]`).count()).toBe(0);
}

describe("New Kundli and the Kundli tabs", () => {
  it("creates a Kundli, saves it, reopens it and shows every tab on a phone and a desktop", async () => {
    const { context, page } = await open(PHONE);

    // An empty list first.
    await openNewKundli(page);
    expect(await page.getByText("No saved Kundli found.").count()).toBe(1);
    expect(await pageScrollsSideways(page)).toBe(false);
    await screenshot(page, "kundli-new-en-360");

    // A place typed but not chosen from the list is refused, beside the field.
    await fillBirth(page, ASHA);
    await page.getByLabel("Place of Birth").fill("Varanasi town");
    await page.getByRole("button", { name: "Show Kundli" }).click();
    await expect.poll(() => page.getByText("Invalid place. Please enter a real location.").count()).toBeGreaterThan(0);
    expect(await page.getByLabel("Place of Birth").getAttribute("aria-invalid")).toBe("true");

    // Chosen from the live search (district/state and country shown), it opens the Kundli.
    await page.getByLabel("Place of Birth").fill("Varan");
    const varanasi = page
      .getByRole("listbox", { name: "Places found" })
      .getByRole("option", { name: /Varanasi.*Uttar Pradesh, India/ });
    await varanasi.first().waitFor();
    await varanasi.first().click();
    await page.getByRole("button", { name: "Show Kundli" }).click();
    await page.waitForURL(/\/main\/kundli\/\d+/);
    const kundliUrl = new URL(page.url()).pathname;

    await page.getByRole("heading", { level: 1, name: "Asha Sharma" }).waitFor();

    // Basic Details: the birth, Avakhada and Panchang with the doshas and their rule.
    const basic = page.locator("[data-panel=basic]");
    await basic.getByText("Avakhada Details").waitFor();
    for (const text of [
      "12:05:09",
      "Asia/Kolkata (UTC +05:30)",
      "Greenwich Mean Sidereal Time",
      "Lahiri (Chitrapaksha)",
      "Purva Phalguni",
      "Panchang Details",
      "Tithi starts",
      "Sunrise",
      "Mangal Dosh",
    ]) {
      expect(await basic.getByText(text, { exact: false }).count(), text).toBeGreaterThan(0);
    }
    expect(await basic.getByText(/Rule: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house/).count()).toBe(1);

    // The saved list has it; search by name filters it; it reopens.
    await openNewKundli(page);
    const list = page.getByRole("list", { name: "Saved Kundli" });
    await list.getByRole("link", { name: /^Asha Sharma/ }).waitFor();
    await page.getByLabel("Search saved Kundli by name").fill("zzz");
    expect(await page.getByText("No saved Kundli found.").count()).toBe(1);
    await page.getByLabel("Search saved Kundli by name").fill("asha");
    await list.getByRole("link", { name: /^Asha Sharma/ }).click();
    await page.waitForURL((url) => url.pathname === kundliUrl);

    // Every tab, on a 360 px phone, without sideways page scrolling.
    for (const tab of TABS) {
      await openTab(page, tab);
      expect(await pageScrollsSideways(page), tab).toBe(false);
      await screenshot(page, `kundli-${tab}-en-360`);
    }

    // The tables are tables: captions and header cells with scope.
    await openTab(page, "nirayan");
    const grah = page.getByRole("table", { name: "Nirayan Grah (sidereal positions)" });
    for (const column of ["Planet", "Rashi", "Rashi Lord", "Degree", "Nakshatra", "Nakshatra Lord", "Pada", "House"]) {
      expect(await grah.getByRole("columnheader", { name: column, exact: true }).count(), column).toBe(1);
    }
    expect(await grah.locator("th[scope=row]").count()).toBe(10);
    expect(await grah.getByText(/^\d+°\d{2}′\d{2}″$/).count()).toBe(10);
    expect(
      await page
        .getByRole("table", { name: /Madhya and Sandhi/ })
        .locator("tbody tr")
        .count(),
    ).toBe(12);
    await context.close();
  });

  it("switches the chart style and remembers it, drills the dasha to level 4 and back, recomputes, speaks Hindi", async () => {
    const { context, page } = await open(DESKTOP);
    const id = await createKundli(page, ASHA);

    // Charts: North by default; South is remembered across a reload.
    await openTab(page, "charts");
    expect(await page.locator("[data-panel=charts] svg[role=img]").count()).toBe(2);
    expect(await page.getByRole("img", { name: /North Indian style/ }).count()).toBe(2);
    await page.getByText("South", { exact: true }).click();
    await expect.poll(() => page.getByRole("img", { name: /South Indian style/ }).count()).toBe(2);
    await page.getByLabel("Chart", { exact: true }).selectOption("D60");
    await page.getByRole("img", { name: /Shashtyamsa \(D60\)/ }).waitFor();
    await page.getByRole("button", { name: "Show all 26 charts" }).click();
    expect(await page.locator("[data-panel=charts] svg[role=img]").count()).toBe(28);
    await screenshot(page, "kundli-charts-south-en-desktop");
    await page.reload();
    await hydrated(page, "[data-tab=charts]");
    await openTab(page, "charts");
    await expect.poll(() => page.getByRole("img", { name: /South Indian style/ }).count()).toBe(2);

    // Dasha: tap a row to go down four levels, Level Up to come back; today's period is highlighted.
    await openTab(page, "dasha");
    const heading = page.locator("[data-panel=dasha] h2");
    await expect.poll(() => heading.textContent()).toBe("Mahadasha");
    await expect.poll(() => page.locator("[data-panel=dasha] tr[data-running]").count()).toBe(1);
    const levels = ["Antardasha", "Pratyantardasha", "Paraprtyantardasha"];
    for (const level of levels) {
      await page.locator("[data-panel=dasha] tbody tr").first().click();
      await expect.poll(() => heading.textContent()).toBe(level);
      expect(await page.locator("[data-panel=dasha] tbody tr").count()).toBe(9);
    }
    // the fourth level is the last: its rows open nothing
    expect(await page.locator("[data-panel=dasha] tbody button").count()).toBe(0);
    expect(await page.locator("[data-panel=dasha] tbody").textContent()).toMatch(/\d{2}-\d{2}-\d{4}/);
    await screenshot(page, "kundli-dasha-level4-en-desktop");
    for (const level of ["Pratyantardasha", "Antardasha", "Mahadasha"]) {
      await page.getByRole("button", { name: "Level Up" }).click();
      await expect.poll(() => heading.textContent()).toBe(level);
    }
    expect(await page.getByRole("button", { name: "Level Up" }).isDisabled()).toBe(true);
    // keyboard: the planet is a button that opens its antardashas
    await page.locator("[data-panel=dasha] tbody button").first().focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => heading.textContent()).toBe("Antardasha");
    await page.getByRole("button", { name: "Phaladesh" }).click();
    for (const section of [
      "General Nature",
      "Specified Uniqueness",
      "Physical Characteristics",
      "Emotional Characteristics",
    ]) {
      expect(await page.getByRole("heading", { name: section }).count(), section).toBe(1);
    }
    expect(await page.getByText(/By the Lagna: Aries/).count()).toBe(2);

    // The calculation receipt, and a recomputation with the KP ayanamsa.
    await page.getByText("Calculation receipt").click();
    const receipt = page.locator("[data-receipt]");
    for (const text of [
      "Lahiri (Chitrapaksha)",
      "Mean node",
      "Sripati",
      "kundli-engine",
      "Swiss Ephemeris",
      "365.25 days",
    ]) {
      expect(await receipt.getByText(text, { exact: false }).count(), text).toBeGreaterThan(0);
    }
    await receipt.getByLabel("Ayanamsa").selectOption("kp");
    await receipt.getByRole("button", { name: "Recalculate" }).click();
    await page.waitForURL(/ayanamsa=kp/);
    await page.locator("[data-panel=dasha]").waitFor();
    await expect.poll(() => page.locator("[data-receipt] summary").textContent()).toContain("KP (Krishnamurti)");

    // Hindi: the header's language switch; the tabs, the tables and the readings follow.
    await page.goto(`/main/kundli/${id}`);
    await hydrated(page, "[data-tab=basic]");
    await page.getByRole("button", { name: "Switch the language to हिन्दी" }).click();
    await expect.poll(() => page.locator("[data-tab=basic]").textContent()).toBe("मूल विवरण");
    await expect.poll(() => page.locator("[data-panel=basic]").textContent()).toContain("अवकहड़ा चक्र");
    expect(await page.locator("[data-panel=basic]").textContent()).toContain("पूर्वा फाल्गुनी");
    await screenshot(page, "kundli-basic-hi-desktop");
    await page.locator("[data-tab=dasha]").click();
    await page.getByRole("button", { name: "फलादेश" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "सामान्य स्वभाव" }).count()).toBe(1);
    await screenshot(page, "kundli-phaladesh-hi-desktop");
    await page
      .getByRole("button", { name: "Switch the language to English" })
      .or(page.getByRole("button", { name: /English/ }))
      .first()
      .click();
    await expect.poll(() => page.locator("[data-tab=basic]").textContent()).toBe("Basic Details");
    await context.close();
  });

  it("edits the birth data of a saved Kundli and deletes one", async () => {
    const { context, page } = await open(PHONE);
    const id = await createKundli(page, { ...ASHA, name: "Meera Joshi" });
    await page.getByRole("link", { name: "Edit" }).click();
    await page.waitForURL(`**/main/kundli/${id}/edit`);
    await hydrated(page, "button[type=submit]");
    expect(await page.getByLabel("Full Name").inputValue()).toBe("Meera Joshi");
    expect(await page.getByLabel("Place of Birth").inputValue()).toContain("Varanasi");
    await page.getByLabel("Full Name").fill("Meera S. Joshi");
    await page.getByLabel("Hour").selectOption("14");
    await page.getByRole("button", { name: "Save and show Kundli" }).click();
    await page.waitForURL((url) => url.pathname === `/main/kundli/${id}`);
    await page.getByRole("heading", { level: 1, name: "Meera S. Joshi" }).waitFor();
    expect(await page.locator("[data-panel=basic]").textContent()).toContain("14:05:09");

    // Delete from the saved list (confirming the question), once the page has hydrated: a click
    // while React attaches its handlers can be lost, which made this test flaky under load.
    await openNewKundli(page);
    const remove = page.getByRole("button", { name: "Delete the Kundli of Meera S. Joshi" });
    await remove.waitFor();
    await hydrated(page, '[aria-label="Delete the Kundli of Meera S. Joshi"]');
    page.once("dialog", (dialog) => void dialog.accept());
    const list = page.getByRole("list", { name: "Saved Kundli" });
    const before = await list.getByRole("listitem").count();
    await remove.click();
    await expect.poll(() => list.getByRole("listitem").count(), { timeout: 15_000 }).toBe(before - 1);
    expect(await list.getByRole("link", { name: /^Meera/ }).count()).toBe(0);
    const gone = await page.goto(`/main/kundli/${id}`);
    expect(gone?.status()).toBe(404);
    await context.close();
  });
});
