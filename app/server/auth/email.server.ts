/**
 * Sending email-verification codes, behind one small interface. EMAIL_PROVIDER picks the
 * sender: "outbox" (development only) or "resend" (production; docs/auth.md lists its secrets).
 */
import { isDevelopment } from "#app/server/security.server";
import { putInOutbox } from "./outbox.server";
import { DeliveryError } from "./sms.server";

export interface Email {
  to: string;
  subject: string;
  text: string;
  /** The one-time code inside `text`, kept apart for the dev outbox. */
  code?: string;
}

export interface EmailSender {
  readonly name: string;
  send(email: Email): Promise<void>;
}

export function emailSender(env: Env, fetcher: typeof fetch = fetch): EmailSender {
  switch (env.EMAIL_PROVIDER) {
    case "outbox":
      if (!isDevelopment(env))
        throw new DeliveryError("EMAIL_PROVIDER=outbox is allowed only when ENVIRONMENT=development");
      return {
        name: "outbox",
        send: (email) =>
          putInOutbox(env, {
            channel: "email",
            to: email.to,
            code: email.code,
            subject: email.subject,
            message: email.text,
          }),
      };
    case "resend":
      if (!env.RESEND_API_KEY || !env.EMAIL_FROM) throw new DeliveryError("RESEND_API_KEY and EMAIL_FROM must be set");
      return resendSender({ apiKey: env.RESEND_API_KEY, from: env.EMAIL_FROM }, fetcher);
    default:
      throw new DeliveryError(`unknown EMAIL_PROVIDER ${JSON.stringify(env.EMAIL_PROVIDER)}`);
  }
}

export const RESEND_EMAILS_URL = "https://api.resend.com/emails";

/** Resend's email API: POST /emails with a bearer key; 200 with {id} when accepted. */
export function resendSender(config: { apiKey: string; from: string }, fetcher: typeof fetch = fetch): EmailSender {
  return {
    name: "resend",
    async send(email) {
      let response: Response;
      try {
        response = await fetcher(RESEND_EMAILS_URL, {
          method: "POST",
          headers: { authorization: `Bearer ${config.apiKey}`, "content-type": "application/json" },
          body: JSON.stringify({ from: config.from, to: [email.to], subject: email.subject, text: email.text }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw new DeliveryError(`resend: ${String(error)}`);
      }
      if (!response.ok) {
        const detail = await response.text().catch(() => "");
        throw new DeliveryError(`resend: HTTP ${response.status} ${detail.slice(0, 200)}`);
      }
    },
  };
}
