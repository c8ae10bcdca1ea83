/**
 * The first-load code carries V8's explicit compile hint on its first line, and what loads on
 * demand does not (vite.config.ts eagerCompileFirstLoad, docs/decisions/0041). The first load
 * comes from the route manifest, as the budget test reads it (scripts/client-js.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLIENT_DIR, firstLoadJs } from "../../scripts/client-js.ts";

const HINT = "//# allFunctionsCalledOnLoad\n";
const read = (file: string) => readFileSync(path.join(CLIENT_DIR, file), "utf8");

describe("compile hints in the client build", () => {
  it.each(["routes/main/home", "routes/main/kundli/view", "routes/main/match/index"])(
    "every file of the first load of %s starts with the hint",
    (route) => {
      const files = firstLoadJs(route).files.map((f) => f.file);
      expect(files.length).toBeGreaterThan(3);
      expect(files.filter((file) => !read(file).startsWith(HINT))).toEqual([]);
    },
  );

  it("leaves the chunks loaded on demand (the Kundli tabs) to V8's lazy compilation", () => {
    const assets = readdirSync(path.join(CLIENT_DIR, "assets"));
    const tabs = assets.filter((f) => /^(charts|ashtakvarga|shodashvarga|dasha)-tab-[\w-]+\.js$/.test(f));
    expect(tabs).toHaveLength(4);
    for (const tab of tabs) expect(read(`/assets/${tab}`).startsWith("//#"), tab).toBe(false);
  });
});
