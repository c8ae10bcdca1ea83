import { WorkerEntrypoint } from "cloudflare:workers";
import type { Invoice } from "#app/server/commerce/billing.server";
import { invoicePdf } from "#app/server/commerce/invoice-pdf.server";
import type { BatchAnswer } from "#app/shared/match/batch-table";
import { batchMatchPdf } from "#app/server/print/batch-match-pdf";
import { consumePrintBatch, loadLogo } from "#app/server/print/consumer.server";
import { normalizeBrand, type Brand } from "#app/server/print/pdf/brand";
import { draftSections, type DraftRequest } from "#app/server/print/draft-sections.server";
import type { ReadingSection } from "#app/server/print/reports/selection";
import { sweepPrintJobs } from "#app/server/print/sweeper.server";
import { DAILY_CRON, refillStep, runDaily } from "#app/server/reminders/daily.server";
import { refuseUnsafeConfig } from "#app/server/security.server";

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

  /** A batch match's ranked table (app/server/match/batch.server.ts), in the astrologer's brand. */
  async batchMatch(answer: BatchAnswer, language: "en" | "hi", brand: Partial<Brand>): Promise<Uint8Array> {
    refuseUnsafeConfig(this.env);
    const logo = await loadLogo(this.env, normalizeBrand(brand).logo);
    return batchMatchPdf(answer, { language, brand, ...(logo ? { logo } : {}) });
  }

  /** A report's readings as the draft screen shows them (app/server/print/drafts.server.ts). */
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
