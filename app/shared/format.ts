/**
 * Numbers as Indian readers expect them: lakh/crore grouping (1,23,456) in both languages.
 * Money is held as integer paise (architecture: wallet ledger); whole rupees drop the ".00".
 *
 * Written out by hand for what every signed-in screen shows (the header's wallet): a page's first
 * `Intl.NumberFormat` loads ICU's number data, 50–200 ms of the phone's main thread while the
 * screen hydrates (a Chromium profile of the Kundli view at 4× slowdown). Intl stays the oracle:
 * format.test.ts holds the two to the same output in both languages, and anything that is not a
 * safe integer amount goes to Intl.
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

/** Digits of a non-negative whole number grouped the Indian way: 1,23,45,678. */
function groupIndian(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${head},${digits.slice(-3)}`;
}

/** Up to 10^15: an integer's digits are exact in a double, and String() never turns to 1e+21. */
const LARGEST = 10 ** 15;

/** `exact`: always with paise (₹1,25,000.00), for ledgers and invoices. */
export function formatRupees(paise: number, language: Language | string, o: { exact?: boolean } = {}): string {
  const whole = !o.exact && paise % 100 === 0;
  if (!Number.isSafeInteger(paise) || Math.abs(paise) >= LARGEST)
    return numberFormat(language, whole ? "rupees" : "paise").format(paise / 100);
  const sign = paise < 0 || Object.is(paise, -0) ? "-" : "";
  const abs = Math.abs(paise);
  const rupees = `₹${groupIndian(Math.floor(abs / 100))}`;
  return sign + (whole ? rupees : `${rupees}.${String(abs % 100).padStart(2, "0")}`);
}

export function formatCount(value: number, language: Language | string): string {
  if (!Number.isFinite(value) || Math.abs(value) >= LARGEST) return numberFormat(language, "count").format(value);
  // Intl rounds half away from zero (halfExpand); Math.round would take -2.5 to -2.
  const whole = Math.round(Math.abs(value));
  return (value < 0 || Object.is(value, -0) ? "-" : "") + groupIndian(whole);
}

// The same holds for dates: a page's first Intl.DateTimeFormat loads ICU's calendar data (about
// 200 ms of a phone's main thread in a Chromium profile of /main at 4× slowdown, when the header's
// notifications panel made one on every render). One per locale and options, made when a date is
// first written, so a screen with no date to show makes none.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date or time in the reader's language (en-IN or hi-IN), with `options` as Intl takes them. */
export function formatDate(date: Date, language: Language | string, options: Intl.DateTimeFormatOptions): string {
  const key = `${locale(language)}:${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale(language), options);
    dateFormats.set(key, format);
  }
  return format.format(date);
}

/** "+05:30" / "-03:30" / "+10:12:06" → seconds east of Greenwich; null when unreadable. */
export function offsetSeconds(offset: string): number | null {
  const m = /^([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(offset);
  if (!m) return null;
  const seconds = Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0);
  return m[1] === "-" ? -seconds : seconds;
}
