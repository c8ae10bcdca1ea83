/**
 * The admin's Orders and delivery screen pieces (issue 7): the delivery price table (one form per
 * zone, prices typed in rupees), the dispatch state, and the order queue where each order moves
 * one valid step (a shipment with its tracking number). Plain forms posting to /main/admin/orders.
 */
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import type { ZoneRow } from "#app/shared/orders/order";
import type { Order } from "#app/shared/orders/order";
import { adminMoves, ORDER_STATES } from "#app/shared/orders/states";
import type { FormFailure } from "#app/shared/form-failure";
import { cardClass, inputClass, labelClass } from "#app/ui/accounts/form-state";
import { formatRupees } from "#app/shared/format";
import { OrderDetails, OrderSummary } from "./order-list";
import { orderTime } from "./format";
import { Button, buttonVariants } from "#app/ui/button";

function rupees(paise: number): string {
  return (paise / 100).toFixed(2).replace(/\.00$/, "");
}

function Failure({ failure, intent, target }: { failure: FormFailure | null; intent: string; target?: string }) {
  if (!failure || failure.intent !== intent || (target !== undefined && failure.values.target !== target)) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-full">
      {failure.message}
    </p>
  );
}

export function ZoneTable({ zones, failure }: { zones: ZoneRow[]; failure: FormFailure | null }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="zones" className={`${cardClass} space-y-3`}>
      <h2 id="zones" className="text-lg font-semibold text-stone-900">
        {t("orders.admin.zonesTitle")}
      </h2>
      {zones.map((zone) => (
        <Form
          method="post"
          key={`${zone.zone}-${zone.updated_at}`}
          className="space-y-3 border-t border-stone-100 pt-3"
        >
          <input type="hidden" name="zone" value={zone.zone} />
          <input type="hidden" name="target" value={zone.zone} />
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
              <input name="price" inputMode="decimal" defaultValue={rupees(zone.price_paise)} className={inputClass} />
            </label>
            <label className={labelClass}>
              {t("orders.admin.minDays")}
              <input
                name="min_days"
                type="number"
                min={1}
                max={60}
                defaultValue={zone.min_days}
                className={inputClass}
              />
            </label>
            <label className={labelClass}>
              {t("orders.admin.maxDays")}
              <input
                name="max_days"
                type="number"
                min={1}
                max={60}
                defaultValue={zone.max_days}
                className={inputClass}
              />
            </label>
          </div>
          <div className="flex items-center justify-between gap-3">
            <label className="flex items-center gap-2 text-sm text-stone-700">
              <input name="active" type="checkbox" defaultChecked={zone.active} className="size-4 accent-orange-600" />
              {t("orders.admin.active")}
            </label>
            <Button type="submit" name="intent" value="zone" variant="secondary" size="sm">
              {t("orders.admin.save")}
            </Button>
          </div>
          <Failure failure={failure} intent="zone" target={zone.zone} />
        </Form>
      ))}
    </section>
  );
}

export function DispatchSettings({
  originState,
  states,
  printPricePaise,
  failure,
}: {
  originState: string;
  states: string[];
  printPricePaise: number;
  failure: FormFailure | null;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Form method="post" className={`${cardClass} space-y-3`} aria-labelledby="dispatch">
      <h2 id="dispatch" className="text-lg font-semibold text-stone-900">
        {t("orders.admin.settingsTitle")}
      </h2>
      <Failure failure={failure} intent="settings" />
      <label className={labelClass}>
        {t("orders.admin.originState")}
        <select name="origin_state" defaultValue={originState} className={inputClass}>
          {states.map((state) => (
            <option key={state}>{state}</option>
          ))}
        </select>
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

export function OrderQueue({
  orders,
  status,
  failure,
}: {
  orders: Order[];
  status: string | null;
  failure: FormFailure | null;
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
                <Form
                  method="post"
                  className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
                >
                  <input type="hidden" name="order_id" value={order.uid} />
                  <input type="hidden" name="target" value={order.uid} />
                  <label className={labelClass}>
                    {t("orders.admin.move")}
                    <select name="status" className={inputClass}>
                      {moves.map((state) => (
                        <option key={state} value={state}>
                          {t(`orders.states.${state}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label className={labelClass}>
                    {t("orders.admin.trackingNumber")}
                    <input name="tracking_number" className={inputClass} />
                  </label>
                  <label className={labelClass}>
                    {t("orders.admin.note")}
                    <input name="note" className={inputClass} />
                  </label>
                  <Button type="submit" name="intent" value="move">
                    {t("orders.admin.apply")}
                  </Button>
                  <Failure failure={failure} intent="move" target={order.uid} />
                </Form>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
