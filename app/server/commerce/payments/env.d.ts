// Payment secrets and the GST setting, set with `wrangler secret put` / vars in production and
// absent locally. Merged into the Env that `wrangler types` makes.
interface Env {
  /** Razorpay (PAYMENT_PROVIDER=razorpay): API key id and secret, and the webhook secret. */
  RAZORPAY_KEY_ID?: string;
  RAZORPAY_KEY_SECRET?: string;
  RAZORPAY_WEBHOOK_SECRET?: string;
  /** "inclusive" (default): prices include 18% GST; "exclusive": GST is added on top. */
  GST_PRICES?: string;
  /** Our own GSTIN, printed on invoices as the supplier's. */
  SELLER_GSTIN?: string;
}
