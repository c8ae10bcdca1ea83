/**
 * Client import and export (issue 15; docs/client-import-export.md). Who is reached is the
 * clients' rule (app/routes/api/clients.ts); `user_id` names another astrologer the caller may
 * act for (403 otherwise).
 *
 * - POST /api/clients/import — a CSV file: multipart/form-data (`file`, `mode`, `user_id`) or the
 *   file as a text/csv body (`?mode=&user_id=`). mode=preview (default) writes nothing;
 *   mode=commit writes the rows that pass. → {status, data: {rows, ready, written, duplicates,
 *   failed, kundlis, results: [{row, status, name, kundli_name?, field?, code?, message?}]}}
 *   A file that is not CSV, too large or with unknown columns: 4xx, nothing written.
 * - POST /api/clients/import-jhd — Jagannatha Hora files: multipart (`file` up to 20 times,
 *   `gender`: male|female, `mode`, `user_id`) → the same answer, one result per file.
 * - GET /api/clients/export?format=csv|json[&user_id=] — a download of the clients and their
 *   Kundlis (JSON: consultations too).
 * - GET /api/clients/template — the CSV template: the header and two example rows.
 */
import { z } from "zod";
import { actFor } from "#app/server/accounts/access.server";
import { apiAction, apiLoader } from "#app/server/api/route.server";
import { uidField } from "#app/shared/accounts/fields";
import { exportClients, exportCsv } from "#app/server/clients/export.server";
import {
  csvItems,
  digest,
  jhdItems,
  MAX_CSV_BYTES,
  MAX_JHD_BYTES,
  MAX_JHD_FILES,
  runImport,
} from "#app/server/clients/import.server";
import type { ImportReport } from "#app/shared/clients/import-report";
import { TEMPLATE_CSV } from "#app/server/clients/template";
import { CSV_UPLOAD, JHD_UPLOAD, readUpload } from "#app/server/clients/upload.server";
import { ApiError, jsonResponse, parseWith } from "#app/server/http.server";
import { getInstance } from "#app/i18n/i18next.server";

const Options = z.strictObject({
  mode: z.enum(["preview", "commit"], { error: "accounts.invalidChoice" }).optional(),
  user_id: uidField.optional(),
  gender: z.enum(["male", "female"], { error: "accounts.invalidGender" }).optional(),
});
const ExportQuery = z.strictObject({
  format: z.enum(["csv", "json"], { error: "accounts.invalidChoice" }),
  user_id: uidField.optional(),
});

/** The report with each refusal's reason in the request's language. */
function translated(report: ImportReport, t: (key: string, params?: Record<string, unknown>) => string) {
  return {
    ...report,
    results: report.results.map(({ messageKey, params, ...r }) => ({
      ...r,
      ...(messageKey ? { code: messageKey.split(".").pop(), message: t(messageKey, params) } : {}),
    })),
  };
}

/** The last segment of the path: import, import-jhd, export or template (routes.ts). */
const opOf = (request: Request) => new URL(request.url).pathname.split("/").pop();

function download(body: string, type: string, name: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": `${type}; charset=utf-8`,
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export const loader = apiLoader({
  auth: "actor",
  async handler({ request, env, actor }) {
    const op = opOf(request);
    if (op === "template") return download(TEMPLATE_CSV, "text/csv", "kundli-studio-clients-template.csv");
    if (op !== "export") throw new ApiError(405, "method_not_allowed", "errors.methodNotAllowed");
    const query = parseWith(ExportQuery, Object.fromEntries(new URL(request.url).searchParams));
    const owner = query.user_id === undefined ? undefined : await actFor(env, actor, query.user_id);
    const clients = await exportClients(env, actor, owner);
    const day = new Date().toISOString().slice(0, 10);
    return query.format === "csv"
      ? download(exportCsv(clients), "text/csv", `clients-${day}.csv`)
      : download(
          JSON.stringify(
            { format: "kundli-studio-clients", version: 1, exported_at: new Date().toISOString(), clients },
            null,
            1,
          ),
          "application/json",
          `clients-${day}.json`,
        );
  },
});

/** The upload is read by the handler: multipart or a CSV body, not JSON. */
export const action = apiAction({
  auth: "actor",
  async handler({ request, context, env, actor }) {
    const op = opOf(request);
    if (op !== "import" && op !== "import-jhd")
      throw new ApiError(405, "method_not_allowed", "errors.methodNotAllowed");
    const csv = op === "import";
    const upload = await readUpload(
      request,
      csv ? CSV_UPLOAD(MAX_CSV_BYTES) : JHD_UPLOAD(MAX_JHD_BYTES, MAX_JHD_FILES),
    );
    const options = parseWith(Options, upload.fields);
    const owner = await actFor(env, actor, options.user_id);
    if (!csv && !options.gender) throw new ApiError(400, "required", "clientsIo.genderRequired", "gender");
    const items = csv ? csvItems(upload.files[0]!.text) : jhdItems(upload.files, options.gender!);
    const reference = await digest(upload.files.map((f) => f.text).join("\u0000"));
    const report = await runImport(env, owner, items, options.mode === "commit", reference);
    return jsonResponse({ status: "success", data: translated(report, getInstance(context).t) });
  },
});
