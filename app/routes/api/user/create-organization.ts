/**
 * POST /api/user/create-organization {name, gst_number?} — founds an organization owned by the
 * astrologer, who must belong to none yet (409 otherwise). gst_number is a GSTIN with a valid
 * check character, or ''. → {status:"valid", id, name, created_at, uid, gst_number}
 */
import { z } from "zod";
import { gstinField, requiredLabel } from "#app/shared/accounts/fields";
import { createOrganization } from "#app/server/accounts/organizations.server";
import { jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = z.strictObject({ name: requiredLabel(120), gst_number: gstinField.optional() });

export const loader = notAllowed;

export const action = apiAction({
  auth: "actor",
  body: Body,
  read: "wrapped fields",
  async handler({ env, actor, body: { name, gst_number } }) {
    const organization = await createOrganization(env, actor, { name, gst_number: gst_number ?? "" });
    return jsonResponse({ status: "valid", ...organization });
  },
});
