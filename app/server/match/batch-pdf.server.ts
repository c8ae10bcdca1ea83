/**
 * A batch's table as a PDF, in the astrologer's brand: drawn by the print Worker over RPC
 * (`PrintService.batchMatch`), as invoices are, so pdfkit and the fonts stay out of the main Worker.
 */
import type { Actor } from "#app/server/accounts/access.server";
import { brandFor } from "#app/server/print/requests.server";
import type { BatchAnswer } from "#app/shared/match/batch-table";

/** `?lang=en|hi` of the request, else the reader's language. */
export function askedLanguage(request: Request, locale: string): "en" | "hi" {
  const asked = new URL(request.url).searchParams.get("lang");
  return asked === "hi" || asked === "en" ? asked : locale === "hi" ? "hi" : "en";
}

export async function batchPdf(env: Env, actor: Actor, answer: BatchAnswer, language: "en" | "hi"): Promise<Response> {
  const { brand } = await brandFor(env, actor, undefined);
  const pdf = await env.PRINT.batchMatch(answer, language, brand);
  return new Response(new Blob([pdf as Uint8Array<ArrayBuffer>]), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="batch-match-${answer.profile.id}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
