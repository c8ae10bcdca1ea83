/**
 * POST /api/user/remove-astrologer {user_id} — the owner (or an admin, for plain astrologers)
 * takes a member out of the organization; their records stay theirs. → {status:"removed", user_id}
 */
import { z } from "zod";
import { requireActor, requireManager } from "#app/server/accounts/access.server";
import { uidField } from "#app/shared/accounts/fields";
import { readBody } from "#app/server/accounts/input.server";
import { removeAstrologer } from "#app/server/accounts/organizations.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";

const Body = z.strictObject({ user_id: uidField });

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    requireManager(actor);
    const { user_id } = await readBody(request, Body);
    await removeAstrologer(env, actor, user_id);
    return jsonResponse({ status: "removed", user_id });
  },
});
