/**
 * Reading one saved Kundli for the Kundli screens. Who may open it is the accounts' rule
 * (findOwnedRow: the owner, or whoever manages them in the organization); the same 404 for a
 * row that is someone else's and one that does not exist.
 */
import { type Actor } from "~/server/accounts/access.server";
import { kundliRecordOf } from "~/server/accounts/kundalis.server";
import { findOwnedRow } from "~/server/accounts/records.server";
import { db } from "~/server/db.server";
import { ApiError } from "~/server/http.server";
import type { SavedKundli } from "~/ui/kundli/saved";

/** A route parameter as a row id, or null. */
export function rowId(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,15}$/.test(param) && Number.isSafeInteger(Number(param)) ? Number(param) : null;
}

export async function findKundli(env: Env, actor: Actor, id: number): Promise<SavedKundli | null> {
  try {
    await findOwnedRow(env, actor, "kundalis", id, { messageKey: "kundli.notFound", field: "id" });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
  const row = await db(env).selectFrom("kundalis").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? kundliRecordOf(row) : null;
}
