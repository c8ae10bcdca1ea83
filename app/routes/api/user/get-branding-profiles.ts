/**
 * POST /api/user/get-branding-profiles {user_id?} — the caller's branding profiles, oldest first.
 * Branding is personal: another user_id is 403. → {status:"success", data: [branding_profile]}
 */
import { z } from "zod";
import { selfOnly } from "#app/server/accounts/access.server";
import { listBranding } from "#app/server/accounts/branding.server";
import { uidField } from "#app/shared/accounts/fields";
import { jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = z.strictObject({ user_id: uidField.optional() });

export const loader = notAllowed;

export const action = apiAction({
  auth: "actor",
  body: Body,
  read: "fields",
  async handler({ env, actor, body: { user_id } }) {
    return jsonResponse({ status: "success", data: await listBranding(env, selfOnly(actor, user_id)) });
  },
});
