/**
 * The header's Downloads panel (spec §3, §4): loads the astrologer's reports when opened, polls
 * every 2 s while one is being made, opens a ready one through a short-lived signed link, retries
 * a failed one, and clears the list.
 */
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "#app/ui/toast";
import { errorText } from "#app/client/api";
import { useDataLayer, useDownloads } from "#app/client/hooks";
import { useOpenDownload } from "./open-download";
import { isRunning, type JobStatus, type ServerDownload } from "#app/shared/downloads";
import { StageBar, stageText } from "./stage";

const POLL_MS = 2000;

export function DownloadsPanel({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const { api } = useDataLayer();
  const { items, add, clear } = useDownloads();
  const openDownload = useOpenDownload();
  const [statuses, setStatuses] = useState<Record<string, JobStatus>>({});
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const answer = await api.get<{ data: ServerDownload[] }>("/downloads", { dedupeKey: null });
      const next: Record<string, JobStatus> = {};
      // Oldest first so the newest ends up first in the store.
      for (const item of [...answer.data].reverse()) {
        next[item.id] = item.status;
        add(item);
      }
      setStatuses(next);
    } catch (error) {
      toast.error(errorText(error, t));
    }
  }, [api, add, t]);

  useEffect(() => {
    if (!open) return;
    // Fetched from a timer callback: the list is external state arriving later, not render state.
    const timer = window.setTimeout(() => void load(), 0);
    return () => window.clearTimeout(timer);
  }, [open, load]);

  const running = items.some((item) => {
    const status = statuses[item.id];
    return status ? isRunning({ status }) : !item.url;
  });
  useEffect(() => {
    if (!open || !running) return;
    const timer = window.setInterval(() => void load(), POLL_MS);
    return () => window.clearInterval(timer);
  }, [open, running, load]);

  async function onOpen(id: string) {
    setBusy(id);
    try {
      await openDownload(id);
    } finally {
      setBusy(null);
    }
  }

  async function onRetry(id: string) {
    setBusy(id);
    try {
      await api.post("/downloads/retry", { id });
      setStatuses((s) => ({ ...s, [id]: "queued" }));
      await load();
    } catch (error) {
      toast.error(errorText(error, t));
    } finally {
      setBusy(null);
    }
  }

  async function onClear() {
    setBusy("all");
    try {
      await api.post("/downloads/clear", {});
      clear();
      setStatuses({});
      toast.success(t("downloads.cleared"));
    } catch (error) {
      toast.error(errorText(error, t));
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-stone-900">{t("shell.downloads.title")}</h2>
        {items.length > 0 && (
          <button
            type="button"
            onClick={onClear}
            disabled={busy !== null}
            className="rounded-full px-2 py-1 text-xs font-semibold text-stone-600 hover:bg-stone-100 disabled:opacity-60"
          >
            {t("downloads.clearAll")}
          </button>
        )}
      </div>
      {items.length === 0 ? (
        <p className="mt-2 text-sm leading-relaxed text-stone-600">{t("shell.downloads.empty")}</p>
      ) : (
        <ul className="mt-2 max-h-80 divide-y divide-stone-100 overflow-y-auto">
          {items.map((item) => {
            const status = statuses[item.id] ?? (item.url ? "ready" : "queued");
            return (
              <li key={item.id} data-download={item.id} data-status={status} className="py-2.5">
                <div className="flex items-center gap-3">
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-stone-900">{item.name || item.fileName}</p>
                    <p className="truncate text-xs text-stone-500">
                      {[item.type, item.paperSize, item.date, item.time].filter(Boolean).join(" · ")}
                    </p>
                  </div>
                  {status === "ready" ? (
                    <button
                      type="button"
                      onClick={() => void onOpen(item.id)}
                      disabled={busy === item.id}
                      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-orange-50 px-3 py-1 text-xs font-semibold text-brand-stronger hover:bg-orange-100 disabled:opacity-60"
                    >
                      {!item.is_opened && (
                        <span className="size-1.5 rounded-full bg-brand" aria-label={t("shell.downloads.new")} />
                      )}
                      {t("shell.downloads.open")}
                    </button>
                  ) : status === "failed" || status === "cancelled" ? (
                    <span className="flex shrink-0 items-center gap-2">
                      <span className="text-xs text-red-700">{t("downloads.failed")}</span>
                      <button
                        type="button"
                        onClick={() => void onRetry(item.id)}
                        disabled={busy === item.id}
                        className="rounded-full border border-stone-300 px-3 py-1 text-xs font-semibold text-stone-800 hover:border-brand disabled:opacity-60"
                      >
                        {t("downloads.retry")}
                      </button>
                    </span>
                  ) : (
                    <span className="shrink-0 text-xs text-stone-500">{stageText(item, status, t)}</span>
                  )}
                </div>
                {isRunning({ status }) && <StageBar item={item} status={status} label={stageText(item, status, t)} />}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
