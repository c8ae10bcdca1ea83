/**
 * POST /api/user/remove-astrologer {user_id} — the owner (or an admin, for plain astrologers)
 * takes a member out of the organization; their records stay theirs. → {status:"removed", user_id}
 */
import { z } from "zod";
import { uidField } from "#app/shared/accounts/fields";
import { removeAstrologer } from "#app/server/accounts/organizations.server";
import { jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = z.strictObject({ user_id: uidField });

export const loader = notAllowed;

export const action = apiAction({
  auth: "manager",
  body: Body,
  read: "fields",
  async handler({ env, actor, body: { user_id } }) {
    await removeAstrologer(env, actor, user_id);
    return jsonResponse({ status: "removed", user_id });
  },
});
