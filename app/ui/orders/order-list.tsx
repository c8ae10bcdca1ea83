/**
 * The astrologer's orders (issue 7): one card per order with its state, and its details — the
 * report, the address, the price, the tracking number and the state history — behind a native
 * <details> (works without script). A placed order says "payment pending" and offers to pay;
 * one not yet printing can be cancelled. Both are forms posting to /main/orders.
 */
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import type { Order } from "#app/shared/orders/order";
import { ownerMayCancel, type OrderState } from "#app/shared/orders/states";
import { cardClass } from "#app/ui/accounts/form-state";
import { formatRupees } from "#app/shared/format";
import { orderTime } from "./format";
import { Button, buttonVariants } from "#app/ui/button";

const BADGE: Record<OrderState, string> = {
  placed: "bg-amber-100 text-amber-900",
  paid: "bg-sky-100 text-sky-900",
  printing: "bg-violet-100 text-violet-900",
  shipped: "bg-orange-100 text-orange-900",
  delivered: "bg-green-100 text-green-800",
  cancelled: "bg-stone-200 text-stone-700",
  refunded: "bg-stone-200 text-stone-700",
};

export function StateBadge({ state }: { state: OrderState }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[state]}`}>
      {t(`orders.states.${state}`)}
    </span>
  );
}

export function OrderSummary({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="min-w-0 flex-1">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
        <span>{t("orders.list.number", { number: order.id })}</span>
        <StateBadge state={order.status} />
        {order.status === "placed" && (
          <span className="text-xs font-medium text-amber-800">{t("orders.payment.pending")}</span>
        )}
      </p>
      <p className="mt-1 truncate text-sm text-stone-700">
        {`${t(`report.types.${order.report_type}`)} — ${order.report_name} · ${t("orders.list.copies", { count: order.copies })}`}
      </p>
      <p className="truncate text-sm text-stone-600">
        {t("orders.list.to", { name: order.recipient_name, city: order.city, pincode: order.pincode })}
      </p>
      <p className="text-sm text-stone-500">
        {t("orders.list.placedOn", { date: orderTime(order.created_at) })} ·{" "}
        <span className="font-semibold text-stone-800">
          {formatRupees(order.total_paise, i18n.language, { exact: true })}
        </span>
      </p>
    </div>
  );
}

export function OrderDetails({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const money = (paise: number) => formatRupees(paise, i18n.language, { exact: true });
  return (
    <div className="mt-4 grid gap-4 border-t border-stone-100 pt-4 text-sm text-stone-700 sm:grid-cols-2">
      <div>
        <h3 className="font-semibold text-stone-900">{t("orders.detail.address")}</h3>
        <p className="mt-1 whitespace-pre-line">
          {`${order.recipient_name}, ${order.phone}\n${order.address}\n${order.city}, ${order.district}, ${order.state} ${order.pincode}`}
        </p>
        {order.tracking_number && (
          <p className="mt-2 font-medium">{t("orders.detail.tracking", { tracking: order.tracking_number })}</p>
        )}
        <p className="mt-2 text-stone-600">
          {t("orders.detail.estimate", { min: order.min_days, max: order.max_days })}
        </p>
      </div>
      <div>
        <h3 className="font-semibold text-stone-900">{t("orders.detail.price")}</h3>
        <dl className="mt-1 space-y-1">
          <div className="flex justify-between gap-4">
            <dt>{t("orders.detail.printLine", { count: order.copies, price: money(order.print_price_paise) })}</dt>
            <dd className="tabular-nums">{money(order.print_price_paise * order.copies)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>{t("orders.detail.deliveryLine", { zone: t(`orders.zones.${order.zone}`) })}</dt>
            <dd className="tabular-nums">{money(order.delivery_price_paise)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-stone-100 pt-1 font-semibold text-stone-900">
            <dt>{t("orders.detail.total")}</dt>
            <dd className="tabular-nums">{money(order.total_paise)}</dd>
          </div>
        </dl>
        {order.payment_source && (
          <p className="mt-1 text-stone-600">
            {t("orders.payment.paid", { source: t(`orders.sources.${order.payment_source}`) })}
          </p>
        )}
      </div>
      <div className="sm:col-span-2">
        <h3 className="font-semibold text-stone-900">{t("orders.detail.history")}</h3>
        <ol className="mt-2 space-y-1">
          {order.history.map((event, index) => (
            <li key={index} className="flex flex-wrap items-center gap-2">
              <span className="tabular-nums text-stone-500">{orderTime(event.created_at)}</span>
              <StateBadge state={event.status} />
              {event.tracking_number && <span>{event.tracking_number}</span>}
              {event.note && <span className="text-stone-600">— {event.note}</span>}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

export function OrderList({ orders, selected }: { orders: Order[]; selected: string | null }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = (intent: string, uid: string) =>
    navigation.formData?.get("intent") === intent && navigation.formData.get("order_id") === uid;
  if (orders.length === 0) return <p className={`${cardClass} text-stone-600`}>{t("orders.list.empty")}</p>;
  return (
    <ul className="space-y-3" data-testid="order-list">
      {orders.map((order) => (
        <li key={order.uid} id={`order-${order.uid}`} className={cardClass} data-status={order.status}>
          <details open={order.uid === selected}>
            <summary className="flex cursor-pointer list-none flex-col gap-2 sm:flex-row sm:items-start">
              <OrderSummary order={order} />
              <span className={buttonVariants({ variant: "secondary", size: "sm", className: "shrink-0 self-start" })}>
                {t("orders.list.details")}
              </span>
            </summary>
            <OrderDetails order={order} />
          </details>
          {(order.status === "placed" || ownerMayCancel(order.status)) && (
            <div className="mt-3 flex flex-wrap items-center gap-2">
              {order.status === "placed" && (
                <>
                  <p className="w-full text-sm text-amber-900">{t("orders.payment.pendingHelp")}</p>
                  <Form method="post">
                    <input type="hidden" name="order_id" value={order.uid} />
                    <Button type="submit" name="intent" value="pay">
                      {pending("pay", order.uid) ? t("orders.payment.paying") : t("orders.payment.payNow")}
                    </Button>
                  </Form>
                  <Link to="/main/wallet" className={buttonVariants({ variant: "secondary", size: "sm" })}>
                    {t("orders.payment.topUp")}
                  </Link>
                  <Link to="/main/subscription" className={buttonVariants({ variant: "secondary", size: "sm" })}>
                    {t("orders.payment.subscribe")}
                  </Link>
                </>
              )}
              <Form method="post">
                <input type="hidden" name="order_id" value={order.uid} />
                <Button type="submit" name="intent" value="cancel" variant="secondary" size="sm">
                  {pending("cancel", order.uid) ? t("orders.detail.cancelling") : t("orders.detail.cancel")}
                </Button>
              </Form>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
