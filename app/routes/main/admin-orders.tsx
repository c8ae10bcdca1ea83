/**
 * /main/admin/orders — site admins only (users.role = 'admin'; anyone else gets the not-found
 * page): the order queue, moved one valid step at a time, and the delivery price table. The
 * action uses the services and rules of /api/admin/update-order and /api/admin/delivery-zones.
 */
import type { TextsHandle } from "#app/i18n/areas";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { toast } from "#app/ui/toast";
import { getInstance } from "#app/i18n/i18next.server";
import { requireActor, requireSiteAdmin } from "#app/server/accounts/access.server";
import { priceOf } from "#app/server/commerce/entitlements.server";
import { cloudflareContext } from "#app/server/context.server";
import { refused, refusedBy } from "#app/server/forms.server";
import { knownStates, listZones, orderSettings, updateSettings, updateZone } from "#app/server/orders/delivery.server";
import { listAllOrders, moveOrder } from "#app/server/orders/orders.server";
import { parseForm } from "#app/shared/forms";
import { orderStateField } from "#app/shared/orders/fields";
import { dispatchForm, moveForm, zoneForm } from "#app/shared/orders/forms";
import { replyOf } from "#app/ui/forms";
import { DispatchSettings, OrderQueue, ZoneTable } from "#app/ui/orders/admin";
import { Screen } from "#app/ui/shell/screen";
import type { Route } from "./+types/admin-orders";

/** The text areas this screen shows beyond the core (docs/decisions/0037). */
export const handle: TextsHandle = { texts: ["accounts", "orders", "report", "wallet"] };

async function requireAdmin(request: Request, env: Env) {
  const actor = await requireActor(request, env);
  if (!actor.isAdmin) throw data(null, { status: 404 });
  return actor;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  await requireAdmin(request, env);
  const status = orderStateField.safeParse(new URL(request.url).searchParams.get("status"));
  return {
    orders: await listAllOrders(env, status.success ? status.data : undefined),
    status: status.success ? status.data : null,
    zones: await listZones(env),
    settings: await orderSettings(env),
    states: await knownStates(env),
    printPricePaise: await priceOf(env, "printed_order"),
  };
}

/**
 * Each form is parsed with its schema; the reply names the form it answers ("zone:metro",
 * "move:<order>", "settings"), since the screen shows one form per zone and per order.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireAdmin(request, env);
  requireSiteAdmin(actor);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const t = getInstance(context).t;
  if (intent === "zone") {
    const submission = parseForm(form, zoneForm, t);
    const key = `zone:${String(form.get("zone"))}`;
    if (submission.status !== "success") return refused(key, submission);
    try {
      const { zone, price, ...fields } = submission.value;
      await updateZone(env, actor.uid, zone, { ...fields, price_paise: price });
      return { done: "saved" as const };
    } catch (error) {
      return refusedBy(error, t, key, submission);
    }
  }
  if (intent === "settings") {
    const submission = parseForm(form, dispatchForm, t);
    if (submission.status !== "success") return refused(intent, submission);
    try {
      await updateSettings(env, actor.uid, submission.value);
      return { done: "saved" as const };
    } catch (error) {
      return refusedBy(error, t, intent, submission);
    }
  }
  if (intent === "move") {
    const submission = parseForm(form, moveForm, t);
    const key = `move:${String(form.get("order_id"))}`;
    if (submission.status !== "success") return refused(key, submission);
    try {
      const { order_id, status, ...extra } = submission.value;
      const order = await moveOrder(env, actor, order_id, status, extra);
      return { done: "moved" as const, number: order.id, state: order.status };
    } catch (error) {
      return refusedBy(error, t, key, submission);
    }
  }
  // No form of this screen sends another intent.
  throw data(null, { status: 400 });
}

export default function AdminOrders({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const refusal = replyOf(actionData);
  const resultOf = (key: string) => (refusal?.intent === key ? refusal.result : null);
  const done = actionData && "done" in actionData ? actionData : null;
  useEffect(() => {
    if (!done) return;
    if (done.done === "moved")
      toast.success(t("orders.admin.moved", { number: done.number, state: t(`orders.states.${done.state}`) }));
    else toast.success(t("orders.admin.saved"));
  }, [done, t]);
  return (
    <Screen title={t("orders.admin.title")} lead={t("orders.admin.lead")}>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <OrderQueue orders={loaderData.orders} status={loaderData.status} resultOf={resultOf} />
        <div className="min-w-0 space-y-6">
          <ZoneTable zones={loaderData.zones} resultOf={resultOf} />
          <DispatchSettings
            originState={loaderData.settings.origin_state}
            states={loaderData.states}
            printPricePaise={loaderData.printPricePaise}
            lastResult={resultOf("settings")}
          />
        </div>
      </div>
    </Screen>
  );
}
