import { describe, expect, it } from "vitest";
import { adminMoves, canMove, isFinal, ORDER_STATES, ownerMayCancel, type OrderState } from "./states";

describe("order states", () => {
  it("follows the printed path and nothing else", () => {
    const allowed = ORDER_STATES.flatMap((from) =>
      ORDER_STATES.filter((to) => canMove(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        "placed>paid",
        "placed>cancelled",
        "paid>printing",
        "paid>cancelled",
        "printing>shipped",
        "printing>cancelled",
        "shipped>delivered",
        "shipped>refunded",
        "delivered>refunded",
      ].sort(),
    );
  });
  it("never goes back, never leaves cancelled or refunded", () => {
    const order: OrderState[] = ["placed", "paid", "printing", "shipped", "delivered"];
    for (const [i, from] of order.entries())
      for (const to of order.slice(0, i + 1)) expect(canMove(from, to)).toBe(false);
    expect(isFinal("cancelled") && isFinal("refunded")).toBe(true);
  });
  it("admins never mark an order paid by hand; owners cancel only before printing", () => {
    expect(adminMoves("placed")).toEqual(["cancelled"]);
    expect(adminMoves("printing")).toEqual(["shipped", "cancelled"]);
    expect(ORDER_STATES.filter(ownerMayCancel)).toEqual(["placed", "paid"]);
  });
});
