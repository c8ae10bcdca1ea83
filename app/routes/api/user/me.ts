/**
 * GET /api/user/ — the signed-in astrologer: {status:"valid", data: user, organization,
 * branding_profiles}. `organization` is the default empty one (id 0) when in none.
 */
import { requireActor } from "#app/server/accounts/access.server";
import { listBranding } from "#app/server/accounts/branding.server";
import { organizationOf } from "#app/server/accounts/organizations.server";
import { requireAccount } from "#app/server/accounts/users.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";

export const loader = apiHandler({
  async GET({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    const [data, organization, branding_profiles] = await Promise.all([
      requireAccount(env, actor.uid),
      organizationOf(env, actor),
      listBranding(env, actor.uid),
    ]);
    return jsonResponse({ status: "valid", data, organization, branding_profiles });
  },
});

export const action = apiHandler({});
