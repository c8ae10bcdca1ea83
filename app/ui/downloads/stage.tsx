/**
 * A download's progress as the panel shows it: waiting in the print queue (an indeterminate bar:
 * there is nothing to count yet), then the stage the print Worker wrote (calculating, drawing,
 * storing) with its share. Never a bare "0 %".
 */
import type { TFunction } from "i18next";
import type { DownloadItem, JobStatus } from "#app/shared/downloads";

/** What the print Worker is doing: the stage it wrote, or waiting in the queue (never a bare "0 %"). */
export function shownStage(item: DownloadItem, status: JobStatus): NonNullable<DownloadItem["stage"]> {
  if (status === "queued") return "waiting";
  return item.stage ?? (status === "rendering" ? "calculating" : "waiting");
}

export function stageText(item: DownloadItem, status: JobStatus, t: TFunction): string {
  return t(`shell.downloads.stages.${shownStage(item, status)}`);
}

/**
 * A job's progress: indeterminate while it waits in the queue (no value to show), then the stage's
 * share as the print Worker writes it (calculating, drawing, storing).
 */
export function StageBar({ item, status, label }: { item: DownloadItem; status: JobStatus; label: string }) {
  const known = shownStage(item, status) !== "waiting" && item.progress !== undefined && item.progress > 0;
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      {...(known ? { "aria-valuenow": Math.round(item.progress!) } : {})}
      aria-valuetext={label}
      aria-label={item.name || item.fileName}
      data-stage={shownStage(item, status)}
      className="mt-2 h-1.5 overflow-hidden rounded-full bg-stone-100"
    >
      {known ? (
        <div className="h-full bg-brand transition-[width]" style={{ width: `${item.progress}%` }} />
      ) : (
        <div className="h-full w-1/3 animate-pulse rounded-full bg-brand/60" />
      )}
    </div>
  );
}
