/**
 * Getting a code to the person. The sender is resolved before anything is counted or stored
 * (a misconfigured one answers 503 and changes nothing); then the code is stored and sent, and
 * a code that could not be sent is deleted again, answered with 503 and a translated message.
 */
import type { TFunction } from "i18next";
import { ApiError } from "#app/server/http.server";
import { emailSender, type EmailSender } from "./email.server";
import { discardOtp, issueOtp, OTP_TTL_MS } from "./otp.server";
import { DeliveryError, smsSender, type SmsSender } from "./sms.server";

const TTL_MINUTES = OTP_TTL_MS / 60_000;

function unavailable(kind: "sms" | "email", error: unknown): ApiError {
  console.error(`${kind} delivery failed:`, error instanceof DeliveryError ? error.message : error);
  return kind === "sms"
    ? new ApiError(503, "sms_unavailable", "auth.smsUnavailable")
    : new ApiError(503, "email_unavailable", "auth.emailUnavailable");
}

/** The configured SMS sender, or a 503 ApiError. */
export function requireSmsSender(env: Env): SmsSender {
  try {
    return smsSender(env);
  } catch (error) {
    throw unavailable("sms", error);
  }
}

/** The configured email sender, or a 503 ApiError. */
export function requireEmailSender(env: Env): EmailSender {
  try {
    return emailSender(env);
  } catch (error) {
    throw unavailable("email", error);
  }
}

/** Stores and texts a sign-in code to `phone` (E.164); returns when it expires (epoch ms). */
export async function sendSignInCode(
  env: Env,
  sender: SmsSender,
  t: TFunction,
  { phone, host }: { phone: string; host: string },
): Promise<number> {
  const { id, code, expiresAt } = await issueOtp(env, { channel: "sms", destination: phone });
  // The last line lets Android browsers offer the code for this site (WebOTP's origin-bound format).
  const text = `${t("auth.smsText", { code, count: TTL_MINUTES })}\n\n@${host} #${code}`;
  try {
    await sender.sendOtp({ to: phone, code, text });
  } catch (error) {
    await discardOtp(env, id);
    throw unavailable("sms", error);
  }
  return expiresAt;
}

/** Stores and emails a verification code to `email` for the signed-in user `uid`. */
export async function sendEmailCode(
  env: Env,
  sender: EmailSender,
  t: TFunction,
  { uid, email, name }: { uid: string; email: string; name: string },
): Promise<number> {
  const { id, code, expiresAt } = await issueOtp(env, { channel: "email", destination: email, uid, name });
  try {
    await sender.send({
      to: email,
      subject: t("auth.emailSubject"),
      text: t("auth.emailText", { name, code, count: TTL_MINUTES }),
      code,
    });
  } catch (error) {
    await discardOtp(env, id);
    throw unavailable("email", error);
  }
  return expiresAt;
}
