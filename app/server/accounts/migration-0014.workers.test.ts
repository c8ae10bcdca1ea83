/**
 * Migration 0014 (migrations/0014_clients_consultations.sql) on a copy of a populated database:
 * the Kundlis table as 0004 made it, holding Kundlis of two astrologers (Latin and Devanagari
 * names, a gazetteer place and a typed one, an offset, parents, options), then 0014. Every
 * Kundli comes through with every value it had, each in a client of its own named as the Kundli
 * (same astrologer, same times, a fresh v4 uid), the foreign keys hold, names are searchable,
 * and a Kundli saved afterwards without a client still gets one.
 */
import { env, type D1Migration } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../../tests/workers/session";

const migrations = (env as unknown as { TEST_MIGRATIONS: D1Migration[] }).TEST_MIGRATIONS;
const migration = (prefix: string) => migrations.find((m) => m.name.startsWith(prefix))!;
const bare = (query: string) => query.replace(/^(\s*--[^\n]*\n)+/, "").trim();
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const all = async (query: string) => (await env.DB.prepare(query).all<Record<string, unknown>>()).results;

const insertKundli = (userId: string, name: string, o: Record<string, unknown> = {}) =>
  env.DB.prepare(
    `INSERT INTO kundalis (uid, user_id, name, gender, date, time, place_id, place_name, latitude, longitude, timezone,
       utc_offset, father_name, mother_name, jati, gotra, options, created_at, updated_at)
     VALUES (?, ?, ?, ?, '1990-01-15', '12:00:00', ?, ?, 25.3, 83.0, ?, ?, ?, ?, 'Brahmin', 'Kashyap', ?, ?, ?)`,
  ).bind(
    crypto.randomUUID(),
    userId,
    name,
    o.gender ?? "female",
    o.place_id ?? null,
    o.place_name ?? "Varanasi",
    o.timezone ?? "Asia/Kolkata",
    o.utc_offset ?? null,
    o.father_name ?? "",
    o.mother_name ?? "",
    o.options ?? "{}",
    o.created_at ?? "2025-01-02T03:04:05.000Z",
    o.updated_at ?? "2025-06-07T08:09:10.000Z",
  );

describe("migration 0014: clients, consultations, and a client for every saved Kundli", () => {
  let before: Record<string, unknown>[];
  let users: string[];

  beforeAll(async () => {
    // Back to the schema before 0014 (every test file starts with all migrations applied).
    const kundalis0004 = migration("0004")
      .queries.map(bare)
      .filter((q) => /^CREATE (TABLE|INDEX \w+ ON) kundalis\b/.test(q));
    expect(kundalis0004).toHaveLength(2);
    await env.DB.batch([
      ...[
        "consultations_insert_dates",
        "consultations_update_dates",
        "consultations_delete_dates",
        "kundalis_own_client",
      ].map((t) => env.DB.prepare(`DROP TRIGGER ${t}`)),
      env.DB.prepare("DROP TABLE kundalis"),
      env.DB.prepare("DROP TABLE consultations"),
      env.DB.prepare("DROP TABLE clients"),
      ...kundalis0004.map((q) => env.DB.prepare(q)),
    ]);
    expect((await all("PRAGMA table_info(kundalis)")).map((c) => c.name)).not.toContain("client_id");

    users = [(await signIn()).uid, (await signIn()).uid];
    await env.DB.batch([
      insertKundli(users[0]!, "Asha Verma", { father_name: "Ram Verma", options: '{"ayanamsa":"kp"}' }),
      insertKundli(users[0]!, "आशा वर्मा", { gender: "male", mother_name: "सीता" }),
      insertKundli(users[1]!, "D'Souza (Mary)", { place_id: 1253405, utc_offset: "+05:30" }),
      insertKundli(users[1]!, "Asha Verma", { place_name: "25.3, 83.0", timezone: "UTC", utc_offset: "+05:30" }),
    ]);
    // A gap in the ids, as deletes leave them.
    await env.DB.prepare("DELETE FROM kundalis WHERE name = ?").bind("D'Souza (Mary)").run();
    await insertKundli(users[1]!, "Bittu").run();
    before = await all("SELECT * FROM kundalis ORDER BY id");
    expect(before).toHaveLength(4);

    await env.DB.batch(migration("0014").queries.map((q) => env.DB.prepare(q)));
  });

  it("keeps every Kundli with every value it had, now in a client, relation 'self'", async () => {
    const after = await all("SELECT * FROM kundalis ORDER BY id");
    expect(after).toEqual(before.map((k) => ({ ...k, client_id: k.id, relation: "self" })));
  });

  it("makes one client per Kundli: its name, its astrologer, its times, a fresh v4 uid", async () => {
    const clients = await all("SELECT * FROM clients ORDER BY id");
    expect(clients.map((c) => [c.id, c.user_id, c.name, c.created_at, c.updated_at])).toEqual(
      before.map((k) => [k.id, k.user_id, k.name, k.created_at, k.updated_at]),
    );
    for (const c of clients) {
      expect(c.uid).toMatch(UUID_V4);
      expect([c.name_hi, c.phone, c.email, c.city, c.tags, c.notes]).toEqual(["", "", "", "", "[]", ""]);
      expect([c.last_consulted_on, c.follow_up_on]).toEqual([null, null]);
    }
    expect(new Set(clients.map((c) => c.uid)).size).toBe(clients.length);
    expect(await all("PRAGMA foreign_key_check")).toEqual([]);
  });

  it("makes the migrated names searchable, in either script", async () => {
    const search = async (like: string) =>
      (await env.DB.prepare("SELECT name FROM clients WHERE search LIKE ? ORDER BY id").bind(like).all()).results;
    expect(await search("%asha verma%")).toEqual([{ name: "Asha Verma" }, { name: "Asha Verma" }]);
    expect(await search("%आशा%")).toEqual([{ name: "आशा वर्मा" }]);
  });

  it("gives a Kundli saved afterwards without a client one of its own; with a client, keeps that one", async () => {
    const max = (await env.DB.prepare("SELECT max(id) AS n FROM clients").first<{ n: number }>())!.n;
    await insertKundli(users[0]!, "Late Arrival").run();
    const row = (await env.DB.prepare(
      "SELECT kundalis.client_id, kundalis.relation, clients.name, clients.user_id FROM kundalis JOIN clients ON clients.id = kundalis.client_id WHERE kundalis.name = 'Late Arrival'",
    ).first<Record<string, unknown>>())!;
    expect(row).toEqual({ client_id: expect.any(Number), relation: "self", name: "Late Arrival", user_id: users[0] });
    expect(row.client_id).toBeGreaterThan(max);

    const target = before[0]!.id as number;
    await env.DB.prepare(
      `INSERT INTO kundalis (uid, user_id, name, gender, date, time, place_name, latitude, longitude, timezone, client_id, relation, created_at, updated_at)
       VALUES (?, ?, 'Spouse', 'male', '1988-03-03', '06:00', 'Varanasi', 25.3, 83.0, 'Asia/Kolkata', ?, 'spouse', 'x', 'x')`,
    )
      .bind(crypto.randomUUID(), users[0], target)
      .run();
    expect(await env.DB.prepare("SELECT client_id, relation FROM kundalis WHERE name = 'Spouse'").first()).toEqual({
      client_id: target,
      relation: "spouse",
    });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM clients WHERE name = 'Spouse'").first()).toEqual({ n: 0 });
  });

  it("keeps a client's last consultation and follow-up as consultations come and go", async () => {
    const client = before[0]!.id as number;
    const dates = () =>
      env.DB.prepare("SELECT last_consulted_on, follow_up_on FROM clients WHERE id = ?").bind(client).first();
    const add = (date: string, followUp: string) =>
      env.DB.prepare(
        "INSERT INTO consultations (uid, client_id, user_id, date, follow_up_on, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'x', 'x') RETURNING id",
      )
        .bind(crypto.randomUUID(), client, users[0], date, followUp)
        .first<{ id: number }>();
    const first = (await add("2026-01-10", "2026-02-10"))!.id;
    expect(await dates()).toEqual({ last_consulted_on: "2026-01-10", follow_up_on: "2026-02-10" });
    const second = (await add("2026-03-01", ""))!.id;
    expect(await dates()).toEqual({ last_consulted_on: "2026-03-01", follow_up_on: null });
    await env.DB.prepare("UPDATE consultations SET follow_up_on = '2026-04-01' WHERE id = ?").bind(second).run();
    expect(await dates()).toEqual({ last_consulted_on: "2026-03-01", follow_up_on: "2026-04-01" });
    await env.DB.prepare("DELETE FROM consultations WHERE id = ?").bind(second).run();
    expect(await dates()).toEqual({ last_consulted_on: "2026-01-10", follow_up_on: "2026-02-10" });
    await env.DB.prepare("DELETE FROM consultations WHERE id = ?").bind(first).run();
    expect(await dates()).toEqual({ last_consulted_on: null, follow_up_on: null });
  });

  it("refuses a relation outside the list and a fee below zero", async () => {
    const refused = (q: D1PreparedStatement) =>
      q.run().then(
        () => "ran",
        (e: Error) => e.message,
      );
    expect(await refused(env.DB.prepare("UPDATE kundalis SET relation = 'cousin'"))).toMatch(/CHECK constraint failed/);
    expect(
      await refused(
        env.DB.prepare(
          "INSERT INTO consultations (uid, client_id, user_id, date, fee_paise, created_at, updated_at) VALUES ('u', ?, ?, '2026-01-01', -1, 'x', 'x')",
        ).bind(before[0]!.id, users[0]),
      ),
    ).toMatch(/CHECK constraint failed/);
  });
});
