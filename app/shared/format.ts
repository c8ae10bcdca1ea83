/**
 * Numbers as Indian readers expect them: lakh/crore grouping (1,23,456) in both languages.
 * Money is held as integer paise (architecture: wallet ledger); whole rupees drop the ".00".
 */
import type { Language } from "~/i18n/config";

function locale(language: Language | string): string {
  return language === "hi" ? "hi-IN" : "en-IN";
}

/** `exact`: always with paise (₹1,25,000.00), for ledgers and invoices. */
export function formatRupees(paise: number, language: Language | string, o: { exact?: boolean } = {}): string {
  const whole = !o.exact && paise % 100 === 0;
  return new Intl.NumberFormat(locale(language), {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(paise / 100);
}

export function formatCount(value: number, language: Language | string): string {
  return new Intl.NumberFormat(locale(language), { maximumFractionDigits: 0 }).format(value);
}
