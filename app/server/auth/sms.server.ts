/**
 * Sending sign-in codes by SMS, behind one small interface. SMS_PROVIDER picks the sender:
 * "outbox" (development only) or "msg91" (production, India; docs/auth.md lists its secrets).
 */
import { isDevelopment } from "#app/server/security.server";
import { putInOutbox } from "./outbox.server";

export interface OtpSms {
  /** E.164 */
  to: string;
  code: string;
  /** The full message in the user's language, for senders that take free text. */
  text: string;
}

export interface SmsSender {
  readonly name: string;
  sendOtp(sms: OtpSms): Promise<void>;
}

/** Sending failed or the sender is not configured: the caller answers 503, not 500. */
export class DeliveryError extends Error {
  override name = "DeliveryError";
}

export function smsSender(env: Env, fetcher: typeof fetch = fetch): SmsSender {
  switch (env.SMS_PROVIDER) {
    case "outbox":
      // The outbox prints codes in logs: never outside local development.
      if (!isDevelopment(env))
        throw new DeliveryError("SMS_PROVIDER=outbox is allowed only when ENVIRONMENT=development");
      return {
        name: "outbox",
        sendOtp: (sms) => putInOutbox(env, { channel: "sms", to: sms.to, code: sms.code, message: sms.text }),
      };
    case "msg91":
      if (!env.MSG91_AUTH_KEY || !env.MSG91_TEMPLATE_ID)
        throw new DeliveryError("MSG91_AUTH_KEY and MSG91_TEMPLATE_ID must be set");
      return msg91Sender({ authKey: env.MSG91_AUTH_KEY, templateId: env.MSG91_TEMPLATE_ID }, fetcher);
    default:
      throw new DeliveryError(`unknown SMS_PROVIDER ${JSON.stringify(env.SMS_PROVIDER)}`);
  }
}

export const MSG91_FLOW_URL = "https://control.msg91.com/api/v5/flow";

/**
 * MSG91's Flow API (POST /api/v5/flow, header `authkey`). Indian operators deliver only
 * DLT-registered templates, so the text is fixed by the template; we pass the code as its
 * `otp` variable (write ##otp## in the template). Numbers go as digits without the plus.
 */
export function msg91Sender(config: { authKey: string; templateId: string }, fetcher: typeof fetch = fetch): SmsSender {
  return {
    name: "msg91",
    async sendOtp(sms) {
      let response: Response;
      try {
        response = await fetcher(MSG91_FLOW_URL, {
          method: "POST",
          headers: { authkey: config.authKey, "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({
            template_id: config.templateId,
            short_url: "0",
            recipients: [{ mobiles: sms.to.replace(/^\+/, ""), otp: sms.code }],
          }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw new DeliveryError(`msg91: ${String(error)}`);
      }
      // MSG91 answers {"type":"success"|"error","message":…}, sometimes with status 200 on errors.
      const body = (await response.json().catch(() => null)) as { type?: string; message?: string } | null;
      if (!response.ok || body?.type !== "success") {
        throw new DeliveryError(`msg91: HTTP ${response.status} ${body?.type ?? ""} ${body?.message ?? ""}`.trim());
      }
    },
  };
}
