/**
 * Invitations to organizations addressed to the session's phone.
 *
 * GET /api/user/invitations → {status:"success", data: [invitation]}
 * POST /api/user/invitations {organization_id, decision: "accept" | "decline"} — accept joins (the
 * same rules as POST /api/user/organization); decline removes the invitation.
 * → {status:"accepted", organization} | {status:"declined", organization_id}
 */
import { z } from "zod";
import { requireActor } from "#app/server/accounts/access.server";
import { organizationIdField } from "#app/shared/accounts/fields";
import { readBody } from "#app/server/accounts/input.server";
import { declineInvitation, listInvitations } from "#app/server/accounts/invitations.server";
import { linkOrganization } from "#app/server/accounts/organizations.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";

const Body = z.strictObject({
  organization_id: organizationIdField.refine((id) => id > 0, "accounts.invalidOrganizationId"),
  decision: z.enum(["accept", "decline"], { error: "accounts.invalidChoice" }),
});

export const loader = apiHandler({
  async GET({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    return jsonResponse({ status: "success", data: await listInvitations(env, actor) });
  },
});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    const { organization_id, decision } = await readBody(request, Body);
    if (decision === "decline") {
      await declineInvitation(env, actor, organization_id);
      return jsonResponse({ status: "declined", organization_id });
    }
    return jsonResponse({ status: "accepted", organization: await linkOrganization(env, actor, organization_id) });
  },
});
