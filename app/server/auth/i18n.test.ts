/** The auth area's translations: the same keys in English and Hindi, and every key the code uses exists. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "#app/i18n/en/auth.json";
import hi from "#app/i18n/hi/auth.json";

const ROOT = path.resolve(import.meta.dirname, "../../..");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

describe("auth translations", () => {
  it("have the same keys in en and hi, none empty", () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const value of [...Object.values(en), ...Object.values(hi)]) expect(value.trim()).not.toBe("");
  });

  it("cover every auth.* key the server code names (plural keys by their _one/_other forms)", () => {
    const files = [...sources(path.join(ROOT, "app/server/auth")), ...sources(path.join(ROOT, "app/routes/api/auth"))];
    const used = new Set(
      files.flatMap((file) => [...readFileSync(file, "utf8").matchAll(/"auth\.(\w+)"/g)].map((m) => m[1]!)),
    );
    expect(used.size).toBeGreaterThan(10);
    const keys = new Set(Object.keys(en));
    for (const key of used)
      expect(keys.has(key) || (keys.has(`${key}_one`) && keys.has(`${key}_other`)), key).toBe(true);
  });

  it("keep Hindi in Devanagari", () => {
    for (const [key, value] of Object.entries(hi)) expect(value, key).toMatch(/[\u0900-\u097F]/);
  });
});
