/**
 * An order's life (migrations/0007_orders.sql). Pure: the screens use it to offer only the moves
 * the server will accept.
 *
 *   placed ──pay──► paid ──► printing ──► shipped (tracking number) ──► delivered
 *     │               │          │            │                           │
 *     └──────────► cancelled ◄───┘            └────────► refunded ◄───────┘
 *
 * `paid` is reached only by a successful charge, never set by hand. Cancelling an order that
 * was paid, and refunding one, give the money back (refund() of the ledger).
 */
export const ORDER_STATES = ["placed", "paid", "printing", "shipped", "delivered", "cancelled", "refunded"] as const;
export type OrderState = (typeof ORDER_STATES)[number];

const NEXT: Record<OrderState, readonly OrderState[]> = {
  placed: ["paid", "cancelled"],
  paid: ["printing", "cancelled"],
  printing: ["shipped", "cancelled"],
  shipped: ["delivered", "refunded"],
  delivered: ["refunded"],
  cancelled: [],
  refunded: [],
};

export function canMove(from: OrderState, to: OrderState): boolean {
  return NEXT[from].includes(to);
}

/** The moves an admin makes by hand: every valid one except payment. */
export function adminMoves(from: OrderState): OrderState[] {
  return NEXT[from].filter((to) => to !== "paid");
}

/** The astrologer may cancel an order of theirs until it goes to print. */
export function ownerMayCancel(from: OrderState): boolean {
  return from === "placed" || from === "paid";
}

/** Leaving these states gives the money back (if any was taken). */
export function returnsMoney(to: OrderState): boolean {
  return to === "cancelled" || to === "refunded";
}

export function isFinal(state: OrderState): boolean {
  return NEXT[state].length === 0;
}
