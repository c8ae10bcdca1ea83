import i18next from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_NAMESPACE, FALLBACK_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, LANGUAGES } from "./i18n/config";
import { loadLanguage } from "./i18n/client";

async function main() {
  // Hydrate in the language the server rendered (<html lang>), so there is no flash of another language.
  const lng = document.documentElement.lang || FALLBACK_LANGUAGE;
  await i18next
    .use(initReactI18next)
    .use(LanguageDetector)
    .init({
      supportedLngs: [...LANGUAGES],
      fallbackLng: FALLBACK_LANGUAGE,
      defaultNS: DEFAULT_NAMESPACE,
      ns: [DEFAULT_NAMESPACE],
      lng,
      resources: {},
      interpolation: { escapeValue: false },
      detection: {
        order: ["querystring", "cookie", "localStorage", "sessionStorage", "navigator", "htmlTag"],
        lookupQuerystring: "lng",
        lookupCookie: LANGUAGE_COOKIE,
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ["localStorage", "cookie"],
        cookieOptions: { path: "/", sameSite: "lax" },
      },
    });
  await loadLanguage(i18next, lng, document.documentElement.dataset.translations);
  if (i18next.language !== lng) await i18next.changeLanguage(lng);

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void main();
