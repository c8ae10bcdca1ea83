/**
 * What the browser needs to take a payment: the test provider's page, or Razorpay's checkout
 * (app/server/commerce/payments/provider.server.ts makes it, app/ui/money/razorpay.ts opens it).
 */
export type Checkout =
  | { kind: "test"; url: string }
  | {
      kind: "razorpay";
      key: string;
      order_id: string;
      amount: number;
      currency: "INR";
      name: string;
      description: string;
      prefill: { contact: string };
    };
