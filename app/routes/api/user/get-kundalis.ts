/**
 * POST /api/user/get-kundalis {user_id} — saved Kundlis (birth data) of the astrologer, or of one
 * of their organization's astrologers (owners and admins), newest first.
 * → {status:"success", data: [kundli]} (the browser reads `data` as the list, like get-profiles)
 */
import { z } from "zod";
import { actFor, requireActor } from "#app/server/accounts/access.server";
import { uidField } from "#app/shared/accounts/fields";
import { readBody } from "#app/server/accounts/input.server";
import { listKundlis } from "#app/server/accounts/kundalis.server";
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
    return jsonResponse({ status: "success", data: await listKundlis(env, owner) });
  },
});
