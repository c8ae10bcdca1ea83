import { initReactI18next } from "react-i18next";
import { createI18nextMiddleware } from "remix-i18next";
import { DEFAULT_NAMESPACE, FALLBACK_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES } from "./config";
import { resources } from "./resources";

/** Reads the plain `i18next=hi` cookie that a language switch (i18n/client.ts) or a `?lng=` link writes. */
export function languageFromCookie(header: string | null): string | null {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(header ?? "");
  return match ? decodeURIComponent(match[1]!) : null;
}

// Spec §9's detection order, all of it here: query `lng`, cookie `i18next`, then the browser's
// Accept-Language. The browser hydrates in the language rendered (entry.client.tsx) and runs no
// detector; a choice made there goes into localStorage and the cookie (switchLanguage), so that
// server rendering already speaks it.
export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: FALLBACK_LANGUAGE,
    searchParamKey: "lng",
    order: ["searchParams", "custom", "header"],
    findLocale: async ({ request }) => languageFromCookie(request.headers.get("Cookie")),
  },
  i18next: {
    resources,
    defaultNS: DEFAULT_NAMESPACE,
    fallbackLng: FALLBACK_LANGUAGE,
    interpolation: { escapeValue: false },
  },
  plugins: [initReactI18next],
});
