/**
 * /main/wallet — the balance, a top-up form and the latest entries. The top-up opens a payment
 * with the configured provider: the test provider's page (offline), or Razorpay Checkout in the
 * browser, whose answer is verified on the server before anything is credited.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation, useRevalidator } from "react-router";
import { getInstance } from "#app/i18n/i18next.server";
import { requireUser } from "#app/server/auth/session.server";
import { walletView } from "#app/server/commerce/billing.server";
import { gstMode } from "#app/shared/commerce/gst";
import { TOPUP_MAX_PAISE, TOPUP_MIN_PAISE } from "#app/server/commerce/input.server";
import type { Checkout } from "#app/shared/commerce/checkout";
import { openTopUp, paymentOfQuery } from "#app/server/commerce/purchase.server";
import { cloudflareContext } from "#app/server/context.server";
import { ApiError } from "#app/server/http.server";
import { cardClass, inputClass, labelClass } from "#app/ui/accounts/form-state";
import { formatRupees } from "#app/shared/format";
import { rupeesToPaise } from "#app/ui/money/amount";
import { EntryList } from "#app/ui/money/ledger";
import { openRazorpay } from "#app/ui/money/razorpay";
import { Screen } from "#app/ui/shell/screen";
import type { Route } from "./+types/wallet";
import { Button } from "#app/ui/button";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const user = await requireUser(request, env);
  return {
    ...(await walletView(env, user.uid)),
    payment: await paymentOfQuery(env, user.uid, request),
    gst: gstMode(env.GST_PRICES),
    // A fresh key per form shown: a double submit opens one payment.
    idempotencyKey: crypto.randomUUID(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const user = await requireUser(request, env);
  const form = await request.formData();
  const amount = String(form.get("amount") ?? "");
  const t = getInstance(context).t;
  const paise = rupeesToPaise(amount);
  if (paise === null) return data({ amount, message: t("wallet.errors.amount") }, { status: 400 });
  if (paise < TOPUP_MIN_PAISE || paise > TOPUP_MAX_PAISE)
    return data({ amount, message: t("wallet.errors.amountRange") }, { status: 400 });
  const key = String(form.get("idempotency_key") ?? "");
  try {
    const opened = await openTopUp(env, user, paise, /^[A-Za-z0-9_.:-]{8,100}$/.test(key) ? key : crypto.randomUUID());
    if (opened.checkout.kind === "test") return redirect(opened.checkout.url);
    return { amount, checkout: opened.checkout, paymentId: opened.payment.id };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      return data({ amount, message: t(error.messageKey) }, { status: error.status });
    if (error instanceof ApiError) return data({ amount, message: t(error.messageKey) }, { status: 503 });
    throw error;
  }
}

type ActionData = { amount: string; message?: string; checkout?: Checkout; paymentId?: string };

export default function Wallet({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const revalidator = useRevalidator();
  const result = actionData as ActionData | undefined;
  const [razorpayFailed, setRazorpayFailed] = useState(false);
  useEffect(() => {
    if (result?.checkout?.kind !== "razorpay" || !result.paymentId) return;
    openRazorpay(result.checkout, result.paymentId).then(
      () => revalidator.revalidate(),
      () => setRazorpayFailed(true),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);
  const payment = loaderData.payment;
  return (
    <Screen title={t("wallet.screen.title")} lead={t("wallet.screen.lead")}>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-6">
          <section className={cardClass} aria-labelledby="wallet-balance">
            <h2 id="wallet-balance" className="text-sm font-medium text-stone-500">
              {t("wallet.screen.balance")}
            </h2>
            <p className="mt-1 text-3xl font-bold text-stone-900 tabular-nums" data-testid="wallet-balance">
              {formatRupees(loaderData.balancePaise, i18n.language, { exact: true })}
            </p>
          </section>
          {payment && payment.status !== "created" && (
            <p
              role="status"
              className={`rounded-xl px-4 py-3 text-sm ${payment.status === "paid" ? "bg-green-50 text-green-800" : "bg-orange-50 text-orange-900"}`}
            >
              {t(`wallet.screen.${payment.status}`)}
            </p>
          )}
          <Form method="post" className={`${cardClass} space-y-4`} aria-labelledby="wallet-topup">
            <h2 id="wallet-topup" className="text-lg font-semibold text-stone-900">
              {t("wallet.screen.topUpTitle")}
            </h2>
            <input type="hidden" name="idempotency_key" value={loaderData.idempotencyKey} />
            <label className={labelClass}>
              {t("wallet.screen.amount")}
              <input
                name="amount"
                inputMode="decimal"
                required
                defaultValue={result?.amount ?? "500"}
                aria-invalid={result?.message ? true : undefined}
                aria-describedby="topup-hint"
                className={inputClass}
              />
              <span id="topup-hint" className="mt-1 block text-xs text-stone-500">
                {t("wallet.screen.amountHint")}
              </span>
            </label>
            {(result?.message || razorpayFailed) && (
              <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
                {result?.message ?? t("wallet.screen.razorpayMissing")}
              </p>
            )}
            <p className="text-xs text-stone-500">
              {t(loaderData.gst === "exclusive" ? "wallet.screen.gstExclusive" : "wallet.screen.gstInclusive")}
            </p>
            <Button type="submit" disabled={busy} className="w-full sm:w-auto">
              {busy ? t("wallet.screen.submitting") : t("wallet.screen.submit")}
            </Button>
          </Form>
        </div>
        <section className={cardClass} aria-labelledby="wallet-recent">
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="wallet-recent" className="text-lg font-semibold text-stone-900">
              {t("wallet.screen.recent")}
            </h2>
            <Link
              to="/main/billing"
              className="text-sm font-semibold text-brand-strong underline-offset-2 hover:underline"
            >
              {t("wallet.screen.all")}
            </Link>
          </div>
          <EntryList entries={loaderData.entries} empty={t("wallet.screen.empty")} />
        </section>
      </div>
    </Screen>
  );
}
