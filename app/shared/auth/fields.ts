/**
 * Input schemas of the sign-in fields (zod 4). Their messages are translation keys of
 * app/i18n/<lng>/auth.json, which parseWith/readJson turn into `{error: {code, message, field}}`.
 * Pure, so the sign-in screen can validate with the same rules before it sends anything.
 */
import { z } from "zod";
import { normalizePhone } from "./phone";

/** Any phone spelling normalizePhone accepts, turned into E.164. */
export const phoneField = z.string({ error: "auth.invalidPhone" }).transform((value, ctx) => {
  const phone = normalizePhone(value);
  if (phone === null) {
    ctx.addIssue({ code: "custom", message: "auth.invalidPhone" });
    return z.NEVER;
  }
  return phone;
});

/** Digits in a one-time code. */
export const OTP_LENGTH = 6;

/** Exactly six digits, sent as a string (a JSON number would lose leading zeros). */
export const otpField = z
  .string({ error: "auth.invalidOtp" })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), "auth.invalidOtp");

/** An email address, trimmed and lower-cased so that one mailbox has one spelling. */
export const emailField = z
  .string({ error: "auth.invalidEmail" })
  .trim()
  .toLowerCase()
  .max(254, "auth.invalidEmail")
  .pipe(z.email("auth.invalidEmail"));

/** A person's name as they write it: 1–100 characters after trimming. */
export const nameField = z
  .string({ error: "auth.invalidName" })
  .trim()
  .min(1, "auth.invalidName")
  .max(100, "auth.invalidName");
