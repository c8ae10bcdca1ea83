/**
 * POST /api/user/update-organization {name?, gst_number?} — the owner or an admin renames their
 * organization or changes its GSTIN. → {status:"valid", id, name, created_at, uid, gst_number}
 */
import { z } from "zod";
import { requireActor, requireManager } from "#app/server/accounts/access.server";
import { gstinField, requiredLabel } from "#app/shared/accounts/fields";
import { readBody } from "#app/server/accounts/input.server";
import { updateOrganization } from "#app/server/accounts/organizations.server";
import { cloudflareContext } from "#app/server/context.server";
import { ApiError, apiHandler, jsonResponse } from "#app/server/http.server";

const Body = z.strictObject({ name: requiredLabel(120).optional(), gst_number: gstinField.optional() });

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    requireManager(actor);
    const fields = await readBody(request, Body, { wrapped: true });
    if (fields.name === undefined && fields.gst_number === undefined) {
      throw new ApiError(400, "nothing_to_update", "accounts.emptyUpdate");
    }
    return jsonResponse({ status: "valid", ...(await updateOrganization(env, actor, fields)) });
  },
});
