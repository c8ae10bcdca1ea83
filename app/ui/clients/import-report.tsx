/**
 * The result of checking or running an import (app/server/clients/import.server.ts): a summary
 * and one line per row or file, with the reason of each problem. A list of cards rather than a
 * table, so a 360 px phone reads it without scrolling sideways.
 */
import { useTranslation } from "react-i18next";
import type { ImportReport, RowStatus } from "#app/shared/clients/import-report";

const BADGE: Record<RowStatus, string> = {
  ready: "bg-emerald-50 text-emerald-800",
  written: "bg-emerald-50 text-emerald-800",
  duplicate: "bg-stone-100 text-stone-700",
  error: "bg-red-50 text-red-800",
};

export function ImportRows({ report, byFile }: { report: ImportReport; byFile: boolean }) {
  const { t } = useTranslation();
  return (
    <ol
      className="mt-3 divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white"
      aria-label={t("clientsIo.preview.result")}
    >
      {report.results.map((r) => (
        <li key={r.row} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3" data-status={r.status}>
          <span className="w-20 shrink-0 text-sm text-stone-500">
            {byFile ? t("clientsIo.preview.file") : t("clientsIo.preview.row")} {r.row}
          </span>
          <span className="min-w-0 flex-1 break-words font-medium text-stone-900">
            {r.name || r.file}
            {r.kundli_name && r.kundli_name !== r.name && (
              <span className="font-normal text-stone-600"> · {r.kundli_name}</span>
            )}
          </span>
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${BADGE[r.status]}`}>
            {t(`clientsIo.status.${r.status}`)}
          </span>
          {r.messageKey && (
            <p className="w-full break-words text-sm text-red-800">
              {r.field && r.field !== "row" && r.field !== "file"
                ? t("clientsIo.fieldIn", { field: r.field, message: t(r.messageKey, r.params) })
                : t(r.messageKey, r.params)}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
