import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_NAMESPACE, FALLBACK_LANGUAGE, LANGUAGES } from "./i18n/config";
import { loadLanguage } from "./i18n/client";

async function main() {
  // Hydrate in the language the server rendered (<html lang>), so there is no flash of another
  // language. The server already detected it (query, cookie, Accept-Language: i18next.server.ts),
  // and switchLanguage (i18n/client.ts) keeps a choice in localStorage and the cookie, so the
  // browser runs no detector of its own.
  const lng = document.documentElement.lang || FALLBACK_LANGUAGE;
  await i18next.use(initReactI18next).init({
    supportedLngs: [...LANGUAGES],
    fallbackLng: FALLBACK_LANGUAGE,
    defaultNS: DEFAULT_NAMESPACE,
    ns: [DEFAULT_NAMESPACE],
    lng,
    resources: {},
    interpolation: { escapeValue: false },
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
