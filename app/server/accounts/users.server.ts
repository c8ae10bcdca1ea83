/**
 * The astrologer's own record: profile fields, email, photo and the four usage counters.
 * Sign-in (app/server/auth/users.server.ts) creates users; this module completes and changes them.
 */
import { SESSION_USER_COLUMNS } from "#app/server/auth/users.server";
import { db } from "#app/server/db.server";
import { ApiError } from "#app/server/http.server";
import { organizationRoleOf, type OrganizationRole } from "./access.server";
import type { z } from "zod";
import type { ProfileFields } from "#app/shared/accounts/profile";
import type { SessionUser } from "#app/shared/auth/session-user";

/** The user as GET /api/user/ answers it (spec §3 names; the session's fields and more). */
export interface AccountUser extends SessionUser {
  email_verified: boolean;
  role: "user" | "admin";
  is_admin: boolean;
  /** Null when in no organization. */
  organization_role: OrganizationRole | null;
  gender: "" | "male" | "female";
  date_of_birth: string;
  city: string;
  state: string;
  pincode: string;
  address: string;
  languages: string;
  experience_years: number;
  about: string;
  updated_at: string;
}

export async function getAccount(env: Env, uid: string): Promise<AccountUser | null> {
  const row = await db(env)
    .selectFrom("users")
    .leftJoin("organizations", "organizations.id", "users.organization_id")
    .select([
      ...SESSION_USER_COLUMNS,
      "users.email_verified_at",
      "users.role",
      "users.organization_role",
      "users.gender",
      "users.date_of_birth",
      "users.city",
      "users.state",
      "users.pincode",
      "users.address",
      "users.languages",
      "users.experience_years",
      "users.about",
      "users.updated_at",
      "organizations.uid as owner_uid",
    ])
    .where("users.uid", "=", uid)
    .executeTakeFirst();
  if (!row) return null;
  const { email_verified_at, owner_uid, organization_role, ...rest } = row;
  return {
    ...rest,
    email_verified: email_verified_at !== null && row.email !== "",
    is_admin: row.role === "admin",
    organization_role: organizationRoleOf({
      uid: row.uid,
      organization_id: row.organization_id,
      organization_role,
      owner_uid,
    }),
  };
}

export async function requireAccount(env: Env, uid: string): Promise<AccountUser> {
  const user = await getAccount(env, uid);
  if (!user) throw new ApiError(401, "unauthorized", "errors.unauthorized");
  return user;
}

export type ProfileChanges = Partial<z.infer<typeof ProfileFields>>;

export async function updateAccount(
  env: Env,
  uid: string,
  changes: ProfileChanges & { profile_photo_url?: string; email?: string },
): Promise<void> {
  const now = new Date().toISOString();
  const { email, ...rest } = changes;
  await db(env)
    .updateTable("users")
    .set({ ...rest, ...(email === undefined ? {} : { email, email_verified_at: now }), updated_at: now })
    .where("uid", "=", uid)
    .execute();
}

/** How long after verify-otp-email an address may still be (re)chosen with update-email. */
export const EMAIL_CHOICE_WINDOW_MS = 30 * 60_000;

/**
 * Whether `email` was proven to belong to `uid`: it is their verified address (verify-otp-email
 * stores it), or they consumed an email code for it within the last 30 minutes.
 */
export async function emailVerifiedFor(env: Env, uid: string, email: string, now = Date.now()): Promise<boolean> {
  const user = await db(env)
    .selectFrom("users")
    .select(["email", "email_verified_at"])
    .where("uid", "=", uid)
    .executeTakeFirst();
  if (user && user.email === email && user.email_verified_at !== null) return true;
  const code = await db(env)
    .selectFrom("otp_codes")
    .select("id")
    .where("channel", "=", "email")
    .where("destination", "=", email)
    .where("uid", "=", uid)
    .where("consumed_at", ">=", now - EMAIL_CHOICE_WINDOW_MS)
    .executeTakeFirst();
  return code !== undefined;
}

export const COUNTERS = ["report_count", "kundali_count", "free_trial_report", "free_trial_kundali"] as const;
export type Counter = (typeof COUNTERS)[number];
export type Counters = Record<Counter, number>;

/**
 * Adds `deltas` to the counters of `uid` in one statement: either every counter changes or,
 * when one would go below zero, none does (409 `counter_below_zero`).
 */
export async function changeCounters(env: Env, uid: string, deltas: Partial<Counters>): Promise<Counters> {
  const d = (counter: Counter) => deltas[counter] ?? 0;
  const row = await db(env)
    .updateTable("users")
    .set((eb) => ({
      ...Object.fromEntries(COUNTERS.map((c) => [c, eb(c, "+", d(c))])),
      updated_at: new Date().toISOString(),
    }))
    .where("uid", "=", uid)
    .where((eb) => eb.and(COUNTERS.map((c) => eb(eb(c, "+", d(c)), ">=", 0))))
    .returning(COUNTERS)
    .executeTakeFirst();
  if (!row) throw new ApiError(409, "counter_below_zero", "accounts.counterBelowZero");
  return row;
}
