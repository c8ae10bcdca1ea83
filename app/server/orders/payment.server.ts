/**
 * Paying for an order through the ledger of the money area (app/server/commerce): one charge per
 * order — its reference the order's uid, its key the order's idempotency key, its wallet price the
 * order's total (a plan's included printed order covers the whole order) — and a refund of
 * whatever that charge took when the order is cancelled or refunded.
 */
import { charge, refund } from "#app/server/commerce/entitlements.server";
import type { OrdersTable } from "#app/server/schema.server";
import type { WayForward } from "#app/shared/commerce/way-forward";

type OrderRow = Pick<OrdersTable, "uid" | "user_id" | "idempotency_key" | "total_paise">;

export type PaymentOutcome =
  | { status: "paid"; source: "" | "free_trial" | "plan" | "wallet" }
  /** Cancelled before it was paid: nothing to pay any more. */
  | { status: "none" }
  | {
      status: "pending";
      code: "insufficient_funds" | "no_plan" | "payment_unavailable";
      wayForward: WayForward | "retry";
    };

/** The charge's key: the request's, in the orders' own namespace of the user's keys. */
export function chargeKey(order: Pick<OrdersTable, "idempotency_key">): string {
  return `order:${order.idempotency_key}`;
}

export async function chargeOrder(env: Env, order: OrderRow): Promise<PaymentOutcome> {
  try {
    const result = await charge(env, {
      userId: order.user_id,
      item: "printed_order",
      reference: order.uid,
      idempotencyKey: chargeKey(order),
      walletPricePaise: order.total_paise,
    });
    if (result.ok) return { status: "paid", source: result.source };
    return { status: "pending", code: result.code, wayForward: result.wayForward };
  } catch (error) {
    // The order stays placed and can be paid again (same key: never twice); nothing is lost.
    console.error("order charge failed", order.uid, error);
    return { status: "pending", code: "payment_unavailable", wayForward: "retry" };
  }
}

export async function refundOrder(env: Env, order: Pick<OrdersTable, "uid" | "user_id">): Promise<void> {
  await refund(env, { userId: order.user_id, reference: order.uid });
}
