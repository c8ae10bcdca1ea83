/**
 * /main/orders — Orders (issue 7): the astrologer's printed-and-shipped orders with their state
 * history, and a new order from a finished report with a live delivery price. Forms post to this
 * route's action, which uses the same services and rules as the /api/user/* order routes; a
 * refusal comes back with the API's translated message beside the field, nothing written.
 */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "#app/ui/toast";
import { useEffect } from "react";
import { getInstance } from "#app/i18n/i18next.server";
import { requireActor } from "#app/server/accounts/access.server";
import { validate } from "#app/server/accounts/input.server";
import { priceOf } from "#app/server/commerce/entitlements.server";
import { cloudflareContext } from "#app/server/context.server";
import { OrderFields } from "#app/shared/orders/fields";
import { finishedReports, listOrders, moveOrder, ownOrder, payOrder, placeOrder } from "#app/server/orders/orders.server";
import { failureOf, formValues } from "#app/server/form-failure.server";
import { isFailure } from "#app/shared/form-failure";
import { ORDER_FIELDS, OrderForm } from "#app/ui/orders/order-form";
import { OrderList } from "#app/ui/orders/order-list";
import { Screen } from "#app/ui/shell/screen";
import type { Route } from "./+types/orders";

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

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireActor(request, env);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const values = formValues(form, [...ORDER_FIELDS, "idempotency_key", "order_id"]);
  try {
    if (intent === "pay") {
      const { order, payment } = await payOrder(env, await ownOrder(env, actor.uid, values.order_id!));
      return { done: "pay" as const, number: order.id, payment };
    }
    if (intent === "cancel") {
      const order = await moveOrder(env, { ...actor, isAdmin: false }, values.order_id!, "cancelled", {});
      return { done: "cancel" as const, number: order.id, payment: null };
    }
    const { order_id: _unused, ...raw } = values;
    const input = validate(OrderFields, { ...raw, copies: Number(raw.copies) || raw.copies });
    const language = getInstance(context).language === "hi" ? "hi" : "en";
    const { order, payment } = await placeOrder(env, actor, input, language);
    return { done: "order" as const, number: order.id, payment };
  } catch (error) {
    return failureOf(error, context, intent || "order", values);
  }
}

export default function Orders({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const failure = isFailure(actionData) ? actionData : null;
  const done = actionData && !isFailure(actionData) ? actionData : null;
  const orderFailure = failure?.intent === "order" ? failure : null;
  const listFailure = failure && failure.intent !== "order" ? failure : null;

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
          {listFailure && (
            <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
              {listFailure.message}
            </p>
          )}
          <OrderList orders={loaderData.orders} selected={loaderData.selected} />
        </section>
        <OrderForm
          key={loaderData.idempotencyKey}
          reports={loaderData.reports}
          printPricePaise={loaderData.printPricePaise}
          idempotencyKey={loaderData.idempotencyKey}
          failure={orderFailure}
        />
      </div>
    </Screen>
  );
}
