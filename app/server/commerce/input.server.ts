/**
 * Inputs of the money routes: plan ids, months, and the Idempotency-Key header (amounts and the
 * key's own rule are shared with the Wallet screen: app/shared/commerce/fields.ts). Messages are
 * translation keys (wallet.json).
 */
import { z } from "zod";
import { ApiError } from "#app/server/http.server";
import { IdempotencyKey } from "#app/shared/commerce/fields";

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
