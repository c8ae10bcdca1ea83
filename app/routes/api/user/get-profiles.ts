/**
 * POST /api/user/get-profiles {user_id} — saved person profiles of the astrologer (or of one of
 * their organization's astrologers, for owners and admins), newest first. Without user_id, the
 * caller's own. → {status:"success", data: [profile]} (the browser reads `data` as the list)
 */
import { listProfiles } from "#app/server/accounts/profiles.server";
import { ownerListAction } from "#app/server/accounts/owner-list.server";
import { notAllowed } from "#app/server/api/route.server";

export const loader = notAllowed;

export const action = ownerListAction(listProfiles);
