/**
 * Branding Profiles and Astrologers (issue 5's screens) on a 360 px phone, in a real browser
 * against the app as `npm start` runs it: make a branding profile with an uploaded logo and
 * connect it, create an organization, add an astrologer and remove them; no sideways page
 * scrolling; screenshots of both screens.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launch, PHONE, screenshot, scrollsSideways } from "./browser.ts";
import { hydrated, signedInState } from "./kundli-helpers.ts";
import { freshPhone, warmUp } from "./screens-helpers.ts";

/** A 1×1 PNG: a real image the browser can draw. */
const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

let browser: Browser;
let state: Awaited<ReturnType<typeof signedInState>>;
beforeAll(async () => {
  browser = await launch();
  await warmUp(browser, inject("baseURL"), ["/", "/auth", "/main/branding", "/main/astrologers"]);
  state = await signedInState(browser, inject("baseURL"));
});
afterAll(async () => {
  await browser?.close();
});

async function phonePage() {
  const context = await browser.newContext({
    baseURL: inject("baseURL"),
    viewport: PHONE,
    locale: "en-IN",
    storageState: state,
  });
  const page = await context.newPage();
  return { context, page };
}

describe("account screens on a phone", () => {
  it("makes a branding profile and connects it", async () => {
    const { context, page } = await phonePage();
    await page.goto("/main/branding");
    await hydrated(page, "input[name=name]");
    await expect
      .poll(() => page.getByText("Connect any profile to start printing report with branding.").count())
      .toBe(1);
    await page.getByLabel("Profile name").fill("Sharma Jyotish Kendra");
    await page.getByLabel("Contact phone").fill("98765 43210");
    await page.getByLabel("Contact email").fill("office@example.in");
    await page.getByLabel("Address").fill("12 Assi Ghat, Varanasi");
    // The logo: a file too large is refused before any upload; a PNG is uploaded and previewed.
    const logo = page.locator("[data-photo-input]");
    await logo.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
    await page.getByText("The photo is larger than 2 MB.").waitFor();
    await logo.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG_1PX });
    await page.getByRole("img", { name: "Chosen photo" }).waitFor();
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Branding profile saved.").waitFor();
    // The stored logo is shown back in the list, served from R2.
    const stored = page.getByRole("img", { name: "Logo of Sharma Jyotish Kendra" });
    await stored.waitFor();
    await expect.poll(() => stored.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await page.getByRole("button", { name: "Connect", exact: true }).click();
    await page.getByText("Connected", { exact: true }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, "branding-en-360");
    await context.close();
  });

  it("checks the organization form in the browser with the server's schema: a bad GSTIN is refused at its field, unsent", async () => {
    const { context, page } = await phonePage();
    // The schema and its adapter load with import() once the page is interactive. Scripts asked
    // for after hydration are held until the fields have been typed in and left once, so the
    // test also covers the moment before the check is ready (it used to post each blur then).
    let typed: () => void = () => {};
    const fieldsLeft = new Promise<void>((resolve) => (typed = resolve));
    let holding = false;
    await page.route("**/assets/**", async (route) => {
      if (holding) await fieldsLeft;
      await route.continue();
    });
    await page.goto("/main/astrologers");
    await hydrated(page, "input[name=gst_number]");
    holding = true;
    const posts: string[] = [];
    // Only the form's own submissions count (the header's lists are POSTs to /api of their own).
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === "POST" && pathname.startsWith("/main/astrologers")) posts.push(request.url());
    });
    await page.getByLabel("Organization name").fill("Kashi Jyotish Sansthan");
    const gstin = page.locator("input[name=gst_number]");
    await gstin.fill("27AAPFU0939F1ZX");
    await gstin.blur();
    typed();
    const refusal = page.getByText("Please enter a valid 15-character GSTIN, for example 27AAPFU0939F1ZV.");
    // Once the check has arrived, leaving the field again shows the refusal, as a user would see it.
    await expect
      .poll(
        async () => {
          await gstin.focus();
          await gstin.blur();
          return refusal.isVisible();
        },
        { timeout: 20_000, interval: 200 },
      )
      .toBe(true);
    expect(await gstin.getAttribute("aria-invalid")).toBe("true");
    await page.getByRole("button", { name: "Create organization" }).click();
    await refusal.waitFor();
    expect(posts).toEqual([]);
    // Corrected as one types, the message goes.
    await gstin.fill("27AAPFU0939F1ZV");
    await expect.poll(() => gstin.getAttribute("aria-invalid")).toBeNull();
    expect(posts).toEqual([]);
    await context.close();
  });

  it("creates an organization and adds an astrologer", async () => {
    const { context, page } = await phonePage();
    await page.goto("/main/astrologers");
    await hydrated(page, "input[name=gst_number]");
    await page.getByLabel("Organization name").fill("Kashi Jyotish Sansthan");
    await page.getByLabel("GSTIN").fill("27AAPFU0939F1ZV");
    await page.getByRole("button", { name: "Create organization" }).click();
    await page.getByText("Organization created.").waitFor();
    expect(await page.getByText("(You)").count()).toBe(1);
    await page.getByLabel("Mobile number").fill(freshPhone().typed);
    await page.getByLabel("Name", { exact: true }).fill("Meera Joshi");
    await page.getByRole("button", { name: "Add astrologer" }).click();
    await page.getByText("Astrologer added to your organization.").waitFor();
    await page.getByText("Meera Joshi").waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, "astrologers-en-360");
    // Remove, after confirming: she leaves the list.
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Remove Meera Joshi from the organization" }).click();
    await page.getByText("Astrologer removed from your organization.").waitFor();
    expect(await page.getByText("Meera Joshi").count()).toBe(0);
    await context.close();
  });
});
