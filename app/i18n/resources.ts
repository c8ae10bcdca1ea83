import type { Language } from "./config";

/**
 * Translations live in one JSON file per area (`en/auth.json`, `hi/auth.json`, …) so that
 * several people can work on them at once; each file becomes the key prefix of its area
 * inside the single `translation` namespace: `t("auth.sendCode")`.
 */
type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>("./{en,hi}/*.json", { eager: true, import: "default" });

function collect(language: Language): Tree {
  const out: Tree = {};
  for (const [path, tree] of Object.entries(files)) {
    const match = /^\.\/(en|hi)\/([\w-]+)\.json$/.exec(path);
    if (match && match[1] === language) out[match[2]!] = tree;
  }
  return out;
}

export const resources = {
  en: { translation: collect("en") },
  hi: { translation: collect("hi") },
} as const satisfies Record<Language, { translation: Tree }>;

/** Every leaf key of a tree, dotted: used by the test that keeps en and hi in step. */
export function leafKeys(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [prefix + key] : leafKeys(value, `${prefix}${key}.`),
  );
}
