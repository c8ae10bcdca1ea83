/**
 * The JavaScript a first load fetches, per page, from the client build's route manifest
 * (scripts/client-js.ts): entry, route modules of the page's chain and their static imports,
 * gzip. Fails above the page's budget (FIRST_LOAD_BUDGETS); lazy chunks are outside it.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLIENT_DIR, FIRST_LOAD_BUDGETS, firstLoadJs } from "../../scripts/client-js.ts";

/** An attribute only sonner's Toaster writes. */
const SONNER_MARK = "data-sonner-toaster";

describe("first-load JavaScript of the client build", () => {
  it.each(FIRST_LOAD_BUDGETS)("$page ($route) within $budgetKB kB gzip", ({ page, route, budgetKB }) => {
    const load = firstLoadJs(route);
    const kB = (bytes: number) => (bytes / 1000).toFixed(1);
    console.log(
      `${page}: ${kB(load.gzip)} kB gzip (${kB(load.bytes)} kB) in ${load.files.length} files and ` +
        `${kB(load.inlineManifest.gzip)} kB of inline route manifest, budget ${budgetKB} kB; ` +
        load.files
          .slice(0, 5)
          .map((f) => `${f.file.replace("/assets/", "")} ${kB(f.gzip)}`)
          .join(", "),
    );
    expect(load.gzip, `${page} first load`).toBeLessThanOrEqual(budgetKB * 1000);
  });

  it("leaves the heavy Kundli tabs, the header's panels and sonner to chunks loaded on demand", () => {
    const assets = readdirSync(path.join(CLIENT_DIR, "assets"));
    const read = (file: string) => readFileSync(path.join(CLIENT_DIR, file), "utf8");
    const heavy = ["charts-tab", "ashtakvarga-tab", "shodashvarga-tab", "generate-form", "downloads-panel"];
    // Each is a chunk of its own, and sonner's code sits in some chunk: the checks below look at real code.
    for (const tab of heavy) expect(assets.some((f) => f.startsWith(`${tab}-`))).toBe(true);
    expect(assets.some((f) => f.endsWith(".js") && read(`/assets/${f}`).includes(SONNER_MARK))).toBe(true);
    for (const route of ["routes/main/kundli/view", ...FIRST_LOAD_BUDGETS.map((b) => b.route)]) {
      const files = firstLoadJs(route).files.map((f) => f.file);
      expect(files.filter((f) => heavy.some((tab) => f.startsWith(`/assets/${tab}-`)))).toEqual([]);
      expect(files.filter((f) => read(f).includes(SONNER_MARK)), route).toEqual([]);
    }
  });
});
