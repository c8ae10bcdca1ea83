import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_NAMESPACE, FALLBACK_LANGUAGE, LANGUAGES } from "./i18n/config";
import { loadTexts } from "./i18n/client";

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
    // A key with no text here is a bug (an area the screen did not fetch, or no text at all):
    // say so, and the browser tests fail on it (tests/e2e/browser.ts).
    saveMissing: true,
    missingKeyHandler: (_lngs, _ns, key, _fallback, _update, options: { defaultValue?: unknown }) => {
      if (options.defaultValue === undefined) console.error(`missing text: ${key}`);
    },
  });
  // The texts this page shows (root.tsx names them in data-texts), before it hydrates.
  await loadTexts(lng, document.documentElement.dataset.texts?.split(" ").filter(Boolean) ?? []);
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

// A task of its own: not the one that evaluated the page's modules (a phone feels the two at once).
setTimeout(() => void main());
