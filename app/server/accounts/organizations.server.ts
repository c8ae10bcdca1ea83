/**
 * Organizations (spec §3): id, name, created_at, uid (the owner), gst_number. Row 0 is the default
 * empty organization: organization_id 0 means "in none".
 *
 * Joining is by consent: an owner or admin adds a phone ("Add New Astrologer"). A person without
 * an account is created inside the organization at once — there is nothing of theirs to share
 * yet. A person who already has an account is invited, and joins with POST /api/user/organization
 * {organization_id}; from then on the organization's managers reach their records.
 */
import { db, statement } from "#app/server/db.server";
import { ApiError } from "#app/server/http.server";
import { EMPTY_ORGANIZATION, type Organization } from "#app/shared/accounts/organization";
import { type Actor, organizationRoleOf, type OrganizationRole } from "./access.server";
import { notify } from "./notifications.server";

const COLUMNS = ["id", "name", "created_at", "uid", "gst_number"] as const;

export const notFound = () =>
  new ApiError(404, "organization_not_found", "accounts.organizationNotFound", "organization_id");

async function findOrganization(env: Env, id: number): Promise<Organization | undefined> {
  if (id === 0) return undefined;
  return db(env).selectFrom("organizations").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

/** The organization `id` if `actor` belongs to it (or is a site admin); else null, whether it exists or not. */
export async function visibleOrganization(env: Env, actor: Actor, id: number): Promise<Organization | null> {
  if (id === 0) return null;
  if (!actor.isAdmin && actor.organizationId !== id) return null;
  return (await findOrganization(env, id)) ?? null;
}

export async function organizationOf(env: Env, actor: Actor): Promise<Organization> {
  return (await findOrganization(env, actor.organizationId)) ?? EMPTY_ORGANIZATION;
}

/** A new organization owned by `actor`, who must be in none. */
export async function createOrganization(
  env: Env,
  actor: Actor,
  fields: { name: string; gst_number: string },
): Promise<Organization> {
  if (actor.organizationId !== 0) throw new ApiError(409, "already_in_organization", "accounts.alreadyInOrganization");
  const now = new Date().toISOString();
  // One batch: the organization and the owner's link to it appear together or not at all; the
  // WHERE keeps a second, simultaneous create from moving the owner again.
  const [created] = await env.DB.batch<{ id: number }>([
    // Raw (docs/decisions/0026 rule 1): a conditional INSERT whose condition is a subquery.
    env.DB.prepare(
      "INSERT INTO organizations (name, uid, gst_number, created_at) SELECT ?1, ?2, ?3, ?4 WHERE (SELECT organization_id FROM users WHERE uid = ?2) = 0 RETURNING id",
    ).bind(fields.name, actor.uid, fields.gst_number, now),
    // In the same transaction the newest organization owned by the caller is the one just made.
    statement(
      env,
      db(env)
        .updateTable("users")
        .set((eb) => ({
          organization_id: eb
            .selectFrom("organizations")
            .select((o) => o.fn.max("id").as("id"))
            .where("uid", "=", actor.uid),
          organization_role: "astrologer",
          updated_at: now,
        }))
        .where("uid", "=", actor.uid)
        .where("organization_id", "=", 0),
    ),
  ]);
  const id = created?.results[0]?.id;
  if (id === undefined) throw new ApiError(409, "already_in_organization", "accounts.alreadyInOrganization");
  return (await findOrganization(env, id))!;
}

export async function updateOrganization(
  env: Env,
  actor: Actor,
  fields: { name?: string | undefined; gst_number?: string | undefined },
): Promise<Organization> {
  const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length > 0) {
    await db(env).updateTable("organizations").set(changes).where("id", "=", actor.organizationId).execute();
  }
  return (await findOrganization(env, actor.organizationId))!;
}

/**
 * POST /api/user/organization {organization_id}: 0 leaves the current organization (not for its
 * owner); another id joins it, if the caller owns it or was invited to it. Anything else is
 * 'Organization not found or unauthorized', the same whether the organization exists or not.
 */
export async function linkOrganization(env: Env, actor: Actor, organizationId: number): Promise<Organization> {
  const now = new Date().toISOString();
  if (organizationId === 0) {
    if (actor.organizationId === 0) return EMPTY_ORGANIZATION;
    if (actor.organizationRole === "owner") throw new ApiError(409, "owner_cannot_leave", "accounts.ownerCannotLeave");
    await db(env)
      .updateTable("users")
      .set({ organization_id: 0, organization_role: "astrologer", updated_at: now })
      .where("uid", "=", actor.uid)
      .execute();
    return EMPTY_ORGANIZATION;
  }
  if (actor.organizationId === organizationId)
    return (await findOrganization(env, organizationId)) ?? EMPTY_ORGANIZATION;
  const organization = await findOrganization(env, organizationId);
  if (!organization) throw notFound();
  const owns = organization.uid === actor.uid;
  const invite = owns
    ? undefined
    : await db(env)
        .selectFrom("organization_invites")
        .select(["organization_role"])
        .where("organization_id", "=", organizationId)
        .where("phone", "=", actor.session.phone)
        .executeTakeFirst();
  if (!owns && !invite) throw notFound();
  if (actor.organizationRole === "owner") throw new ApiError(409, "owner_cannot_leave", "accounts.ownerCannotLeave");
  const q = db(env);
  await env.DB.batch([
    statement(
      env,
      q
        .updateTable("users")
        .set({
          organization_id: organizationId,
          organization_role: invite?.organization_role ?? "astrologer",
          updated_at: now,
        })
        .where("uid", "=", actor.uid),
    ),
    statement(
      env,
      q
        .deleteFrom("organization_invites")
        .where("organization_id", "=", organizationId)
        .where("phone", "=", actor.session.phone),
    ),
  ]);
  return organization;
}

export interface Member {
  uid: string;
  name: string;
  /** Shown to the organization's owner and admins only ('' for others). */
  phone: string;
  profile_photo_url: string;
  organization_role: OrganizationRole;
  /** The "(You)" mark. */
  is_you: boolean;
}

export interface Invite {
  phone: string;
  name: string;
  organization_role: "astrologer" | "admin";
  created_at: string;
}

export async function listMembers(env: Env, actor: Actor): Promise<{ members: Member[]; invites: Invite[] }> {
  if (actor.organizationId === 0) return { members: [], invites: [] };
  const manager = actor.organizationRole === "owner" || actor.organizationRole === "admin";
  const rows = await db(env)
    .selectFrom("users")
    .innerJoin("organizations", "organizations.id", "users.organization_id")
    .select([
      "users.uid",
      "users.name",
      "users.phone",
      "users.profile_photo_url",
      "users.organization_id",
      "users.organization_role",
      "organizations.uid as owner_uid",
    ])
    .where("users.organization_id", "=", actor.organizationId)
    .orderBy("users.created_at")
    .limit(500)
    .execute();
  const members = rows.map((row) => ({
    uid: row.uid,
    name: row.name,
    phone: manager ? row.phone : "",
    profile_photo_url: row.profile_photo_url,
    organization_role: organizationRoleOf(row) ?? "astrologer",
    is_you: row.uid === actor.uid,
  }));
  const invites = manager
    ? await db(env)
        .selectFrom("organization_invites")
        .select(["phone", "name", "organization_role", "created_at"])
        .where("organization_id", "=", actor.organizationId)
        .orderBy("created_at")
        .limit(500)
        .execute()
    : [];
  return { members, invites };
}

/**
 * "Add New Astrologer" by an owner or admin (only the owner may add admins). A phone without an
 * account becomes a user inside the organization ("added"); an existing account is invited
 * ("invited") and told so by a notification.
 */
export async function addAstrologer(
  env: Env,
  actor: Actor,
  t: (key: string, params?: Record<string, unknown>) => string,
  input: { phone: string; name: string; role: "astrologer" | "admin" },
): Promise<{ status: "added" | "invited"; member: Member | null; invite: Invite | null }> {
  if (input.role === "admin" && actor.organizationRole !== "owner") {
    throw new ApiError(403, "owner_only", "accounts.ownerOnlyAdmins", "role");
  }
  const now = new Date().toISOString();
  const uid = crypto.randomUUID();
  const inserted = await db(env)
    .insertInto("users")
    .values({
      uid,
      phone: input.phone,
      name: input.name,
      organization_id: actor.organizationId,
      organization_role: input.role,
      email_verified_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column("phone").doNothing())
    .returning("uid")
    .executeTakeFirst();
  if (inserted) {
    const member: Member = {
      uid,
      name: input.name,
      phone: input.phone,
      profile_photo_url: "",
      organization_role: input.role,
      is_you: false,
    };
    return { status: "added", member, invite: null };
  }
  const existing = await db(env)
    .selectFrom("users")
    .select(["uid", "organization_id"])
    .where("phone", "=", input.phone)
    .executeTakeFirstOrThrow();
  if (existing.organization_id === actor.organizationId) {
    throw new ApiError(409, "already_member", "accounts.alreadyMember", "phone");
  }
  const invite: Invite = { phone: input.phone, name: input.name, organization_role: input.role, created_at: now };
  await db(env)
    .insertInto("organization_invites")
    .values({ organization_id: actor.organizationId, invited_by: actor.uid, ...invite })
    .onConflict((oc) =>
      oc
        .columns(["organization_id", "phone"])
        .doUpdateSet({ name: input.name, organization_role: input.role, created_at: now }),
    )
    .execute();
  const organization = await findOrganization(env, actor.organizationId);
  await notify(env, existing.uid, {
    type: "organization",
    // Worded in the inviter's language: a notification is stored as text, not as a key.
    title: t("accounts.notifications.invitedTitle"),
    message: t("accounts.notifications.invitedMessage", { organization: organization?.name ?? "" }),
    link: `/main/settings?organization=${actor.organizationId}`,
  });
  return { status: "invited", member: null, invite };
}

/** An owner or admin takes a member out of the organization (not the owner; admins only plain astrologers). */
export async function removeAstrologer(env: Env, actor: Actor, targetUid: string): Promise<void> {
  const target = await db(env)
    .selectFrom("users")
    .leftJoin("organizations", "organizations.id", "users.organization_id")
    .select(["users.uid", "users.organization_id", "users.organization_role", "organizations.uid as owner_uid"])
    .where("users.uid", "=", targetUid)
    .executeTakeFirst();
  const role = target ? organizationRoleOf(target) : null;
  const allowed =
    target !== undefined &&
    target.uid !== actor.uid &&
    target.organization_id === actor.organizationId &&
    role !== "owner" &&
    (actor.organizationRole === "owner" || role === "astrologer");
  if (!allowed) throw new ApiError(403, "forbidden", "accounts.forbiddenUser", "user_id");
  await db(env)
    .updateTable("users")
    .set({ organization_id: 0, organization_role: "astrologer", updated_at: new Date().toISOString() })
    .where("uid", "=", targetUid)
    .where("organization_id", "=", actor.organizationId)
    .execute();
}
