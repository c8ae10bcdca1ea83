/**
 * The print sweeper in workerd: the Worker's own `scheduled` handler (the Cron Trigger) finds jobs
 * whose queue message was lost, sends it again, and after MAX_SWEEPS resends fails them with a
 * Retry; a job someone touched meanwhile is left alone. Jobs are written straight into D1, so no
 * message exists for them unless the sweeper sends one (caught here by a recording queue).
 */
import { createExecutionContext, createMessageBatch, createScheduledController, env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import worker from "../../../workers/print";
import { jsonRequest, signIn, type TestUser } from "../../../tests/workers/session";
import { failJob, getJob } from "./jobs.server";
import { MAX_SWEEPS, STALE_MS } from "./sweeper.server";

const BIRTH = {
  name: "Meera Joshi",
  gender: "female",
  date: "1992-01-26",
  time: "10:05",
  place: { name: "Pune", latitude: 18.5204, longitude: 73.8567, timezone: "Asia/Kolkata" },
};

const MINUTE = 60_000;

interface SentMessage {
  body: unknown;
}

/** env with a PRINT_QUEUE that records what is sent instead of delivering it. */
function recordingEnv(): { env: Env; sent: SentMessage[] } {
  const sent: SentMessage[] = [];
  const queue = {
    send: async (body: unknown) => void sent.push({ body }),
    sendBatch: async (messages: Iterable<MessageSendRequest>) => {
      for (const m of messages) sent.push({ body: m.body });
    },
  } as unknown as Queue;
  return { env: { ...env, PRINT_QUEUE: queue }, sent };
}

async function sweep(at: number) {
  const recording = recordingEnv();
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: "*/5 * * * *" }), recording.env);
  return recording.sent.map((m) => (m.body as { jobId: string }).jobId);
}

let user: TestUser;
let seq = 0;

/** A job row as /api/print/kundli writes it, with the state and times a test needs. */
async function insertJob(o: {
  status: "queued" | "rendering" | "ready" | "failed";
  updatedAt: number;
  sweeps?: number;
  claimedAt?: number;
}): Promise<string> {
  const id = `00000000-0000-4000-8000-${String(++seq).padStart(12, "0")}`;
  await env.DB.prepare(
    `INSERT INTO print_jobs (id, user_id, kind, print_uid, report_type, language, paper_size, chart_style, name, file_name,
       input, brand, timezone, date, time, status, claim, claimed_at, sweeps, created_at, updated_at)
     VALUES (?, ?, 'kundli', ?, 'numerology', 'en', 'A4', 'north', ?, 'Numerology - Meera Joshi.pdf', ?, '{}',
       'Asia/Kolkata', '2026-11-24', '09:00', ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      id,
      user.uid,
      crypto.randomUUID(),
      BIRTH.name,
      JSON.stringify({ kind: "kundli", birth: BIRTH, family: {} }),
      o.status,
      o.status === "rendering" ? "dead-consumer" : null,
      o.claimedAt ?? null,
      o.sweeps ?? 0,
      o.updatedAt - MINUTE,
      o.updatedAt,
    )
    .run();
  return id;
}

async function row(id: string) {
  return (await getJob(env, id))!;
}

beforeEach(async () => {
  // Each test sweeps the whole table: start it empty (this file's D1 is its own).
  await env.DB.prepare("DELETE FROM print_jobs").run();
  user = await signIn({ name: "Pandit Ji" });
});

describe("scheduled(): jobs whose queue message was lost", () => {
  it("sends the message of a stale queued job again, once per run, and leaves live and finished jobs alone", async () => {
    const now = Date.UTC(2026, 10, 24, 9, 30);
    const lost = await insertJob({ status: "queued", updatedAt: now - STALE_MS - MINUTE });
    const fresh = await insertJob({ status: "queued", updatedAt: now - STALE_MS + MINUTE });
    const ready = await insertJob({ status: "ready", updatedAt: now - 60 * MINUTE });
    const failed = await insertJob({ status: "failed", updatedAt: now - 60 * MINUTE });

    expect(await sweep(now)).toEqual([lost]);
    expect(await row(lost)).toMatchObject({ status: "queued", sweeps: 1, updated_at: now });
    for (const id of [fresh, ready, failed]) expect((await row(id)).sweeps).toBe(0);
    expect((await row(ready)).status).toBe("ready");
    expect((await row(failed)).status).toBe("failed");

    // The next run, five minutes on: the resend is recent; the other job has now gone stale.
    expect(await sweep(now + 5 * MINUTE)).toEqual([fresh]);
    expect((await row(lost)).sweeps).toBe(1);
  });

  it("a resent message is consumed like any other: the lost job becomes ready", async () => {
    const now = Date.now();
    const lost = await insertJob({ status: "queued", updatedAt: now - STALE_MS - MINUTE });
    const [resent] = await sweep(now);
    expect(resent).toBe(lost);
    const batch = createMessageBatch("kundli-print", [
      { id: "resent-1", timestamp: new Date(), attempts: 1, body: { jobId: resent } },
    ]);
    await worker.queue(batch, env, createExecutionContext());
    const done = await row(lost);
    expect(done.status).toBe("ready");
    expect(done.fileid).toBe(`reports/${user.uid}/${lost}.pdf`);
    expect(await env.FILES.head(done.fileid)).not.toBeNull();
    // The isolate's first report parses the fonts: seconds on two busy cores.
  }, 30_000);

  it("resends a job whose consumer died mid-render (its lease ran out), and the consumer can claim it", async () => {
    const now = Date.now();
    const dead = await insertJob({
      status: "rendering",
      updatedAt: now - STALE_MS - MINUTE,
      claimedAt: now - STALE_MS - MINUTE,
    });
    expect(await sweep(now)).toEqual([dead]);
    expect(await row(dead)).toMatchObject({ status: "rendering", sweeps: 1 });
    const batch = createMessageBatch("kundli-print", [
      { id: "resent-2", timestamp: new Date(), attempts: 1, body: { jobId: dead } },
    ]);
    await worker.queue(batch, env, createExecutionContext());
    expect((await row(dead)).status).toBe("ready");
  });

  it(`after ${MAX_SWEEPS} resends the job fails with a Retry, its owner is told, nothing is counted`, async () => {
    const now = Date.UTC(2026, 10, 24, 10, 0);
    await env.DB.prepare("UPDATE users SET free_trial_report = 2 WHERE uid = ?").bind(user.uid).run();
    const hopeless = await insertJob({ status: "queued", updatedAt: now - STALE_MS - MINUTE, sweeps: MAX_SWEEPS });

    expect(await sweep(now)).toEqual([]);
    expect(await row(hopeless)).toMatchObject({ status: "failed", progress: 0, sweeps: MAX_SWEEPS });
    const notes = await env.DB.prepare("SELECT type, title FROM notifications WHERE user_id = ?")
      .bind(user.uid)
      .all<{ type: string; title: string }>();
    expect(notes.results).toEqual([{ type: "download", title: "Numerology Report could not be made" }]);
    const counts = await env.DB.prepare("SELECT report_count, free_trial_report FROM users WHERE uid = ?")
      .bind(user.uid)
      .first();
    expect(counts).toEqual({ report_count: 0, free_trial_report: 2 });

    // A second run finds nothing; the owner's Retry starts the count afresh.
    expect(await sweep(now + 5 * MINUTE)).toEqual([]);
    expect(
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM notifications WHERE user_id = ?").bind(user.uid).first())!.n,
    ).toBe(1);
    const res = await exports.default.fetch(jsonRequest("/api/downloads/retry", { id: hopeless }, user));
    expect(res.status).toBe(200);
    expect(await row(hopeless)).toMatchObject({ status: "queued", sweeps: 0 });
  }, 30_000);

  it("does not fail a job that someone touched after the sweeper read it", async () => {
    const now = Date.now();
    const id = await insertJob({ status: "queued", updatedAt: now - STALE_MS - MINUTE, sweeps: MAX_SWEEPS });
    const seen = await row(id);
    // A consumer claims it between the sweeper's read and its update.
    await env.DB.prepare(
      "UPDATE print_jobs SET status = 'rendering', claim = 'c', claimed_at = ?, updated_at = ? WHERE id = ?",
    )
      .bind(now, now, id)
      .run();
    const notice = { title: "t", message: "m", link: "/main" };
    expect(await failJob(env, seen, notice, now, { unchangedSince: seen.updated_at })).toBe(false);
    expect((await row(id)).status).toBe("rendering");
  });
});
