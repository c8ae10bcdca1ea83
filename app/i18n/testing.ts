/**
 * For tests that render screens in both languages: an i18next instance with no fallback language,
 * so a key missing in one language is recorded in `missing` instead of borrowing the other's text.
 */
import { createInstance, type i18n } from "i18next";
import type { ReactNode } from "react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { resources } from "./resources";

export function strictI18n(lng: "en" | "hi", missing: string[]): i18n {
  const i = createInstance();
  void i.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (_lngs, _ns, key) => missing.push(`${lng}: ${key}`),
  });
  return i;
}

/** Server-renders `node` under `i` (as the document would be). */
export function renderWith(i: i18n, node: ReactNode): string {
  return renderToString(createElement(I18nextProvider, { i18n: i }, node));
}
