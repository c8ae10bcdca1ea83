/** Workers test helpers of the print queue: a job's row, read until the consumer is done with it, and its PDF's text. */
import { env } from "cloudflare:test";

export function printJob(id: string) {
  return env.DB.prepare("SELECT * FROM print_jobs WHERE id = ?").bind(id).first<Record<string, unknown>>();
}

/**
 * The job once it is neither queued nor rendering, read every 100 ms up to `tries` times. The real
 * queue may also deliver the message sent by the request; both paths go through the same claim,
 * so whichever runs first renders and the other finds nothing to do.
 */
export async function untilSettled(id: string, tries = 200): Promise<Record<string, unknown>> {
  for (let i = 0; i < tries; i++) {
    const row = await printJob(id);
    if (row && row.status !== "queued" && row.status !== "rendering") return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${id} did not settle`);
}

/** A PDF's deflated streams (pdfkit's page contents among them), inflated and joined. */
export async function pageContent(pdf: Uint8Array): Promise<string> {
  const text = new TextDecoder("latin1").decode(pdf);
  const out: string[] = [];
  for (let at = text.indexOf("stream\n"); at >= 0; at = text.indexOf("stream\n", at + 1)) {
    const start = at + "stream\n".length;
    const end = text.indexOf("\nendstream", start);
    if (end < 0 || text.slice(at - 3, at) === "end") continue;
    const inflated = new Blob([pdf.slice(start, end)]).stream().pipeThrough(new DecompressionStream("deflate"));
    out.push(await new Response(inflated).text().catch(() => ""));
  }
  return out.join("\n");
}
