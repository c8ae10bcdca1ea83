/**
 * /main/admin/orders — site admins only (users.role = 'admin'; anyone else gets the not-found
 * page): the order queue, moved one valid step at a time, and the delivery price table. The
 * action uses the services and rules of /api/admin/update-order and /api/admin/delivery-zones.
 */
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { toast } from "#app/ui/toast";
import { requireActor, requireSiteAdmin } from "#app/server/accounts/access.server";
import { validate } from "#app/server/accounts/input.server";
import { priceOf } from "#app/server/commerce/entitlements.server";
import { cloudflareContext } from "#app/server/context.server";
import { ApiError } from "#app/server/http.server";
import { knownStates, listZones, orderSettings, updateSettings, updateZone } from "#app/server/orders/delivery.server";
import { orderNote, orderStateField, SettingsFields, trackingNumber, ZoneFields } from "#app/shared/orders/fields";
import { listAllOrders, moveOrder } from "#app/server/orders/orders.server";
import { failureOf, formValues } from "#app/server/form-failure.server";
import { isFailure } from "#app/shared/form-failure";
import { DispatchSettings, OrderQueue, ZoneTable } from "#app/ui/orders/admin";
import { Screen } from "#app/ui/shell/screen";
import { z } from "zod";
import type { Route } from "./+types/admin-orders";

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

/** "60", "59.5", "59.50" rupees → paise; anything else is refused by the price rule. */
function paise(text: string): number | string {
  return /^\d{1,6}(?:\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text) * 100) : text;
}

const MoveFields = z.strictObject({
  order_id: z.string(),
  status: orderStateField,
  tracking_number: trackingNumber.optional(),
  note: orderNote.optional(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireAdmin(request, env);
  requireSiteAdmin(actor);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const values = formValues(form, [
    "target",
    "zone",
    "price",
    "min_days",
    "max_days",
    "origin_state",
    "order_id",
    "status",
    "tracking_number",
    "note",
  ]);
  try {
    if (intent === "zone") {
      const { zone, ...fields } = validate(ZoneFields, {
        zone: values.zone,
        price_paise: paise(values.price!),
        min_days: Number(values.min_days),
        max_days: Number(values.max_days),
        active: form.get("active") === "on",
      });
      await updateZone(env, actor.uid, zone, fields);
      return { done: "saved" as const };
    }
    if (intent === "settings") {
      await updateSettings(env, actor.uid, validate(SettingsFields, { origin_state: values.origin_state }));
      return { done: "saved" as const };
    }
    if (intent === "move") {
      const input = validate(MoveFields, {
        order_id: values.order_id,
        status: values.status,
        ...(values.tracking_number ? { tracking_number: values.tracking_number } : {}),
        ...(values.note ? { note: values.note } : {}),
      });
      const order = await moveOrder(env, actor, input.order_id, input.status, input);
      return { done: "moved" as const, number: order.id, state: order.status };
    }
    throw new ApiError(400, "invalid_input", "errors.validation");
  } catch (error) {
    return failureOf(error, context, intent, values);
  }
}

export default function AdminOrders({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const failure = isFailure(actionData) ? actionData : null;
  const done = actionData && !isFailure(actionData) ? actionData : null;
  useEffect(() => {
    if (!done) return;
    if (done.done === "moved")
      toast.success(t("orders.admin.moved", { number: done.number, state: t(`orders.states.${done.state}`) }));
    else toast.success(t("orders.admin.saved"));
  }, [done, t]);
  return (
    <Screen title={t("orders.admin.title")} lead={t("orders.admin.lead")}>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <OrderQueue orders={loaderData.orders} status={loaderData.status} failure={failure} />
        <div className="min-w-0 space-y-6">
          <ZoneTable zones={loaderData.zones} failure={failure} />
          <DispatchSettings
            originState={loaderData.settings.origin_state}
            states={loaderData.states}
            printPricePaise={loaderData.printPricePaise}
            failure={failure}
          />
        </div>
      </div>
    </Screen>
  );
}
