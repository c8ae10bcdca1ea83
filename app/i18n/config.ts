/** Languages of the interface (spec §9): en and hi, fallback en, namespace `translation`. */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = "en";
export const DEFAULT_NAMESPACE = "translation";
/** Cookie and storage key shared by the server detector and the browser (spec §9). */
export const LANGUAGE_COOKIE = "i18next";
export const LANGUAGE_STORAGE_KEY = "i18nextLng";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Language state of spec §3: index en 0, hi 1. */
export function languageIndex(code: Language): number {
  return LANGUAGES.indexOf(code);
}
