/**
 * The admin's Orders and delivery screen pieces (issue 7): the delivery price table (one form per
 * zone, prices typed in rupees), the dispatch state, and the order queue where each order moves
 * one valid step (a shipment with its tracking number). Plain forms posting to /main/admin/orders,
 * checked in the browser with the schemas its action parses them with (Conform).
 */
import { useTranslation } from "react-i18next";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import type { ZoneRow } from "#app/shared/orders/order";
import type { Order } from "#app/shared/orders/order";
import { adminMoves, ORDER_STATES } from "#app/shared/orders/states";
import { cardClass, inputClass, labelClass } from "#app/ui/accounts/form-state";
import { FieldError, FormError, Input, Select, useSchemaForm } from "#app/ui/forms";
import { formatRupees } from "#app/shared/format";
import { OrderDetails, OrderSummary } from "./order-list";
import { orderTime } from "./format";
import { Button, buttonVariants } from "#app/ui/button";

/** The action's answer for the form named `key` ("zone:metro", "move:<order>", "settings"), or null. */
export type ResultOf = (key: string) => SubmissionResult<string[]> | null;

const loadForms = () => import("#app/shared/orders/forms");

function rupees(paise: number): string {
  return (paise / 100).toFixed(2).replace(/\.00$/, "");
}

function ZoneForm({ zone, lastResult }: { zone: ZoneRow; lastResult: SubmissionResult<string[]> | null }) {
  const { t, i18n } = useTranslation();
  const [form, fields] = useSchemaForm(() => loadForms().then((forms) => forms.zoneForm), {
    lastResult,
    defaultValue: {
      zone: zone.zone,
      price: rupees(zone.price_paise),
      min_days: String(zone.min_days),
      max_days: String(zone.max_days),
      active: zone.active ? "on" : undefined,
    },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3 border-t border-stone-100 pt-3">
      <input type="hidden" name="zone" value={zone.zone} />
      <p className="text-sm font-semibold text-stone-900">
        {t(`orders.zones.${zone.zone}`)}
        <span className="block text-xs font-normal text-stone-500">
          {formatRupees(zone.price_paise, i18n.language, { exact: true })} ·{" "}
          {t("orders.admin.updated", { date: orderTime(zone.updated_at) })}
        </span>
      </p>
      <div className="grid grid-cols-3 gap-3">
        <label className={labelClass}>
          {t("orders.admin.priceRupees")}
          <Input field={fields.price} inputMode="decimal" className={inputClass} />
          <FieldError field={fields.price} />
        </label>
        <label className={labelClass}>
          {t("orders.admin.minDays")}
          <Input field={fields.min_days} type="number" min={1} max={60} className={inputClass} />
          <FieldError field={fields.min_days} />
        </label>
        <label className={labelClass}>
          {t("orders.admin.maxDays")}
          <Input field={fields.max_days} type="number" min={1} max={60} className={inputClass} />
          <FieldError field={fields.max_days} />
        </label>
      </div>
      <div className="flex items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-stone-700">
          <input
            name={fields.active.name}
            type="checkbox"
            defaultChecked={fields.active.initialValue === "on"}
            className="size-4 accent-orange-600"
          />
          {t("orders.admin.active")}
        </label>
        <Button type="submit" name="intent" value="zone" variant="secondary" size="sm">
          {t("orders.admin.save")}
        </Button>
      </div>
      <FormError form={form} />
    </Form>
  );
}

export function ZoneTable({ zones, resultOf }: { zones: ZoneRow[]; resultOf: ResultOf }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="zones" className={`${cardClass} space-y-3`}>
      <h2 id="zones" className="text-lg font-semibold text-stone-900">
        {t("orders.admin.zonesTitle")}
      </h2>
      {zones.map((zone) => (
        // A saved row comes back with a new updated_at: its form starts again from the saved values.
        <ZoneForm key={`${zone.zone}-${zone.updated_at}`} zone={zone} lastResult={resultOf(`zone:${zone.zone}`)} />
      ))}
    </section>
  );
}

export function DispatchSettings({
  originState,
  states,
  printPricePaise,
  lastResult,
}: {
  originState: string;
  states: string[];
  printPricePaise: number;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const { t, i18n } = useTranslation();
  const [form, fields] = useSchemaForm(() => loadForms().then((forms) => forms.dispatchForm), {
    lastResult,
    defaultValue: { origin_state: originState },
  });
  return (
    <Form method="post" {...getFormProps(form)} className={`${cardClass} space-y-3`} aria-labelledby="dispatch">
      <h2 id="dispatch" className="text-lg font-semibold text-stone-900">
        {t("orders.admin.settingsTitle")}
      </h2>
      <FormError form={form} />
      <label className={labelClass}>
        {t("orders.admin.originState")}
        <Select field={fields.origin_state} className={inputClass}>
          {states.map((state) => (
            <option key={state}>{state}</option>
          ))}
        </Select>
        <FieldError field={fields.origin_state} />
      </label>
      <p className="text-sm text-stone-600">
        {t("orders.admin.printPriceRupees")}: {formatRupees(printPricePaise, i18n.language, { exact: true })}
      </p>
      <Button type="submit" name="intent" value="settings" variant="secondary" size="sm">
        {t("orders.admin.save")}
      </Button>
    </Form>
  );
}

/** One order's next step: the state, and the tracking number a shipment needs. */
function MoveForm({
  order,
  moves,
  lastResult,
}: {
  order: Order;
  moves: readonly string[];
  lastResult: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(() => loadForms().then((forms) => forms.moveForm), {
    lastResult,
    defaultValue: { order_id: order.uid, status: moves[0] as Order["status"], tracking_number: "", note: "" },
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
    >
      <input type="hidden" name="order_id" value={order.uid} />
      <label className={labelClass}>
        {t("orders.admin.move")}
        <Select field={fields.status} className={inputClass}>
          {moves.map((state) => (
            <option key={state} value={state}>
              {t(`orders.states.${state}`)}
            </option>
          ))}
        </Select>
        <FieldError field={fields.status} />
      </label>
      <label className={labelClass}>
        {t("orders.admin.trackingNumber")}
        <Input field={fields.tracking_number} className={inputClass} />
        <FieldError field={fields.tracking_number} />
      </label>
      <label className={labelClass}>
        {t("orders.admin.note")}
        <Input field={fields.note} className={inputClass} />
        <FieldError field={fields.note} />
      </label>
      <Button type="submit" name="intent" value="move">
        {t("orders.admin.apply")}
      </Button>
      <div className="sm:col-span-full">
        <FormError form={form} />
      </div>
    </Form>
  );
}

export function OrderQueue({
  orders,
  status,
  resultOf,
}: {
  orders: Order[];
  status: string | null;
  resultOf: ResultOf;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="queue" className="space-y-3">
      <h2 id="queue" className="text-lg font-semibold text-stone-900">
        {t("orders.admin.queue")}
      </h2>
      <nav aria-label={t("orders.admin.filter")} className="flex flex-wrap gap-2">
        {[null, ...ORDER_STATES].map((state) => (
          <Link
            key={state ?? "all"}
            to={state ? `?status=${state}` : "?"}
            aria-current={state === status ? "page" : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${state === status ? "border-brand-strong bg-orange-50 font-semibold text-brand-strong" : "border-stone-300 text-stone-700"}`}
          >
            {state ? t(`orders.states.${state}`) : t("orders.admin.all")}
          </Link>
        ))}
      </nav>
      {orders.length === 0 && <p className={`${cardClass} text-stone-600`}>{t("orders.list.empty")}</p>}
      <ul className="space-y-3">
        {orders.map((order) => {
          const moves = adminMoves(order.status);
          return (
            <li key={order.uid} className={cardClass} data-status={order.status}>
              <details>
                <summary className="flex cursor-pointer list-none flex-col gap-2 sm:flex-row sm:items-start">
                  <OrderSummary order={order} />
                  <span
                    className={buttonVariants({ variant: "secondary", size: "sm", className: "shrink-0 self-start" })}
                  >
                    {t("orders.list.details")}
                  </span>
                </summary>
                <OrderDetails order={order} />
              </details>
              {moves.length === 0 ? (
                <p className="mt-3 text-sm text-stone-500">{t("orders.admin.noMoves")}</p>
              ) : (
                <MoveForm order={order} moves={moves} lastResult={resultOf(`move:${order.uid}`)} />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
