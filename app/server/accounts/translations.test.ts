/**
 * The accounts area's messages: the same keys and placeholders in English and Hindi, none empty,
 * and every key the code names (schemas, ApiErrors, upload refusals) exists in both languages.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { leafKeys, resources } from "#app/i18n/resources";

type Tree = { [key: string]: string | Tree };
const en = (resources.en.translation as unknown as Tree).accounts as Tree;
const hi = (resources.hi.translation as unknown as Tree).accounts as Tree;

function leaf(tree: Tree, dotted: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of dotted.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const ROOT = path.resolve(import.meta.dirname, "../../..");
const SOURCES = [
  "app/server/accounts",
  "app/routes/api/user",
  "app/routes/api/s3",
  "app/routes/api/sql",
  "app/routes/api/admin",
  "app/routes/files",
].flatMap((dir) =>
  readdirSync(path.join(ROOT, dir))
    .filter((f) => f.endsWith(".ts") && !f.includes(".test."))
    .map((f) => readFileSync(path.join(ROOT, dir, f), "utf8")),
);

describe("accounts translations", () => {
  it("have the same keys in both languages, none empty, same placeholders", () => {
    expect(leafKeys(hi).sort()).toEqual(leafKeys(en).sort());
    for (const key of leafKeys(en)) {
      expect(leaf(en, key)!.trim(), key).not.toBe("");
      expect(leaf(hi, key)!.trim(), key).not.toBe("");
      expect(placeholders(leaf(hi, key)!), key).toEqual(placeholders(leaf(en, key)!));
    }
  });

  it("have Hindi written in Devanagari", () => {
    for (const key of leafKeys(hi)) expect(leaf(hi, key), key).toMatch(/[\u0900-\u097F]/);
  });

  it("hold every key the code names", () => {
    const named = new Set<string>();
    for (const source of SOURCES) {
      for (const m of source.matchAll(/"accounts\.([\w.]+)"/g)) named.add(m[1]!);
      for (const m of source.matchAll(/refuse\(\d+, "\w+", "(\w+)"\)/g)) named.add(`upload.${m[1]!}`);
    }
    expect(named.size).toBeGreaterThan(40);
    for (const key of named) {
      expect(leaf(en, key), `en accounts.${key}`).toBeDefined();
      expect(leaf(hi, key), `hi accounts.${key}`).toBeDefined();
    }
  });

  it("keep the spec's wording of its catalogue (§8)", () => {
    expect(en.noOrganizationId).toBe("No organization ID provided");
    expect(en.organizationNotFound).toBe("Organization not found or unauthorized");
    expect(en.invalidPlace).toBe("Invalid place. Please enter a real location.");
  });
});
