/**
 * GET /api/user/ — the signed-in astrologer: {status:"valid", data: user, organization,
 * branding_profiles}. `organization` is the default empty one (id 0) when in none.
 */
import { listBranding } from "#app/server/accounts/branding.server";
import { organizationOf } from "#app/server/accounts/organizations.server";
import { requireAccount } from "#app/server/accounts/users.server";
import { jsonResponse } from "#app/server/http.server";
import { apiLoader, notAllowed } from "#app/server/api/route.server";

export const loader = apiLoader({
  auth: "actor",
  async handler({ env, actor }) {
    const [data, organization, branding_profiles] = await Promise.all([
      requireAccount(env, actor.uid),
      organizationOf(env, actor),
      listBranding(env, actor.uid),
    ]);
    return jsonResponse({ status: "valid", data, organization, branding_profiles });
  },
});

export const action = notAllowed;
