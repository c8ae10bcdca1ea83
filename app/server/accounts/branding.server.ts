/**
 * Branding profiles: the name, logo, contacts, address and colours printed on an astrologer's
 * reports. An astrologer keeps up to ten; the one "connected" (at most one) is used for printing.
 */
import type { Selectable } from "kysely";
import { db, statement } from "#app/server/db.server";
import { ApiError } from "#app/server/http.server";
import type { BrandingProfilesTable } from "#app/server/schema.server";
import type { BrandingFields } from "#app/shared/accounts/branding";
import { ensureRoom, nowIso } from "./records.server";

export interface BrandingProfile extends Omit<Selectable<BrandingProfilesTable>, "is_connected"> {
  is_connected: boolean;
}

function toBranding(row: Selectable<BrandingProfilesTable>): BrandingProfile {
  return { ...row, is_connected: row.is_connected === 1 };
}

export async function listBranding(env: Env, userId: string): Promise<BrandingProfile[]> {
  const rows = await db(env)
    .selectFrom("branding_profiles")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();
  return rows.map(toBranding);
}

/**
 * Creates (no `existingId`) or changes a branding profile of `userId`. Connecting one disconnects
 * the others in the same transaction.
 */
export async function saveBranding(
  env: Env,
  userId: string,
  existingId: number | null,
  fields: Omit<BrandingFields, "id">,
): Promise<BrandingProfile> {
  const now = nowIso();
  const { is_connected, ...rest } = fields;
  const values = { ...rest, ...(is_connected === undefined ? {} : { is_connected: is_connected ? 1 : 0 }) };
  let id = existingId;
  if (id === null) {
    await ensureRoom(env, "branding_profiles", userId);
    const row = await db(env)
      .insertInto("branding_profiles")
      .values({
        uid: crypto.randomUUID(),
        user_id: userId,
        ...values,
        is_connected: 0,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    id = row.id;
  }
  const statements = [
    statement(
      env,
      db(env)
        .updateTable("branding_profiles")
        .set({ ...values, updated_at: now })
        .where("id", "=", id)
        .where("user_id", "=", userId),
    ),
  ];
  if (is_connected) {
    statements.push(
      statement(
        env,
        db(env)
          .updateTable("branding_profiles")
          .set({ is_connected: 0 })
          .where("user_id", "=", userId)
          .where("id", "<>", id),
      ),
    );
  }
  await env.DB.batch(statements);
  const row = await db(env).selectFrom("branding_profiles").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new ApiError(404, "not_found", "accounts.brandingNotFound", "id");
  return toBranding(row);
}
