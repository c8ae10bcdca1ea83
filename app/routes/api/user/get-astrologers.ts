/**
 * POST /api/user/get-astrologers — the astrologers of the caller's organization, the caller
 * marked `is_you` ("(You)"). Owners and admins also see phones and pending invitations.
 * → {status:"success", data: [{uid, name, phone, profile_photo_url, organization_role, is_you}], invites}
 */
import { listMembers } from "#app/server/accounts/organizations.server";
import { jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

export const loader = notAllowed;

export const action = apiAction({
  auth: "actor",
  body: "empty",
  async handler({ env, actor }) {
    const { members, invites } = await listMembers(env, actor);
    return jsonResponse({ status: "success", data: members, invites });
  },
});
