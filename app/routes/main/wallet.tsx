/**
 * /main/wallet — the balance, a top-up form and the latest entries. The top-up opens a payment
 * with the configured provider: the test provider's page (offline), or Razorpay Checkout in the
 * browser, whose answer is verified on the server before anything is credited. The amount is
 * checked with the same schema in the browser and in the action (app/shared/commerce/forms.ts).
 */
import type { TextsHandle } from "#app/i18n/areas";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { getFormProps } from "@conform-to/react";
import { data, Form, Link, redirect, useNavigation, useRevalidator } from "react-router";
import { getInstance } from "#app/i18n/i18next.server";
import { requireUser } from "#app/server/auth/session.server";
import { walletView } from "#app/server/commerce/billing.server";
import { gstMode } from "#app/shared/commerce/gst";
import { topUpForm } from "#app/shared/commerce/forms";
import { openTopUp, paymentOfQuery } from "#app/server/commerce/purchase.server";
import { cloudflareContext } from "#app/server/context.server";
import { refused, refusedBy } from "#app/server/forms.server";
import type { FormReply } from "#app/shared/forms";
import { ApiError } from "#app/server/http.server";
import { parseForm } from "#app/shared/forms";
import { cardClass, inputClass, labelClass } from "#app/ui/accounts/form-state";
import { formatRupees } from "#app/shared/format";
import { FieldError, FormError, Input, useSchemaForm } from "#app/ui/forms";
import { EntryList } from "#app/ui/money/ledger";
import { openRazorpay } from "#app/ui/money/razorpay";
import { Screen } from "#app/ui/shell/screen";
import type { Route } from "./+types/wallet";
import { Button } from "#app/ui/button";

/** The text areas this screen shows beyond the core (docs/decisions/0037). */
export const handle: TextsHandle = { texts: ["wallet"] };

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
  const t = getInstance(context).t;
  const submission = parseForm(await request.formData(), topUpForm, t);
  if (submission.status !== "success") return refused("topup", submission);
  try {
    const { amount, idempotency_key } = submission.value;
    const opened = await openTopUp(env, user, amount, idempotency_key);
    if (opened.checkout.kind === "test") return redirect(opened.checkout.url);
    return { checkout: opened.checkout, paymentId: opened.payment.id };
  } catch (error) {
    // The payment provider is unset or down: said above the form, as a 503.
    if (error instanceof ApiError && error.status >= 500)
      return data<FormReply>(
        { intent: "topup", result: submission.reply({ formErrors: [t(error.messageKey)] }) },
        { status: 503 },
      );
    return refusedBy(error, t, "topup", submission);
  }
}

export default function Wallet({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const revalidator = useRevalidator();
  const opened = actionData && "checkout" in actionData ? actionData : null;
  const [form, fields] = useSchemaForm(() => import("#app/shared/commerce/forms").then((forms) => forms.topUpForm), {
    lastResult: actionData && "result" in actionData ? actionData.result : null,
    defaultValue: { amount: "500" },
  });
  const [razorpayFailed, setRazorpayFailed] = useState(false);
  useEffect(() => {
    if (opened?.checkout.kind !== "razorpay") return;
    openRazorpay(opened.checkout, opened.paymentId).then(
      () => revalidator.revalidate(),
      () => setRazorpayFailed(true),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);
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
          <Form
            method="post"
            {...getFormProps(form)}
            className={`${cardClass} space-y-4`}
            aria-labelledby="wallet-topup"
          >
            <h2 id="wallet-topup" className="text-lg font-semibold text-stone-900">
              {t("wallet.screen.topUpTitle")}
            </h2>
            <input type="hidden" name="idempotency_key" value={loaderData.idempotencyKey} />
            <FieldError field={fields.idempotency_key} />
            <label className={labelClass}>
              {t("wallet.screen.amount")}
              <Input
                field={fields.amount}
                inputMode="decimal"
                required
                aria-describedby={fields.amount.errors ? `${fields.amount.errorId} topup-hint` : "topup-hint"}
                className={inputClass}
              />
              <FieldError field={fields.amount} />
              <span id="topup-hint" className="mt-1 block text-xs text-stone-500">
                {t("wallet.screen.amountHint")}
              </span>
            </label>
            <FormError form={form} />
            {razorpayFailed && (
              <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
                {t("wallet.screen.razorpayMissing")}
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
