import i18next from "i18next";
import { CORE_AREAS, CORE_FILE } from "./areas";
import { DEFAULT_NAMESPACE, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, type Language } from "./config";

/*
 * The browser's share of the screen texts (docs/decisions/0037): the core and the areas a screen
 * names, each a hashed, immutable asset under the version the page gives in `data-texts-version`
 * (root.tsx). Without a version (development, where the texts are not assets) the whole language
 * comes from the server at once. Everything here goes into the browser's one i18next instance
 * (entry.client.tsx); on the server every area is there already and these do nothing.
 */

const inBrowser = typeof document !== "undefined";
const requested = new Map<string, Promise<void>>();
const arrived = new Set<string>();
/** Every area asked for so far, so that a change of language fetches the same ones. */
const asked = new Set<string>();

function urlsOf(lng: string, areas: readonly string[]): string[] {
  const version = document.documentElement.dataset.textsVersion;
  if (!version) return [`/api/locales/${lng}`];
  const files = [CORE_FILE, ...areas.filter((area) => !CORE_AREAS.includes(area))];
  return files.map((file) => `/assets/i18n-${version}/${lng}/${file}.json`);
}

function fetchTexts(lng: string, url: string): Promise<void> {
  let loading = requested.get(url);
  if (!loading) {
    loading = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`texts ${url}: ${response.status}`);
        return response.json() as Promise<Record<string, unknown>>;
      })
      .then((tree) => {
        // Each file holds whole areas (top-level keys), so a shallow merge is enough, and a fresh
        // bundle needs no defensive copy (i18next's took about 150 ms at Lighthouse's 4× for 48 kB).
        i18next.addResourceBundle(lng, DEFAULT_NAMESPACE, tree, false, true, { silent: false, skipCopy: true });
        arrived.add(url);
      });
    // A failed fetch is tried again the next time it is asked for.
    loading.catch(() => requested.delete(url));
    requested.set(url, loading);
  }
  return loading;
}

/** Whether the core and `areas` of `lng` are here (always, on the server). */
export function textsLoaded(lng: string, areas: readonly string[]): boolean {
  return !inBrowser || urlsOf(lng, areas).every((url) => arrived.has(url));
}

const waits = new Map<string, Promise<void>>();

/** Fetches (once) the core and `areas` of `lng`; one promise per set, as React's `use` wants. */
export function loadTexts(lng: string, areas: readonly string[]): Promise<void> {
  if (!inBrowser) return Promise.resolve();
  for (const area of areas) asked.add(area);
  const key = `${lng}:${areas.join(",")}`;
  let wait = waits.get(key);
  if (!wait) {
    wait = Promise.all(urlsOf(lng, areas).map((url) => fetchTexts(lng, url))).then(() => undefined);
    wait.catch(() => waits.delete(key));
    waits.set(key, wait);
  }
  return wait;
}

/** Loads a lazily loaded module together with the text areas it shows (a Kundli tab, a form). */
export function withTexts<T>(areas: readonly string[], load: () => Promise<T>): Promise<T> {
  return Promise.all([load(), loadTexts(i18next.language, areas)]).then(([module]) => module);
}

/** Switches the interface language and remembers it in localStorage and the cookie (spec §9). */
export async function switchLanguage(lng: Language): Promise<void> {
  await loadTexts(lng, [...asked].sort());
  await i18next.changeLanguage(lng);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  document.cookie = `${LANGUAGE_COOKIE}=${lng}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = lng;
}
