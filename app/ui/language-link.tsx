import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { GlobeIcon } from "./icons";

/** The look of the language control, the link here and the button of the signed-in screens alike. */
export const languageControl =
  "inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full border border-stone-300 bg-white px-2.5 text-sm font-medium whitespace-nowrap text-stone-700 hover:border-brand hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60 sm:px-3";

/**
 * English ⇄ हिन्दी on the public pages, which may be plain HTML (docs/decisions/0027): a link to
 * this page with `?lng=`, whose answer also keeps the choice in the language cookie
 * (app/i18n/language-cookie.server.ts). The signed-in screens switch in place (LanguageSwitch).
 */
export function LanguageLink() {
  const { t, i18n } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const next = i18n.language === "hi" ? "en" : "hi";
  const nextName = t(`common.languages.${next}`);
  const params = new URLSearchParams(search);
  params.set("lng", next);
  return (
    <a
      href={`${pathname}?${params.toString()}${hash}`}
      hrefLang={next}
      lang={next}
      aria-label={t("site.switchLanguage", { language: nextName })}
      className={languageControl}
    >
      <GlobeIcon className="hidden size-4 text-brand-strong sm:block" />
      <span>{nextName}</span>
    </a>
  );
}
