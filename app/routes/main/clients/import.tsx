/**
 * /main/clients/import — import clients from a CSV file or Jagannatha Hora files, and export
 * them (docs/client-import-export.md). A file is first checked (nothing written) and every row's
 * result shown; "Import N rows" then writes the rows that passed. The checked file travels in
 * the confirming form, so the screen keeps no state and works before script loads.
 */
import type { TextsHandle } from "#app/i18n/areas";
import { useTranslation } from "react-i18next";
import { data, Form, Link, useNavigation } from "react-router";
import { requireActor } from "#app/server/accounts/access.server";
import {
  csvItems,
  digest,
  jhdItems,
  MAX_CSV_BYTES,
  MAX_CSV_ROWS,
  MAX_JHD_BYTES,
  MAX_JHD_FILES,
  runImport,
} from "#app/server/clients/import.server";
import { CSV_UPLOAD, JHD_UPLOAD, readUpload } from "#app/server/clients/upload.server";
import { cloudflareContext } from "#app/server/context.server";
import { ApiError } from "#app/server/http.server";
import { Button, buttonVariants } from "#app/ui/button";
import { INPUT } from "#app/ui/clients/forms";
import type { ImportReport } from "#app/shared/clients/import-report";
import { ImportRows } from "#app/ui/clients/import-report";
import { FileInput } from "#app/ui/file-input";
import { Screen } from "#app/ui/shell/screen";
import { Spinner } from "#app/ui/spinner";
import type { Route } from "./+types/import";

/**
 * The text areas this screen shows beyond the core (docs/decisions/0037); `calc` for the rows'
 * messages, keys the server's checks give (app/server/clients/import.server.ts).
 */
export const handle: TextsHandle = { texts: ["accounts", "calc", "clients", "clientsIo", "privacy", "wallet"] };

type Kind = "csv" | "jhd";
type Outcome =
  | {
      ok: true;
      kind: Kind;
      committed: boolean;
      report: ImportReport;
      files: { name: string; text: string }[];
      gender?: string;
    }
  | { ok: false; kind: Kind; error: string; params?: Record<string, unknown> };

export function loader() {
  return { limits: { rows: MAX_CSV_ROWS, kib: MAX_CSV_BYTES / 1024, files: MAX_JHD_FILES } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireActor(request, env);
  const intent = new URL(request.url).searchParams.get("intent") ?? "";
  const kind: Kind = intent.startsWith("jhd") ? "jhd" : "csv";
  try {
    let files: { name: string; text: string }[];
    let gender: string | undefined;
    if (intent === "csv-check" || intent === "jhd-check") {
      const upload = await readUpload(
        request,
        kind === "csv" ? CSV_UPLOAD(MAX_CSV_BYTES) : JHD_UPLOAD(MAX_JHD_BYTES, MAX_JHD_FILES),
      );
      files = upload.files;
      gender = upload.fields.gender;
    } else {
      // the confirming form carries the checked files back; bounded as an upload is
      if (!(Number(request.headers.get("Content-Length") ?? "NaN") <= 3 * MAX_CSV_BYTES))
        throw new ApiError(413, "payload_too_large", "clientsIo.tooLarge", "file", { kib: MAX_CSV_BYTES / 1024 });
      const form = await request.formData();
      const names = form.getAll("name").map(String);
      files = form.getAll("text").map((text, i) => ({ name: names[i] ?? "", text: String(text) }));
      gender = String(form.get("gender") ?? "") || undefined;
      if (files.length === 0 || files.length > (kind === "csv" ? 1 : MAX_JHD_FILES))
        throw new ApiError(400, "required", "clientsIo.noFile", "file");
    }
    if (kind === "jhd" && gender !== "male" && gender !== "female")
      throw new ApiError(400, "required", "clientsIo.genderRequired", "gender");
    const items = kind === "csv" ? csvItems(files[0]!.text) : jhdItems(files, gender as "male" | "female");
    const committed = intent.endsWith("commit");
    const report = await runImport(
      env,
      actor.uid,
      items,
      committed,
      await digest(files.map((f) => f.text).join("\u0000")),
    );
    return { ok: true, kind, committed, report, files, ...(gender ? { gender } : {}) } satisfies Outcome;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data(
      { ok: false, kind, error: error.messageKey, ...(error.params ? { params: error.params } : {}) } satisfies Outcome,
      {
        status: error.status,
      },
    );
  }
}

const SECONDARY = buttonVariants({ variant: "secondary" });
const CARD = "rounded-2xl border border-stone-200 bg-white p-4";

function Submit({ intent, label }: { intent: string; label: string }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction?.includes(`intent=${intent}`);
  return (
    <Button type="submit" disabled={pending} className="w-full gap-2 py-3 sm:w-auto">
      {pending && <Spinner className="size-4" />}
      {label}
    </Button>
  );
}

function Outcome({ outcome }: { outcome: Extract<Outcome, { ok: true }> }) {
  const { t } = useTranslation();
  const { report, committed, kind } = outcome;
  const { rows, ready, written, failed, duplicates } = report;
  const counts = { rows, ready, written, failed, duplicates };
  return (
    <section aria-labelledby="import-result" className="mb-6">
      <h2 id="import-result" className="text-lg font-semibold text-stone-900">
        {committed ? t("clientsIo.done.title") : t("clientsIo.preview.title")}
      </h2>
      <p role="status" className="mt-1 text-stone-700">
        {t(committed ? "clientsIo.done.summary" : "clientsIo.preview.summary", { ...counts })}
      </p>
      {!committed && report.kundlis > 0 && (
        <p className="mt-1 text-sm text-stone-600">{t("clientsIo.preview.kundlis", { count: report.kundlis })}</p>
      )}
      {!committed && report.failed > 0 && (
        <p className="mt-1 text-sm text-stone-600">{t("clientsIo.preview.skipNote")}</p>
      )}
      <ImportRows report={report} byFile={kind === "jhd"} />
      {!committed &&
        (report.ready > 0 ? (
          <Form method="post" action={`?intent=${kind}-commit`} className="mt-3">
            {outcome.files.map((f) => (
              <span key={f.name} hidden>
                <input type="hidden" name="name" value={f.name} />
                <textarea name="text" defaultValue={f.text} hidden readOnly />
              </span>
            ))}
            {outcome.gender && <input type="hidden" name="gender" value={outcome.gender} />}
            <Submit intent={`${kind}-commit`} label={t("clientsIo.preview.confirm", { count: report.ready })} />
          </Form>
        ) : (
          <p className="mt-3 rounded-xl bg-stone-50 p-3 text-stone-700">{t("clientsIo.preview.nothing")}</p>
        ))}
      {committed && (
        <Link to="/main/clients" className={`${SECONDARY} mt-3`}>
          {t("clientsIo.done.toClients")}
        </Link>
      )}
    </section>
  );
}

export default function ClientsImport({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { limits } = loaderData;
  const outcome = actionData as Outcome | undefined;
  const failed = (kind: Kind) =>
    outcome && !outcome.ok && outcome.kind === kind ? (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        {t(outcome.error, outcome.params)}
      </p>
    ) : null;
  return (
    <Screen title={t("clientsIo.title")} lead={t("clientsIo.lead")}>
      {outcome?.ok && <Outcome outcome={outcome} />}
      <div className="grid gap-4 lg:grid-cols-2">
        <section className={CARD} aria-labelledby="csv-title">
          <h2 id="csv-title" className="font-semibold text-stone-900">
            {t("clientsIo.csv.title")}
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            {t("clientsIo.csv.help", { max: limits.rows, kib: limits.kib })}
          </p>
          <a
            href="/api/clients/template"
            download
            className="mt-2 inline-block font-medium text-brand-strong underline"
          >
            {t("clientsIo.csv.template")}
          </a>
          <Form method="post" action="?intent=csv-check" encType="multipart/form-data" className="mt-3 grid gap-3">
            {failed("csv")}
            <FileInput id="csv-file" name="file" required accept=".csv,text/csv" label={t("clientsIo.csv.file")} />
            <Submit intent="csv-check" label={t("clientsIo.csv.check")} />
          </Form>
        </section>
        <section className={CARD} aria-labelledby="jhd-title">
          <h2 id="jhd-title" className="font-semibold text-stone-900">
            {t("clientsIo.jhd.title")}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{t("clientsIo.jhd.help", { max: limits.files })}</p>
          <Form method="post" action="?intent=jhd-check" encType="multipart/form-data" className="mt-3 grid gap-3">
            {failed("jhd")}
            <FileInput id="jhd-files" name="file" multiple required accept=".jhd" label={t("clientsIo.jhd.files")} />
            <label className="text-sm font-medium text-stone-800" htmlFor="jhd-gender">
              {t("clientsIo.jhd.gender")}
            </label>
            <select id="jhd-gender" name="gender" required defaultValue="" className={INPUT}>
              <option value="" disabled>
                —
              </option>
              <option value="male">{t("clientsIo.jhd.male")}</option>
              <option value="female">{t("clientsIo.jhd.female")}</option>
            </select>
            <Submit intent="jhd-check" label={t("clientsIo.jhd.check")} />
          </Form>
        </section>
        <section className={`${CARD} lg:col-span-2`} aria-labelledby="export-title">
          <h2 id="export-title" className="font-semibold text-stone-900">
            {t("clientsIo.export.title")}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{t("clientsIo.export.help")}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <a href="/api/clients/export?format=csv" download className={SECONDARY}>
              {t("clientsIo.export.csv")}
            </a>
            <a href="/api/clients/export?format=json" download className={SECONDARY}>
              {t("clientsIo.export.json")}
            </a>
          </div>
        </section>
      </div>
    </Screen>
  );
}
