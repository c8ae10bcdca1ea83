/**
 * Invitations to organizations addressed to the session's phone.
 *
 * GET /api/user/invitations → {status:"success", data: [invitation]}
 * POST /api/user/invitations {organization_id, decision: "accept" | "decline"} — accept joins (the
 * same rules as POST /api/user/organization); decline removes the invitation.
 * → {status:"accepted", organization} | {status:"declined", organization_id}
 */
import { z } from "zod";
import { organizationIdField } from "#app/shared/accounts/fields";
import { declineInvitation, listInvitations } from "#app/server/accounts/invitations.server";
import { linkOrganization } from "#app/server/accounts/organizations.server";
import { jsonResponse } from "#app/server/http.server";
import { apiAction, apiLoader } from "#app/server/api/route.server";

const Body = z.strictObject({
  organization_id: organizationIdField.refine((id) => id > 0, "accounts.invalidOrganizationId"),
  decision: z.enum(["accept", "decline"], { error: "accounts.invalidChoice" }),
});

export const loader = apiLoader({
  auth: "actor",
  async handler({ env, actor }) {
    return jsonResponse({ status: "success", data: await listInvitations(env, actor) });
  },
});

export const action = apiAction({
  auth: "actor",
  body: Body,
  read: "fields",
  async handler({ env, actor, body: { organization_id, decision } }) {
    if (decision === "decline") {
      await declineInvitation(env, actor, organization_id);
      return jsonResponse({ status: "declined", organization_id });
    }
    return jsonResponse({ status: "accepted", organization: await linkOrganization(env, actor, organization_id) });
  },
});
