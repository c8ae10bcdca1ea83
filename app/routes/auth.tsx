/**
 * Sign-in (spec §2 /auth): mobile number → 6-digit code by SMS → /main.
 *
 * A plain HTML page with forms (docs/decisions/0027): the action does what the JSON API does
 * (app/server/auth/sign-in.server.ts) and renders the next step, so signing in works on any
 * phone, before and without JavaScript. A few lines of inline script only make it smoother:
 * the resend countdown ticks, a code filled in by SMS autofill submits itself, and a form is not
 * sent twice.
 */
import { Trans, useTranslation } from "react-i18next";
import { data, Link, redirect, useRouteLoaderData } from "react-router";
import { z } from "zod";
import { otpField, phoneField } from "#app/shared/auth/fields";
import { resumePath, workspacePath } from "#app/server/auth/return-path";
import { getSessionUser, hasSessionHint } from "#app/server/auth/session.server";
import { CODE_TIMES, sendPhoneCode, signInWithPhoneCode } from "#app/server/auth/sign-in.server";
import { cloudflareContext } from "#app/server/context.server";
import { ApiError } from "#app/server/http.server";
import { getInstance } from "#app/i18n/i18next.server";
import { PageTitle } from "#app/ui/brand";
import { ArrowLeftIcon, CheckIcon } from "#app/ui/icons";
import { formatPhone, readPhone } from "#app/ui/phone";
import { PublicPage, textLink } from "#app/ui/site";
import { loadAsDocument, STATIC_PAGE } from "#app/ui/static-page";
import type { Route } from "./+types/auth";
import { Button } from "#app/ui/button";

export const handle = STATIC_PAGE;
export const clientLoader = loadAsDocument;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const next = workspacePath(new URL(request.url).searchParams.get("next"));
  if (await getSessionUser(request, env)) throw redirect(next ?? "/main");
  // A refresh token may still be alive: renew it rather than ask for a code (back here if not).
  if (hasSessionHint(request, env)) throw redirect(resumePath(next ?? "/main", "auth"));
  return { next };
}

/** What the screen shows after a form was sent: the step, and the message of what went wrong. */
export type SignInStep =
  | { step: "phone"; typed: string; phoneError?: string; formError?: string }
  | {
      step: "code";
      phone: string;
      /** When the code was sent (ms), carried in a hidden field for the countdown only. */
      sentAt: number;
      resendIn: number;
      expiresIn: number;
      otpError?: string;
      formError?: string;
      resent?: boolean;
    };

const Intent = z.enum(["send", "resend", "verify"]);
/** The code step's hidden fields: the number (E.164) and when its code was sent (ms, for the countdown only). */
const CodeStep = z.object({ phone: phoneField, sent_at: z.coerce.number().int().nonnegative().catch(0) });

export async function action({ request, context }: Route.ActionArgs) {
  const { t } = getInstance(context);
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 64) : "";
  };
  const intent = Intent.safeParse(text("intent"));
  if (!intent.success) return data({ step: "phone", typed: "", formError: t("errors.validation") } as SignInStep, 400);

  if (intent.data === "send") {
    const typed = text("phone");
    const read = readPhone(typed);
    if (!read.ok)
      return data({ step: "phone", typed, phoneError: t(`authScreen.errors.${read.problem}`) } as SignInStep, 400);
    try {
      const times = await sendPhoneCode(request, context, read.e164);
      return codeStep(read.e164, times.resend_after);
    } catch (error) {
      const failure = explain(error, t);
      return data(
        {
          step: "phone",
          typed,
          ...(failure.field === "phone" ? { phoneError: failure.message } : { formError: failure.message }),
        } as SignInStep,
        failure.status,
      );
    }
  }

  const step = CodeStep.safeParse({ phone: text("phone"), sent_at: text("sent_at") });
  if (!step.success) return data({ step: "phone", typed: "", formError: t("errors.validation") } as SignInStep, 400);
  const { phone, sent_at: sentAt } = step.data;
  const elapsed = Math.max(0, (Date.now() - sentAt) / 1000);
  const resendIn = Math.ceil(Math.min(CODE_TIMES.resend_after, Math.max(0, CODE_TIMES.resend_after - elapsed)));
  const waiting = { step: "code", phone, sentAt, resendIn, expiresIn: CODE_TIMES.expires_in } as const;

  if (intent.data === "resend") {
    try {
      const times = await sendPhoneCode(request, context, phone);
      return codeStep(phone, times.resend_after, { resent: true });
    } catch (error) {
      const failure = explain(error, t);
      return data({ ...waiting, formError: failure.message } as SignInStep, failure.status);
    }
  }

  const otp = otpField.safeParse(text("otp").replace(/\D/g, ""));
  if (!otp.success) return data({ ...waiting, otpError: t("authScreen.errors.code") } as SignInStep, 400);
  try {
    const { headers } = await signInWithPhoneCode(request, context, phone, otp.data);
    const next = workspacePath(new URL(request.url).searchParams.get("next"));
    throw redirect(next ?? "/main", { headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    const failure = explain(error, t);
    const shown = failure.field === "otp" ? { otpError: failure.message } : { formError: failure.message };
    return data({ ...waiting, ...shown } as SignInStep, failure.status);
  }
}

function codeStep(phone: string, resendAfter: number, extra: { resent?: boolean } = {}) {
  const step: SignInStep = {
    step: "code",
    phone,
    sentAt: Date.now(),
    resendIn: resendAfter,
    expiresIn: CODE_TIMES.expires_in,
    ...extra,
  };
  return data(step);
}

/** An ApiError's translated message, status and field; anything else is logged and said generically. */
function explain(error: unknown, t: (key: string, params?: Record<string, unknown>) => string) {
  if (error instanceof ApiError)
    return { status: error.status, field: error.field, message: t(error.messageKey, error.params) };
  console.error("sign-in failed", error);
  return { status: 500, field: undefined, message: t("errors.internal") };
}

/** Seconds as m:ss. */
function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

export default function AuthScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const nonce = useRouteLoaderData<{ nonce: string }>("root")?.nonce;
  const state: SignInStep = actionData ?? { step: "phone", typed: "" };
  const next = loaderData?.next;
  const formAction = next ? `/auth?next=${encodeURIComponent(next)}` : "/auth";

  return (
    <PublicPage showSignIn={false}>
      <PageTitle title={t("authScreen.title")} />
      <div className="mx-auto grid max-w-5xl items-start gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[28rem_22rem] lg:justify-center lg:py-16">
        <div className="mx-auto w-full max-w-md rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8 lg:mx-0">
          <h1 className="text-2xl font-bold tracking-tight text-stone-900">{t("authScreen.heading")}</h1>
          {state.formError && (
            <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
              {state.formError}
            </p>
          )}

          {state.step === "phone" ? (
            <form method="post" action={formAction} noValidate className="mt-6 space-y-5" data-sign-in>
              <input type="hidden" name="intent" value="send" />
              <p className="text-stone-600">{t("authScreen.lead")}</p>
              <div>
                <label htmlFor="phone" className="block text-sm font-semibold text-stone-800">
                  {t("authScreen.phoneLabel")}
                </label>
                <div
                  className={`mt-2 flex items-center rounded-xl border bg-white focus-within:ring-2 focus-within:ring-brand/60 ${state.phoneError ? "border-red-500" : "border-stone-300 focus-within:border-brand"}`}
                >
                  <span
                    id="phone-prefix"
                    hidden={/^\s*(\+|00)/.test(state.typed)}
                    className="border-r border-stone-200 py-3 pr-3 pl-4 text-base font-medium text-stone-500"
                    aria-hidden="true"
                  >
                    +91
                  </span>
                  <input
                    id="phone"
                    name="phone"
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    required
                    autoFocus
                    maxLength={32}
                    defaultValue={state.typed}
                    placeholder={t("authScreen.phonePlaceholder")}
                    aria-invalid={state.phoneError ? true : undefined}
                    aria-describedby={state.phoneError ? "phone-error phone-hint" : "phone-hint"}
                    className="w-full min-w-0 rounded-xl bg-transparent px-4 py-3 text-lg tracking-wide text-stone-900 outline-none placeholder:text-stone-400"
                  />
                </div>
                {state.phoneError && (
                  <p id="phone-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
                    {state.phoneError}
                  </p>
                )}
                <p id="phone-hint" className="mt-2 text-sm text-stone-500">
                  {t("authScreen.phoneHint")}
                </p>
              </div>
              <Button type="submit" size="lg" className="w-full" data-busy-label={t("authScreen.sending")}>
                {t("authScreen.sendCode")}
              </Button>
            </form>
          ) : (
            <form method="post" action={formAction} noValidate className="mt-6 space-y-5" data-sign-in id="otp-form">
              <input type="hidden" name="phone" value={state.phone} />
              <input type="hidden" name="sent_at" value={state.sentAt} />
              <div className="rounded-xl bg-orange-50 p-4 text-stone-700">
                <p role={state.resent ? "status" : undefined}>
                  {state.resent
                    ? t("authScreen.resent", { phone: formatPhone(state.phone) })
                    : t("authScreen.codeSentTo", { phone: formatPhone(state.phone) })}
                </p>
                <p className="mt-1 text-sm text-stone-600">
                  {t("authScreen.codeValidFor", { count: Math.max(1, Math.round(state.expiresIn / 60)) })}
                </p>
                <Link to={formAction} className={`mt-2 inline-flex items-center gap-1 text-sm ${textLink}`}>
                  <ArrowLeftIcon className="size-4" />
                  {t("authScreen.changeNumber")}
                </Link>
              </div>
              <div>
                <label htmlFor="otp" className="block text-sm font-semibold text-stone-800">
                  {t("authScreen.codeLabel")}
                </label>
                <input
                  id="otp"
                  name="otp"
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]*"
                  maxLength={6}
                  required
                  autoFocus
                  aria-invalid={state.otpError ? true : undefined}
                  aria-describedby={state.otpError ? "otp-error" : undefined}
                  className={`mt-2 w-full rounded-xl border bg-white px-4 py-3 text-center font-mono text-2xl tracking-[0.5em] text-stone-900 outline-none focus:ring-2 focus:ring-brand/60 ${state.otpError ? "border-red-500" : "border-stone-300 focus:border-brand"}`}
                />
                {state.otpError && (
                  <p id="otp-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
                    {state.otpError}
                  </p>
                )}
              </div>
              <Button
                type="submit"
                name="intent"
                value="verify"
                size="lg"
                className="w-full"
                data-busy-label={t("authScreen.verifying")}
              >
                {t("authScreen.verify")}
              </Button>
              {/* The countdown and the resend button share one place; CSS swaps them when the wait is over, with or without script. */}
              <div className="grid text-center text-sm">
                <p
                  className="reveal-hide [grid-area:1/1] text-stone-500"
                  style={{ animationDelay: `${state.resendIn}s` }}
                  id="resend-in"
                  data-seconds={state.resendIn}
                  data-template={t("authScreen.resendIn", { time: "{time}" })}
                >
                  {t("authScreen.resendIn", { time: clock(state.resendIn) })}
                </p>
                <button
                  type="submit"
                  name="intent"
                  value="resend"
                  formNoValidate
                  className={`reveal-show [grid-area:1/1] justify-self-center ${textLink}`}
                  style={{ animationDelay: `${state.resendIn}s` }}
                  data-busy-label={t("authScreen.sending")}
                >
                  {t("authScreen.resend")}
                </button>
              </div>
            </form>
          )}

          <p className="mt-6 border-t border-stone-100 pt-4 text-sm leading-relaxed text-stone-500">
            <Trans
              i18nKey="authScreen.agree"
              components={{
                terms: <Link to="/term" className={textLink} />,
                privacy: <Link to="/privacy" className={textLink} />,
              }}
            />
          </p>
        </div>

        <aside className="hidden rounded-3xl bg-stone-900 p-8 text-stone-100 lg:block">
          <h2 className="text-lg font-semibold text-white">{t("authScreen.benefits.title")}</h2>
          <ul className="mt-5 space-y-4">
            {(["kundli", "match", "reports"] as const).map((key) => (
              <li key={key} className="flex gap-3">
                <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand/20 text-brand">
                  <CheckIcon className="size-4" />
                </span>
                <span className="leading-relaxed">{t(`authScreen.benefits.${key}`)}</span>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ENHANCE }} />
    </PublicPage>
  );
}

/**
 * The only script of the page (about 1 kB): a form is sent once and says so on its button, a
 * complete code submits itself (SMS autofill or paste), the +91 prefix follows what is typed,
 * and the resend countdown ticks.
 */
const ENHANCE = `(() => {
  for (const form of document.querySelectorAll("form[data-sign-in]"))
    form.addEventListener("submit", (event) => {
      if (form.dataset.sent) return event.preventDefault();
      form.dataset.sent = "1";
      const button = event.submitter;
      if (button && button.dataset.busyLabel) { button.textContent = button.dataset.busyLabel; button.setAttribute("aria-disabled", "true"); }
    });
  const otp = document.getElementById("otp");
  if (otp) otp.addEventListener("input", () => {
    const digits = otp.value.replace(/\\D/g, "").slice(0, 6);
    if (digits !== otp.value) otp.value = digits;
    if (digits.length === 6) otp.form.requestSubmit(otp.form.querySelector("button[value=verify]"));
  });
  const phone = document.getElementById("phone"), prefix = document.getElementById("phone-prefix");
  if (phone && prefix) phone.addEventListener("input", () => { prefix.hidden = /^\\s*(\\+|00)/.test(phone.value); });
  // Back to this page from the next one: start afresh rather than with a form marked as sent.
  addEventListener("pageshow", (event) => { if (event.persisted) location.reload(); });
  const wait = document.getElementById("resend-in");
  if (wait) {
    let left = Number(wait.dataset.seconds);
    const tick = setInterval(() => {
      left = Math.max(0, left - 1);
      wait.textContent = wait.dataset.template.replace("{time}", Math.floor(left / 60) + ":" + String(left % 60).padStart(2, "0"));
      if (left === 0) clearInterval(tick);
    }, 1000);
  }
})();`;
