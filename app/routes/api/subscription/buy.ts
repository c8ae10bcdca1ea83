/**
 * POST /api/subscription/buy {plan_id, pay: "wallet" | "payment", idempotency_key} — from the
 * wallet: a new period at once ({data: {period}}; 402 with the way forward when the balance is
 * short); by payment: {data: {payment, checkout}}, the period follows the verified payment.
 * A period starts where the last one ends (renewal extends, it does not restart).
 */
import { z } from "zod";
import { requireUser } from "#app/server/auth/session.server";
import { IdempotencyKey, PlanId } from "#app/server/commerce/input.server";
import { buyPlan } from "#app/server/commerce/purchase.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse, readJson } from "#app/server/http.server";

const Body = z.strictObject({
  plan_id: PlanId,
  pay: z.enum(["wallet", "payment"], { error: "wallet.errors.pay" }),
  idempotency_key: IdempotencyKey,
});

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const user = await requireUser(request, env);
    const body = await readJson(request, Body);
    const result = await buyPlan(env, user, {
      planId: body.plan_id,
      pay: body.pay,
      idempotencyKey: body.idempotency_key,
    });
    return jsonResponse({ data: result }, { status: "period" in result && result.replayed ? 200 : 201 });
  },
});
