/**
 * The header's Generate actions (spec §2): start any report without opening a Kundli first.
 * Pick the report (Kundli, Life Report, Matchmaking, …), a saved Kundli or a saved pair, the
 * language, paper and branding profile; Generate queues it ('Generating...' while it is made,
 * the item is in Downloads at once) and 'Result' opens the PDF when it is ready.
 */
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { withTexts } from "#app/i18n/client";
import { useDisclosure } from "../disclosure";
import { DownloadIcon } from "../icons";
import { PanelSpinner } from "../spinner";

// The form's code comes with the text areas it shows beyond the shell's (docs/decisions/0037).
const GenerateForm = lazy(() =>
  withTexts(["kundli", "report"], () => import("./generate-form")).then((m) => ({ default: m.GenerateForm })),
);

export function GenerateReport() {
  const { t } = useTranslation();
  // The form mounts on first open (its code and the saved Kundlis load then, not on every
  // screen), and stays mounted.
  const { open, opened, buttonProps, panelProps } = useDisclosure();
  return (
    <div className="relative">
      <button
        type="button"
        {...buttonProps}
        aria-label={t("downloads.generate.button")}
        className="inline-flex h-10 items-center gap-2 rounded-full bg-brand px-3 text-sm font-semibold text-stone-950 hover:bg-orange-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <DownloadIcon className="size-4" />
        <span className="hidden sm:inline">{t("downloads.generate.button")}</span>
      </button>
      <div
        {...panelProps}
        role="region"
        aria-label={t("downloads.generate.title")}
        className="fixed inset-x-2 top-16 z-40 max-h-[calc(100dvh-5rem)] overflow-y-auto rounded-2xl border border-stone-200 bg-white p-4 text-left shadow-xl sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-[24rem]"
      >
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-sm font-semibold text-stone-900">{t("downloads.generate.title")}</h2>
          {/* The spec's Janam Kundli and New Match header actions: start from new birth details. */}
          <nav className="flex gap-3 text-xs font-semibold text-brand-stronger">
            <Link to="/main/kundli" className="underline-offset-2 hover:underline">
              {t("downloads.generate.newKundli")}
            </Link>
            <Link to="/main/match" className="underline-offset-2 hover:underline">
              {t("downloads.generate.newMatch")}
            </Link>
          </nav>
        </div>
        {/* Kept mounted while closed, so a report being made still shows its Result on return. */}
        {opened && (
          <Suspense fallback={<PanelSpinner />}>
            <GenerateForm open={open} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
