/**
 * POST /api/wallet/topup {amount_paise, idempotency_key} — opens a payment with the configured
 * provider: {data: {payment, checkout}}. The wallet is credited only when the payment is verified.
 */
import { z } from "zod";
import { requireUser } from "#app/server/auth/session.server";
import { AmountPaise, IdempotencyKey } from "#app/server/commerce/input.server";
import { openTopUp } from "#app/server/commerce/purchase.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse, readJson } from "#app/server/http.server";

const Body = z.strictObject({ amount_paise: AmountPaise, idempotency_key: IdempotencyKey });

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const user = await requireUser(request, env);
    const body = await readJson(request, Body);
    return jsonResponse({ data: await openTopUp(env, user, body.amount_paise, body.idempotency_key) }, { status: 201 });
  },
});
