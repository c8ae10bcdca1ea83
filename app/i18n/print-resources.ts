import type { Language } from "./config";
import { collect, resources, type Tree } from "./resources";

/**
 * The reports' texts: the screens' areas plus the readings only reports print
 * (`print/<lang>/<area>.json`, merged into the area of the same name, e.g. `report.lagnas`).
 * Only the print Worker imports this, so the main Worker and the browser never carry them.
 */
const files = import.meta.glob<Tree>("./print/{en,hi}/*.json", { eager: true, import: "default" });
/** The readings library (issue 16), `print/<lang>/library/<part>.json`: its parts merged under `library`. */
const libraryFiles = import.meta.glob<Tree>("./print/{en,hi}/library/*.json", { eager: true, import: "default" });

function merge(base: Tree, extra: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const mine = out[key];
    if (key in out && (typeof mine === "string" || typeof value === "string"))
      throw new Error(`print texts: "${key}" is defined twice`);
    out[key] = mine && typeof mine !== "string" && typeof value !== "string" ? merge(mine, value) : value;
  }
  return out;
}

function library(language: Language): Tree {
  return Object.entries(libraryFiles)
    .filter(([path]) => path.startsWith(`./print/${language}/library/`))
    .reduce<Tree>((all, [, part]) => merge(all, part), {});
}

function texts(language: Language): Tree {
  return merge(merge(resources[language].translation, collect(files, language)), { library: library(language) });
}

export const printResources = {
  en: { translation: texts("en") },
  hi: { translation: texts("hi") },
} as const satisfies Record<Language, { translation: Tree }>;
