/**
 * POST /api/user/create-organization {name, gst_number?} — founds an organization owned by the
 * astrologer, who must belong to none yet (409 otherwise). gst_number is a GSTIN with a valid
 * check character, or ''. → {status:"valid", id, name, created_at, uid, gst_number}
 */
import { z } from "zod";
import { requireActor } from "#app/server/accounts/access.server";
import { gstinField, requiredLabel } from "#app/shared/accounts/fields";
import { readBody } from "#app/server/accounts/input.server";
import { createOrganization } from "#app/server/accounts/organizations.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";

const Body = z.strictObject({ name: requiredLabel(120), gst_number: gstinField.optional() });

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    const { name, gst_number } = await readBody(request, Body, { wrapped: true });
    const organization = await createOrganization(env, actor, { name, gst_number: gst_number ?? "" });
    return jsonResponse({ status: "valid", ...organization });
  },
});
