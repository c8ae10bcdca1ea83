/**
 * Razorpay (India): an order is created server-side (Orders API), the browser's Checkout takes
 * the payment and hands back {razorpay_order_id, razorpay_payment_id, razorpay_signature}; the
 * signature is HMAC-SHA256(order_id + "|" + payment_id) with the key secret, in hex. Webhooks are
 * signed with HMAC-SHA256 of the raw body with the webhook secret (header X-Razorpay-Signature).
 * Nothing is credited on the browser's word alone: only a verified signature settles a payment.
 */
import type { PaymentProvider } from "./provider.server";

export const RAZORPAY_ORDERS_URL = "https://api.razorpay.com/v1/orders";

export class RazorpayError extends Error {
  override name = "RazorpayError";
}

/** The Orders API payload: amount in paise, our payment id as the receipt (at most 40 characters). */
export function orderPayload(order: { paymentId: string; amountPaise: number; userId?: string }) {
  return {
    amount: order.amountPaise,
    currency: "INR",
    receipt: order.paymentId.slice(0, 40),
    notes: { payment_id: order.paymentId },
  };
}

export function razorpayProvider(
  config: { keyId: string; keySecret: string },
  fetcher: typeof fetch = fetch,
): PaymentProvider {
  return {
    name: "razorpay",
    async createOrder(order) {
      const response = await fetcher(RAZORPAY_ORDERS_URL, {
        method: "POST",
        headers: {
          authorization: `Basic ${btoa(`${config.keyId}:${config.keySecret}`)}`,
          "content-type": "application/json",
        },
        body: JSON.stringify(orderPayload(order)),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json().catch(() => null)) as { id?: string; amount?: number } | null;
      if (!response.ok || typeof body?.id !== "string" || body.amount !== order.amountPaise)
        throw new RazorpayError(`orders: HTTP ${response.status}`);
      return {
        providerOrderId: body.id,
        checkout: {
          kind: "razorpay",
          key: config.keyId,
          order_id: body.id,
          amount: order.amountPaise,
          currency: "INR",
          name: "Kundli Studio",
          description: order.description,
          prefill: { contact: order.phone },
        },
      };
    },
  };
}

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(message)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Compares in time independent of where the strings differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function verifyCheckoutSignature(
  keySecret: string,
  payment: { orderId: string; paymentId: string; signature: string },
): Promise<boolean> {
  if (!keySecret || !payment.signature) return false;
  return sameText(await hmacHex(keySecret, `${payment.orderId}|${payment.paymentId}`), payment.signature.toLowerCase());
}

export async function verifyWebhookSignature(
  webhookSecret: string,
  rawBody: string,
  signature: string | null,
): Promise<boolean> {
  if (!webhookSecret || !signature) return false;
  return sameText(await hmacHex(webhookSecret, rawBody), signature.toLowerCase());
}

/** The parts of a webhook we act on: a captured payment or a paid order, or a failed payment. */
export interface WebhookPayment {
  event: "paid" | "failed";
  orderId: string;
  providerPaymentId: string;
  amountPaise: number;
}

export function readWebhook(body: unknown): WebhookPayment | null {
  const event = (body as { event?: unknown })?.event;
  const entity = (body as { payload?: { payment?: { entity?: Record<string, unknown> } } })?.payload?.payment?.entity;
  if (
    !entity ||
    typeof entity.order_id !== "string" ||
    typeof entity.id !== "string" ||
    typeof entity.amount !== "number"
  )
    return null;
  const kind =
    event === "payment.captured" || event === "order.paid" ? "paid" : event === "payment.failed" ? "failed" : null;
  if (!kind) return null;
  return { event: kind, orderId: entity.order_id, providerPaymentId: entity.id, amountPaise: entity.amount };
}
