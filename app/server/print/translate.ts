/**
 * A translation function for one report language, outside any request: the print consumer runs
 * in the queue handler, where remix-i18next's per-request instance does not exist.
 */
import i18next, { type Resource, type TFunction } from "i18next";
import type { ReportLanguage } from "#app/shared/reports";

const cache = new WeakMap<Resource, Map<ReportLanguage, TFunction>>();

/** `t` over the app's resources (app/i18n/resources.ts), English as the fallback. */
export function translator(resources: Resource, language: ReportLanguage): TFunction {
  let byLanguage = cache.get(resources);
  if (!byLanguage) cache.set(resources, (byLanguage = new Map()));
  const known = byLanguage.get(language);
  if (known) return known;
  const instance = i18next.createInstance();
  // Resources are given inline, so init completes synchronously with initAsync off.
  void instance.init({
    resources,
    lng: language,
    fallbackLng: "en",
    defaultNS: "translation",
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const t = instance.getFixedT(language);
  byLanguage.set(language, t);
  return t;
}
