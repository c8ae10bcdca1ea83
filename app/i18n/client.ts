import type { i18n } from "i18next";
import { DEFAULT_NAMESPACE, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, isLanguage, type Language } from "./config";

/**
 * Fetches one language's translations and registers them: from `url` when the page named it
 * (the hashed, immutable asset: root.tsx), else from the server. Not preloaded: on a slow
 * network its 48 kB would compete with the first paint (Lighthouse LCP of /main 2.5 → 2.1 s).
 */
export async function loadLanguage(instance: i18n, lng: string, url?: string): Promise<void> {
  if (!isLanguage(lng) || instance.hasResourceBundle(lng, DEFAULT_NAMESPACE)) return;
  const response = await fetch(url ?? `/api/locales/${lng}`);
  if (!response.ok) throw new Error(`locale ${lng}: ${response.status}`);
  // A fresh bundle, parsed for this call alone: no deep merge and no defensive copy, which took
  // i18next about 150 ms of main thread at Lighthouse's 4× slowdown while a screen hydrated (48 kB).
  instance.addResourceBundle(lng, DEFAULT_NAMESPACE, await response.json(), false, true, {
    silent: false,
    skipCopy: true,
  });
}

/** Switches the interface language and remembers it in localStorage and the cookie (spec §9). */
export async function switchLanguage(instance: i18n, lng: Language): Promise<void> {
  await loadLanguage(instance, lng);
  await instance.changeLanguage(lng);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  document.cookie = `${LANGUAGE_COOKIE}=${lng}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = lng;
}
