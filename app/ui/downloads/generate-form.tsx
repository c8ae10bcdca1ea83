/**
 * The Generate panel's form (generate-report.tsx): the report, a saved Kundli or a saved pair,
 * the language, paper and branding profile; Generate queues it and polls until it is made.
 * Its own chunk, loaded when the panel first opens: no screen's first load carries it.
 */
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDataLayer, useKundlis } from "#app/client/hooks";
import type { KundliRecord } from "#app/shared/accounts/kundli-record";
import { Spinner } from "../spinner";
import { useOpenDownload } from "./open-download";
import {
  defaultVarshphalYear,
  field,
  PrintOptionFields,
  usePrintRequest,
  YearField,
  type PrintTarget,
} from "./print-report";
import { isRunning, type JobStatus, type ServerDownload } from "#app/shared/downloads";
import type { ReportType } from "#app/shared/reports";
import { useSettings } from "../settings/context";

/** The spec's Generate buttons, in its order; "janam-kundli" is its "Kundli". */
export const GENERATE_REPORTS = [
  "janam-kundli",
  "life-report",
  "matchmaking",
  "numerology",
  "gemstone",
  "dosha",
  "phaladesh",
  "varshphal",
] as const satisfies readonly ReportType[];

const POLL_MS = 2000;

interface BrandingOption {
  uid: string;
  name: string;
  is_connected: boolean;
}

function KundliSelect({
  label,
  value,
  onChange,
  kundlis,
}: {
  label: string;
  value: string;
  onChange: (uid: string) => void;
  kundlis: readonly KundliRecord[];
}) {
  const { t } = useTranslation();
  return (
    <label className="block text-xs font-medium text-stone-600">
      {label}
      <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} required className={field}>
        <option value="">{t("downloads.generate.choose")}</option>
        {kundlis.map((k) => (
          <option key={k.uid} value={k.uid}>
            {[k.name, typeof k.date === "string" ? k.date : ""].filter(Boolean).join(" · ")}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The job's state after Generate, polled until it is ready or failed. */
function useJobStatus(id: string | null): JobStatus | null {
  const { api } = useDataLayer();
  const [status, setStatus] = useState<{ id: string; status: JobStatus } | null>(null);
  const current = status && status.id === id ? status.status : id ? "queued" : null;
  const poll = useCallback(async () => {
    if (!id) return;
    try {
      const answer = await api.get<{ data: ServerDownload[] }>("/downloads", { dedupeKey: null });
      const item = answer.data.find((d) => d.id === id);
      setStatus({ id, status: item?.status ?? "cancelled" });
    } catch {
      // A failed poll is tried again at the next tick.
    }
  }, [api, id]);
  useEffect(() => {
    if (!id || (current && !isRunning({ status: current }))) return;
    const timer = window.setInterval(() => void poll(), POLL_MS);
    return () => window.clearInterval(timer);
  }, [id, current, poll]);
  return current;
}

export function GenerateForm({ open }: { open: boolean }) {
  const { t, i18n } = useTranslation();
  const { api } = useDataLayer();
  const kundlis = useKundlis();
  const request = usePrintRequest();
  const openDownload = useOpenDownload();
  const [reportType, setReportType] = useState<string>("janam-kundli");
  const [kundaliId, setKundaliId] = useState("");
  const [boyId, setBoyId] = useState("");
  const [girlId, setGirlId] = useState("");
  // The screen's language until one is chosen: switching the interface to Hindi switches the default too.
  const [chosenLanguage, setLanguage] = useState<string | null>(null);
  const language = chosenLanguage ?? (i18n.language === "hi" ? "hi" : "en");
  const defaults = useSettings();
  const [paperSize, setPaperSize] = useState<string>(defaults.paper_size);
  const [brandingProfileId, setBrandingProfileId] = useState("");
  const [profiles, setProfiles] = useState<BrandingOption[]>([]);
  const [year, setYear] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const status = useJobStatus(jobId);
  const isMatch = reportType === "matchmaking";
  const saved = kundlis.data ?? [];
  const boys = saved.filter((k) => k.gender !== "female");
  const girls = saved.filter((k) => k.gender !== "male");
  // The Varshphal's year: this year (within the chosen Kundli's range) until one is typed.
  const chosenDate = saved.find((k) => k.uid === kundaliId)?.date;
  const birthYear =
    typeof chosenDate === "string" && /^\d{4}-/.test(chosenDate) ? Number(chosenDate.slice(0, 4)) : null;
  const varshphalYear = year ?? defaultVarshphalYear(birthYear);

  useEffect(() => {
    if (!open) return;
    let live = true;
    api
      .post<{ data: BrandingOption[] }>("/user/get-branding-profiles", {}, { dedupeKey: null })
      .then((answer) => {
        if (live) setProfiles(answer.data);
      })
      .catch(() => {
        // Without the list the connected profile (or none) is printed, as the default says.
      });
    return () => {
      live = false;
    };
  }, [api, open]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target: PrintTarget = isMatch ? { boyKundaliId: boyId, girlKundaliId: girlId } : { kundaliId };
    setSending(true);
    setJobId(null);
    const item = await request(target, {
      reportType,
      language,
      paperSize,
      ...(brandingProfileId ? { brandingProfileId } : {}),
      ...(reportType === "varshphal" ? { year: varshphalYear } : {}),
    });
    setSending(false);
    if (item) setJobId(item.id);
  }

  const generating = sending || (status !== null && isRunning({ status }));
  const choose = (setter: (v: string) => void) => (value: string) => {
    setter(value);
    setJobId(null);
  };

  return (
    <form onSubmit={onSubmit} aria-label={t("downloads.generate.title")} className="space-y-3">
      <fieldset>
        <legend className="text-xs font-medium text-stone-600">{t("downloads.reportType")}</legend>
        <div className="mt-1 flex flex-wrap gap-1.5">
          {GENERATE_REPORTS.map((type) => (
            <label
              key={type}
              className="cursor-pointer rounded-full border border-stone-300 px-2.5 py-1 text-xs font-medium text-stone-700 has-checked:border-brand has-checked:bg-orange-50 has-checked:text-stone-950 has-focus-visible:outline-2 has-focus-visible:outline-brand"
            >
              <input
                type="radio"
                name="reportType"
                value={type}
                checked={reportType === type}
                onChange={() => choose(setReportType)(type)}
                className="sr-only"
              />
              {t(`downloads.generate.types.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {saved.length === 0 ? (
        <p className="rounded-lg bg-stone-50 p-2 text-xs leading-relaxed text-stone-600">
          {kundlis.loading ? t("downloads.generate.loadingKundlis") : t("downloads.generate.noKundlis")}{" "}
          <Link to="/main/kundli" className="font-semibold text-brand-stronger underline">
            {t("downloads.generate.newKundli")}
          </Link>
        </p>
      ) : isMatch ? (
        <>
          <KundliSelect label={t("downloads.generate.boy")} value={boyId} onChange={choose(setBoyId)} kundlis={boys} />
          <KundliSelect
            label={t("downloads.generate.girl")}
            value={girlId}
            onChange={choose(setGirlId)}
            kundlis={girls}
          />
        </>
      ) : (
        <KundliSelect
          label={t("downloads.generate.kundli")}
          value={kundaliId}
          onChange={choose(setKundaliId)}
          kundlis={saved}
        />
      )}
      {reportType === "varshphal" && saved.length > 0 && (
        <YearField
          value={varshphalYear}
          onChange={(value) => {
            setYear(value);
            setJobId(null);
          }}
          birthYear={birthYear}
        />
      )}
      <div className="grid grid-cols-2 gap-2">
        <PrintOptionFields
          language={language}
          paperSize={paperSize}
          onLanguage={setLanguage}
          onPaperSize={setPaperSize}
        />
      </div>
      <label className="block text-xs font-medium text-stone-600">
        {t("downloads.generate.branding")}
        <select
          aria-label={t("downloads.generate.branding")}
          value={brandingProfileId}
          onChange={(e) => setBrandingProfileId(e.target.value)}
          className={field}
        >
          <option value="">{t("downloads.generate.connected")}</option>
          {profiles.map((p) => (
            <option key={p.uid} value={p.uid}>
              {p.is_connected ? t("downloads.generate.connectedName", { name: p.name }) : p.name}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        disabled={generating || saved.length === 0}
        className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand px-4 py-2 text-sm font-semibold text-stone-950 hover:bg-orange-500 disabled:opacity-60"
      >
        {generating && <Spinner className="size-4" />}
        {generating ? t("downloads.generate.generating") : t("downloads.generate.submit")}
      </button>
      {jobId && status === "ready" && (
        <button
          type="button"
          onClick={() => void openDownload(jobId)}
          className="inline-flex w-full items-center justify-center gap-2 rounded-full border border-brand px-4 py-2 text-sm font-semibold text-brand-stronger hover:bg-orange-50"
        >
          {t("downloads.generate.result")}
        </button>
      )}
      {jobId && (status === "failed" || status === "cancelled") && (
        <p role="alert" className="text-xs text-red-700">
          {t("downloads.generate.failed")}
        </p>
      )}
    </form>
  );
}
