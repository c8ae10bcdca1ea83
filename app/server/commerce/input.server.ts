/**
 * Inputs of the money routes: amounts in whole paise within sane bounds, plan ids, months, and
 * idempotency keys. Messages are translation keys (wallet.json).
 */
import { z } from "zod";
import { ApiError } from "#app/server/http.server";

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

export const PlanId = z
  .string({ error: "wallet.errors.unknownPlan" })
  .regex(/^[a-z0-9-]{1,32}$/, "wallet.errors.unknownPlan");

export const Month = z.string().regex(/^20\d\d-(0[1-9]|1[0-2])$/, "wallet.errors.month");

/** The Idempotency-Key header, checked; a fresh key when there is none (each request is new). */
export function idempotencyKeyOf(request: Request): string {
  const header = request.headers.get("Idempotency-Key");
  if (header === null) return crypto.randomUUID();
  const parsed = IdempotencyKey.safeParse(header);
  if (!parsed.success) throw new ApiError(400, "invalid_input", "wallet.errors.idempotencyKey", "Idempotency-Key");
  return parsed.data;
}
