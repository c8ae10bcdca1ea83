/**
 * /main/orders — Orders (issue 7): the astrologer's printed-and-shipped orders with their state
 * history, and a new order from a finished report with a live delivery price. Forms post to this
 * route's action, which uses the same services and rules as the /api/user/* order routes; the new
 * order is checked with its schema (app/shared/orders/forms.ts) in the browser and here, and a
 * refusal comes back with the translated message beside the field, nothing written.
 */
import type { TextsHandle } from "#app/i18n/areas";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "#app/ui/toast";
import { useEffect } from "react";
import { getInstance } from "#app/i18n/i18next.server";
import { requireActor } from "#app/server/accounts/access.server";
import { priceOf } from "#app/server/commerce/entitlements.server";
import { cloudflareContext } from "#app/server/context.server";
import { refused, refusedBy, actorPost } from "#app/server/forms.server";
import {
  finishedReports,
  listOrders,
  moveOrder,
  ownOrder,
  payOrder,
  placeOrder,
} from "#app/server/orders/orders.server";
import { parseForm } from "#app/shared/forms";
import { orderForm, ownOrderForm } from "#app/shared/orders/forms";
import { firstMessage, replyOf } from "#app/ui/forms";
import { OrderForm } from "#app/ui/orders/order-form";
import { OrderList } from "#app/ui/orders/order-list";
import { Screen } from "#app/ui/shell/screen";
import type { Route } from "./+types/orders";

/** The text areas this screen shows beyond the core (docs/decisions/0037). */
export const handle: TextsHandle = { texts: ["accounts", "orders", "report", "wallet"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireActor(request, env);
  return {
    orders: await listOrders(env, actor.uid),
    reports: await finishedReports(env, actor.uid),
    printPricePaise: await priceOf(env, "printed_order"),
    // A new key per form shown: resubmitting this form is the same order, never a second one.
    idempotencyKey: crypto.randomUUID(),
    selected: new URL(request.url).searchParams.get("order"),
    isAdmin: actor.isAdmin,
  };
}

export async function action(args: Route.ActionArgs) {
  const { env, actor, form, intent, t } = await actorPost(args);
  if (intent === "pay" || intent === "cancel") {
    const submission = parseForm(form, ownOrderForm, t);
    if (submission.status !== "success") return refused(intent, submission);
    try {
      const { order_id } = submission.value;
      if (intent === "pay") {
        const { order, payment } = await payOrder(env, await ownOrder(env, actor.uid, order_id));
        return { done: "pay" as const, number: order.id, payment };
      }
      const order = await moveOrder(env, { ...actor, isAdmin: false }, order_id, "cancelled", {});
      return { done: "cancel" as const, number: order.id, payment: null };
    } catch (error) {
      return refusedBy(error, t, intent, submission);
    }
  }
  const submission = parseForm(form, orderForm, t);
  if (submission.status !== "success") return refused("order", submission);
  try {
    const language = getInstance(args.context).language === "hi" ? "hi" : "en";
    const { order, payment } = await placeOrder(env, actor, submission.value, language);
    return { done: "order" as const, number: order.id, payment };
  } catch (error) {
    return refusedBy(error, t, "order", submission);
  }
}

export default function Orders({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const refusal = replyOf(actionData);
  const done = actionData && "done" in actionData ? actionData : null;
  const listRefusal = refusal && refusal.intent !== "order" ? firstMessage(refusal.result) : null;

  useEffect(() => {
    if (!done) return;
    if (done.payment && done.payment.status === "pending") toast.warning(t(`orders.payment.${done.payment.code}`));
    else if (done.done === "cancel") toast.success(t("orders.detail.cancelled"));
    else
      toast.success(
        t(done.done === "order" && done.payment?.status !== "paid" ? "orders.new.placed" : "orders.new.placedPaid", {
          number: done.number,
        }),
      );
  }, [done, t]);

  return (
    <Screen title={t("orders.title")} lead={t("orders.lead")}>
      {loaderData.isAdmin && (
        <p className="mb-4">
          <Link to="/main/admin/orders" className="font-semibold text-brand-strong underline underline-offset-2">
            {t("orders.admin.open")}
          </Link>
        </p>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="orders-list" className="min-w-0 space-y-3">
          <h2 id="orders-list" className="text-lg font-semibold text-stone-900">
            {t("orders.list.title")}
          </h2>
          {listRefusal && (
            <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
              {listRefusal}
            </p>
          )}
          <OrderList orders={loaderData.orders} selected={loaderData.selected} />
        </section>
        <OrderForm
          key={loaderData.idempotencyKey}
          reports={loaderData.reports}
          printPricePaise={loaderData.printPricePaise}
          idempotencyKey={loaderData.idempotencyKey}
          lastResult={refusal?.intent === "order" ? refusal.result : null}
        />
      </div>
    </Screen>
  );
}
