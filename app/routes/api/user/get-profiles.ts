/**
 * POST /api/user/get-profiles {user_id} — saved person profiles of the astrologer (or of one of
 * their organization's astrologers, for owners and admins), newest first. Without user_id, the
 * caller's own. → {status:"success", data: [profile]} (the browser reads `data` as the list)
 */
import { z } from "zod";
import { actFor, requireActor } from "#app/server/accounts/access.server";
import { uidField } from "#app/shared/accounts/fields";
import { readBody } from "#app/server/accounts/input.server";
import { listProfiles } from "#app/server/accounts/profiles.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";

const Body = z.strictObject({ user_id: uidField.optional() });

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    const { user_id } = await readBody(request, Body);
    const owner = await actFor(env, actor, user_id);
    return jsonResponse({ status: "success", data: await listProfiles(env, owner) });
  },
});
