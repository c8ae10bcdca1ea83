/**
 * Sign-in (spec §2 /auth): mobile number → 6-digit code by SMS → /main.
 * The API validates and answers errors already translated (`?lng=` carries the screen's
 * language); the checks here only spare a round trip for obvious typos.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link, redirect, useNavigate } from "react-router";
import { toast } from "~/ui/toast";
import { sendOtp, sessionStore, verifyOtp, type ApiFailure, type OtpSent } from "~/client/auth";
import { getSessionUser } from "~/server/auth/session.server";
import { cloudflareContext } from "~/server/context.server";
import { PageTitle } from "~/ui/brand";
import { ArrowLeftIcon, CheckIcon } from "~/ui/icons";
import { formatPhone, readPhone } from "~/ui/phone";
import { PublicPage, primaryButton, textLink } from "~/ui/site";
import { useHydrated } from "~/ui/hydrated";
import { Spinner } from "~/ui/spinner";
import type { Route } from "./+types/auth";

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getSessionUser(request, context.get(cloudflareContext).env)) throw redirect("/main");
  return null;
}

const CODE_LENGTH = 6;
/** Used when the API does not say (seconds). */
const DEFAULT_RESEND_AFTER = 30;
const DEFAULT_EXPIRES_IN = 300;

/** Seconds until a new code may be asked for and until this one expires, from send-otp's answer. */
function otpTimes(data: Partial<OtpSent>): { resendAfter: number; expiresIn: number } {
  const seconds = (...values: unknown[]) =>
    values.find((v): v is number => typeof v === "number" && Number.isFinite(v) && v >= 0);
  return {
    resendAfter: seconds(data.resend_after, data.resendAfter) ?? DEFAULT_RESEND_AFTER,
    expiresIn: seconds(data.expires_in, data.expiresIn) ?? DEFAULT_EXPIRES_IN,
  };
}

type Step = { name: "phone" } | { name: "code"; phone: string; resendAt: number; expiresIn: number };

export default function AuthScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: "phone" });
  const [phoneInput, setPhoneInput] = useState("");
  const [code, setCode] = useState("");
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [pending, setPending] = useState<"send" | "verify" | "resend" | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const codeFormRef = useRef<HTMLFormElement>(null);

  // A visitor whose session can still be refreshed needs no code.
  useEffect(() => {
    let live = true;
    void sessionStore.check().then((state) => {
      if (live && state.status === "signedIn") navigate("/main", { replace: true });
    });
    return () => {
      live = false;
    };
  }, [navigate]);

  useEffect(() => {
    if (step.name === "code") codeRef.current?.focus({ preventScroll: true });
  }, [step]);

  // The phone field is uncontrolled so that digits typed before hydration survive it; until
  // then the buttons stay disabled, as a native submit would put the number in the URL.
  const hydrated = useHydrated();

  const waiting = step.name === "code" ? Math.max(0, Math.ceil((step.resendAt - now) / 1000)) : 0;
  useEffect(() => {
    if (waiting <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);

  function explain(error: ApiFailure): string {
    if (error.message) return error.message;
    return t(error.code === "network" ? "errors.network" : "errors.internal");
  }

  async function requestCode(phone: string, mode: "send" | "resend") {
    setPending(mode);
    const result = await sendOtp(phone, i18n.language);
    setPending(null);
    if (!result.ok) {
      const message = explain(result.error);
      if (mode === "send" && result.error.field === "phone") {
        setPhoneError(message);
        phoneRef.current?.focus();
      } else {
        toast.error(message);
      }
      return;
    }
    const startedAt = Date.now();
    const { resendAfter, expiresIn } = otpTimes(result.data);
    setNow(startedAt);
    setStep({ name: "code", phone, resendAt: startedAt + resendAfter * 1000, expiresIn });
    setCode("");
    setCodeError(null);
    if (mode === "resend") {
      toast.success(t("authScreen.resent", { phone: formatPhone(phone) }));
      codeRef.current?.focus();
    }
  }

  function onSend(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const typed = phoneRef.current?.value ?? phoneInput;
    setPhoneInput(typed);
    const parsed = readPhone(typed);
    if (!parsed.ok) {
      setPhoneError(t(`authScreen.errors.${parsed.problem}`));
      phoneRef.current?.focus();
      return;
    }
    setPhoneError(null);
    void requestCode(parsed.e164, "send");
  }

  async function onVerify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || step.name !== "code") return;
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) {
      setCodeError(t("authScreen.errors.code"));
      codeRef.current?.focus();
      return;
    }
    setPending("verify");
    const result = await verifyOtp(step.phone, code, i18n.language);
    if (result.ok) {
      toast.success(t("authScreen.signedIn"));
      await navigate("/main", { replace: true });
      return;
    }
    setPending(null);
    const message = explain(result.error);
    if (result.error.field === "otp") {
      setCodeError(message);
      codeRef.current?.select();
    } else {
      toast.error(message);
    }
  }

  function onCodeChange(value: string) {
    const digits = value.replace(/\D/g, "").slice(0, CODE_LENGTH);
    setCode(digits);
    if (codeError) setCodeError(null);
    // The code arrives by SMS autofill or paste as a whole: submit it at once.
    if (digits.length === CODE_LENGTH && !pending) queueMicrotask(() => codeFormRef.current?.requestSubmit());
  }

  function changeNumber() {
    setStep({ name: "phone" });
    setCode("");
    setCodeError(null);
    queueMicrotask(() => phoneRef.current?.focus());
  }

  const showPrefix = !/^\s*(\+|00)/.test(phoneInput);
  const minutes = step.name === "code" ? Math.max(1, Math.round(step.expiresIn / 60)) : 0;

  return (
    <PublicPage showSignIn={false}>
      <PageTitle title={t("authScreen.title")} />
      <div className="mx-auto grid max-w-5xl items-start gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[28rem_22rem] lg:justify-center lg:py-16">
        <div className="mx-auto w-full max-w-md rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8 lg:mx-0">
          <h1 className="text-2xl font-bold tracking-tight text-stone-900">{t("authScreen.heading")}</h1>

          {step.name === "phone" ? (
            <form onSubmit={onSend} noValidate className="mt-6 space-y-5">
              <p className="text-stone-600">{t("authScreen.lead")}</p>
              <div>
                <label htmlFor="phone" className="block text-sm font-semibold text-stone-800">
                  {t("authScreen.phoneLabel")}
                </label>
                <div
                  className={`mt-2 flex items-center rounded-xl border bg-white focus-within:ring-2 focus-within:ring-brand/60 ${phoneError ? "border-red-500" : "border-stone-300 focus-within:border-brand"}`}
                >
                  {showPrefix && (
                    <span
                      className="border-r border-stone-200 py-3 pr-3 pl-4 text-base font-medium text-stone-500"
                      aria-hidden="true"
                    >
                      +91
                    </span>
                  )}
                  <input
                    ref={phoneRef}
                    id="phone"
                    name="phone"
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    required
                    autoFocus
                    defaultValue={phoneInput}
                    onChange={(event) => {
                      setPhoneInput(event.target.value);
                      if (phoneError) setPhoneError(null);
                    }}
                    placeholder={t("authScreen.phonePlaceholder")}
                    aria-invalid={phoneError ? true : undefined}
                    aria-describedby={phoneError ? "phone-error phone-hint" : "phone-hint"}
                    className="w-full min-w-0 rounded-xl bg-transparent px-4 py-3 text-lg tracking-wide text-stone-900 outline-none placeholder:text-stone-400"
                  />
                </div>
                {phoneError && (
                  <p id="phone-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
                    {phoneError}
                  </p>
                )}
                <p id="phone-hint" className="mt-2 text-sm text-stone-500">
                  {t("authScreen.phoneHint")}
                </p>
              </div>
              <button type="submit" className={`${primaryButton} w-full`} disabled={!hydrated || pending === "send"}>
                {pending === "send" ? (
                  <>
                    <Spinner className="size-5 text-white" />
                    {t("authScreen.sending")}
                  </>
                ) : (
                  t("authScreen.sendCode")
                )}
              </button>
            </form>
          ) : (
            <form ref={codeFormRef} onSubmit={onVerify} noValidate className="mt-6 space-y-5">
              <div className="rounded-xl bg-orange-50 p-4 text-stone-700">
                <p>{t("authScreen.codeSentTo", { phone: formatPhone(step.phone) })}</p>
                <p className="mt-1 text-sm text-stone-600">{t("authScreen.codeValidFor", { count: minutes })}</p>
                <button
                  type="button"
                  onClick={changeNumber}
                  className={`mt-2 inline-flex items-center gap-1 text-sm ${textLink}`}
                >
                  <ArrowLeftIcon className="size-4" />
                  {t("authScreen.changeNumber")}
                </button>
              </div>
              <div>
                <label htmlFor="otp" className="block text-sm font-semibold text-stone-800">
                  {t("authScreen.codeLabel")}
                </label>
                <input
                  ref={codeRef}
                  id="otp"
                  name="otp"
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]*"
                  maxLength={CODE_LENGTH}
                  required
                  value={code}
                  onChange={(event) => onCodeChange(event.target.value)}
                  aria-invalid={codeError ? true : undefined}
                  aria-describedby={codeError ? "otp-error" : undefined}
                  className={`mt-2 w-full rounded-xl border bg-white px-4 py-3 text-center font-mono text-2xl tracking-[0.5em] text-stone-900 outline-none focus:ring-2 focus:ring-brand/60 ${codeError ? "border-red-500" : "border-stone-300 focus:border-brand"}`}
                />
                {codeError && (
                  <p id="otp-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
                    {codeError}
                  </p>
                )}
              </div>
              <button type="submit" className={`${primaryButton} w-full`} disabled={pending === "verify"}>
                {pending === "verify" ? (
                  <>
                    <Spinner className="size-5 text-white" />
                    {t("authScreen.verifying")}
                  </>
                ) : (
                  t("authScreen.verify")
                )}
              </button>
              <div className="text-center text-sm">
                {waiting > 0 ? (
                  <p className="text-stone-500">
                    {t("authScreen.resendIn", {
                      time: `${Math.floor(waiting / 60)}:${String(waiting % 60).padStart(2, "0")}`,
                    })}
                  </p>
                ) : (
                  <button
                    type="button"
                    onClick={() => void requestCode(step.phone, "resend")}
                    disabled={pending !== null}
                    className={`${textLink} disabled:opacity-60`}
                  >
                    {pending === "resend" ? t("authScreen.sending") : t("authScreen.resend")}
                  </button>
                )}
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
    </PublicPage>
  );
}
