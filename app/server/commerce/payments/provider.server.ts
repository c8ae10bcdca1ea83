/**
 * Payment providers behind one small interface. PAYMENT_PROVIDER picks one, like SMS_PROVIDER:
 * "test" (our own page with Pay / Fail / Cancel, so the whole flow runs offline; refused in
 * production) or "razorpay" (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET).
 */
import { razorpayProvider } from "./razorpay.server";
import { isDevelopment } from "#app/server/security.server";
import type { Checkout } from "#app/shared/commerce/checkout";

export interface OrderRequest {
  paymentId: string;
  amountPaise: number;
  description: string;
  phone: string;
}

export interface PaymentProvider {
  readonly name: "test" | "razorpay";
  createOrder(order: OrderRequest): Promise<{ providerOrderId: string; checkout: Checkout }>;
}

export class PaymentConfigError extends Error {
  override name = "PaymentConfigError";
}

/** Like the dev outbox, only in development: an allow-list, so a missing or misspelt ENVIRONMENT refuses it. */
export function testProviderAllowed(env: Env): boolean {
  return isDevelopment(env);
}

export function paymentProvider(env: Env, fetcher: typeof fetch = fetch): PaymentProvider {
  switch (env.PAYMENT_PROVIDER) {
    case "test":
      if (!testProviderAllowed(env))
        throw new PaymentConfigError("PAYMENT_PROVIDER=test is allowed only when ENVIRONMENT=development");
      return {
        name: "test",
        createOrder: async (order) => ({
          providerOrderId: `test_${order.paymentId}`,
          checkout: { kind: "test", url: `/main/wallet/test-pay/${order.paymentId}` },
        }),
      };
    case "razorpay":
      if (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET)
        throw new PaymentConfigError("RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set");
      return razorpayProvider({ keyId: env.RAZORPAY_KEY_ID, keySecret: env.RAZORPAY_KEY_SECRET }, fetcher);
    default:
      throw new PaymentConfigError(`unknown PAYMENT_PROVIDER ${JSON.stringify(env.PAYMENT_PROVIDER)}`);
  }
}
