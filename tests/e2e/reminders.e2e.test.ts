/**
 * Reminders on Home (issue 15) in a real browser against the production build: an astrologer
 * saves a Kundli of someone whose birthday is two days away (by the calendar, in India), and
 * Home's "This week" shows it at once — in English and Hindi, on a 360 px phone and the desktop —
 * linking to the client; "Next 30 days" keeps it; no sideways scrolling.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, screenshot, scrollsSideways } from "./browser.ts";
import { createKundli, startAstrologer, type Astrologer } from "./kundli-helpers.ts";
import { tidyForScreenshot } from "./screens-helpers.ts";

/** Two days from now in India, as the calendar has it (29 February moved to the 28th). */
const soon = new Date(Date.now() + 5.5 * 3_600_000 + 2 * 86_400_000);
const [month, day] = [
  soon.getUTCMonth() + 1,
  soon.getUTCDate() === 29 && soon.getUTCMonth() === 1 ? 28 : soon.getUTCDate(),
];
const age = soon.getUTCFullYear() - 1990;

let astrologer: Astrologer;
beforeAll(async () => {
  astrologer = await startAstrologer(inject("baseURL"));
});
afterAll(async () => {
  await astrologer?.close();
});

describe("Home's This week", () => {
  it("shows a client's birthday saved a moment ago, in English and Hindi, on a phone and the desktop", async () => {
    const { context, page } = await astrologer.open(DESKTOP);
    await createKundli(page, {
      name: "Kavya Iyer",
      gender: "Female",
      day: String(day),
      month: String(month),
      year: "1990",
      hour: "09",
      minute: "30",
      place: "Varanasi",
    });
    await context.close();

    for (const [viewport, size] of [
      [PHONE, "360"],
      [DESKTOP, "desktop"],
    ] as const) {
      for (const lang of ["en", "hi"] as const) {
        const { context, page } = await astrologer.open(viewport, lang);
        await page.goto("/main");
        const section = page.getByRole("region", { name: lang === "en" ? "This week" : "इस सप्ताह" });
        const row = section.getByRole("link", { name: /Kavya Iyer/ });
        await row.waitFor();
        expect(await row.innerText()).toContain(lang === "en" ? `Birthday: turns ${age}` : `जन्मदिन: ${age} वर्ष पूरे`);
        expect(await scrollsSideways(page)).toBe(false);
        await tidyForScreenshot(page);
        await screenshot(page, `reminders-${lang}-${size}`);
        if (lang === "en" && size === "360") {
          await section.getByRole("link", { name: "Next 30 days" }).click();
          const month = page.getByRole("region", { name: "Next 30 days" });
          await month.waitFor();
          await month.getByRole("link", { name: /Kavya Iyer/ }).click();
          await page.waitForURL(/\/main\/clients\/\d+$/);
          await page.getByRole("heading", { level: 1, name: "Kavya Iyer" }).waitFor();
        }
        await context.close();
      }
    }
  });
});
