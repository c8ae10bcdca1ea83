/**
 * Money inputs (zod 4), used by the money API routes and the Wallet screen's form alike: amounts
 * in whole paise within sane bounds, rupees as typed, idempotency keys. Messages are translation
 * keys (wallet.json). Pure, so the browser checks with the same rules.
 */
import { z } from "zod";
import { rupeesToPaise } from "./amount";

/** Smallest and largest top-up: ₹10 and ₹1,00,000. */
export const TOPUP_MIN_PAISE = 1_000;
export const TOPUP_MAX_PAISE = 10_000_000;

export const IdempotencyKey = z
  .string({ error: "wallet.errors.idempotencyKey" })
  .regex(/^[A-Za-z0-9_.:-]{8,100}$/, "wallet.errors.idempotencyKey");

export const AmountPaise = z
  .number({ error: "wallet.errors.amount" })
  .int("wallet.errors.amount")
  .min(TOPUP_MIN_PAISE, "wallet.errors.amountRange")
  .max(TOPUP_MAX_PAISE, "wallet.errors.amountRange");

/** Rupees typed by a person ("500", "59.50", "₹1,25,000") as whole paise; `message` when not rupees. */
export const rupeesField = (message: string) =>
  z.string({ error: message }).transform((text, ctx) => {
    const paise = rupeesToPaise(text);
    if (paise === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return paise;
  });
