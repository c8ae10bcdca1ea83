/**
 * Notifications (spec §3: uid, is_unread, …): a personal inbox. Only its owner reads it or marks
 * it read; organization managers do not reach into it.
 */
import type { Selectable } from "kysely";
import { db } from "#app/server/db.server";
import { ApiError } from "#app/server/http.server";
import type { NotificationsTable } from "#app/server/schema.server";

export type NotificationType = "general" | "download" | "print" | "organization" | "payment" | "order";

export interface Notification {
  id: number;
  uid: string;
  user_id: string;
  type: NotificationType;
  title: string;
  message: string;
  link: string;
  is_unread: boolean;
  created_at: string;
}

/** How many notifications a list answer carries (newest first). */
export const NOTIFICATION_PAGE = 100;

export function toNotification(row: Selectable<NotificationsTable>): Notification {
  return { ...row, is_unread: row.is_unread === 1 };
}

export async function notify(
  env: Env,
  userId: string,
  fields: { type: NotificationType; title: string; message: string; link?: string },
): Promise<void> {
  await db(env)
    .insertInto("notifications")
    .values({ uid: crypto.randomUUID(), user_id: userId, link: "", ...fields, created_at: new Date().toISOString() })
    .execute();
}

export async function listNotifications(env: Env, userId: string): Promise<{ data: Notification[]; unread: number }> {
  const rows = await db(env)
    .selectFrom("notifications")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .limit(NOTIFICATION_PAGE)
    .execute();
  const unread = await db(env)
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("is_unread", "=", 1)
    .executeTakeFirstOrThrow();
  return { data: rows.map(toNotification), unread: Number(unread.n) };
}

/**
 * Marks one notification (its uid) read or unread; the session user's own uid marks all of theirs.
 * Someone else's notification is 404, the same as one that does not exist.
 */
export async function markNotifications(env: Env, ownerUid: string, uid: string, isUnread: boolean): Promise<number> {
  const flag = isUnread ? 1 : 0;
  if (uid === ownerUid) {
    const result = await db(env)
      .updateTable("notifications")
      .set({ is_unread: flag })
      .where("user_id", "=", ownerUid)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
  const result = await db(env)
    .updateTable("notifications")
    .set({ is_unread: flag })
    .where("uid", "=", uid)
    .where("user_id", "=", ownerUid)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    throw new ApiError(404, "not_found", "accounts.notificationNotFound", "uid");
  }
  return 1;
}
