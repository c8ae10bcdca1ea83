/**
 * The accounts area's list routes (get-kundalis, get-profiles, get-orders): POST {user_id?} →
 * {status:"success", data: list} of the astrologer the session may act for (its own, or — for an
 * organization's owner or admin — a member's; anyone else's user_id is 403, access.server.ts).
 */
import { z } from "zod";
import { actFor } from "#app/server/accounts/access.server";
import { apiAction } from "#app/server/api/route.server";
import { jsonResponse } from "#app/server/http.server";
import { uidField } from "#app/shared/accounts/fields";

const Body = z.strictObject({ user_id: uidField.optional() });

export function ownerListAction(list: (env: Env, owner: string) => Promise<unknown>) {
  return apiAction({
    auth: "actor",
    body: Body,
    read: "fields",
    async handler({ env, actor, body: { user_id } }) {
      return jsonResponse({ status: "success", data: await list(env, await actFor(env, actor, user_id)) });
    },
  });
}
