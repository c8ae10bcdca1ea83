import { WorkerEntrypoint } from "cloudflare:workers";
import type { Invoice } from "../../app/server/commerce/billing.server";
import { invoicePdf } from "../../app/server/commerce/invoice-pdf.server";
import { consumePrintBatch } from "../../app/server/print/consumer.server";
import { sweepPrintJobs } from "../../app/server/print/sweeper.server";
import { refuseUnsafeConfig } from "../../app/server/security.server";

/**
 * RPC surface of the print Worker (`env.PRINT` in the main Worker): PDFs that a person waits for
 * (an invoice) are drawn here, so that pdfkit and the fonts never load in the main Worker.
 */
export class PrintService extends WorkerEntrypoint<Env> {
  async invoice(invoice: Invoice, language: "en" | "hi", sellerGstin: string): Promise<Uint8Array> {
    refuseUnsafeConfig(this.env);
    return invoicePdf(invoice, language, sellerGstin);
  }
}

/** The print Worker: the print queue and its dead-letter queue, and the sweeper's cron. */
export default {
  async fetch(): Promise<Response> {
    return new Response("kundli-print has no pages: it consumes the print queue", { status: 404 });
  },
  async queue(batch, env, _ctx) {
    refuseUnsafeConfig(env);
    await consumePrintBatch(batch, env);
  },
  // Cron Trigger (workers/print/wrangler.jsonc triggers.crons): print jobs whose queue message was lost.
  async scheduled(controller, env) {
    refuseUnsafeConfig(env);
    await sweepPrintJobs(env, controller.scheduledTime);
  },
} satisfies ExportedHandler<Env, unknown>;
