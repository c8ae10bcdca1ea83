/**
 * Numbers as Indian readers expect them: lakh/crore grouping (1,23,456) in both languages.
 * Money is held as integer paise (architecture: wallet ledger); whole rupees drop the ".00".
 */
import type { Language } from "#app/i18n/config";

function locale(language: Language | string): string {
  return language === "hi" ? "hi-IN" : "en-IN";
}

// Making an Intl.NumberFormat costs far more than using one (ICU data): one per kind and locale.
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: Language | string, kind: "rupees" | "paise" | "count"): Intl.NumberFormat {
  const key = `${kind}:${locale(language)}`;
  let format = formats.get(key);
  if (!format) {
    const digits = kind === "paise" ? 2 : 0;
    format = new Intl.NumberFormat(locale(language), {
      ...(kind === "count" ? {} : { style: "currency", currency: "INR" }),
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format;
}

/** `exact`: always with paise (₹1,25,000.00), for ledgers and invoices. */
export function formatRupees(paise: number, language: Language | string, o: { exact?: boolean } = {}): string {
  const whole = !o.exact && paise % 100 === 0;
  return numberFormat(language, whole ? "rupees" : "paise").format(paise / 100);
}

export function formatCount(value: number, language: Language | string): string {
  return numberFormat(language, "count").format(value);
}
