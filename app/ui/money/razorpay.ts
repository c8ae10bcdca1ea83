/**
 * Razorpay Checkout in the browser: loads checkout.js, opens it for our order, and hands the
 * answer to the server, which verifies the signature before crediting anything. (The page's
 * Content-Security-Policy must allow https://checkout.razorpay.com when this provider is on.)
 */
import type { Checkout } from "#app/shared/commerce/checkout";

declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => { open(): void };
  }
}

const SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

function loadScript(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error("checkout.js did not load"));
    document.head.appendChild(script);
  });
}

export async function openRazorpay(
  checkout: Extract<Checkout, { kind: "razorpay" }>,
  paymentId: string,
): Promise<void> {
  await loadScript();
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error("Razorpay missing");
  await new Promise<void>((resolve, reject) => {
    new Razorpay({
      ...checkout,
      handler: async (answer: Record<string, string>) => {
        const response = await fetch("/api/payments/razorpay/verify", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ payment_id: paymentId, ...answer }),
        });
        if (response.ok) resolve();
        else reject(new Error(`verify: ${response.status}`));
      },
      modal: { ondismiss: () => resolve() },
    }).open();
  });
}
