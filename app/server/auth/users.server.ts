/** The user record as the sign-in area reads and creates it. */
import { sql, type Selectable } from "kysely";
import { db } from "#app/server/db.server";
import type { UsersTable } from "#app/server/schema.server";
import type { SessionUser } from "#app/shared/auth/session-user";

/** Columns of `users` that make up a SessionUser, for selects. */
export const SESSION_USER_COLUMNS = [
  "users.uid",
  "users.organization_id",
  "users.phone",
  "users.email",
  "users.name",
  "users.report_count",
  "users.kundali_count",
  "users.free_trial_report",
  "users.free_trial_kundali",
  "users.profile_photo_url",
  "users.created_at",
] as const;

export function toSessionUser(row: Pick<Selectable<UsersTable>, keyof SessionUser>): SessionUser {
  return {
    uid: row.uid,
    organization_id: row.organization_id,
    phone: row.phone,
    email: row.email,
    name: row.name,
    report_count: row.report_count,
    kundali_count: row.kundali_count,
    free_trial_report: row.free_trial_report,
    free_trial_kundali: row.free_trial_kundali,
    profile_photo_url: row.profile_photo_url,
    created_at: row.created_at,
  };
}

export async function userExists(env: Env, phone: string): Promise<boolean> {
  const row = await db(env).selectFrom("users").select("uid").where("phone", "=", phone).executeTakeFirst();
  return row !== undefined;
}

/** The user with this phone, created (in no organization) if there is none yet. */
export async function findOrCreateUserByPhone(
  env: Env,
  phone: string,
): Promise<{ user: SessionUser; created: boolean }> {
  // ON CONFLICT keeps two simultaneous first sign-ins from colliding on the unique phone.
  const inserted = await db(env)
    .insertInto("users")
    .values({ uid: crypto.randomUUID(), phone, email_verified_at: null })
    .onConflict((oc) => oc.column("phone").doNothing())
    .returning("uid")
    .executeTakeFirst();
  const row = await db(env)
    .selectFrom("users")
    .select(SESSION_USER_COLUMNS)
    .where("phone", "=", phone)
    .executeTakeFirstOrThrow();
  return { user: toSessionUser(row), created: inserted !== undefined };
}

export async function findUser(env: Env, uid: string): Promise<SessionUser | null> {
  const row = await db(env).selectFrom("users").select(SESSION_USER_COLUMNS).where("uid", "=", uid).executeTakeFirst();
  return row ? toSessionUser(row) : null;
}

/** Records a verified email; the name given with it fills in a user who has none yet. */
export async function setVerifiedEmail(
  env: Env,
  uid: string,
  email: string,
  name: string | null,
): Promise<SessionUser | null> {
  const now = new Date().toISOString();
  await db(env)
    .updateTable("users")
    .set({
      email,
      email_verified_at: now,
      updated_at: now,
      ...(name ? { name: sql<string>`CASE WHEN name = '' THEN ${name} ELSE name END` } : {}),
    })
    .where("uid", "=", uid)
    .execute();
  return findUser(env, uid);
}
