import { LANGUAGES, type Language } from "./config";
import { bundledFiles, textsVersion, translationUrls } from "./translation-source";

export { textsVersion };

/**
 * Translations live in one JSON file per area (`en/auth.json`, `hi/auth.json`, …) so that
 * several people can work on them at once; each file becomes the key prefix of its area
 * inside the single `translation` namespace: `t("auth.sendCode")`.
 */
export type Tree = { [key: string]: string | Tree };

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
 * `print/<lang>/`, loaded by the print Worker alone (print-resources.ts). In the main Worker's
 * production build the trees start empty and ensureTranslations fills them before any request
 * is handled.
 */
export const resources = {
  en: { translation: bundledFiles ? collect(bundledFiles, "en") : {} },
  hi: { translation: bundledFiles ? collect(bundledFiles, "hi") : {} },
} as const satisfies Record<Language, { translation: Tree }>;

let loading: Promise<void> | null = null;

/**
 * Reads the texts from the Worker's static assets, once per isolate (a failed read is tried
 * again by the next request). Nothing to do where they are bundled.
 */
export function ensureTranslations(assets: Fetcher, origin: string): Promise<void> {
  const urls = translationUrls;
  if (!urls) return Promise.resolve();
  loading ??= Promise.all(
    LANGUAGES.map(async (language) => {
      const response = await assets.fetch(new URL(urls[language], origin));
      if (!response.ok) throw new Error(`translations ${language}: ${response.status}`);
      Object.assign(resources[language].translation, (await response.json()) as Tree);
    }),
  ).then(
    () => undefined,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Every leaf key of a tree, dotted: used by the test that keeps en and hi in step. */
export function leafKeys(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [prefix + key] : leafKeys(value, `${prefix}${key}.`),
  );
}
