/**
 * POST /api/user/get-branding-profiles {user_id?} — the caller's branding profiles, oldest first.
 * Branding is personal: another user_id is 403. → {status:"success", data: [branding_profile]}
 */
import { z } from "zod";
import { requireActor, selfOnly } from "#app/server/accounts/access.server";
import { listBranding } from "#app/server/accounts/branding.server";
import { uidField } from "#app/shared/accounts/fields";
import { readBody } from "#app/server/accounts/input.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";

const Body = z.strictObject({ user_id: uidField.optional() });

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    const { user_id } = await readBody(request, Body);
    return jsonResponse({ status: "success", data: await listBranding(env, selfOnly(actor, user_id)) });
  },
});
