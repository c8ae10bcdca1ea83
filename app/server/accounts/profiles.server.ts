/**
 * Saved person profiles: the people an astrologer works for (spec §3: id, name, uid as the key of
 * counter updates). Created and changed through /api/sql/add-entry and update-entry
 * (entries.server.ts); listed and deleted here.
 */
import { db } from "#app/server/db.server";

/** Newest first. */
export async function listProfiles(env: Env, userId: string) {
  return db(env)
    .selectFrom("profiles")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .limit(1000)
    .execute();
}

export async function deleteProfile(env: Env, id: number): Promise<void> {
  await db(env).deleteFrom("profiles").where("id", "=", id).execute();
}
