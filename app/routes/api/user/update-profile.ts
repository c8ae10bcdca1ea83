/**
 * POST /api/user/update-profile {body} — changes "Complete profile" fields (name, gender,
 * date_of_birth, city, state, pincode, address, languages, experience_years, about) of the
 * astrologer, or of one of their organization's astrologers (`user_id`, owners and admins).
 * Fields not listed — phone, email, photo, organization, role, counters — are refused by name.
 * → {status:"success", data: user}
 */
import { actFor, requireActor } from "#app/server/accounts/access.server";
import { uidField } from "#app/shared/accounts/fields";
import { readBody } from "#app/server/accounts/input.server";
import { ProfileFields, requireAccount, updateAccount } from "#app/server/accounts/users.server";
import { cloudflareContext } from "#app/server/context.server";
import { ApiError, apiHandler, jsonResponse } from "#app/server/http.server";

const Body = ProfileFields.partial().extend({ user_id: uidField.optional(), uid: uidField.optional() });

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    const { user_id, uid, ...fields } = await readBody(request, Body, { wrapped: true });
    const target = await actFor(env, actor, user_id ?? uid, user_id ? "user_id" : "uid");
    if (Object.keys(fields).length === 0) throw new ApiError(400, "nothing_to_update", "accounts.emptyUpdate");
    await updateAccount(env, target, fields);
    return jsonResponse({ status: "success", data: await requireAccount(env, target) });
  },
});
