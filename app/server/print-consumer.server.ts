import type * as ConsumerModule from "./print/consumer.server";

/**
 * Print-queue consumer entry (workers/app.ts's `queue()`): the work is in app/server/print/.
 * Loaded on the first batch only, so that pdfkit and the fonts stay out of isolates that only
 * answer requests.
 */
type Consumer = typeof ConsumerModule;
let consumer: Promise<Consumer> | undefined;

/**
 * pdfkit's browser build computes, when it loads, `new URL("./data/sRGB….icc", import.meta.url)`
 * (a file used only for PDF/A, which we do not make). In the production bundle workerd gives no
 * `import.meta.url` (it is undefined) and that line throws "Invalid URL", so the module would
 * never load. While it loads, a relative URL without a usable base resolves against file:///.
 */
async function loadConsumer(): Promise<Consumer> {
  const NativeURL = globalThis.URL;
  class TolerantURL extends NativeURL {
    constructor(url: string | URL, base?: string | URL) {
      try {
        super(url, base);
      } catch (error) {
        if (typeof url === "string" && url.startsWith("./")) super(url, "file:///");
        else throw error;
      }
    }
  }
  globalThis.URL = TolerantURL;
  try {
    return await import("./print/consumer.server");
  } finally {
    globalThis.URL = NativeURL;
  }
}

export async function handlePrintBatch(batch: MessageBatch<unknown>, env: Env, _ctx: ExecutionContext): Promise<void> {
  consumer ??= loadConsumer();
  const { consumePrintBatch } = await consumer;
  await consumePrintBatch(batch, env);
}
