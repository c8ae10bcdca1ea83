/**
 * POST /api/user/update-organization {name?, gst_number?} — the owner or an admin renames their
 * organization or changes its GSTIN. → {status:"valid", id, name, created_at, uid, gst_number}
 */
import { z } from "zod";
import { gstinField, requiredLabel } from "#app/shared/accounts/fields";
import { updateOrganization } from "#app/server/accounts/organizations.server";
import { ApiError, jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = z.strictObject({ name: requiredLabel(120).optional(), gst_number: gstinField.optional() });

export const loader = notAllowed;

export const action = apiAction({
  auth: "manager",
  body: Body,
  read: "wrapped fields",
  async handler({ env, actor, body: fields }) {
    if (fields.name === undefined && fields.gst_number === undefined) {
      throw new ApiError(400, "nothing_to_update", "accounts.emptyUpdate");
    }
    return jsonResponse({ status: "valid", ...(await updateOrganization(env, actor, fields)) });
  },
});
