/**
 * /main/subscription — the plans with what each includes, the current plan with Days Left and
 * its allowances, and Buy/Renew from the wallet or by payment. A renewal starts where the last
 * period ends. A short wallet answers with the reason and the way forward (top up).
 */
import type { TextsHandle } from "#app/i18n/areas";
import { useTranslation } from "react-i18next";
import { data, Form, redirect, useNavigation } from "react-router";
import { getInstance } from "#app/i18n/i18next.server";
import { requireUser } from "#app/server/auth/session.server";
import { subscriptionView } from "#app/server/commerce/billing.server";
import { buyPlan, paymentOfQuery } from "#app/server/commerce/purchase.server";
import { cloudflareContext } from "#app/server/context.server";
import { ApiError } from "#app/server/http.server";
import { cardClass } from "#app/ui/accounts/form-state";
import { formatCount, formatRupees } from "#app/shared/format";
import { formatDay, Refusal } from "#app/ui/money/ledger";
import { Screen } from "#app/ui/shell/screen";
import type { Route } from "./+types/subscription";
import { Button } from "#app/ui/button";

/** The text areas this screen shows beyond the core (docs/decisions/0037). */
export const handle: TextsHandle = { texts: ["wallet"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const user = await requireUser(request, env);
  return {
    ...(await subscriptionView(env, user.uid)),
    trial: { kundlis: user.free_trial_kundali, reports: user.free_trial_report },
    payment: await paymentOfQuery(env, user.uid, request),
    idempotencyKey: crypto.randomUUID(),
    now: Date.now(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const user = await requireUser(request, env);
  const form = await request.formData();
  const key = String(form.get("idempotency_key") ?? "");
  const t = getInstance(context).t;
  try {
    const result = await buyPlan(env, user, {
      planId: String(form.get("plan_id") ?? ""),
      pay: form.get("pay") === "payment" ? "payment" : "wallet",
      idempotencyKey: /^[A-Za-z0-9_.:-]{8,100}$/.test(key) ? key : crypto.randomUUID(),
    });
    if ("checkout" in result) {
      if (result.checkout.kind === "test") return redirect(result.checkout.url);
      return { checkout: result.checkout, paymentId: result.payment.id };
    }
    return { boughtUntil: result.period.ends_at };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data(
      { message: t(error.messageKey), wayForward: error.details?.wayForward ?? null },
      { status: error.status >= 500 ? 503 : error.status },
    );
  }
}

type ActionData = { boughtUntil?: number; message?: string; wayForward?: string | null };

export default function Subscription({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const result = actionData as ActionData | undefined;
  const { status, plans, trial } = loaderData;
  const current = status.current;
  const lastEnd = status.endsAt;
  const count = (n: number) => formatCount(n, i18n.language);
  return (
    <Screen title={t("wallet.subscription.title")} lead={t("wallet.subscription.lead")}>
      <div className="space-y-6">
        {result?.message && <Refusal message={result.message} wayForward={result.wayForward} />}
        {result?.boughtUntil && (
          <p role="status" className="rounded-xl bg-green-50 px-4 py-3 text-sm text-green-800">
            {t("wallet.subscription.bought", { date: formatDay(result.boughtUntil, i18n.language) })}
          </p>
        )}
        {loaderData.payment && loaderData.payment.status !== "created" && (
          <p role="status" className="rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-700">
            {t(`wallet.screen.${loaderData.payment.status}`)}
          </p>
        )}
        <section className={cardClass} aria-labelledby="current-plan">
          <h2 id="current-plan" className="text-sm font-medium text-stone-500">
            {t("wallet.subscription.current")}
          </h2>
          {current && lastEnd ? (
            <div className="mt-2 space-y-3">
              <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="text-2xl font-bold text-stone-900">{t(`wallet.plans.${current.plan_id}`)}</span>
                <span
                  data-testid="days-left"
                  className={`font-semibold ${status.daysLeft <= 7 ? "text-orange-600" : "text-green-700"}`}
                >
                  {t("wallet.subscription.daysLeft", { count: status.daysLeft })}
                </span>
                <span className="text-sm text-stone-600">
                  {t("wallet.subscription.endsOn", { date: formatDay(lastEnd, i18n.language) })}
                </span>
              </p>
              <dl className="grid gap-2 sm:grid-cols-3">
                {(
                  [
                    ["kundlis", current.kundlis_used, current.kundlis],
                    ["reports", current.reports_used, current.reports],
                    ["printedOrders", current.printed_orders_used, current.printed_orders],
                  ] as const
                ).map(([name, used, total]) => (
                  <div key={name} className="rounded-xl bg-stone-50 px-3 py-2">
                    <dt className="text-xs text-stone-500">{t(`wallet.subscription.${name}`)}</dt>
                    <dd className="font-semibold text-stone-900 tabular-nums">
                      {t("wallet.subscription.used", { used: count(used), total: count(total) })}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : (
            <p className="mt-2 text-stone-700">{t("wallet.subscription.none")}</p>
          )}
          <p className="mt-3 text-sm text-stone-600">
            {t("wallet.subscription.freeTrial", { kundlis: count(trial.kundlis), reports: count(trial.reports) })} ·{" "}
            {t("wallet.subscription.balance", {
              amount: formatRupees(loaderData.balancePaise, i18n.language, { exact: true }),
            })}
          </p>
        </section>
        <div className="grid gap-4 md:grid-cols-2">
          {plans.map((plan) => {
            const from = Math.max(loaderData.now, lastEnd ?? 0);
            const renewTo = from + plan.period_days * 86_400_000;
            return (
              <section key={plan.id} className={`${cardClass} flex flex-col gap-3`} aria-labelledby={`plan-${plan.id}`}>
                <h2 id={`plan-${plan.id}`} className="text-lg font-semibold text-stone-900">
                  {t(`wallet.plans.${plan.id}`)}
                </h2>
                <p>
                  <span className="text-3xl font-bold text-stone-900 tabular-nums">
                    {formatRupees(plan.price_paise, i18n.language, { exact: true })}
                  </span>{" "}
                  <span className="text-sm text-stone-600">
                    {t(`wallet.subscription.period_${plan.id}`, { defaultValue: "" })}
                  </span>
                </p>
                <p className="text-sm text-stone-700">
                  {t("wallet.subscription.includes", {
                    kundlis: count(plan.kundlis),
                    reports: count(plan.reports),
                    orders: count(plan.printed_orders),
                  })}
                </p>
                {lastEnd && (
                  <p className="text-xs text-stone-500">
                    {t("wallet.subscription.renewNote", { date: formatDay(renewTo, i18n.language) })}
                  </p>
                )}
                <Form method="post" className="mt-auto flex flex-wrap gap-2">
                  <input type="hidden" name="plan_id" value={plan.id} />
                  <input type="hidden" name="idempotency_key" value={`${loaderData.idempotencyKey}-${plan.id}`} />
                  <Button type="submit" name="pay" value="wallet" disabled={busy}>
                    {lastEnd ? t("wallet.subscription.renewWallet") : t("wallet.subscription.buyWallet")}
                  </Button>
                  <Button type="submit" name="pay" value="payment" disabled={busy} variant="secondary" size="sm">
                    {t("wallet.subscription.buyPayment")}
                  </Button>
                </Form>
              </section>
            );
          })}
        </div>
      </div>
    </Screen>
  );
}
