import type { Language } from "./config";

/**
 * Translations live in one JSON file per area (`en/auth.json`, `hi/auth.json`, …) so that
 * several people can work on them at once; each file becomes the key prefix of its area
 * inside the single `translation` namespace: `t("auth.sendCode")`.
 */
export type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>("./{en,hi}/*.json", { eager: true, import: "default" });

/** The areas of one language from a glob of `…/<lang>/<area>.json` files. */
export function collect(globbed: Record<string, Tree>, language: Language): Tree {
  const out: Tree = {};
  for (const [path, tree] of Object.entries(globbed)) {
    const match = /\/(en|hi)\/([\w-]+)\.json$/.exec(path);
    if (match && match[1] === language) out[match[2]!] = tree;
  }
  return out;
}

/**
 * What the screens (and the main Worker) show. The readings that only reports print live in
 * `print/<lang>/`, loaded by the print Worker alone (print-resources.ts).
 */
export const resources = {
  en: { translation: collect(files, "en") },
  hi: { translation: collect(files, "hi") },
} as const satisfies Record<Language, { translation: Tree }>;

/** Every leaf key of a tree, dotted: used by the test that keeps en and hi in step. */
export function leafKeys(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [prefix + key] : leafKeys(value, `${prefix}${key}.`),
  );
}
