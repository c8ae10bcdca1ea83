/**
 * POST /api/user/get-kundalis {user_id} — saved Kundlis (birth data) of the astrologer, or of one
 * of their organization's astrologers (owners and admins), newest first.
 * → {status:"success", data: [kundli]} (the browser reads `data` as the list, like get-profiles)
 */
import { listKundlis } from "#app/server/accounts/kundalis.server";
import { ownerListAction } from "#app/server/accounts/owner-list.server";
import { notAllowed } from "#app/server/api/route.server";

export const loader = notAllowed;

export const action = ownerListAction(listKundlis);
