/**
 * Phone numbers for sign-in. Indian numbers are the default: a 10-digit mobile number
 * starting 6–9, optionally written with +91, 91, 0 or 0091 in front and with spaces, dashes,
 * dots or brackets in between. Anything else must be international E.164 (+<country><number>).
 * The result is always E.164 ("+919876543210"), the form stored in users.phone.
 *
 * Pure and free of server-only code, so the sign-in screen can reuse it for instant feedback.
 */

/** Longest input looked at; real numbers with separators stay far below this. */
export const PHONE_INPUT_MAX = 32;

const INDIAN_MOBILE = /^[6-9]\d{9}$/;
/** E.164 without the plus: a country code never starts with 0, at most 15 digits in all. */
const E164_DIGITS = /^[1-9]\d{6,14}$/;

/** E.164 form of `input`, or null when it is not a mobile number we can send an SMS to. */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed.length === 0 || trimmed.length > PHONE_INPUT_MAX) return null;
  if (!/^\+?[\d\s\-.()]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/[\s\-.()]/g, "");
  let international = false;
  if (digits.startsWith("+")) {
    international = true;
    digits = digits.slice(1);
  } else if (digits.startsWith("00")) {
    international = true; // the international call prefix used in India and Europe
    digits = digits.slice(2);
  }
  if (!international) {
    if (INDIAN_MOBILE.test(digits)) return `+91${digits}`;
    // 0 is India's trunk prefix (09876543210); 91 alone is the country code without the plus.
    if (digits.length === 11 && digits.startsWith("0") && INDIAN_MOBILE.test(digits.slice(1)))
      return `+91${digits.slice(1)}`;
    if (digits.length === 12 && digits.startsWith("91") && INDIAN_MOBILE.test(digits.slice(2))) return `+${digits}`;
    return null;
  }
  // With +91 the rest must be an Indian mobile number (landlines cannot receive the code).
  if (digits.startsWith("91")) return INDIAN_MOBILE.test(digits.slice(2)) ? `+${digits}` : null;
  return E164_DIGITS.test(digits) ? `+${digits}` : null;
}
