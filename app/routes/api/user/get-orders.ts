/**
 * POST /api/user/get-orders {user_id} — the astrologer's orders with their state history, newest
 * first (spec §7); an organization's owner or admin may read their astrologers' (access.server.ts),
 * anyone else's user_id is 403. → {status:"success", data: [order]}
 */
import { listOrders } from "#app/server/orders/orders.server";
import { ownerListAction } from "#app/server/accounts/owner-list.server";
import { notAllowed } from "#app/server/api/route.server";

export const loader = notAllowed;

export const action = ownerListAction(listOrders);
