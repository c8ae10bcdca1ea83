/**
 * Language state (spec §3): the code (en or hi) and its index (en 0, hi 1). Switching the
 * interface itself (i18next, cookie, storage) is app/i18n/client.ts; hooks.ts ties the two.
 */
import { FALLBACK_LANGUAGE, isLanguage, type Language, languageIndex } from "#app/i18n/config";
import { createStore, type Store } from "./store";

export interface LanguageState {
  code: Language;
  index: number;
}

export function languageState(code: Language): LanguageState {
  return { code, index: languageIndex(code) };
}

export interface LanguageStore extends Store<LanguageState> {
  /** Sets the language; anything but en or hi is ignored and returns false. */
  set(code: unknown): boolean;
}

export function createLanguageStore(initial: Language = FALLBACK_LANGUAGE): LanguageStore {
  const store = createStore<LanguageState>(languageState(initial));
  return {
    ...store,
    set(code) {
      if (!isLanguage(code)) return false;
      if (store.getState().code !== code) store.setState(languageState(code));
      return true;
    },
  };
}
