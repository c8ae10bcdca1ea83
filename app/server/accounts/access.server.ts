/**
 * Who may act for whom (docs/architecture.md, "Trust").
 *
 * - Identity comes only from the session cookie. A `user_id`/`uid` in a body can only narrow
 *   what the session may already reach.
 * - An astrologer reaches their own records. The owner of an organization also reaches those of
 *   every member; an organization admin those of its plain astrologers (not the owner's, not
 *   other admins'). Membership is read at request time, so leaving an organization ends access.
 * - A site admin (users.role = 'admin') may open /api/admin/* and grant counters; being an admin
 *   does not open anyone's saved people, Kundlis or notifications.
 * - A refusal looks the same whether the target exists or not: 403 for a user id, 404 for a row.
 */
import { requireUser } from "#app/server/auth/session.server";
import type { SessionUser } from "#app/shared/auth/session-user";
import { db } from "#app/server/db.server";
import { ApiError } from "#app/server/http.server";

export type OrganizationRole = "owner" | "admin" | "astrologer";

export interface Actor {
  uid: string;
  session: SessionUser;
  /** Site admin. */
  isAdmin: boolean;
  /** 0: in no organization. */
  organizationId: number;
  /** Null when in no organization. */
  organizationRole: OrganizationRole | null;
}

interface MemberRow {
  uid: string;
  role: "user" | "admin";
  organization_id: number;
  organization_role: "astrologer" | "admin";
  owner_uid: string | null;
}

async function memberRow(env: Env, uid: string): Promise<MemberRow | undefined> {
  return db(env)
    .selectFrom("users")
    .leftJoin("organizations", "organizations.id", "users.organization_id")
    .select([
      "users.uid",
      "users.role",
      "users.organization_id",
      "users.organization_role",
      "organizations.uid as owner_uid",
    ])
    .where("users.uid", "=", uid)
    .executeTakeFirst();
}

export function organizationRoleOf(
  row: Pick<MemberRow, "uid" | "organization_id" | "organization_role" | "owner_uid">,
): OrganizationRole | null {
  if (row.organization_id === 0) return null;
  if (row.owner_uid === row.uid) return "owner";
  return row.organization_role;
}

/** The signed-in user with their roles, or 401. */
export async function requireActor(request: Request, env: Env): Promise<Actor> {
  const session = await requireUser(request, env);
  const row = await memberRow(env, session.uid);
  if (!row) throw new ApiError(401, "unauthorized", "errors.unauthorized");
  return {
    uid: session.uid,
    session,
    isAdmin: row.role === "admin",
    organizationId: row.organization_id,
    organizationRole: organizationRoleOf(row),
  };
}

/** Owner or admin of a real organization. */
export function managesOrganization(actor: Actor): boolean {
  return actor.organizationId !== 0 && (actor.organizationRole === "owner" || actor.organizationRole === "admin");
}

/** Whether `actor` may act for the user `targetUid` (see the rules at the top). */
export async function mayActFor(env: Env, actor: Actor, targetUid: string): Promise<boolean> {
  if (targetUid === actor.uid) return true;
  if (!managesOrganization(actor)) return false;
  const target = await memberRow(env, targetUid);
  if (!target || target.organization_id !== actor.organizationId) return false;
  const targetRole = organizationRoleOf(target);
  return actor.organizationRole === "owner" || targetRole === "astrologer";
}

/**
 * The user a request acts for: the session's own, or — given `targetUid` — that user if the
 * session may act for them. Otherwise 403, the same for unknown users.
 */
export async function actFor(
  env: Env,
  actor: Actor,
  targetUid: string | undefined,
  field = "user_id",
): Promise<string> {
  if (targetUid === undefined || targetUid === actor.uid) return actor.uid;
  if (await mayActFor(env, actor, targetUid)) return targetUid;
  throw new ApiError(403, "forbidden", "accounts.forbiddenUser", field);
}

/** Only the session's own user: personal inboxes and settings that nobody manages for others. */
export function selfOnly(actor: Actor, targetUid: string | undefined, field = "user_id"): string {
  if (targetUid === undefined || targetUid === actor.uid) return actor.uid;
  throw new ApiError(403, "forbidden", "accounts.forbiddenUser", field);
}

export function requireSiteAdmin(actor: Actor): void {
  if (!actor.isAdmin) throw new ApiError(403, "admin_only", "accounts.adminOnly");
}

export function requireManager(actor: Actor): void {
  if (!managesOrganization(actor)) throw new ApiError(403, "not_manager", "accounts.notManager");
}
