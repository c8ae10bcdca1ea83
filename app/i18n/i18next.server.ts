import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { DEFAULT_NAMESPACE, FALLBACK_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language } from "./config";
import { resources } from "./resources";

/** Reads the plain `i18next=hi` cookie that a language switch (i18n/client.ts) or a `?lng=` link writes. */
export function languageFromCookie(header: string | null): string | null {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(header ?? "");
  return match ? decodeURIComponent(match[1]!) : null;
}

/** One of ours for a tag like `hi`, `hi-IN` or `EN-gb`, else null. */
function supported(tag: string | null | undefined): Language | null {
  const code = tag?.trim().split("-")[0]?.toLowerCase();
  return LANGUAGES.find((language) => language === code) ?? null;
}

/**
 * Of the languages the browser accepts (`q` > 0), the most preferred one that is ours: a reader of
 * `xx, hi;q=0.5` gets Hindi (RFC 9110 §12.5.4 content negotiation, as remix-i18next chose).
 */
export function languageFromAcceptLanguage(header: string | null): Language | null {
  const ranges = (header ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", ...parameters] = part.split(";");
      const q = parameters.map((p) => /^\s*q\s*=\s*([01](?:\.\d+)?)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((range) => /^[a-z]{1,8}(?:-[a-z\d]{1,8})*$/i.test(range.tag) && range.q > 0);
  for (const range of ranges.sort((a, b) => b.q - a.q)) {
    const language = supported(range.tag);
    if (language) return language;
  }
  return null;
}

/**
 * Spec §9's detection order, all of it here: query `lng`, cookie `i18next`, then the browser's
 * Accept-Language. The browser hydrates in the language rendered (entry.client.tsx) and runs no
 * detector; a choice made there goes into localStorage and the cookie (switchLanguage), so that
 * server rendering already speaks it.
 */
export function detectLanguage(request: Request): Language {
  return (
    supported(new URL(request.url).searchParams.get("lng")) ??
    supported(languageFromCookie(request.headers.get("Cookie"))) ??
    languageFromAcceptLanguage(request.headers.get("Accept-Language")) ??
    FALLBACK_LANGUAGE
  );
}

const localeContext = createContext<Language>(FALLBACK_LANGUAGE);

/**
 * Only detects the request's language: no i18next instance per request (creating and
 * initialising one cost more CPU than a cached place answer, docs/decisions/0029). The instance
 * is the isolate's one for that language, made on first use.
 */
export const i18nextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(localeContext, detectLanguage(request));
  return next();
};

export function getLocale(context: Readonly<RouterContextProvider>): Language {
  return context.get(localeContext);
}

const instances = new Map<Language, i18n>();

/**
 * The isolate's i18next instance for the request's language, shared by every request in that
 * language. Nothing on the server changes an instance after its init (no changeLanguage: the
 * language is fixed per instance, and root's Layout only switches when it differs), so sharing is
 * safe. Made at first use, after ensureTranslations has filled the resources it points at.
 */
export function getInstance(context: Readonly<RouterContextProvider>): i18n {
  const language = getLocale(context);
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance({
      resources,
      lng: language,
      defaultNS: DEFAULT_NAMESPACE,
      fallbackLng: FALLBACK_LANGUAGE,
      interpolation: { escapeValue: false },
      // Resources are inline: init completes synchronously, so `t` works at once.
      initAsync: false,
    });
    void instance.use(initReactI18next).init();
    instances.set(language, instance);
  }
  return instance;
}
