/**
 * POST /api/payments/razorpay/verify {payment_id, razorpay_order_id, razorpay_payment_id,
 * razorpay_signature} — what Razorpay Checkout hands the browser. Settles the payment only when
 * the signature verifies with the key secret and the order is this user's payment's order.
 */
import { z } from "zod";
import { getLocale } from "#app/i18n/i18next.server";
import { settlePayment } from "#app/server/commerce/payments.server";
import { verifyCheckoutSignature } from "#app/server/commerce/payments/razorpay.server";
import { ownPayment, paymentView } from "#app/server/commerce/purchase.server";
import { ApiError, jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Token = z.string().regex(/^[A-Za-z0-9_]{1,64}$/, "wallet.errors.signature");
const Body = z.strictObject({
  payment_id: z.uuid("wallet.errors.paymentNotFound"),
  razorpay_order_id: Token,
  razorpay_payment_id: Token,
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/i, "wallet.errors.signature"),
});

export const loader = notAllowed;

export const action = apiAction({
  auth: "user",
  body: Body,
  async handler({ context, env, user, body }) {
    const payment = await ownPayment(env, user.uid, body.payment_id);
    const valid =
      payment.provider === "razorpay" &&
      payment.provider_order_id === body.razorpay_order_id &&
      (await verifyCheckoutSignature(env.RAZORPAY_KEY_SECRET ?? "", {
        orderId: body.razorpay_order_id,
        paymentId: body.razorpay_payment_id,
        signature: body.razorpay_signature,
      }));
    if (!valid) throw new ApiError(400, "invalid_signature", "wallet.errors.signature", "razorpay_signature");
    const language = getLocale(context) === "hi" ? "hi" : "en";
    const settled = await settlePayment(
      env,
      payment,
      { status: "paid", providerPaymentId: body.razorpay_payment_id },
      Date.now(),
      language,
    );
    return jsonResponse({ data: paymentView(settled.payment) });
  },
});
