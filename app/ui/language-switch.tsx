import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "#app/ui/toast";
import { useLanguage } from "#app/client/hooks";
import { LANGUAGES, type Language } from "#app/i18n/config";
import { GlobeIcon } from "./icons";
import { languageControl } from "./language-link";

/**
 * English ⇄ हिन्दी. One button naming the other language (in that language, so a reader of it
 * recognises it); switching (app/i18n/client.ts switchLanguage, through the data layer's language
 * state) keeps the choice in localStorage and the cookie, so the server
 * renders the next page in it too.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const current: Language = i18n.language === "hi" ? "hi" : "en";
  const next = LANGUAGES.find((lng) => lng !== current) ?? "en";
  const nextName = t(`common.languages.${next}`);

  async function change() {
    setBusy(true);
    try {
      await language.change(next);
    } catch {
      toast.error(t("errors.network"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={change}
      disabled={busy}
      lang={next}
      aria-label={t("site.switchLanguage", { language: nextName })}
      className={`${languageControl} ${className}`}
    >
      <GlobeIcon className="hidden size-4 text-brand-strong sm:block" />
      <span>{nextName}</span>
    </button>
  );
}
