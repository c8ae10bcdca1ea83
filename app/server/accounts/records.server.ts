/**
 * What every personal table shares: rows named by integer id or uid, owned by `user_id`, reached
 * only through access.server.ts's rules, and capped per astrologer so that no one fills D1.
 */
import { ApiError } from "#app/server/http.server";
import { type Actor, mayActFor } from "./access.server";
import type { RecordRef } from "#app/shared/accounts/fields";

/** Tables with `id`, `uid` and `user_id`. Names come from this list only, never from a request. */
export type PersonalTable =
  | "profiles"
  | "kundalis"
  | "notifications"
  | "branding_profiles"
  | "kundali_print"
  | "matchkundali_print"
  | "report"
  | "clients"
  | "consultations";

/** Rows one astrologer may keep per table. */
export const ROW_LIMITS: Record<PersonalTable, number> = {
  profiles: 5000,
  kundalis: 10000,
  notifications: 2000,
  branding_profiles: 10,
  kundali_print: 10000,
  matchkundali_print: 10000,
  report: 10000,
  clients: 10000,
  consultations: 50000,
};

export interface OwnedRow {
  id: number;
  uid: string;
  user_id: string;
}

/**
 * The row `ref` of `table` if the actor may act for its owner; otherwise 404 with `messageKey`,
 * the same whether the row is someone else's or does not exist.
 */
export async function findOwnedRow(
  env: Env,
  actor: Actor,
  table: PersonalTable,
  ref: RecordRef,
  notFound: { messageKey: string; field: string },
  may: (env: Env, actor: Actor, owner: string) => Promise<boolean> = mayActFor,
): Promise<OwnedRow> {
  const column = typeof ref === "number" ? "id" : "uid";
  // Raw (docs/decisions/0026 rule 2), as ensureRoom and ownsRow: one statement for any PersonalTable.
  const row = await env.DB.prepare(`SELECT id, uid, user_id FROM ${table} WHERE ${column} = ?`)
    .bind(ref)
    .first<OwnedRow>();
  if (!row || !(await may(env, actor, row.user_id))) {
    throw new ApiError(404, "not_found", notFound.messageKey, notFound.field);
  }
  return row;
}

/** 409 when `userId` already keeps as many rows of `table` as allowed. */
export async function ensureRoom(env: Env, table: PersonalTable, userId: string): Promise<void> {
  // Raw (docs/decisions/0026 rule 2): the same statement for any PersonalTable.
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`)
    .bind(userId)
    .first<{ n: number }>();
  if ((row?.n ?? 0) >= ROW_LIMITS[table]) {
    throw new ApiError(409, "too_many_rows", "accounts.tooManyRows", undefined, { count: ROW_LIMITS[table] });
  }
}

/** Whether a row of `table` with this uid belongs to `userId` (references inside one astrologer's data). */
export async function ownsRow(env: Env, table: PersonalTable, uid: string, userId: string): Promise<boolean> {
  // Raw (docs/decisions/0026 rule 2): the same statement for any PersonalTable.
  const row = await env.DB.prepare(`SELECT 1 AS ok FROM ${table} WHERE uid = ? AND user_id = ?`)
    .bind(uid, userId)
    .first();
  return row !== null;
}

export function nowIso(): string {
  return new Date().toISOString();
}
