/**
 * POST /api/user/add-user {body} — completes an account after its first sign-in ("Complete
 * profile"): name (required) and the other profile fields of update-profile; with
 * `organization: {name, gst_number?}` it also founds the astrologer's organization. An owner or
 * admin may complete one of their astrologers (`user_id`), without founding anything.
 * → {status:"success", data: user, organization}
 */
import { z } from "zod";
import { actFor } from "#app/server/accounts/access.server";
import { gstinField, requiredLabel, uidField } from "#app/shared/accounts/fields";
import { createOrganization, organizationOf } from "#app/server/accounts/organizations.server";
import { requireAccount, updateAccount } from "#app/server/accounts/users.server";
import { ProfileFields } from "#app/shared/accounts/profile";
import { ApiError, jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = ProfileFields.partial()
  .required({ name: true })
  .extend({
    user_id: uidField.optional(),
    uid: uidField.optional(),
    organization: z.strictObject({ name: requiredLabel(120), gst_number: gstinField.optional() }).optional(),
  });

export const loader = notAllowed;

export const action = apiAction({
  auth: "actor",
  body: Body,
  read: "wrapped fields",
  async handler({ env, actor, body: { user_id, uid, organization, ...fields } }) {
    const target = await actFor(env, actor, user_id ?? uid, user_id ? "user_id" : "uid");
    if (organization && target !== actor.uid)
      throw new ApiError(403, "forbidden", "accounts.forbiddenUser", "organization");
    // Found the organization first: if that is refused, nothing has been written.
    const founded = organization
      ? await createOrganization(env, actor, { name: organization.name, gst_number: organization.gst_number ?? "" })
      : null;
    await updateAccount(env, target, fields);
    const data = await requireAccount(env, target);
    return jsonResponse({
      status: "success",
      data,
      organization: founded ?? (target === actor.uid ? await organizationOf(env, actor) : undefined),
    });
  },
});
