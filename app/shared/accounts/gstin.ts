/**
 * GSTIN, India's 15-character GST identification number:
 *
 *   27 AAPFU0939F 1 Z V
 *   │  │          │ │ └ check character (Luhn mod 36 over the first 14)
 *   │  │          │ └── always "Z" (reserved)
 *   │  │          └──── entity number of this PAN in the state: 1–9, then A–Z
 *   │  └─────────────── PAN: 5 letters, 4 digits, 1 letter
 *   └────────────────── state code: 01–38, 97 (other territory), 99 (centre jurisdiction)
 *
 * Pure, so the organization form can check a number before it is sent.
 */

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const SHAPE = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

function isStateCode(code: number): boolean {
  return (code >= 1 && code <= 38) || code === 97 || code === 99;
}

/**
 * The check character of the first 14 characters: Luhn mod 36, doubling every second character
 * counted from the right (the 14th is doubled), adding quotient and remainder of each product by 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHABET.indexOf(first14[i] ?? "");
    if (value < 0) throw new RangeError(`not a GSTIN character: ${JSON.stringify(first14[i])}`);
    const product = value * (i % 2 === 1 ? 2 : 1);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** Whether `gstin` (upper case, no spaces) has the shape, a real state code and the right check character. */
export function isValidGstin(gstin: string): boolean {
  const match = SHAPE.exec(gstin);
  if (!match || !isStateCode(Number(match[1]))) return false;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}
