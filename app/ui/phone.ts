/**
 * The sign-in screen's reading of a typed phone number. The rules are the server's own
 * (app/shared/auth/phone.ts, pure and shared), so the screen never accepts a number the API
 * refuses; what this adds is *which* message helps the person fix it.
 */
import { normalizePhone } from "#app/shared/auth/phone";

export type PhoneProblem = "empty" | "invalid" | "invalidIndian";
export type PhoneResult = { ok: true; e164: string } | { ok: false; problem: PhoneProblem };

export function readPhone(input: string): PhoneResult {
  if (input.trim() === "") return { ok: false, problem: "empty" };
  const e164 = normalizePhone(input);
  if (e164) return { ok: true, e164 };
  // Written internationally for another country: point at the E.164 form; else at the Indian one.
  const international = /^\s*(\+|00)\s*(?!9\s*1)/.test(input);
  return { ok: false, problem: international ? "invalid" : "invalidIndian" };
}

/** "+919876543210" → "+91 98765 43210"; other countries are shown as stored. */
export function formatPhone(e164: string): string {
  const indian = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : e164;
}
