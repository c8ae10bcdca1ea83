/**
 * Migration 0012 (migrations/0012_print_varshphal_panchang.sql) rebuilds print_jobs so that
 * report_type may be 'varshphal' or 'panchang' and kind 'panchang'. Here it runs on the table as
 * 0005 and 0008 made it, holding a job of every kind, type and state the old CHECKs allowed and
 * an order that references one of them (orders.job_id REFERENCES print_jobs): every row comes
 * through as it was, the indexes are made again exactly, the order still finds its job, the
 * foreign keys still hold, and a type or kind outside the lists is still refused.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { applyMigration, indexesOf, refused, restoreTable } from "../../../tests/workers/migrations";
import { signIn } from "../../../tests/workers/session";

const OLD_TYPES = ["janam-kundli", "life-report", "phaladesh", "matchmaking", "numerology", "gemstone", "dosha"];
const STATES = ["queued", "rendering", "ready", "failed", "cancelled"];

const insertJob = (id: string, userId: string, o: { kind?: string; type?: string; status?: string } = {}) =>
  env.DB.prepare(
    `INSERT INTO print_jobs (id, user_id, kind, print_uid, report_type, language, paper_size, chart_style, name, file_name,
       input, brand, timezone, status, progress, attempts, claim, claimed_at, ready_claim, fileid, file_size, error,
       is_opened, cleared, date, time, created_at, updated_at, finished_at)
     VALUES (?, ?, ?, ?, ?, 'hi', 'A5', 'south', 'Asha Verma', 'file.pdf', '{"kind":"kundli"}', '{"name":"B"}',
       'Asia/Kolkata', ?, 40, 2, 'claim-x', 1700000000000, NULL, 'reports/u/x.pdf', 1234, 'oops', 1, 0, '2026-11-20',
       '10:00', 1700000000000, 1700000000001, NULL)`,
  ).bind(id, userId, o.kind ?? "kundli", crypto.randomUUID(), o.type ?? "dosha", o.status ?? "queued");

const rows = async () => (await env.DB.prepare("SELECT * FROM print_jobs ORDER BY rowid").all()).results;
const count = async (table: string) =>
  (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

describe("migration 0012: print_jobs takes the Varshphal and the Panchang", () => {
  let userId: string;
  let before: Record<string, unknown>[];
  let orderedJob: string;

  beforeAll(async () => {
    // The table as 0005 and 0008 made it (every test file starts with all migrations applied).
    expect(await restoreTable("print_jobs", ["0005", "0008"])).toHaveLength(4);
    userId = (await signIn()).uid;
    expect(await refused(insertJob(crypto.randomUUID(), userId, { type: "varshphal" }))).toMatch(
      /CHECK constraint failed/,
    );
    expect(await refused(insertJob(crypto.randomUUID(), userId, { kind: "panchang" }))).toMatch(
      /CHECK constraint failed/,
    );

    // A job of every old type, and of every state, both kinds; one was swept twice.
    const jobs = [
      ...OLD_TYPES.map((type) => ({ type, kind: type === "matchmaking" ? "match" : "kundli", status: "ready" })),
      ...STATES.map((status) => ({ type: "numerology", kind: "kundli", status })),
    ];
    const ids = jobs.map(() => crypto.randomUUID());
    await env.DB.batch(jobs.map((job, i) => insertJob(ids[i]!, userId, job)));
    await env.DB.prepare("UPDATE print_jobs SET sweeps = 2, finished_at = 1700000000002 WHERE id = ?")
      .bind(ids[0])
      .run();
    // A printed-and-shipped order of one of them: the reference the rebuild must not break.
    orderedJob = ids[2]!;
    await env.DB.prepare(
      `INSERT INTO orders (uid, user_id, job_id, report_name, report_type, report_language, paper_size, copies,
         recipient_name, phone, address, city, pincode, district, state, zone, print_price_paise, delivery_price_paise,
         total_paise, min_days, max_days, language, idempotency_key, created_at, updated_at)
       VALUES (?, ?, ?, 'Asha Verma', 'phaladesh', 'hi', 'A5', 2, 'Asha', '+919812345678', 'MI Road', 'Jaipur', '302001',
         'Jaipur', 'Rajasthan', 'state', 10000, 5000, 25000, 2, 5, 'hi', 'order-1', ?, ?)`,
    )
      .bind(crypto.randomUUID(), userId, orderedJob, "2026-11-20T00:00:00.000Z", "2026-11-20T00:00:00.000Z")
      .run();

    before = await rows();
    expect(before).toHaveLength(OLD_TYPES.length + STATES.length);
    const oldIndexes = await indexesOf("print_jobs");
    expect(oldIndexes.map((i) => i.name)).toEqual([
      "print_jobs_unfinished",
      "print_jobs_user",
      "sqlite_autoindex_print_jobs_1",
    ]);

    await applyMigration("0012");
    expect(await indexesOf("print_jobs")).toEqual(oldIndexes);
  });

  it("keeps every job of every type, kind and state as it was, in its order, and leaves no copy behind", async () => {
    expect(await rows()).toEqual(before);
    const tables = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'print_jobs%' ORDER BY name",
    ).all();
    expect(tables.results.map((t) => t.name)).toEqual(["print_jobs"]);
    // The columns in the same order, with the same defaults.
    const columns = (await env.DB.prepare("PRAGMA table_info(print_jobs)").all()).results;
    expect(columns.map((c) => c.name)).toEqual(Object.keys(before[0]!));
  });

  it("still ties the order to its job, and the jobs to their user", async () => {
    const joined = await env.DB.prepare(
      "SELECT print_jobs.report_type FROM orders JOIN print_jobs ON print_jobs.id = orders.job_id",
    ).all();
    expect(joined.results).toEqual([{ report_type: "phaladesh" }]);
    expect((await env.DB.prepare("PRAGMA foreign_key_check").all()).results).toEqual([]);
    const orphan = env.DB.prepare(
      `INSERT INTO orders (uid, user_id, job_id, report_name, report_type, report_language, paper_size, copies,
         recipient_name, phone, address, city, pincode, district, state, zone, print_price_paise, delivery_price_paise,
         total_paise, min_days, max_days, language, idempotency_key, created_at, updated_at)
       VALUES (?, ?, 'no-such-job', 'x', 'dosha', 'en', 'A4', 1, 'x', '+919812345678', 'x', 'x', '302001', 'x', 'x',
         'state', 1, 1, 2, 1, 2, 'en', 'order-2', 'x', 'x')`,
    ).bind(crypto.randomUUID(), userId);
    expect(await refused(orphan)).toMatch(/FOREIGN KEY constraint failed/);
    expect(await refused(insertJob(crypto.randomUUID(), "no-such-user"))).toMatch(/FOREIGN KEY constraint failed/);
  });

  it("takes 'varshphal' and 'panchang', and still refuses a type, kind or state not in the lists", async () => {
    await insertJob(crypto.randomUUID(), userId, { type: "varshphal" }).run();
    await insertJob(crypto.randomUUID(), userId, { kind: "panchang", type: "panchang" }).run();
    const n = await count("print_jobs");
    expect(await refused(insertJob(crypto.randomUUID(), userId, { type: "horoscope" }))).toMatch(
      /CHECK constraint failed/,
    );
    expect(await refused(insertJob(crypto.randomUUID(), userId, { kind: "almanac" }))).toMatch(
      /CHECK constraint failed/,
    );
    expect(await refused(insertJob(crypto.randomUUID(), userId, { status: "printing" }))).toMatch(
      /CHECK constraint failed/,
    );
    expect(await count("print_jobs")).toBe(n);
    // The defaults of a bare row are the old ones.
    const id = crypto.randomUUID();
    await env.DB.prepare(
      `INSERT INTO print_jobs (id, user_id, kind, print_uid, report_type, language, paper_size, chart_style, name,
         file_name, input, brand, timezone, date, time, created_at, updated_at)
       VALUES (?, ?, 'panchang', 'p', 'panchang', 'en', 'A4', 'north', 'n', 'f', '{}', '{}', 'Asia/Kolkata', '2026-11-20',
         '10:00', 1, 1)`,
    )
      .bind(id, userId)
      .run();
    expect(
      await env.DB.prepare(
        "SELECT status, progress, attempts, fileid, file_size, error, is_opened, cleared, sweeps FROM print_jobs WHERE id = ?",
      )
        .bind(id)
        .first(),
    ).toEqual({
      status: "queued",
      progress: 0,
      attempts: 0,
      fileid: "",
      file_size: 0,
      error: "",
      is_opened: 0,
      cleared: 0,
      sweeps: 0,
    });
  });

  it("an empty table goes through too (a fresh database)", async () => {
    // Every test file's database had it applied to an empty print_jobs already; run it again on one.
    await env.DB.prepare("DELETE FROM orders").run();
    await env.DB.prepare("DELETE FROM print_jobs").run();
    await applyMigration("0012");
    expect(await count("print_jobs")).toBe(0);
  });
});
