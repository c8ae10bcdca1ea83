/**
 * Where the screens' texts come from. Here, as modules bundled with the code: in the browser's
 * build, the print Worker, development and the tests. The main Worker's production build
 * replaces this module (vite.config.ts, translationsAsAssets): there the texts are one static
 * asset per language, read once per isolate (app/i18n/resources.ts, ensureTranslations), which
 * keeps about 95 KiB gzip out of the Worker (docs/decisions/0028).
 */
import type { Language } from "./config";

type Tree = { [key: string]: string | Tree };

/** Every `<lang>/<area>.json`, by path. */
export const bundledFiles: Record<string, Tree> | null = import.meta.glob<Tree>("./{en,hi}/*.json", {
  eager: true,
  import: "default",
});

/** The static assets' addresses, when the texts are not bundled. */
export const translationUrls: Record<Language, string> | null = null;

/** The version of the browser's per-area assets (`/assets/i18n-<version>/<lang>/<area>.json`), when there are any. */
export const textsVersion: string | null = null;
