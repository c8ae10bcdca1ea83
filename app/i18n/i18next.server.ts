import { initReactI18next } from "react-i18next";
import { createI18nextMiddleware } from "remix-i18next";
import { DEFAULT_NAMESPACE, FALLBACK_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES } from "./config";
import { resources } from "./resources";

/** Reads the plain `i18next=hi` cookie that the browser's language detector writes. */
export function languageFromCookie(header: string | null): string | null {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(header ?? "");
  return match ? decodeURIComponent(match[1]!) : null;
}

// Server side of spec §9's detection order: query `lng`, cookie `i18next`, then the browser's
// Accept-Language. localStorage/sessionStorage are read in the browser, which mirrors the choice
// into the cookie so that server rendering already speaks the chosen language.
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
