/**
 * POST /api/user/update-profile {body} — changes "Complete profile" fields (name, gender,
 * date_of_birth, city, state, pincode, address, languages, experience_years, about) of the
 * astrologer, or of one of their organization's astrologers (`user_id`, owners and admins).
 * Fields not listed — phone, email, photo, organization, role, counters — are refused by name.
 * → {status:"success", data: user}
 */
import { actFor } from "#app/server/accounts/access.server";
import { uidField } from "#app/shared/accounts/fields";
import { requireAccount, updateAccount } from "#app/server/accounts/users.server";
import { ProfileFields } from "#app/shared/accounts/profile";
import { ApiError, jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = ProfileFields.partial().extend({ user_id: uidField.optional(), uid: uidField.optional() });

export const loader = notAllowed;

export const action = apiAction({
  auth: "actor",
  body: Body,
  read: "wrapped fields",
  async handler({ env, actor, body: { user_id, uid, ...fields } }) {
    const target = await actFor(env, actor, user_id ?? uid, user_id ? "user_id" : "uid");
    if (Object.keys(fields).length === 0) throw new ApiError(400, "nothing_to_update", "accounts.emptyUpdate");
    await updateAccount(env, target, fields);
    return jsonResponse({ status: "success", data: await requireAccount(env, target) });
  },
});
