import type { Language } from "./config";
import { collect, resources, type Tree } from "./resources";

/**
 * The reports' texts: the screens' areas plus the readings only reports print
 * (`print/<lang>/<area>.json`, merged into the area of the same name, e.g. `report.lagnas`).
 * Only the print Worker imports this, so the main Worker and the browser never carry them.
 */
const files = import.meta.glob<Tree>("./print/{en,hi}/*.json", { eager: true, import: "default" });

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

export const printResources = {
  en: { translation: merge(resources.en.translation, collect(files, "en")) },
  hi: { translation: merge(resources.hi.translation, collect(files, "hi")) },
} as const satisfies Record<Language, { translation: Tree }>;
