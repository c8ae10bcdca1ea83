/**
 * /main/wallet/test-pay/:id — the offline test provider's page: the astrologer plays the bank
 * and chooses Pay, Fail or Cancel. It exists only outside production and only for the signed-in
 * user's own test payment; the answer settles the payment once (a second answer changes nothing).
 */
import type { TextsHandle } from "#app/i18n/areas";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { getLocale } from "#app/i18n/i18next.server";
import { requireUser } from "#app/server/auth/session.server";
import { ownPayment, paymentView, settleTestPayment } from "#app/server/commerce/purchase.server";
import { testProviderAllowed } from "#app/server/commerce/payments/provider.server";
import { cloudflareContext } from "#app/server/context.server";
import { cardClass } from "#app/ui/accounts/form-state";
import { formatRupees } from "#app/shared/format";
import { Screen } from "#app/ui/shell/screen";
import type { Route } from "./+types/test-pay";
import { Button } from "#app/ui/button";

/** The text areas this screen shows beyond the core (docs/decisions/0037). */
export const handle: TextsHandle = { texts: ["wallet"] };

async function testPayment(request: Request, env: Env, id: string) {
  const user = await requireUser(request, env);
  if (!testProviderAllowed(env)) throw data(null, { status: 404 });
  const payment = await ownPayment(env, user.uid, id).catch(() => null);
  if (!payment || payment.provider !== "test") throw data(null, { status: 404 });
  return { user, payment };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const { payment } = await testPayment(request, env, params.id);
  return { payment: paymentView(payment) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const { user, payment } = await testPayment(request, env, params.id);
  const outcome = String((await request.formData()).get("outcome") ?? "");
  if (outcome !== "pay" && outcome !== "fail" && outcome !== "cancel") throw data(null, { status: 400 });
  await settleTestPayment(env, user.uid, payment.id, outcome, getLocale(context) === "hi" ? "hi" : "en");
  const back = payment.purpose === "plan" ? "/main/subscription" : "/main/wallet";
  return redirect(`${back}?payment=${payment.id}`);
}

export default function TestPay({ loaderData: { payment } }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const money = (paise: number) => formatRupees(paise, i18n.language, { exact: true });
  const purpose =
    payment.purpose === "topup"
      ? t("wallet.testPay.purposeTopup", { amount: money(payment.wallet_paise) })
      : t("wallet.testPay.purposePlan", {
          plan: t(`wallet.plans.${payment.plan_id}`, { defaultValue: payment.plan_id }),
        });
  return (
    <Screen title={t("wallet.testPay.title")} lead={t("wallet.testPay.lead")}>
      <div className={`${cardClass} max-w-md space-y-4`}>
        <p className="text-stone-700">{purpose}</p>
        <div>
          <p className="text-sm text-stone-500">{t("wallet.testPay.amount")}</p>
          <p className="text-3xl font-bold text-stone-900 tabular-nums" data-testid="test-pay-amount">
            {money(payment.amount_paise)}
          </p>
          <p className="text-xs text-stone-500">{t("wallet.testPay.gst", { gst: money(payment.gst_paise) })}</p>
        </div>
        {payment.status === "created" ? (
          <Form method="post" className="flex flex-wrap gap-2">
            <Button type="submit" name="outcome" value="pay" disabled={busy}>
              {t("wallet.testPay.pay")}
            </Button>
            <Button type="submit" name="outcome" value="fail" disabled={busy} variant="secondary" size="sm">
              {t("wallet.testPay.fail")}
            </Button>
            <Button type="submit" name="outcome" value="cancel" disabled={busy} variant="secondary" size="sm">
              {t("wallet.testPay.cancel")}
            </Button>
          </Form>
        ) : (
          <p role="status" className="rounded-xl bg-stone-50 px-3 py-2 text-sm text-stone-700">
            {t("wallet.testPay.settled", { status: t(`wallet.testPay.status.${payment.status}`) })}{" "}
            <Link to="/main/wallet" className="font-semibold underline">
              {t("wallet.testPay.back")}
            </Link>
          </p>
        )}
      </div>
    </Screen>
  );
}
