/**
 * Invitations seen from the invited side: an astrologer who already had an account when an
 * organization's owner or admin added their phone finds the invitation on Settings (the
 * notification links there), and accepts it (linkOrganization, as POST /api/user/organization)
 * or declines it. An invitation is addressed to a phone, so only the session's own phone counts.
 */
import { db } from "#app/server/db.server";
import { ApiError } from "#app/server/http.server";
import type { Actor } from "./access.server";

export interface Invitation {
  organization_id: number;
  organization_name: string;
  /** Who invited: their name, or '' when they have not given one. */
  invited_by_name: string;
  organization_role: "astrologer" | "admin";
  created_at: string;
}

export async function listInvitations(env: Env, actor: Actor): Promise<Invitation[]> {
  return db(env)
    .selectFrom("organization_invites")
    .innerJoin("organizations", "organizations.id", "organization_invites.organization_id")
    .leftJoin("users", "users.uid", "organization_invites.invited_by")
    .select([
      "organization_invites.organization_id",
      "organizations.name as organization_name",
      "organization_invites.organization_role",
      "organization_invites.created_at",
    ])
    .select((eb) => eb.fn.coalesce("users.name", eb.val("")).as("invited_by_name"))
    .where("organization_invites.phone", "=", actor.session.phone)
    .where("organization_invites.organization_id", "<>", actor.organizationId)
    .orderBy("organization_invites.created_at", "desc")
    .limit(50)
    .execute();
}

/** Removes the session's invitation to `organizationId`; 404 when there is none (or it is not theirs). */
export async function declineInvitation(env: Env, actor: Actor, organizationId: number): Promise<void> {
  const result = await db(env)
    .deleteFrom("organization_invites")
    .where("organization_id", "=", organizationId)
    .where("phone", "=", actor.session.phone)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0)
    throw new ApiError(404, "invitation_not_found", "accounts.invitationNotFound", "organization_id");
}
