/**
 * POST /api/subscription/buy {plan_id, pay: "wallet" | "payment", idempotency_key} — from the
 * wallet: a new period at once ({data: {period}}; 402 with the way forward when the balance is
 * short); by payment: {data: {payment, checkout}}, the period follows the verified payment.
 * A period starts where the last one ends (renewal extends, it does not restart).
 */
import { z } from "zod";
import { PlanId } from "#app/server/commerce/input.server";
import { IdempotencyKey } from "#app/shared/commerce/fields";
import { buyPlan } from "#app/server/commerce/purchase.server";
import { jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = z.strictObject({
  plan_id: PlanId,
  pay: z.enum(["wallet", "payment"], { error: "wallet.errors.pay" }),
  idempotency_key: IdempotencyKey,
});

export const loader = notAllowed;

export const action = apiAction({
  auth: "user",
  body: Body,
  async handler({ env, user, body }) {
    const result = await buyPlan(env, user, {
      planId: body.plan_id,
      pay: body.pay,
      idempotencyKey: body.idempotency_key,
    });
    return jsonResponse({ data: result }, { status: "period" in result && result.replayed ? 200 : 201 });
  },
});
