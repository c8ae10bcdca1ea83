/**
 * The screens' texts (issue 2): both languages have the same keys, the same placeholders and
 * the same markup tags, nothing is empty, and every key the screens name literally exists.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { leafKeys, resources } from "#app/i18n/resources";

const AREAS = ["site", "landing", "authScreen", "shell", "policy", "contact", "clients"] as const;
type Tree = { [key: string]: string | Tree };

const en = resources.en.translation as unknown as Tree;
const hi = resources.hi.translation as unknown as Tree;

function leaf(tree: Tree, dotted: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of dotted.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort();

describe.each(AREAS)("translations of %s", (area) => {
  const enTree = en[area] as Tree;
  const hiTree = hi[area] as Tree;

  it("exists in both languages with the same keys", () => {
    expect(enTree).toBeTypeOf("object");
    expect(hiTree).toBeTypeOf("object");
    expect(leafKeys(hiTree).sort()).toEqual(leafKeys(enTree).sort());
  });

  it("has no empty text, and the same placeholders and tags in Hindi", () => {
    for (const key of leafKeys(enTree)) {
      const english = leaf(enTree, key)!;
      const hindi = leaf(hiTree, key) ?? "";
      expect(english.trim(), `en ${area}.${key}`).not.toBe("");
      expect(hindi.trim(), `hi ${area}.${key}`).not.toBe("");
      expect(placeholders(hindi), `${area}.${key}`).toEqual(placeholders(english));
      expect(tags(hindi), `${area}.${key}`).toEqual(tags(english));
    }
  });

  it("is actually Hindi in Hindi (Devanagari in every sentence)", () => {
    const latinOnly = leafKeys(hiTree).filter((key) => {
      const text = leaf(hiTree, key)!;
      return text.split(/\s+/).length > 3 && !/[\u0900-\u097F]/.test(text);
    });
    expect(latinOnly).toEqual([]);
  });
});

const ROOT = path.resolve(import.meta.dirname, "../..");
const SCREEN_FILES = [
  "app/routes/landing.tsx",
  "app/routes/auth.tsx",
  "app/routes/term.tsx",
  "app/routes/privacy.tsx",
  "app/routes/policy.tsx",
  "app/routes/contact.tsx",
  ...readdirSync(path.join(ROOT, "app/routes/main"))
    .filter((f) => f.endsWith(".tsx"))
    .map((f) => `app/routes/main/${f}`),
  ...["app/routes/main/clients", "app/server/accounts", "app/routes/api"].flatMap((dir) =>
    readdirSync(path.join(ROOT, dir))
      .filter((f) => /^(clients?|index|view|forms)\b.*\.tsx?$/.test(f) && !f.includes(".test."))
      .map((f) => `${dir}/${f}`),
  ),
  ...["app/ui", "app/ui/shell", "app/ui/clients"].flatMap((dir) =>
    readdirSync(path.join(ROOT, dir))
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".test.ts") && statSync(path.join(ROOT, dir, f)).isFile())
      .map((f) => `${dir}/${f}`),
  ),
];

describe("keys named in the screens", () => {
  it.each(SCREEN_FILES)("all exist in English and Hindi: %s", (file) => {
    const source = readFileSync(path.join(ROOT, file), "utf8");
    const keys = [...source.matchAll(/(?:\bt\(\s*|i18nKey=|\bkey: )"([a-z]\w*\.[\w.]+)"/g)].map((m) => m[1]!);
    // the messages the clients' schemas and refusals name (camelCase, unlike the columns "clients.user_id")
    keys.push(...[...source.matchAll(/"(clients\.[a-z]+[A-Z]\w*)"/g)].map((m) => m[1]!));
    for (const key of keys) {
      for (const [lng, tree] of [
        ["en", en],
        ["hi", hi],
      ] as const) {
        const found = leaf(tree, key) ?? leaf(tree, `${key}_other`);
        expect(found, `${lng}: ${key} in ${file}`).toBeDefined();
      }
    }
  });
});
