/**
 * `npm run capacity`: what our data costs in one D1 database, measured on our schema and our own
 * statements (docs/capacity.md).
 *
 * 1. A fresh local D1 made the way `npm start` makes it (scripts/prepare-db.ts: every migration,
 *    the gazetteer and the PIN codes), in a temporary state folder. Its SQLite file is copied and
 *    opened with node:sqlite; `dbstat` gives each table's bytes, indexes included: the gazetteer's share.
 * 2. The app's own server functions (app/server, loaded through Vite as the build loads them)
 *    write into that copy through a small D1 binding over node:sqlite: astrologers signing in
 *    (user + session), saved Kundlis (the free-trial charge with each), print jobs requested and
 *    finished (request row, job, charge, notification), wallet top-ups (ledger entries). Bytes
 *    per item are the growth of the file's used pages divided by the items made.
 * 3. Write rate: the same functions, one after another, timed on the copy (autocommit: each
 *    statement or batch is its own transaction, as on D1), and one ledger INSERT alone.
 *
 * `-- --users N` (default 500) sets the scale: N astrologers, 10 Kundlis, 3 print jobs and
 * 10 ledger entries each.
 */
import { copyFileSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { createServer } from "vite";
import type * as Users from "#app/server/auth/users.server.ts";
import type * as Sessions from "#app/server/auth/session.server.ts";
import type * as Access from "#app/server/accounts/access.server.ts";
import type * as Kundalis from "#app/server/accounts/kundalis.server.ts";
import type * as Requests from "#app/server/print/requests.server.ts";
import type * as Jobs from "#app/server/print/jobs.server.ts";
import type * as Notices from "#app/server/print/notices.server.ts";
import type * as Consumer from "#app/server/print/consumer.server.ts";
import type * as Ledger from "#app/server/commerce/ledger.server.ts";
import { ROOT } from "./env.ts";
import { prepareDatabase } from "./prepare-db.ts";

const usersArg = process.argv.indexOf("--users");
const USERS = usersArg > 0 ? Number(process.argv[usersArg + 1]) : 500;
if (!(USERS >= 10 && USERS <= 100_000)) throw new Error("--users takes 10 to 100000");

// ── A D1 binding over node:sqlite (what our code uses of it: prepare/bind/first/all/run/raw, batch) ──
type Row = Record<string, SQLInputValue>;
let statementsRun = 0;
/** Wall time spent inside SQLite (prepare and step), ms: what D1's one thread would be busy with. */
let sqliteMs = 0;

function d1(db: DatabaseSync) {
  const execute = (sql: string, params: unknown[]) => {
    const t = performance.now();
    try {
      return step(sql, params);
    } finally {
      sqliteMs += performance.now() - t;
    }
  };
  const step = (sql: string, params: unknown[]) => {
    statementsRun++;
    const stmt = db.prepare(sql);
    const values = params.map((p) => (typeof p === "boolean" ? Number(p) : p)) as SQLInputValue[];
    if (stmt.columns().length > 0) {
      const results = stmt.all(...values) as Row[];
      const meta = db.prepare("SELECT changes() AS changes, last_insert_rowid() AS id").get() as Row;
      return { results, meta: { changes: Number(meta.changes), last_row_id: Number(meta.id) } };
    }
    const r = stmt.run(...values);
    return { results: [] as Row[], meta: { changes: Number(r.changes), last_row_id: Number(r.lastInsertRowid) } };
  };
  class Statement {
    readonly sql: string;
    readonly params: unknown[];
    constructor(sql: string, params: unknown[] = []) {
      this.sql = sql;
      this.params = params;
    }
    bind(...params: unknown[]) {
      return new Statement(this.sql, params);
    }
    async all() {
      const { results, meta } = execute(this.sql, this.params);
      return { success: true, results, meta };
    }
    async run() {
      return this.all();
    }
    async first(column?: string) {
      const row = execute(this.sql, this.params).results[0];
      if (!row) return null;
      return column ? (row[column] ?? null) : row;
    }
    async raw() {
      return execute(this.sql, this.params).results.map((r) => Object.values(r));
    }
  }
  return {
    prepare: (sql: string) => new Statement(sql),
    async batch(statements: Statement[]) {
      db.exec("BEGIN");
      try {
        const out = statements.map((s) => ({ success: true, ...execute(s.sql, s.params) }));
        db.exec("COMMIT");
        return out;
      } catch (error) {
        db.exec("ROLLBACK");
        throw error;
      }
    },
    async exec(sql: string) {
      db.exec(sql);
      return { count: 1, duration: 0 };
    },
  };
}

// ── Sizes ─────────────────────────────────────────────────────────────────────────
/** Bytes of each table, its indexes included (dbstat: whole pages, as the file holds them). */
function tableBytes(db: DatabaseSync): Map<string, number> {
  const rows = db
    .prepare(
      `SELECT COALESCE(m.tbl_name, s.name) AS tbl, SUM(s.pgsize) AS bytes
       FROM dbstat s LEFT JOIN sqlite_schema m ON m.name = s.name GROUP BY tbl`,
    )
    .all() as { tbl: string; bytes: number }[];
  return new Map(rows.map((r) => [r.tbl, Number(r.bytes)]));
}
const usedBytes = (db: DatabaseSync) => [...tableBytes(db).values()].reduce((a, b) => a + b, 0);
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

// ── 1. A local D1, migrated and seeded ───────────────────────────────────────────
const stateDir = mkdtempSync(path.join(os.tmpdir(), "kundli-capacity-"));
const work = path.join(stateDir, "capacity.sqlite");
process.env.KUNDLI_STATE_DIR = stateDir;
const vite = await createServer({
  configFile: false,
  root: ROOT,
  logLevel: "warn",
  resolve: { alias: { "~": path.join(ROOT, "app") } },
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: "custom",
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  console.error("capacity: a fresh local D1 (migrations, gazetteer, PIN codes)…");
  await prepareDatabase();
  const d1Dir = path.join(stateDir, "v3/d1/miniflare-D1DatabaseObject");
  const file = readdirSync(d1Dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 file in ${d1Dir}`);
  copyFileSync(path.join(d1Dir, file), work);
  const db = new DatabaseSync(work);
  db.exec("PRAGMA foreign_keys = ON");
  const pageSize = Number((db.prepare("PRAGMA page_size").get() as Row).page_size);
  const journal = String((db.prepare("PRAGMA journal_mode").get() as Row).journal_mode);
  const sync = Number((db.prepare("PRAGMA synchronous").get() as Row).synchronous);
  const seeded = tableBytes(db);
  const gazetteer = ["places", "place_names"].reduce((n, t) => n + (seeded.get(t) ?? 0), 0);
  const pincodes = seeded.get("pincodes") ?? 0;
  const empty = usedBytes(db);
  const count = (t: string) => Number((db.prepare(`SELECT COUNT(*) AS n FROM ${t}`).get() as Row).n);

  // ── 2. Our functions, writing (through Vite: the modules use import.meta.glob) ────
  const load = <T>(p: string) => vite.ssrLoadModule(p) as Promise<T>;
  const users = await load<typeof Users>("/app/server/auth/users.server.ts");
  const sessions = await load<typeof Sessions>("/app/server/auth/session.server.ts");
  const access = await load<typeof Access>("/app/server/accounts/access.server.ts");
  const kundalis = await load<typeof Kundalis>("/app/server/accounts/kundalis.server.ts");
  const requests = await load<typeof Requests>("/app/server/print/requests.server.ts");
  const jobs = await load<typeof Jobs>("/app/server/print/jobs.server.ts");
  const notices = await load<typeof Notices>("/app/server/print/notices.server.ts");
  const consumer = await load<typeof Consumer>("/app/server/print/consumer.server.ts");
  const ledger = await load<typeof Ledger>("/app/server/commerce/ledger.server.ts");
  const queued: unknown[] = [];
  const env = {
    DB: d1(db),
    ENVIRONMENT: "development",
    SMS_PROVIDER: "outbox",
    EMAIL_PROVIDER: "outbox",
    PAYMENT_PROVIDER: "test",
    PRINT_QUEUE: { send: async (m: unknown) => void queued.push(m), sendBatch: async () => {} },
  } as unknown as Env;

  const place = db
    .prepare("SELECT id, name, latitude, longitude, timezone FROM places WHERE name = 'Jaipur'")
    .get() as {
    id: number;
    name: string;
    latitude: number;
    longitude: number;
    timezone: string;
  };
  const kundli = (i: number) => ({
    name: `Client ${i} Sharma`,
    gender: i % 2 ? ("male" as const) : ("female" as const),
    date: `19${60 + (i % 40)}-0${1 + (i % 9)}-1${i % 10}`,
    time: `0${i % 10}:3${i % 10}`,
    place: { ...place },
    father_name: "Ramesh Sharma",
    mother_name: "Sunita Sharma",
    options: { ayanamsa: "lahiri" },
  });
  const phone = (i: number) => `+9198${String(i).padStart(8, "0")}`;
  const request = (cookie = "") =>
    new Request("https://app.example/", {
      headers: {
        Cookie: cookie,
        "User-Agent": "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/141.0 Mobile Safari/537.36",
        "CF-Connecting-IP": "2001:db8:1:2::1",
      },
    });

  interface Phase {
    what: string;
    items: number;
    bytes: number;
    perSecond: number;
    statements: number;
    /** SQLite's own time per item, ms. */
    sqlite: number;
    tables: string;
  }
  const phases: Phase[] = [];
  /** Runs `make` for items 0..n-1 one after another; bytes and time per item, and where the bytes went. */
  async function phase(what: string, n: number, make: (i: number) => Promise<unknown>): Promise<void> {
    const before = tableBytes(db);
    const startStatements = statementsRun;
    const startSqlite = sqliteMs;
    const t = performance.now();
    for (let i = 0; i < n; i++) await make(i);
    const seconds = (performance.now() - t) / 1000;
    const after = tableBytes(db);
    const grew = [...after]
      .map(([tbl, b]) => [tbl, b - (before.get(tbl) ?? 0)] as const)
      .filter(([, d]) => d > 0)
      .sort((a, b) => b[1] - a[1]);
    const bytes = grew.reduce((s, [, d]) => s + d, 0);
    phases.push({
      what,
      items: n,
      bytes: bytes / n,
      perSecond: n / seconds,
      statements: (statementsRun - startStatements) / n,
      sqlite: (sqliteMs - startSqlite) / n,
      tables: grew.map(([tbl, d]) => `${tbl} ${Math.round(d / n)}`).join(", "),
    });
    console.error(`capacity: ${what}: ${n} in ${seconds.toFixed(1)} s`);
  }

  const cookies: string[] = [];
  const uids: string[] = [];
  await phase("astrologer (user row + one signed-in session)", USERS, async (i) => {
    const { user } = await users.findOrCreateUserByPhone(env, phone(i));
    const headers = await sessions.startSession(request(), env, user.uid);
    cookies[i] = headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    uids[i] = user.uid;
  });
  const kundliUids: string[] = [];
  await phase("saved Kundli (addKundli: the row and its free-trial charge)", USERS * 10, async (i) => {
    const record = await kundalis.addKundli(env, uids[i % USERS]!, kundli(i));
    if (i < USERS) kundliUids[i] = record.uid;
  });
  await phase("print job, requested and finished (request row, job, charge, notification)", USERS * 3, async (i) => {
    const u = i % USERS;
    const actor = await access.requireActor(request(cookies[u]), env);
    const item = await requests.requestKundliPrint(env, actor, {
      kundaliId: kundliUids[u],
      reportType: (["janam-kundli", "life-report", "dosha"] as const)[i % 3]!,
      language: i % 2 ? "hi" : "en",
      paperSize: "A4",
      chartStyle: "north",
    });
    const job = (await jobs.getJob(env, item.id))!;
    const claim = (await jobs.claimJob(env, job.id))!;
    const claimed = (await jobs.getJob(env, job.id))!;
    await jobs.finishJob(
      env,
      claimed,
      claim,
      { key: consumer.reportKey(job), size: 71_000 },
      notices.jobNotice(job, "ready"),
    );
  });
  await phase("wallet ledger entry (a top-up credit)", USERS * 10, async (i) => {
    await ledger.creditWallet(env, {
      userId: uids[i % USERS]!,
      amountPaise: 50_000,
      kind: "topup",
      reason: "topup",
      reference: crypto.randomUUID(),
      idempotencyKey: `topup:${crypto.randomUUID()}`,
    });
  });

  // ── 3. One statement alone: the ledger's INSERT, autocommit ───────────────────────
  // With the file's own durability (every commit synced), then with synchronous = OFF: what the
  // SQLite engine itself spends, the floor under the query duration D1's one thread serves.
  /** Inserts per second of SQLite's own time (prepare and step), the wall clock of the loop aside. */
  async function insertsPerSecond(n: number, tag: string): Promise<number> {
    const t = sqliteMs;
    for (let i = 0; i < n; i++)
      await ledger
        .creditStatement(env, {
          userId: uids[i % USERS]!,
          amountPaise: 100,
          kind: "adjustment",
          reason: "bench",
          reference: "bench",
          idempotencyKey: `bench:${tag}:${i}`,
        })
        .run();
    return n / ((sqliteMs - t) / 1000);
  }
  const singleSynced = await insertsPerSecond(2_000, "synced");
  db.exec("PRAGMA synchronous = OFF");
  const singleEngine = await insertsPerSecond(5_000, "engine");
  const t = sqliteMs;
  for (let i = 0; i < 1_000; i++) await kundalis.addKundli(env, uids[i % USERS]!, kundli(i));
  const addKundliEngine = 1_000 / ((sqliteMs - t) / 1000);
  const total = usedBytes(db);
  const rowCounts = ["users", "sessions", "kundalis", "charges", "print_jobs", "notifications", "wallet_ledger"]
    .map((tbl) => `${tbl} ${count(tbl)}`)
    .join(", ");
  db.close();

  // ── The report ───────────────────────────────────────────────────────────────
  const kb = (b: number) => `${Math.round(b)} B`;
  console.log(
    `\nnpm run capacity -- --users ${USERS}, ${new Date().toISOString().slice(0, 10)}: a local D1 file (SQLite ${
      (new DatabaseSync(":memory:").prepare("SELECT sqlite_version() AS v").get() as Row).v
    }, page ${pageSize} B, journal ${journal}, synchronous ${sync}), written by app/server's own functions.\n`,
  );
  console.log(
    "| item | bytes each | made | calls/s, wall (sequential) | statements each | SQLite time each | where the bytes went (bytes each) |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | --- |");
  for (const p of phases)
    console.log(
      `| ${p.what} | ${kb(p.bytes)} | ${p.items} | ${p.perSecond.toFixed(0)} | ${p.statements.toFixed(1)} | ${p.sqlite.toFixed(2)} ms | ${p.tables} |`,
    );
  console.log(
    `\nPer second of SQLite's own time (one thread, nothing else): one ledger INSERT alone, autocommit, ` +
      `${singleSynced.toFixed(0)} with every commit synced, ${singleEngine.toFixed(0)} with synchronous = OFF; ` +
      `addKundli's 8 statements with synchronous = OFF, paid from the wallet: ${addKundliEngine.toFixed(0)}.`,
  );
  console.log(
    `Gazetteer (places, place_names, their indexes): ${mb(gazetteer)}; PIN codes ${mb(pincodes)}; ` +
      `the seeded database before any user: ${mb(empty)}; after this run: ${mb(total)} (${rowCounts}).`,
  );
  console.log(`File on disk: ${mb(statSync(work).size)}.`);
} finally {
  await vite.close();
  rmSync(stateDir, { recursive: true, force: true });
}
