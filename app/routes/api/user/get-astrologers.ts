/**
 * POST /api/user/get-astrologers — the astrologers of the caller's organization, the caller
 * marked `is_you` ("(You)"). Owners and admins also see phones and pending invitations.
 * → {status:"success", data: [{uid, name, phone, profile_photo_url, organization_role, is_you}], invites}
 */
import { requireActor } from "#app/server/accounts/access.server";
import { readNothing } from "#app/server/accounts/input.server";
import { listMembers } from "#app/server/accounts/organizations.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    await readNothing(request);
    const { members, invites } = await listMembers(env, actor);
    return jsonResponse({ status: "success", data: members, invites });
  },
});
