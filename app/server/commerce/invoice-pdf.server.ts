/**
 * A tax invoice as a PDF, drawn from its frozen row with the reports' writer and fonts, in
 * English or Hindi. One GST line at 18% (decision 0011: CGST+SGST or IGST total the same).
 */
import type { TFunction } from "i18next";
import { printResources } from "#app/i18n/print-resources";
import { reportFonts } from "#app/server/print/fonts.server";
import { DEFAULT_BRAND } from "#app/server/print/pdf/brand";
import { ReportWriter } from "#app/server/print/pdf/writer";
import { translator } from "#app/server/print/translate";
import { formatRupees } from "#app/shared/format";
import type { Invoice } from "./billing.server";

/** SAC 998439: other online content / information services (what the wallet buys). */
export const SAC_CODE = "998439";

function describe(t: TFunction, description: string): string {
  if (description === "topup") return t("wallet.invoice.topup");
  const plan = description.replace(/^plan:/, "");
  return t("wallet.invoice.plan", { plan: t(`wallet.plans.${plan}`, { defaultValue: plan }) });
}

export async function invoicePdf(invoice: Invoice, language: "en" | "hi", sellerGstin = ""): Promise<Uint8Array> {
  const t = translator(printResources, language);
  const rupees = (paise: number) => formatRupees(paise, language, { exact: true });
  const w = new ReportWriter({
    paperSize: "A4",
    fonts: reportFonts(),
    brand: DEFAULT_BRAND,
    title: t("wallet.invoice.title"),
    subject: invoice.number,
    pageLabel: (page, total) => t("report.page", { page, total }),
    language,
    creationDate: new Date(invoice.issued_at),
  });
  w.heading(t("wallet.invoice.title"));
  const issued = new Intl.DateTimeFormat(language === "hi" ? "hi-IN" : "en-IN", {
    dateStyle: "long",
    timeZone: "Asia/Kolkata",
  }).format(new Date(invoice.issued_at));
  w.keyValues(
    [
      [t("wallet.invoice.number"), invoice.number],
      [t("wallet.invoice.date"), issued],
      [t("wallet.invoice.seller"), "Kundli Studio"],
      [t("wallet.invoice.sellerGstin"), sellerGstin || t("wallet.invoice.none")],
    ],
    { columns: 2 },
  );
  w.subheading(t("wallet.invoice.billedTo"));
  w.keyValues(
    [
      [t("wallet.invoice.name"), invoice.buyer_name || invoice.buyer_phone],
      [t("wallet.invoice.phone"), invoice.buyer_phone],
      ...(invoice.buyer_organization ? [[t("wallet.invoice.organization"), invoice.buyer_organization] as const] : []),
      [t("wallet.invoice.gstin"), invoice.buyer_gstin || t("wallet.invoice.none")],
    ],
    { columns: 2 },
  );
  w.gap(8);
  const rate = `${invoice.gst_rate_bp / 100}%`;
  w.table({
    columns: [
      { header: t("wallet.invoice.item"), width: 4, wrap: true },
      { header: t("wallet.invoice.sac"), width: 1.3 },
      { header: t("wallet.invoice.taxable"), width: 1.8, align: "right" },
      { header: t("wallet.invoice.gst", { rate }), width: 1.6, align: "right" },
      { header: t("wallet.invoice.total"), width: 1.8, align: "right", bold: true },
    ],
    rows: [
      [
        describe(t, invoice.description),
        SAC_CODE,
        rupees(invoice.taxable_paise),
        rupees(invoice.gst_paise),
        rupees(invoice.total_paise),
      ],
    ],
  });
  w.keyValues(
    [
      [t("wallet.invoice.taxable"), rupees(invoice.taxable_paise)],
      [t("wallet.invoice.gst", { rate }), rupees(invoice.gst_paise)],
      [t("wallet.invoice.total"), rupees(invoice.total_paise)],
    ],
    { columns: 1 },
  );
  w.paragraph(t("wallet.invoice.note"), { size: w.body * 0.85 });
  return w.finish();
}
