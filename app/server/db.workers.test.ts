/**
 * statement(): kysely queries as D1 prepared statements in one `DB.batch` (one transaction),
 * against the real local D1.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { db, statement } from "./db.server";

describe("statement()", () => {
  it("runs kysely inserts, updates and selects in one batch, with their parameters bound", async () => {
    const key = `batch-${crypto.randomUUID()}`;
    const q = db(env);
    const [inserted, updated, read] = await env.DB.batch<{ key: string; value: string }>([
      statement(env, q.insertInto("meta").values({ key, value: "one" }).returning(["key", "value"])),
      statement(env, q.updateTable("meta").set({ value: "two" }).where("key", "=", key)),
      statement(env, q.selectFrom("meta").select(["key", "value"]).where("key", "=", key)),
    ]);
    expect(inserted!.results).toEqual([{ key, value: "one" }]);
    expect(updated!.meta.changes).toBe(1);
    expect(read!.results).toEqual([{ key, value: "two" }]);
  });

  it("rolls the whole batch back when one statement fails", async () => {
    const key = `batch-${crypto.randomUUID()}`;
    const q = db(env);
    await expect(
      env.DB.batch([
        statement(env, q.insertInto("meta").values({ key, value: "kept?" })),
        // meta.key is the primary key: the second insert of it fails.
        statement(env, q.insertInto("meta").values({ key, value: "again" })),
      ]),
    ).rejects.toThrow(/UNIQUE|constraint/i);
    expect(await q.selectFrom("meta").select("value").where("key", "=", key).executeTakeFirst()).toBeUndefined();
  });
});
