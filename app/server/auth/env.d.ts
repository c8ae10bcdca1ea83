// Secrets of the sign-in area (docs/auth.md), set with `wrangler secret put NAME` in
// production and absent locally. wrangler.jsonc lists only plain vars, so `wrangler types`
// does not know these; this declaration merges them into the generated Env.
interface Env {
  /** HMAC key for one-time-code hashes. */
  AUTH_SECRET?: string;
  /** MSG91 (SMS_PROVIDER=msg91): API auth key and the DLT-approved flow template with ##otp##. */
  MSG91_AUTH_KEY?: string;
  MSG91_TEMPLATE_ID?: string;
  /** Resend (EMAIL_PROVIDER=resend): API key and the verified sender, e.g. "Kundli Studio <no-reply@example.in>". */
  RESEND_API_KEY?: string;
  EMAIL_FROM?: string;
}
