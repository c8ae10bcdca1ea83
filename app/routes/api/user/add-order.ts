/**
 * POST /api/user/add-order {body} — printed copies of a finished report of the session's own,
 * shipped to an address (spec §7). `body`: job_id (a ready download), copies (1–10),
 * recipient_name, phone, address, city, pincode, idempotency_key (the same on a retry).
 * The order is priced (print per copy + delivery to the PIN's zone) and charged at once
 * (free trial, plan, then wallet): → 201 {status:"success", data: order, payment} with
 * payment.status "paid", or "pending" and the way forward (top_up, subscribe) — the order then
 * waits in `placed` for POST /api/user/pay-order. A retry with the same key answers 200 with the
 * same order and never charges twice.
 */
import { getInstance } from "#app/i18n/i18next.server";
import { jsonResponse } from "#app/server/http.server";
import { OrderFields } from "#app/shared/orders/fields";
import { placeOrder } from "#app/server/orders/orders.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

export const loader = notAllowed;

export const action = apiAction({
  auth: "actor",
  body: OrderFields,
  read: "wrapped fields",
  async handler({ context, env, actor, body: input }) {
    const language = getInstance(context).language === "hi" ? "hi" : "en";
    const { order, payment, created } = await placeOrder(env, actor, input, language);
    return jsonResponse({ status: "success", data: order, payment }, { status: created ? 201 : 200 });
  },
});
