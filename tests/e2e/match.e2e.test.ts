/**
 * Kundli Matchmaking in a real browser: two saved Kundlis found by name among the right gender
 * ('No match found' for a name that is not there, nor for the other gender), Match Kundli, and
 * the five steps — both charts, the planets, the eight kootas with Received / OUT OF / Area of
 * Life / Description / Meaning, Mangal Dosh for each and the tier with the total out of 36 —
 * on a phone and a desktop, in English and Hindi; and a match with new birth details.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, screenshot } from "./browser.ts";
import {
  ASHA_1990,
  createKundli,
  hydrated,
  pageScrollsSideways,
  RAVI_1988,
  startAstrologer,
  type Astrologer,
} from "./kundli-helpers.ts";

const STEPS = ["basic", "charts", "nirayan", "ashtakoot", "results"] as const;

let astrologer: Astrologer;
const open = (viewport: typeof PHONE) => astrologer.open(viewport);
beforeAll(async () => {
  // One astrologer for the file (sign-in codes are rate-limited), with the two saved Kundlis.
  astrologer = await startAstrologer(inject("baseURL"), "/main/match");
  const { context, page } = await open(DESKTOP);
  await createKundli(page, RAVI_1988);
  await createKundli(page, ASHA_1990);
  await context.close();
});
afterAll(async () => {
  await astrologer?.close();
});

describe("Kundli Matchmaking", () => {
  it("matches two saved Kundlis and shows the five steps", async () => {
    for (const [viewport, size] of [
      [PHONE, "360"],
      [DESKTOP, "desktop"],
    ] as const) {
      const { context, page } = await open(viewport);

      await page.goto("/main/match");
      await hydrated(page, "[data-partner=girl] input[role=combobox]");
      const boy = page.getByRole("combobox", { name: "Boy's Name" });
      const girl = page.getByRole("combobox", { name: "Girl's Name" });
      // The girl's search offers only girls: a boy's name finds nothing.
      await girl.fill("Ravi");
      await expect.poll(() => page.getByRole("listbox", { name: "Girl's Name" }).textContent()).toBe("No match found");
      await girl.fill("zzz");
      expect(await page.getByRole("listbox", { name: "Girl's Name" }).getByText("No match found").count()).toBe(1);
      await girl.fill("ash");
      await page
        .getByRole("listbox", { name: "Girl's Name" })
        .getByRole("option", { name: /Asha Sharma/ })
        .click();
      await boy.fill("rav");
      await page
        .getByRole("listbox", { name: "Boy's Name" })
        .getByRole("option", { name: /Ravi Kumar/ })
        .click();
      await page.getByRole("button", { name: "Match Kundli" }).click();
      await page.waitForURL(/\/main\/match\?boy=\d+&girl=\d+/);
      const result = page.locator("[data-match-result]");
      await result.waitFor();
      const total = await result.locator("[data-total]").textContent();
      expect(total).toMatch(/^\d+(\.5)?\/36$/);

      for (const step of STEPS) {
        await page.locator(`[data-step=${step}]`).click();
        await page.locator(`[data-step-panel=${step}]`).waitFor();
        expect(await pageScrollsSideways(page), step).toBe(false);
        await screenshot(page, `match-${step}-en-${size}`);
      }

      await page.locator("[data-step=charts]").click();
      expect(await page.locator("[data-step-panel=charts] svg[role=img]").count()).toBe(4);

      await page.locator("[data-step=ashtakoot]").click();
      const table = page.getByRole("table", { name: "Ashtakoot points: the eight kootas" });
      for (const column of [
        "Attribute",
        "Male",
        "Female",
        "Received",
        "OUT OF",
        "Area of Life",
        "Description",
        "Meaning",
      ]) {
        expect(await table.getByRole("columnheader", { name: column, exact: true }).count(), column).toBe(1);
      }
      expect(await table.locator("tbody tr").count()).toBe(8);
      for (const koota of ["Varna", "Vashya", "Tara", "Yoni", "Graha Maitri", "Gana", "Bhakoot", "Nadi"]) {
        expect(await table.getByRole("rowheader", { name: koota, exact: true }).count(), koota).toBe(1);
      }
      expect(await table.locator("tfoot").textContent()).toContain(total!.split("/")[0]);

      await page.locator("[data-step=results]").click();
      const results = page.locator("[data-step-panel=results]");
      expect(await results.getByText(/Mangal Dosh: Ravi Kumar \(boy\)/).count()).toBe(1);
      expect(await results.getByText(/Mangal Dosh: Asha Sharma \(girl\)/).count()).toBe(1);
      expect(await results.getByText(/^(Present|Absent)$/).count()).toBeGreaterThanOrEqual(2);
      const tier = await results.locator("[data-tier]").getAttribute("data-tier");
      expect(["excellent", "veryGood", "good", "belowAverage", "veryLow"]).toContain(tier);
      const received = Number(total!.split("/")[0]);
      const expected =
        received >= 32
          ? "excellent"
          : received >= 25
            ? "veryGood"
            : received >= 18
              ? "good"
              : received >= 12
                ? "belowAverage"
                : "veryLow";
      expect(tier).toBe(expected);

      // Next/Previous walk the steps too.
      await page.getByRole("button", { name: "Previous" }).click();
      await page.locator("[data-step-panel=ashtakoot]").waitFor();

      if (size === "desktop") {
        // Hindi: the same result in the astrologer's words.
        await page.getByRole("button", { name: "Switch the language to हिन्दी" }).click();
        await expect.poll(() => page.locator("[data-step=ashtakoot]").textContent()).toContain("अष्टकूट गुण");
        await expect
          .poll(() => page.getByRole("table", { name: "अष्टकूट गुण: आठों कूट" }).locator("tbody tr").count())
          .toBe(8);
        expect(await page.locator("[data-step-panel=ashtakoot]").textContent()).toContain("नाड़ी");
        await screenshot(page, "match-ashtakoot-hi-desktop");
        await page.locator("[data-step=results]").click();
        await expect.poll(() => page.locator("[data-step-panel=results]").textContent()).toMatch(/मंगल दोष/);
        await screenshot(page, "match-results-hi-desktop");
      }
      await context.close();
    }
  });

  it("refuses in Hindi on a phone, each side's message at its own field, and computes nothing", async () => {
    const { context, page } = await astrologer.open(PHONE, "hi");
    await page.goto("/main/match");
    await hydrated(page, "[data-partner=girl] input[role=combobox]");
    // The girl as new birth details without a name; the boy not chosen.
    const girl = page.locator("[data-partner=girl]");
    await girl.getByRole("button", { name: "नया जन्म विवरण" }).click();
    await girl.getByLabel("वर्ष", { exact: true }).fill("1990");
    await page.getByRole("button", { name: "कुंडली मिलाएँ" }).click();
    const boySearch = page.getByRole("combobox", { name: "वर का नाम" });
    await expect.poll(() => boySearch.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await boySearch.getAttribute("aria-describedby"))!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
      "कृपया वर की सहेजी गई कुंडली चुनें, या नया जन्म विवरण भरें।",
    );
    const girlName = girl.getByLabel("पूरा नाम");
    expect(await girlName.getAttribute("aria-invalid")).toBe("true");
    const nameError = (await girlName.getAttribute("aria-describedby"))!;
    expect(await page.locator(`[id="${nameError}"]`).textContent()).toBe("कृपया पूरा नाम भरें।");
    expect(page.url()).toMatch(/\/main\/match$/);
    expect(await pageScrollsSideways(page)).toBe(false);
    await screenshot(page, "match-refused-hi-360");
    await context.close();
  });

  it("matches a saved Kundli with new birth details, and saves them", async () => {
    const { context, page } = await open(PHONE);
    await page.goto("/main/match");
    await hydrated(page, "[data-partner=boy] input[role=combobox]");
    // Nothing chosen: each side says what it needs.
    await page.getByRole("button", { name: "Match Kundli" }).click();
    await expect
      .poll(() => page.getByText("Please choose the boy's saved Kundli, or enter new birth details.").count())
      .toBe(1);

    await page.getByRole("combobox", { name: "Girl's Name" }).fill("Asha");
    await page
      .getByRole("listbox", { name: "Girl's Name" })
      .getByRole("option", { name: /Asha Sharma/ })
      .click();
    const boy = page.locator("[data-partner=boy]");
    await boy.getByRole("button", { name: "New birth details" }).click();
    await boy.getByLabel("Full Name").fill("Mohan Lal");
    await boy.getByLabel("Day", { exact: true }).selectOption("9");
    await boy.getByLabel("Month", { exact: true }).selectOption("11");
    await boy.getByLabel("Year", { exact: true }).fill("1987");
    await boy.getByLabel("Hour").selectOption("21");
    await boy.getByLabel("Minute").selectOption("45");
    await boy.getByLabel("Place of Birth").fill("Patna");
    await boy.getByRole("listbox", { name: "Places found" }).getByRole("option", { name: /Patna/ }).first().click();
    await page.getByRole("button", { name: "Match Kundli" }).click();
    await page.waitForURL(/\/main\/match\?boy=\d+&girl=\d+/);
    await page.locator("[data-match-result] [data-total]").waitFor();
    expect(await page.locator("[data-match-result]").textContent()).toContain("Mohan Lal");

    // Mohan Lal is now a saved Kundli too.
    await page.goto("/main/kundli");
    await page
      .getByRole("list", { name: "Saved Kundli" })
      .getByRole("link", { name: /^Mohan Lal/ })
      .waitFor();
    await context.close();
  });
});
