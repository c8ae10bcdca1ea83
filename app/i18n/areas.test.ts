/**
 * The browser fetches the core texts and only the areas a route names (app/i18n/areas.ts). This
 * reads the code the browser runs for each screen, following its imports (server modules are
 * left out of the browser's build), and fails when a module uses a key of an area the screen
 * does not fetch (a key is a string starting with `<area>.`), or when it names an area that
 * neither it nor its server code uses. A part loaded with `withTexts`
 * (a Kundli tab, the Generate form) brings its own areas. What this cannot see, a key made of
 * pieces at run time, the browser tests catch: a missing key is an error there (tests/e2e).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CORE_AREAS } from "./areas";

const ROOT = path.resolve(import.meta.dirname, "../..");
const APP = path.join(ROOT, "app");
const AREAS = readdirSync(path.join(APP, "i18n/en")).map((file) => file.replace(/\.json$/, ""));
const KEY = new RegExp(`["'\`](${AREAS.join("|")})\\.[A-Za-z]`, "g");

type Module = { imports: string[]; lazy: { file: string; areas: string[] }[]; used: Set<string> };

const isServerOnly = (file: string) => /\.server\.tsx?$/.test(file) || file.startsWith(path.join(APP, "server"));

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("#app/")) base = path.join(APP, specifier.slice("#app/".length));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  throw new Error(`${path.relative(ROOT, from)}: cannot resolve ${specifier}`);
}

const areaList = (list: string) => [...list.matchAll(/["'](\w+)["']/g)].map((m) => m[1]!);

const modules = new Map<string, Module>();
function read(file: string): Module {
  let module = modules.get(file);
  if (module) return module;
  const source = readFileSync(file, "utf8");
  const imports: string[] = [];
  for (const m of source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/gm)) {
    const target = resolve(file, m[1]!);
    if (target) imports.push(target);
  }
  const lazy: Module["lazy"] = [];
  const withTexts = /withTexts\(\s*\[([^\]]*)\]\s*,\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)/g;
  for (const m of source.matchAll(withTexts)) lazy.push({ file: resolve(file, m[2]!)!, areas: areaList(m[1]!) });
  for (const m of source.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) {
    const target = resolve(file, m[1]!);
    if (target && !lazy.some((l) => l.file === target)) lazy.push({ file: target, areas: [] });
  }
  module = { imports, lazy, used: new Set([...source.matchAll(KEY)].map((m) => m[1]!)) };
  modules.set(file, module);
  return module;
}

/** Every area key the browser's code reached from `entry` uses outside `allowed`, with where. */
function misses(entry: string, allowed: readonly string[]): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string, allowedHere: readonly string[]) => {
    const key = `${file}|${allowedHere.join()}`;
    if (seen.has(key) || isServerOnly(file)) return;
    seen.add(key);
    const module = read(file);
    for (const area of module.used)
      if (!allowedHere.includes(area)) found.push(`${path.relative(ROOT, file)} uses ${area}`);
    for (const target of module.imports) walk(target, allowedHere);
    for (const { file: target, areas } of module.lazy) walk(target, [...allowedHere, ...areas]);
  };
  walk(entry, allowed);
  return found.sort();
}

/**
 * The areas used from `entry` without following the parts that bring their own (withTexts); with
 * `server`, also those of its server modules, whose keys can reach the screen to be translated
 * there (the rows of an import report).
 */
function usedAreas(entry: string, { server = false } = {}): Set<string> {
  const used = new Set<string>();
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file) || (!server && isServerOnly(file))) return;
    seen.add(file);
    const module = read(file);
    for (const area of module.used) used.add(area);
    module.imports.forEach(walk);
    for (const lazy of module.lazy) if (lazy.areas.length === 0) walk(lazy.file);
  };
  walk(entry);
  return used;
}

/** A screen's route modules, from app/routes.ts, with the areas each names in `handle.texts`. */
const screens = [...readFileSync(path.join(APP, "routes.ts"), "utf8").matchAll(/"(routes\/[\w/.-]+\.tsx)"/g)]
  .map((m) => path.join(APP, m[1]!))
  .map((file) => {
    const source = readFileSync(file, "utf8");
    const declared = /export const handle[^=]*=\s*\{\s*texts:\s*\[([^\]]*)\]/.exec(source);
    return {
      file,
      name: path.relative(APP, file),
      isStatic: /export const handle = STATIC_PAGE;/.test(source),
      texts: declared ? areaList(declared[1]!) : [],
    };
  });
const layout = screens.find((s) => s.name === "routes/main/layout.tsx")!;

describe("the texts each screen fetches", () => {
  it("finds the screens and their areas", () => {
    expect(screens.length).toBeGreaterThan(20);
    expect(screens.filter((s) => s.isStatic).map((s) => s.name)).toContain("routes/auth.tsx");
    for (const screen of screens) for (const area of screen.texts) expect(AREAS, screen.name).toContain(area);
  });

  it("the root and the signed-in shell use the core alone", () => {
    expect(misses(path.join(APP, "root.tsx"), CORE_AREAS)).toEqual([]);
    expect(misses(path.join(APP, "entry.client.tsx"), CORE_AREAS)).toEqual([]);
    expect(misses(layout.file, CORE_AREAS)).toEqual([]);
  });

  it.each(screens.filter((s) => !s.isStatic && s !== layout).map((s) => [s.name, s] as const))(
    "%s names every area it uses, and no other",
    (name, screen) => {
      const parents = name.startsWith("routes/main/") ? layout.texts : [];
      expect(misses(screen.file, [...CORE_AREAS, ...parents, ...screen.texts])).toEqual([]);
      const used = usedAreas(screen.file, { server: true });
      expect(screen.texts.filter((area) => !used.has(area))).toEqual([]);
    },
  );

  it("a part loaded with its texts names only areas it uses", () => {
    const lazyParts = [...modules.values()].flatMap((m) => m.lazy).filter((l) => l.areas.length > 0);
    expect(lazyParts.length).toBeGreaterThan(5);
    for (const part of lazyParts) {
      const used = usedAreas(part.file);
      expect(
        part.areas.filter((area) => !used.has(area)),
        path.relative(ROOT, part.file),
      ).toEqual([]);
    }
  });

  it("catches a key of an area a screen does not name", () => {
    const home = screens.find((s) => s.name === "routes/main/home.tsx")!;
    expect(misses(home.file, CORE_AREAS).length).toBeGreaterThan(0);
  });
});
