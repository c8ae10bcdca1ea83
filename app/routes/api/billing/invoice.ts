/**
 * GET /api/billing/invoices/:id?lang=en|hi — the invoice PDF, for its buyer only (anyone else
 * gets 404, as for an invoice that does not exist).
 */
import { getInvoice } from "#app/server/commerce/billing.server";
import { ApiError } from "#app/server/http.server";
import { getLocale } from "#app/i18n/i18next.server";
import { apiLoader } from "#app/server/api/route.server";

export const loader = apiLoader({
  auth: "user",
  async handler({ request, context, params, env, user }) {
    const id = /^[1-9]\d{0,9}$/.test(params.id ?? "") ? Number(params.id) : null;
    const invoice = id === null ? null : await getInvoice(env, user.uid, id);
    if (!invoice) throw new ApiError(404, "not_found", "wallet.errors.invoiceNotFound", "id");
    const asked = new URL(request.url).searchParams.get("lang");
    const language = asked === "hi" || asked === "en" ? asked : getLocale(context) === "hi" ? "hi" : "en";
    // Drawn by the print Worker (RPC): pdfkit and the fonts stay out of this one.
    const pdf = await env.PRINT.invoice(invoice, language, env.SELLER_GSTIN ?? "");
    return new Response(new Blob([pdf as Uint8Array<ArrayBuffer>]), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${invoice.number.replaceAll("/", "-")}.pdf"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
});
