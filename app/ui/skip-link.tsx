import { useTranslation } from "react-i18next";

// Its own module, not site.tsx's: the signed-in shell uses it without the public pages' chrome.
/** The first stop of the keyboard: straight past the header to the page's content. */
export function SkipLink({ target = "main" }: { target?: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={`#${target}`}
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-stone-900 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t("site.skipToContent")}
    </a>
  );
}
