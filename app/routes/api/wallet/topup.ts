/**
 * POST /api/wallet/topup {amount_paise, idempotency_key} — opens a payment with the configured
 * provider: {data: {payment, checkout}}. The wallet is credited only when the payment is verified.
 */
import { z } from "zod";
import { AmountPaise, IdempotencyKey } from "#app/shared/commerce/fields";
import { openTopUp } from "#app/server/commerce/purchase.server";
import { jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = z.strictObject({ amount_paise: AmountPaise, idempotency_key: IdempotencyKey });

export const loader = notAllowed;

export const action = apiAction({
  auth: "user",
  body: Body,
  async handler({ env, user, body }) {
    return jsonResponse({ data: await openTopUp(env, user, body.amount_paise, body.idempotency_key) }, { status: 201 });
  },
});
