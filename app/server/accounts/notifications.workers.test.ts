/**
 * Migration 0010 (migrations/0010_order_notifications.sql) rebuilds notifications to let `type`
 * be 'order'. Here it runs on the table as 0004_accounts.sql made it, holding a notification of
 * every type that allowed: each row comes through as it was, ids are not given again, and the
 * index and the reference to users are as before.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { applyMigration, indexesOf, refused, restoreTable } from "../../../tests/workers/migrations";
import { signIn } from "../../../tests/workers/session";

const OLD_TYPES = ["general", "download", "print", "organization", "payment"] as const;

const insert = (uid: string, userId: string, type: string) =>
  env.DB.prepare("INSERT INTO notifications (uid, user_id, type, title, created_at) VALUES (?, ?, ?, ?, ?)").bind(
    uid,
    userId,
    type,
    `A ${type} notification`,
    "2026-01-01T00:00:00.000Z",
  );

const rows = async () => (await env.DB.prepare("SELECT * FROM notifications ORDER BY id").all()).results;

describe("migration 0010: notifications of type 'order'", () => {
  let userId: string;
  let before: Record<string, unknown>[];
  let deletedId: number;

  beforeAll(async () => {
    // The table as 0004 made it (every test file starts with all migrations applied).
    expect(await restoreTable("notifications", ["0004"])).toHaveLength(2);
    userId = (await signIn()).uid;
    expect(await refused(insert(crypto.randomUUID(), userId, "order"))).toMatch(/CHECK constraint failed/);

    await env.DB.batch(OLD_TYPES.map((type) => insert(crypto.randomUUID(), userId, type)));
    await env.DB.prepare(
      "UPDATE notifications SET is_unread = 0, message = 'read', link = '/main/orders' WHERE type = 'print'",
    ).run();
    // The newest is deleted: its id must not come back after the rebuild.
    const last = await env.DB.prepare(
      "INSERT INTO notifications (uid, user_id, created_at) VALUES (?, ?, ?) RETURNING id",
    )
      .bind(crypto.randomUUID(), userId, "2026-01-02T00:00:00.000Z")
      .first<{ id: number }>();
    deletedId = last!.id;
    await env.DB.prepare("DELETE FROM notifications WHERE id = ?").bind(deletedId).run();
    before = await rows();
    expect(before.map((r) => r.type)).toEqual([...OLD_TYPES]);
    const oldIndex = await indexesOf("notifications");

    await applyMigration("0010");
    expect(await indexesOf("notifications")).toEqual(oldIndex);
  });

  it("keeps every notification of every old type as it was", async () => {
    expect(await rows()).toEqual(before);
    const tables = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE name LIKE 'notifications%' ORDER BY name",
    ).all();
    expect(tables.results.map((t) => t.name)).toEqual(["notifications", "notifications_user"]);
  });

  it("takes 'order', still refuses a type not in the list, and gives a new id past the deleted one", async () => {
    const added = await insert(crypto.randomUUID(), userId, "order").run();
    expect(added.meta.last_row_id).toBeGreaterThan(deletedId);
    expect(await refused(insert(crypto.randomUUID(), userId, "shipping"))).toMatch(/CHECK constraint failed/);
    expect(await refused(insert(crypto.randomUUID(), "no-such-user", "order"))).toMatch(
      /FOREIGN KEY constraint failed/,
    );
  });

  it("goes with its user, as before", async () => {
    await env.DB.prepare("DELETE FROM users WHERE uid = ?").bind(userId).run();
    expect(await rows()).toEqual([]);
  });
});
