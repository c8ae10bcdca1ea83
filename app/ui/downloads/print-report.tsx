/**
 * "Print report" (spec §3): choose the report, its language and paper (and the Varshphal's
 * year); the chart style is the one on screen. The job is queued at once and lands in Downloads,
 * where it becomes ready to open.
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "#app/ui/toast";
import { errorText } from "#app/client/api";
import { useDataLayer, useDownloads } from "#app/client/hooks";
import { useDisclosure } from "../disclosure";
import { useChartStyle } from "../kundli/chart-style";
import { useSettings } from "../settings/context";
import { Spinner } from "../spinner";
import type { ServerDownload } from "#app/shared/downloads";
import { KUNDLI_REPORT_TYPES, LAST_VARSHPHAL_YEAR, VARSHPHAL_MAX_AGE } from "#app/shared/reports";

const LANGUAGES = ["en", "hi"] as const;
const PAPER_SIZES = ["A4", "Letter", "A5"] as const;

/** A saved Kundli (uid or row id), or a saved pair for the Matchmaking report. */
export type PrintTarget =
  { kundaliId: string | number } | { boyKundaliId: number | string; girlKundaliId: number | string };

/** Options every print request carries (the chart style is the one on screen). */
export interface PrintOptions {
  reportType: string;
  language: string;
  paperSize: string;
  brandingProfileId?: string;
  /** The Varshphal's year. */
  year?: number;
  /** The astrologer's edits, from a report's draft (report-draft.tsx). */
  edits?: unknown;
}

/** Reports an astrologer can edit before printing (the server's EDITABLE_REPORTS, print/reports/edits.ts). */
export const EDITABLE_REPORTS: readonly string[] = ["janam-kundli", "life-report", "phaladesh", "dosha", "gemstone"];

/**
 * Sends a print request (POST /api/print/kundli or /api/print/match) and puts the queued item
 * in Downloads at once; the toast says where to find it. Throws nothing: null on failure (toasted,
 * and given to `onError` when there is one).
 */
export function usePrintRequest(): (
  target: PrintTarget,
  options: PrintOptions,
  onError?: (error: unknown) => void,
) => Promise<ServerDownload | null> {
  const { t } = useTranslation();
  const { api } = useDataLayer();
  const { add } = useDownloads();
  const [chartStyle] = useChartStyle();
  return async (target, { reportType, ...options }, onError) => {
    try {
      const item =
        "boyKundaliId" in target
          ? await api.post<ServerDownload>("/print/match", { ...target, ...options, chartStyle })
          : await api.post<ServerDownload>("/print/kundli", { ...target, reportType, ...options, chartStyle });
      add(item);
      toast.success(t("downloads.queued", { report: item.type || t(`report.types.${reportType}`) }));
      return item;
    } catch (error) {
      toast.error(errorText(error, t));
      onError?.(error);
      return null;
    }
  };
}

export const field =
  "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm text-stone-900 focus-visible:outline-2 focus-visible:outline-brand";

/** Report language and paper size, as every print form asks them. */
export function PrintOptionFields({
  language,
  paperSize,
  onLanguage,
  onPaperSize,
}: {
  language: string;
  paperSize: string;
  /** Null: the language is fixed (a draft is written in one). */
  onLanguage: ((value: string) => void) | null;
  onPaperSize: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {onLanguage && (
        <label className="block text-xs font-medium text-stone-600">
          {t("downloads.language")}
          <select
            aria-label={t("downloads.language")}
            value={language}
            onChange={(e) => onLanguage(e.target.value)}
            className={field}
          >
            {LANGUAGES.map((lng) => (
              <option key={lng} value={lng}>
                {t(`downloads.languages.${lng}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="block text-xs font-medium text-stone-600">
        {t("downloads.paperSize")}
        <select
          aria-label={t("downloads.paperSize")}
          value={paperSize}
          onChange={(e) => onPaperSize(e.target.value)}
          className={field}
        >
          {PAPER_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

/** The years a Varshphal may be printed for, when the year of birth is known. */
export function varshphalYears(birthYear: number | null): { min: number; max: number } | null {
  return birthYear === null || !Number.isInteger(birthYear)
    ? null
    : { min: birthYear, max: Math.min(birthYear + VARSHPHAL_MAX_AGE, LAST_VARSHPHAL_YEAR) };
}

/** This year, or the nearest year the Varshphal may be printed for. */
export function defaultVarshphalYear(birthYear: number | null, now = new Date()): number {
  const year = now.getFullYear();
  const range = varshphalYears(birthYear);
  return range ? Math.min(range.max, Math.max(range.min, year)) : year;
}

/** The Varshphal's year: a number, within the range the server accepts when the year of birth is known. */
export function YearField({
  value,
  onChange,
  birthYear,
}: {
  value: number;
  onChange: (value: number) => void;
  birthYear: number | null;
}) {
  const { t } = useTranslation();
  const range = varshphalYears(birthYear);
  return (
    <label className="block text-xs font-medium text-stone-600">
      {t("downloads.year")}
      <input
        type="number"
        inputMode="numeric"
        aria-label={t("downloads.year")}
        value={Number.isFinite(value) ? value : ""}
        min={range?.min}
        max={range?.max}
        step={1}
        required
        onChange={(e) => onChange(e.target.valueAsNumber)}
        className={field}
      />
      {range && <span className="mt-1 block font-normal text-stone-500">{t("downloads.yearHint", range)}</span>}
    </label>
  );
}

export function PrintReport({ target, birthYear = null }: { target: PrintTarget; birthYear?: number | null }) {
  const { t, i18n } = useTranslation();
  const request = usePrintRequest();
  const [chartStyle] = useChartStyle();
  const { open, close, buttonProps, panelProps } = useDisclosure();
  const isMatch = "boyKundaliId" in target;
  const [reportType, setReportType] = useState<string>(isMatch ? "matchmaking" : "janam-kundli");
  // The screen's language until one is chosen: switching the interface to Hindi switches the default too.
  const [chosenLanguage, setLanguage] = useState<string | null>(null);
  const language = chosenLanguage ?? (i18n.language === "hi" ? "hi" : "en");
  const defaults = useSettings();
  const [paperSize, setPaperSize] = useState<string>(defaults.paper_size);
  const [year, setYear] = useState(() => defaultVarshphalYear(birthYear));
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    const item = await request(target, {
      reportType,
      language,
      paperSize,
      ...(reportType === "varshphal" ? { year } : {}),
    });
    setSending(false);
    if (item) close();
  }

  return (
    <div className="relative inline-block">
      <button
        type="button"
        {...buttonProps}
        className="inline-flex items-center gap-2 rounded-full bg-brand px-4 py-2 text-sm font-semibold text-stone-950 hover:bg-orange-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {t("downloads.print")}
      </button>
      <div
        {...panelProps}
        className="absolute right-0 z-40 mt-2 w-[min(18rem,calc(100vw-2rem))] rounded-2xl border border-stone-200 bg-white p-4 text-left shadow-xl"
      >
        {open && (
          <form onSubmit={onSubmit} aria-label={t("downloads.print")} className="space-y-3">
            {!isMatch && (
              <label className="block text-xs font-medium text-stone-600">
                {t("downloads.reportType")}
                <select
                  aria-label={t("downloads.reportType")}
                  value={reportType}
                  onChange={(e) => setReportType(e.target.value)}
                  className={field}
                >
                  {KUNDLI_REPORT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`report.types.${type}`)}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {!isMatch && reportType === "varshphal" && (
              <YearField value={year} onChange={setYear} birthYear={birthYear} />
            )}
            <PrintOptionFields
              language={language}
              paperSize={paperSize}
              onLanguage={setLanguage}
              onPaperSize={setPaperSize}
            />
            <p className="text-xs text-stone-500">
              {t("downloads.chartStyleNote", { style: t(`downloads.chartStyles.${chartStyle}`) })}
            </p>
            {"kundaliId" in target && EDITABLE_REPORTS.includes(reportType) && (
              <Link
                to={`/main/kundli/${target.kundaliId}/draft?${new URLSearchParams({ report: reportType, language, paper: paperSize })}`}
                className="inline-flex w-full items-center justify-center rounded-full border border-brand px-4 py-2 text-sm font-semibold text-brand-stronger hover:bg-orange-50"
              >
                {t("downloads.draft.open")}
              </Link>
            )}
            <button
              type="submit"
              disabled={sending}
              className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand px-4 py-2 text-sm font-semibold text-stone-950 hover:bg-orange-500 disabled:opacity-60"
            >
              {sending && <Spinner className="size-4" />}
              {sending ? t("downloads.sending") : t("downloads.submit")}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
