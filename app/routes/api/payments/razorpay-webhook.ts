/**
 * POST /api/payments/razorpay/webhook — Razorpay's server-to-server events. The raw body must
 * carry a valid X-Razorpay-Signature (HMAC-SHA256 with the webhook secret); the payment must be
 * ours, for the same amount. A settled payment is never settled again, so a replayed event
 * changes nothing. Answers 200 to anything verified (Razorpay retries other answers).
 */
import { paymentByOrder, settlePayment } from "#app/server/commerce/payments.server";
import { readWebhook, verifyWebhookSignature } from "#app/server/commerce/payments/razorpay.server";
import { ApiError, jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const MAX_WEBHOOK_BYTES = 256 * 1024;

export const loader = notAllowed;

export const action = apiAction({
  auth: "public",
  async handler({ request, env }) {
    if (Number(request.headers.get("Content-Length") ?? "0") > MAX_WEBHOOK_BYTES)
      throw new ApiError(413, "payload_too_large", "errors.payloadTooLarge");
    const raw = await request.text();
    if (raw.length > MAX_WEBHOOK_BYTES) throw new ApiError(413, "payload_too_large", "errors.payloadTooLarge");
    const signed = await verifyWebhookSignature(
      env.RAZORPAY_WEBHOOK_SECRET ?? "",
      raw,
      request.headers.get("X-Razorpay-Signature"),
    );
    if (!signed) throw new ApiError(400, "invalid_signature", "wallet.errors.signature");
    let event: ReturnType<typeof readWebhook>;
    try {
      event = readWebhook(JSON.parse(raw));
    } catch {
      throw new ApiError(400, "invalid_json", "errors.invalidJson");
    }
    if (!event) return jsonResponse({ status: "ignored" });
    const payment = await paymentByOrder(env, "razorpay", event.orderId);
    if (!payment || payment.amount_paise !== event.amountPaise) {
      console.warn("razorpay webhook for an unknown order or another amount", event.orderId);
      return jsonResponse({ status: "ignored" });
    }
    const settled = await settlePayment(
      env,
      payment,
      event.event === "paid" ? { status: "paid", providerPaymentId: event.providerPaymentId } : { status: "failed" },
    );
    return jsonResponse({ status: settled.changed ? "settled" : "unchanged" });
  },
});
