/**
 * The readings library (issue 16): `print/<lang>/library/<part>.json`, data a reviewer can read and
 * correct without touching code. Its quality gates, whatever parts exist so far: each part in
 * both languages with the same keys, every reading with its rule and a text of substance, no
 * sentence written twice anywhere in a language, Devanagari in the Hindi text, and the parts
 * that list a fixed set (grahas × signs, grahas × houses, lords × houses, Lagnas, nakshatras,
 * dasha pairs) complete.
 */
import { describe, expect, it } from "vitest";
import { leafKeys, type Tree } from "./resources";

const files = import.meta.glob<Tree>("./print/{en,hi}/library/*.json", { eager: true, import: "default" });
const parts = [...new Set(Object.keys(files).map((p) => /\/library\/([\w-]+)\.json$/.exec(p)![1]!))].sort();
const part = (lang: "en" | "hi", name: string) => files[`./print/${lang}/library/${name}.json`];

const GRAHAS = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"];
const TWELVE = Array.from({ length: 12 }, (_, i) => String(i + 1));
/** The keys each complete table must have, by its top-level key. */
const TABLES: Record<string, string[]> = {
  grahaInSign: GRAHAS.flatMap((g) => TWELVE.map((s) => `${g}.${s}`)),
  grahaInHouse: GRAHAS.flatMap((g) => TWELVE.map((h) => `${g}.${h}`)),
  lordInHouse: TWELVE.flatMap((l) => TWELVE.map((h) => `${l}.${h}`)),
  lagna: TWELVE,
  moonNakshatra: Array.from({ length: 27 }, (_, i) => String(i + 1)),
  mahadasha: GRAHAS,
  antardasha: GRAHAS.flatMap((m) => GRAHAS.map((a) => `${m}.${a}`)),
};

/** The readings of a part: every object with a "text", by its dotted path. */
function readings(tree: Tree, prefix = ""): [string, Tree][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    if (typeof value === "string") return [];
    return "text" in value ? [[prefix + key, value] as [string, Tree]] : readings(value, `${prefix}${key}.`);
  });
}
const sentences = (text: string) =>
  text
    .split(/(?<=[.!?।])\s+/u)
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 6);

describe.skipIf(parts.length === 0)("the readings library", () => {
  it.each(parts)("%s: both languages, the same keys", (name) => {
    const en = part("en", name);
    const hi = part("hi", name);
    expect(en, `print/en/library/${name}.json`).toBeDefined();
    expect(hi, `print/hi/library/${name}.json`).toBeDefined();
    expect(leafKeys(hi!).sort()).toEqual(leafKeys(en!).sort());
  });

  it.each(parts)("%s: every reading has a rule and a text of substance; Hindi in Devanagari", (name) => {
    for (const lang of ["en", "hi"] as const) {
      for (const [key, r] of readings(part(lang, name) ?? {})) {
        expect(typeof r.rule === "string" && r.rule.trim().length > 5, `${lang} ${name} ${key}: rule`).toBe(true);
        const text = String(r.text);
        expect(text.split(/\s+/).length, `${lang} ${name} ${key}: words`).toBeGreaterThanOrEqual(25);
        if (lang === "hi") expect(text, `${name} ${key}`).toMatch(/[\u0900-\u097F]/u);
      }
    }
  });

  it.each(parts)("%s: the tables it starts are complete", (name) => {
    const en = part("en", name)!;
    for (const [table, keys] of Object.entries(TABLES)) {
      const tree = en[table];
      if (!tree || typeof tree === "string") continue;
      const have = new Set(readings(tree).map(([k]) => k));
      expect(
        keys.filter((k) => !have.has(k)),
        `${name}: ${table}`,
      ).toEqual([]);
    }
  });

  it.each(["en", "hi"] as const)("%s: no sentence is written twice in the whole library", (lang) => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const name of parts) {
      for (const [key, r] of readings(part(lang, name) ?? {})) {
        for (const s of sentences(String(r.text))) {
          const where = `${name} ${key}`;
          if (seen.has(s)) repeats.push(`"${s}" in ${seen.get(s)} and ${where}`);
          else seen.set(s, where);
        }
      }
    }
    expect(repeats).toEqual([]);
  });
});
