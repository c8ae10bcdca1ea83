/** The notification a finished or failed report leaves its owner, in the report's language. */
import { resources } from "#app/i18n/resources";
import type { Notice, PrintJob } from "./jobs.server";
import { translator } from "./translate";

export function jobNotice(job: PrintJob, kind: "ready" | "failed"): Notice {
  const t = translator(resources, job.language);
  const type = t(`report.types.${job.report_type}`);
  return {
    title: t(`print.notification.${kind}Title`, { type }),
    message: t(`print.notification.${kind}Message`, { type, name: job.name }),
    link: "/main",
  };
}
