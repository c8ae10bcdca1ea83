import { WorkerEntrypoint } from "cloudflare:workers";
import type { Invoice } from "../../app/server/commerce/billing.server";
import { invoicePdf } from "../../app/server/commerce/invoice-pdf.server";
import { consumePrintBatch } from "../../app/server/print/consumer.server";
import { draftSections, type DraftRequest } from "../../app/server/print/draft-sections.server";
import type { ReadingSection } from "../../app/server/print/reports/selection";
import { sweepPrintJobs } from "../../app/server/print/sweeper.server";
import { DAILY_CRON, refillStep, runDaily } from "../../app/server/reminders/daily.server";
import { refuseUnsafeConfig } from "../../app/server/security.server";

/**
 * RPC surface of the print Worker (`env.PRINT` in the main Worker): PDFs that a person waits for
 * (an invoice) are drawn here, so that pdfkit and the fonts never load in the main Worker; and a
 * report's draft (the readings it selects, with their texts) is chosen here, where the readings
 * library is, so that the library never loads there either.
 */
export class PrintService extends WorkerEntrypoint<Env> {
  async invoice(invoice: Invoice, language: "en" | "hi", sellerGstin: string): Promise<Uint8Array> {
    refuseUnsafeConfig(this.env);
    return invoicePdf(invoice, language, sellerGstin);
  }

  async draft(request: DraftRequest): Promise<ReadingSection[]> {
    refuseUnsafeConfig(this.env);
    return draftSections(this.env, request);
  }
}

/** The print Worker: the print queue and its dead-letter queue, the sweeper's and the reminders' crons. */
export default {
  async fetch(): Promise<Response> {
    return new Response("kundli-print has no pages: it consumes the print queue", { status: 404 });
  },
  async queue(batch, env, _ctx) {
    refuseUnsafeConfig(env);
    await consumePrintBatch(batch, env);
  },
  // Cron Triggers (workers/print/wrangler.jsonc triggers.crons). Every 5 minutes: print jobs whose
  // queue message was lost, and the chart events of Kundlis saved since (a few seconds' budget).
  // Daily: the reminders' notifications and, on Sundays, the weekly digests.
  async scheduled(controller, env) {
    refuseUnsafeConfig(env);
    if (controller.cron === DAILY_CRON) {
      console.log("reminders", JSON.stringify(await runDaily(env, controller.scheduledTime)));
      return;
    }
    await sweepPrintJobs(env, controller.scheduledTime);
    await refillStep(env, controller.scheduledTime, 5_000);
  },
} satisfies ExportedHandler<Env, unknown>;
