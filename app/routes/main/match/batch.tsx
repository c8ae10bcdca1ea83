/**
 * /main/match/batch — batch matching (issue 15): a saved boy or girl against saved Kundlis of the
 * other gender or a CSV of births; the ranked table, each row opening the full match on
 * /main/match, exported as CSV (in the browser) or printed as a PDF (/api/match/batch/pdf).
 * The action runs the same service as POST /api/match/batch (app/server/match/batch-job.server.ts):
 * past SYNC_MAX candidates it queues a job, whose progress the screen polls until the table is ready.
 */
import type { TextsHandle } from "#app/i18n/areas";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, useNavigation } from "react-router";
import { getInstance } from "#app/i18n/i18next.server";
import { requireActor } from "#app/server/accounts/access.server";
import { listKundlis } from "#app/server/accounts/kundalis.server";
import { cloudflareContext } from "#app/server/context.server";
import { ApiError, parseWith } from "#app/server/http.server";
import { submitBatch } from "#app/server/match/batch-job.server";
import { BatchBody, MAX_CANDIDATES, SYNC_MAX } from "#app/server/match/batch.server";
import { MAX_CSV_BYTES, MAX_CSV_ROWS } from "#app/server/match/births-csv.server";
import type { BatchJobStatus } from "#app/shared/match/batch-job";
import { GENDER_OF, OTHER, type PartnerSide } from "#app/shared/match/sides";
import { batchColumns, batchCsv, type BatchAnswer, type BatchRejection } from "#app/shared/match/batch-table";
import { buttonVariants } from "#app/ui/button";
import { FileInput } from "#app/ui/file-input";
import { Screen } from "#app/ui/shell/screen";
import { Spinner } from "#app/ui/spinner";
import type { Route } from "./+types/batch";

/** The text areas this screen shows beyond the core (docs/decisions/0037). */
export const handle: TextsHandle = { texts: ["batch", "match"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireActor(request, env);
  const saved = (await listKundlis(env, actor.uid)).map((k) => ({
    id: k.id,
    name: k.name,
    gender: k.gender,
    date: k.date,
  }));
  return {
    saved,
    limits: { candidates: MAX_CANDIDATES, sync: SYNC_MAX, rows: MAX_CSV_ROWS, kib: MAX_CSV_BYTES / 1024 },
  };
}

export type BatchActionData =
  | { ok: true; answer: BatchAnswer; request: BatchBody }
  | { ok: true; job: BatchJobStatus; request: Omit<BatchBody, "csv"> & { csv?: "" } }
  | { ok: false; error: string; field?: string; rejected?: BatchRejection[] };

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireActor(request, env);
  const t = getInstance(context).t;
  const form = await request.formData();
  try {
    let csv: string | undefined;
    if (form.get("source") === "csv") {
      const file = form.get("csv");
      if (!(file instanceof File) || file.size === 0)
        throw new ApiError(400, "required", "batch.errors.csvRequired", "csv");
      if (file.size > MAX_CSV_BYTES)
        throw new ApiError(413, "payload_too_large", "batch.errors.csvTooLarge", "csv", { kib: MAX_CSV_BYTES / 1024 });
      try {
        csv = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
      } catch {
        throw new ApiError(400, "invalid_csv", "batch.errors.notCsv", "csv");
      }
    }
    const body = parseWith(BatchBody, {
      side: form.get("side"),
      profileId: Number(form.get("profileId")) || undefined,
      ...(csv === undefined ? { candidateIds: form.getAll("candidateIds").map(Number) } : { csv }),
    });
    const submitted = await submitBatch(env, actor, body, t);
    if ("job" in submitted)
      // The CSV stays with the job: the form only needs to know that it was one.
      return data<BatchActionData>(
        { ok: true, job: submitted.job, request: { ...body, csv: body.csv === undefined ? undefined : "" } },
        { status: 202 },
      );
    return data<BatchActionData>({ ok: true, answer: submitted.answer, request: body });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data<BatchActionData>(
      {
        ok: false,
        error: error.status >= 500 ? t("batch.errors.failed") : t(error.messageKey, error.params),
        ...(error.field ? { field: error.field } : {}),
        ...(Array.isArray(error.details?.rows) ? { rejected: error.details.rows as BatchRejection[] } : {}),
      },
      { status: error.status },
    );
  }
}

export default function BatchMatching({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const result = actionData as BatchActionData | undefined;
  // After a batch, the form shows what it was asked (also when the post went without script).
  const asked = result?.ok ? result.request : undefined;
  const [side, setSide] = useState<PartnerSide>(asked?.side ?? "boy");
  const [source, setSource] = useState<"saved" | "csv">(asked?.csv !== undefined ? "csv" : "saved");
  const [filter, setFilter] = useState("");
  const [chosen, setChosen] = useState<Set<number>>(new Set(asked?.candidateIds ?? []));
  const other = OTHER[side];
  const profiles = loaderData.saved.filter((k) => k.gender === GENDER_OF[side]);
  const candidates = loaderData.saved.filter((k) => k.gender === GENDER_OF[other]);
  const shown = candidates.filter((k) => k.name.toLowerCase().includes(filter.trim().toLowerCase()));
  const { limits } = loaderData;
  const radio = "size-4 accent-brand-strong";
  const button =
    "rounded-lg bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50";

  return (
    <Screen title={t("batch.title")} lead={t("batch.lead")}>
      <div className="space-y-8">
        <Form
          method="post"
          encType="multipart/form-data"
          noValidate
          className="space-y-5"
          aria-busy={pending || undefined}
        >
          <fieldset className="space-y-2 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
            <legend className="px-1 text-lg font-semibold text-stone-900">{t("batch.form.side")}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {(["boy", "girl"] as const).map((s) => (
                <label key={s} className="inline-flex items-center gap-2">
                  <input
                    type="radio"
                    name="side"
                    value={s}
                    checked={side === s}
                    onChange={() => (setSide(s), setChosen(new Set()))}
                    className={radio}
                  />
                  {t(s === "boy" ? "batch.form.sideBoy" : "batch.form.sideGirl")}
                </label>
              ))}
            </div>
            <label className="block pt-2">
              <span className="mb-1 block text-sm font-medium text-stone-700">{t(`batch.form.profile.${side}`)}</span>
              <select
                name="profileId"
                key={side}
                defaultValue={asked && asked.side === side ? String(asked.profileId) : ""}
                className="w-full max-w-md rounded-lg border border-stone-300 bg-white px-3 py-2"
              >
                <option value="">{t("batch.form.choose")}</option>
                {profiles.map((k) => (
                  <option key={k.id} value={k.id}>
                    {k.name} · {k.date}
                  </option>
                ))}
              </select>
              {profiles.length === 0 && (
                <span className="mt-1 block text-sm text-stone-500">{t("batch.form.noProfiles")}</span>
              )}
            </label>
          </fieldset>

          <fieldset className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
            <legend className="px-1 text-lg font-semibold text-stone-900">{t("batch.form.source")}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {(["saved", "csv"] as const).map((s) => (
                <label key={s} className="inline-flex items-center gap-2">
                  <input
                    type="radio"
                    name="source"
                    value={s}
                    checked={source === s}
                    onChange={() => setSource(s)}
                    className={radio}
                  />
                  {t(s === "saved" ? "batch.form.sourceSaved" : "batch.form.sourceCsv")}
                </label>
              ))}
            </div>
            {source === "saved" ? (
              candidates.length === 0 ? (
                <p className="text-sm text-stone-500">{t("batch.form.noCandidates")}</p>
              ) : (
                <div className="space-y-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <input
                      type="search"
                      value={filter}
                      onChange={(e) => setFilter(e.target.value)}
                      placeholder={t("batch.form.filter")}
                      aria-label={t("batch.form.filter")}
                      className="min-w-0 flex-1 rounded-lg border border-stone-300 px-3 py-1.5 sm:max-w-xs"
                    />
                    <button
                      type="button"
                      className={button}
                      onClick={() =>
                        setChosen(new Set([...chosen, ...shown.slice(0, limits.candidates).map((k) => k.id)]))
                      }
                    >
                      {t("batch.form.selectAll")}
                    </button>
                    <button type="button" className={button} onClick={() => setChosen(new Set())}>
                      {t("batch.form.selectNone")}
                    </button>
                    <span className="text-sm text-stone-600" aria-live="polite">
                      {t("batch.form.selected", { count: chosen.size })}
                    </span>
                  </div>
                  <ul className="max-h-64 divide-y divide-stone-100 overflow-y-auto rounded-lg border border-stone-200">
                    {shown.map((k) => (
                      <li key={k.id}>
                        <label className="flex items-center gap-3 px-3 py-2">
                          <input
                            type="checkbox"
                            name="candidateIds"
                            value={k.id}
                            checked={chosen.has(k.id)}
                            onChange={(e) => {
                              const next = new Set(chosen);
                              if (e.target.checked) next.add(k.id);
                              else next.delete(k.id);
                              setChosen(next);
                            }}
                            className="size-4 accent-brand-strong"
                          />
                          <span className="min-w-0 flex-1 truncate">{k.name}</span>
                          <span className="text-sm text-stone-500 tabular-nums">{k.date}</span>
                        </label>
                      </li>
                    ))}
                  </ul>
                </div>
              )
            ) : (
              <div className="space-y-2">
                <FileInput
                  id="batch-csv"
                  name="csv"
                  accept=".csv,text/csv"
                  label={t("batch.form.csvFile", { rows: limits.rows.toLocaleString("en-IN"), kib: limits.kib })}
                  labelClassName="mb-1 block text-sm font-medium text-stone-700"
                />
                <p className="text-sm leading-relaxed text-stone-600">{t("batch.form.csvHelp")}</p>
                <p className="text-sm leading-relaxed text-stone-600">
                  {t("batch.form.queuedNote", { sync: limits.sync })}
                </p>
                <a
                  href="/api/match/batch/template"
                  download
                  className="inline-block text-sm font-semibold text-brand-strong underline"
                >
                  {t("batch.form.template")}
                </a>
              </div>
            )}
          </fieldset>

          {result && !result.ok && (
            <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {result.error}
            </div>
          )}
          <button
            type="submit"
            disabled={pending}
            className="inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand-strong px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-stronger focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-wait disabled:opacity-80 sm:w-auto"
          >
            {pending && <Spinner className="size-5" />}
            {pending ? t("batch.form.running") : t("batch.form.submit")}
          </button>
        </Form>
        {result && !result.ok && result.rejected && <Rejected rows={result.rejected} />}
        {result?.ok && "job" in result && <BatchJob key={result.job.id} job={result.job} />}
        {result?.ok && "answer" in result && (
          <BatchResult
            answer={result.answer}
            pdf={(language) =>
              fetch(`/api/match/batch/pdf?lang=${language}`, {
                method: "POST",
                headers: { "Content-Type": "application/json" },
                body: JSON.stringify(result.request),
              })
            }
          />
        )}
      </div>
    </Screen>
  );
}

function Rejected({ rows }: { rows: BatchRejection[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="batch-rejected" className="rounded-2xl border border-amber-200 bg-amber-50 p-4">
      <h2 id="batch-rejected" className="font-semibold text-amber-900">
        {t("batch.rejected.title", { count: rows.length })}
      </h2>
      <ul className="mt-2 space-y-1 text-sm text-amber-900" data-rejected>
        {rows.map((r, i) => (
          <li key={i}>
            <strong>
              {r.line !== undefined
                ? t("batch.table.line", { line: r.line })
                : t("batch.table.saved", { id: r.kundliId })}
            </strong>
            {r.column && <span className="font-mono"> · {r.column}</span>} · {r.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

function download(name: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** How often a queued job's progress is read. */
const POLL_MS = 1_000;

/** A queued batch: its progress, read every POLL_MS, then its table. */
function BatchJob({ job: queued }: { job: BatchJobStatus }) {
  const { t } = useTranslation();
  const [job, setJob] = useState(queued);
  const [answer, setAnswer] = useState<BatchAnswer>();
  const [lost, setLost] = useState(false);
  const url = `/api/match/batch/jobs/${queued.id}`;
  useEffect(() => {
    if (answer || job.status === "failed") return;
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(url, { headers: { Accept: "application/json" } });
        if (!res.ok) throw new Error(String(res.status));
        const body = (await res.json()) as { job: BatchJobStatus; answer?: BatchAnswer };
        setLost(false);
        setJob(body.job);
        if (body.answer) setAnswer(body.answer);
      } catch {
        setLost(true);
        setJob((j) => ({ ...j }));
      }
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [url, job, answer]);
  if (answer) return <BatchResult answer={answer} pdf={(language) => fetch(`${url}/pdf?lang=${language}`)} />;
  const percent = Math.floor((100 * job.done) / job.total);
  return (
    <section
      aria-labelledby="batch-job"
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5"
      data-batch-job
    >
      <h2 id="batch-job" className="text-lg font-semibold text-stone-900">
        {t("batch.job.title")}
      </h2>
      {job.status === "failed" ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {t("batch.job.failed")}
        </p>
      ) : (
        <>
          <p className="text-sm leading-relaxed text-stone-600">
            {t("batch.job.queued", { total: job.total.toLocaleString("en-IN") })}
          </p>
          <div
            role="progressbar"
            aria-label={t("batch.job.title")}
            aria-valuemin={0}
            aria-valuemax={job.total}
            aria-valuenow={job.done}
            className="h-3 w-full overflow-hidden rounded-full bg-stone-200"
          >
            <div className="h-full rounded-full bg-brand-strong transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-sm font-medium text-stone-800 tabular-nums" aria-live="polite">
            {t("batch.job.progress", {
              done: job.done.toLocaleString("en-IN"),
              total: job.total.toLocaleString("en-IN"),
            })}
          </p>
          {lost && <p className="text-sm text-amber-800">{t("batch.job.lost")}</p>}
        </>
      )}
    </section>
  );
}

/** The sticky name column's right edge, kept while the other columns scroll under it. */
const NAME_EDGE = "shadow-[inset_-1px_0_0_var(--color-stone-200)]";

function BatchResult({ answer, pdf }: { answer: BatchAnswer; pdf: (language: "en" | "hi") => Promise<Response> }) {
  const { t, i18n } = useTranslation();
  const columns = useMemo(() => batchColumns(t, answer), [t, answer]);
  const [printing, setPrinting] = useState(false);
  const [pdfFailed, setPdfFailed] = useState(false);
  const language = i18n.language === "hi" ? "hi" : "en";
  const printPdf = async () => {
    setPrinting(true);
    setPdfFailed(false);
    try {
      const res = await pdf(language);
      if (!res.ok) throw new Error(String(res.status));
      download(`batch-match-${answer.profile.id}.pdf`, await res.blob());
    } catch {
      setPdfFailed(true);
    } finally {
      setPrinting(false);
    }
  };
  const button = buttonVariants({ variant: "secondary", size: "sm", className: "gap-2 disabled:cursor-wait" });
  return (
    <section aria-labelledby="batch-result" className="space-y-4" data-batch-result>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="batch-result" className="text-xl font-semibold text-stone-900">
          {t("batch.results.summary", { name: answer.profile.name, count: answer.rows.length.toLocaleString("en-IN") })}
        </h2>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={button}
            onClick={() =>
              download(`batch-match-${answer.profile.id}.csv`, new Blob([batchCsv(t, answer)], { type: "text/csv" }))
            }
          >
            {t("batch.results.exportCsv")}
          </button>
          <button type="button" className={button} onClick={printPdf} disabled={printing}>
            {printing && <Spinner className="size-4" />}
            {printing ? t("batch.results.printing") : t("batch.results.printPdf")}
          </button>
        </div>
      </div>
      {pdfFailed && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {t("batch.results.pdfFailed")}
        </p>
      )}
      <Rejected rows={answer.rejected} />
      <div className="relative max-w-full overflow-x-auto rounded-2xl border border-stone-200 bg-white">
        {/* One line per row: a wrapped dosha note made some rows two or three lines high, and the
            ranks hard to follow across 16 columns. The card scrolls sideways, the name stays. */}
        <table className="min-w-full text-sm whitespace-nowrap">
          <caption className="px-3 pt-3 text-left text-sm text-stone-600">{t("batch.table.caption")}</caption>
          <thead>
            <tr className="border-b border-stone-200 text-left text-stone-700">
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={`px-3 py-2 align-bottom font-semibold ${c.numeric ? "text-right" : ""} ${c.key === "name" ? `sticky left-0 bg-white ${NAME_EDGE}` : ""}`}
                >
                  {c.header}
                </th>
              ))}
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">{t("batch.table.open")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {answer.rows.map((r) => (
              <tr
                key={`${r.kundliId ?? ""}-${r.line ?? ""}-${r.index}`}
                className="border-b border-stone-100 bg-white even:bg-stone-50"
                data-tier={r.tier}
              >
                {columns.map((c) =>
                  c.key === "name" ? (
                    <th
                      key={c.key}
                      scope="row"
                      className={`sticky left-0 bg-inherit px-3 py-2 text-left font-medium text-stone-900 ${NAME_EDGE}`}
                    >
                      <Link
                        to={r.link}
                        title={c.cell(r)}
                        className="block max-w-[9rem] truncate hover:underline sm:max-w-[16rem]"
                      >
                        {c.cell(r)}
                      </Link>
                    </th>
                  ) : (
                    <td
                      key={c.key}
                      className={`px-3 py-2 ${c.numeric ? "text-right tabular-nums" : ""} ${c.key === "total" ? "font-bold" : ""}`}
                    >
                      {c.cell(r)}
                    </td>
                  ),
                )}
                <td className="px-3 py-2 whitespace-nowrap">
                  <Link to={r.link} className="font-semibold text-brand-strong underline">
                    {t("batch.table.open")}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-stone-500">{t("match.results.note")}</p>
    </section>
  );
}
