/**
 * Batch matching past 500 candidates, as a queued job (docs/decisions/0021), against the real
 * Worker, D1, R2 and queue and the built calc and print Workers: a CSV of 1,200 births is checked
 * and queued (202, nothing matched yet); the consumer matches it chunk by chunk, its progress
 * readable in between; the finished table is one batch ranked as a whole, the rows' points the
 * same as a small batch gives the same births; it prints as a PDF; it is its creator's alone
 * (another astrologer, even the practice's owner, gets 404); and a refusal writes nothing.
 */
import { createMessageBatch, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { requireActor } from "#app/server/accounts/access.server";
import { consumeBatchJob } from "#app/server/match/batch-job-consumer.server";
import { type BatchJobMessage, jobKey } from "#app/server/match/batch-job.server";
import { prepareBatch } from "#app/server/match/batch.server";
import type { BatchJobStatus } from "#app/shared/match/batch-job";
import type { BatchAnswer } from "#app/shared/match/batch-table";
import { BASE, ownOrganization, signIn, type TestUser } from "../../../../tests/workers/session";
import { call, expectError } from "../../../../tests/workers/fixtures";

/** `n` girls' births as CSV rows, all different (dates, times and places spread). */
function births(n: number, first = 0): string[] {
  return Array.from({ length: n }, (_, k) => {
    const i = first + k;
    const date = `${1984 + (i % 15)}-${String(1 + (i % 12)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`;
    const time = `${String(i % 24).padStart(2, "0")}:${String((i * 7) % 60).padStart(2, "0")}`;
    return `Girl ${i},${date},${time},${(10 + (i % 20) + (i % 7) / 10).toFixed(2)},${(70 + (i % 19)).toFixed(2)},Asia/Kolkata`;
  });
}
const HEADER = "name,date,time,latitude,longitude,timezone";
const csvOf = (rows: string[]) => [HEADER, ...rows].join("\n");

async function boy(owner: TestUser): Promise<number> {
  const now = new Date().toISOString();
  const row = await env.DB.prepare(
    `INSERT INTO kundalis (uid, user_id, name, gender, date, time, place_name, latitude, longitude, timezone, created_at, updated_at)
     VALUES (?, ?, 'Ravi', 'male', '1990-03-10', '10:20:00', 'Varanasi', 25.32, 82.97, 'Asia/Kolkata', ?, ?) RETURNING id`,
  )
    .bind(crypto.randomUUID(), owner.uid, now, now)
    .first<{ id: number }>();
  return row!.id;
}

type JobAnswer = { job: BatchJobStatus; answer?: BatchAnswer };

async function readJob(user: TestUser, id: string): Promise<JobAnswer> {
  const response = await call({ path: `/api/match/batch/jobs/${id}` }, user);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return JSON.parse(text) as JobAnswer;
}

/** Reads the job until it is ready or failed; every `done` seen on the way. */
async function untilFinished(user: TestUser, id: string): Promise<{ last: JobAnswer; seen: number[] }> {
  const seen: number[] = [];
  for (let i = 0; i < 600; i++) {
    const last = await readJob(user, id);
    seen.push(last.job.done);
    if (last.job.status === "ready" || last.job.status === "failed") return { last, seen };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`batch job ${id} did not finish`);
}

const jobRows = async () =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM batch_match_jobs").first<{ n: number }>())!.n;

describe("a queued batch match", () => {
  let owner: TestUser;
  let alice: TestUser;
  let carol: TestUser;
  let ravi: number;

  beforeAll(async () => {
    owner = await signIn({ name: "Olga" });
    const org = await ownOrganization(owner);
    alice = await signIn({ name: "Alice", organizationId: org });
    carol = await signIn({ name: "Carol" });
    ravi = await boy(alice);
  });

  it("queues past 500, matches in chunks with progress, and answers one table ranked as a whole", async () => {
    // 1,200 good births and two bad rows (lines 3 and 1,203).
    const rows = births(1200);
    rows.splice(1, 0, "Bad date,1990-13-01,10:00,25,82,Asia/Kolkata");
    rows.push("No zone,1990-01-01,10:00,25,82,");
    const started = Date.now();
    const response = await call(
      { path: "/api/match/batch", body: { side: "boy", profileId: ravi, csv: csvOf(rows) } },
      alice,
    );
    const text = await response.text();
    expect(response.status, text).toBe(202);
    const { job } = JSON.parse(text) as { job: BatchJobStatus };
    expect(job).toEqual({ id: expect.any(String), status: "queued", total: 1200, done: 0 });
    expect(await env.FILES.head(jobKey({ user_id: alice.uid, id: job.id }, "input.json"))).not.toBeNull();

    const { last, seen } = await untilFinished(alice, job.id);
    console.log(`queued batch of 1,200: ${Date.now() - started} ms from request to ready`);
    expect(last.job).toEqual({ id: job.id, status: "ready", total: 1200, done: 1200 });
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.every((d) => [0, 500, 1000, 1200].includes(d))).toBe(true);
    const answer = last.answer!;
    expect(answer.profile).toEqual({ id: ravi, name: "Ravi" });
    expect(answer.rows).toHaveLength(1200);
    expect(answer.rows.map((r) => r.rank)).toEqual(Array.from({ length: 1200 }, (_, i) => i + 1));
    const totals = answer.rows.map((r) => r.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    // Every good CSV line once (2 and 4–1,202), and the bad ones reported with their line.
    expect(new Set(answer.rows.map((r) => r.line)).size).toBe(1200);
    expect(answer.rejected.map((r) => [r.line, r.column])).toEqual([
      [3, "date"],
      [1203, "timezone"],
    ]);

    // The rows of the last chunk against a small batch of the same births: the same points.
    const tail = births(200, 1000);
    const small = await call(
      { path: "/api/match/batch", body: { side: "boy", profileId: ravi, csv: csvOf(tail) } },
      alice,
    );
    expect(small.status).toBe(200);
    const byName = new Map(answer.rows.map((r) => [r.name, r]));
    for (const row of ((await small.json()) as BatchAnswer).rows) {
      expect(byName.get(row.name)).toMatchObject({ total: row.total, kootas: row.kootas, tier: row.tier });
    }

    const pdf = await call({ path: `/api/match/batch/jobs/${job.id}/pdf?lang=hi` }, alice);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");

    // Its creator's alone: the practice's owner, another practice, signed out, a made-up id.
    for (const other of [owner, carol]) {
      await expectError(await call({ path: `/api/match/batch/jobs/${job.id}` }, other), 404, "not_found");
      await expectError(await call({ path: `/api/match/batch/jobs/${job.id}/pdf` }, other), 404, "not_found");
    }
    await expectError(await call({ path: `/api/match/batch/jobs/${job.id}` }), 401, "unauthorized");
    await expectError(await call({ path: `/api/match/batch/jobs/${crypto.randomUUID()}` }, alice), 404, "not_found");
    await expectError(await call({ path: "/api/match/batch/jobs/x'--" }, alice), 404, "not_found");
    await expectError(await call({ path: `/api/match/batch/jobs/${job.id}/xls` }, alice), 404, "not_found");
  });

  it("consumes a chunk per budget, shows its progress, and hands the rest on", async () => {
    const actor = await requireActor(new Request(BASE, { headers: { Cookie: alice.cookie } }), env);
    const prepared = await prepareBatch(env, actor, { side: "boy", profileId: ravi, csv: csvOf(births(700, 5000)) });
    // Written as submitBatch writes it, but not sent: this test delivers the first message itself.
    const id = crypto.randomUUID();
    const now = new Date().toISOString();
    await env.FILES.put(jobKey({ user_id: alice.uid, id }, "input.json"), JSON.stringify(prepared));
    await env.DB.prepare(
      "INSERT INTO batch_match_jobs (id, user_id, side, profile_id, total, created_at, updated_at) VALUES (?, ?, 'boy', ?, 700, ?, ?)",
    )
      .bind(id, alice.uid, ravi, now, now)
      .run();
    expect((await readJob(alice, id)).job).toMatchObject({ status: "queued", done: 0 });

    const [m] = createMessageBatch<BatchJobMessage>("kundli-print", [
      { id: "m1", timestamp: new Date(), attempts: 1, body: { batchMatchJob: id } },
    ]).messages;
    const acked: string[] = [];
    const message = {
      id: m!.id,
      timestamp: m!.timestamp,
      body: m!.body,
      attempts: m!.attempts,
      ack: () => acked.push("ack"),
      retry: () => acked.push("retry"),
    };
    await consumeBatchJob(env, message as Message<BatchJobMessage>, 0);
    expect(acked).toEqual(["ack"]);
    const after = await readJob(alice, id);
    expect(after.job).toEqual({ id, status: "running", total: 700, done: 500 });
    expect(after.answer).toBeUndefined();
    await expectError(await call({ path: `/api/match/batch/jobs/${id}/pdf` }, alice), 409, "not_ready");

    // The same message delivered again while the rest is on its way: nothing is counted twice.
    const { last } = await untilFinished(alice, id);
    expect(last.job).toMatchObject({ status: "ready", done: 700 });
    expect(last.answer!.rows).toHaveLength(700);
    await consumeBatchJob(env, message as Message<BatchJobMessage>, 0);
    expect((await readJob(alice, id)).job.done).toBe(700);
  });

  it("refuses a bad or too large batch with a 4xx JSON, writing nothing", async () => {
    const before = await jobRows();
    const body = { side: "boy", profileId: ravi };
    await expectError(
      await call({ path: "/api/match/batch", body: { ...body, csv: csvOf(births(5001)) } }, alice),
      400,
      "too_many_rows",
      "csv",
    );
    await expectError(
      await call(
        { path: "/api/match/batch", body: { ...body, candidateIds: Array.from({ length: 5001 }, (_, i) => i + 1) } },
        alice,
      ),
      400,
      "invalid_input",
      "candidateIds",
    );
    await expectError(
      await call({ path: "/api/match/batch", body: { ...body, csv: csvOf(births(800)), candidateIds: [1] } }, alice),
      400,
      "invalid_input",
    );
    await expectError(
      await call({ path: "/api/match/batch", body: { ...body, csv: csvOf(births(800)) } }, carol),
      404,
      "not_found",
      "profileId",
    );
    // More than one call's worth cannot be printed straight from a request: the job's PDF does that.
    await expectError(
      await call({ path: "/api/match/batch/pdf", body: { ...body, csv: csvOf(births(501)) } }, alice),
      400,
      "too_many_candidates",
    );
    expect(await jobRows()).toBe(before);
  });
});
