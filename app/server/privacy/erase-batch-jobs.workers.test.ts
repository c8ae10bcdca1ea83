/**
 * Erasing a client reaches the queued batch matches that hold their Kundlis (docs/decisions/0021,
 * 0023; migrations/0020), against the real Worker, D1, R2 and queue and the built calc and print
 * Workers: a job with the client's Kundli among its saved candidates, one run by the
 * organization's owner with the client's Kundli as its profile, and one queued before the
 * Kundlis were listed (found from its input.json). Erasure waits (409) while one is queued or running, then
 * deletes their R2 objects and rows, and logs how many; the astrologer's other jobs, a job that
 * does not hold the client, and another astrologer's job are untouched.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { requireActor } from "#app/server/accounts/access.server";
import { jobKey } from "#app/server/match/batch-job.server";
import { prepareBatch } from "#app/server/match/batch.server";
import type { BatchJobStatus } from "#app/shared/match/batch-job";
import { BASE, ownOrganization, signIn, type TestUser } from "../../../tests/workers/session";
import { call, expectError } from "../../../tests/workers/fixtures";

const NOW = new Date().toISOString();

async function kundli(owner: string, name: string, gender: "male" | "female", clientId: number | null = null) {
  return (await env.DB.prepare(
    `INSERT INTO kundalis (uid, user_id, name, gender, date, time, place_name, latitude, longitude, timezone,
       client_id, created_at, updated_at)
     VALUES (?, ?, ?, ?, '1991-06-15', '08:30:00', 'Varanasi', 25.3176, 82.9739, 'Asia/Kolkata', ?, ?, ?) RETURNING id`,
  )
    .bind(crypto.randomUUID(), owner, name, gender, clientId, NOW, NOW)
    .first<{ id: number }>())!.id;
}

/** `n` girls saved for `owner` in one statement, their births spread over dates and times; their ids. */
async function girls(owner: string, n: number): Promise<number[]> {
  const { results } = await env.DB.prepare(
    `WITH RECURSIVE k(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM k WHERE i + 1 < ?2)
     INSERT INTO kundalis (uid, user_id, name, gender, date, time, place_name, latitude, longitude, timezone, created_at, updated_at)
     SELECT lower(hex(randomblob(16))), ?1, 'Girl ' || i, 'female',
       printf('%04d-%02d-%02d', 1985 + i % 12, 1 + i % 12, 1 + i % 28), printf('%02d:%02d:00', i % 24, (i * 7) % 60),
       'Patna', 25.6, 85.1, 'Asia/Kolkata', ?3, ?3 FROM k
     RETURNING id`,
  )
    .bind(owner, n, NOW)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}

/** `n` boys' births as a CSV. */
const boysCsv = (n: number) =>
  [
    "name,date,time,latitude,longitude,timezone",
    ...Array.from(
      { length: n },
      (_, i) =>
        `Boy ${i},${1984 + (i % 15)}-${String(1 + (i % 12)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")},${String(i % 24).padStart(2, "0")}:30,${(12 + (i % 17)).toFixed(2)},${(72 + (i % 15)).toFixed(2)},Asia/Kolkata`,
    ),
  ].join("\n");

async function submit(user: TestUser, body: unknown): Promise<string> {
  const response = await call({ path: "/api/match/batch", body }, user);
  const text = await response.text();
  expect(response.status, text).toBe(202);
  return (JSON.parse(text) as { job: BatchJobStatus }).job.id;
}

async function untilReady(user: TestUser, id: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const { job } = (await (await call({ path: `/api/match/batch/jobs/${id}` }, user)).json()) as {
      job: BatchJobStatus;
    };
    if (job.status === "ready") return;
    expect(job.status).not.toBe("failed");
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`batch job ${id} did not finish`);
}

/** A job written as submitBatch writes one, without running it; `listed`: false as before migration 0020. */
async function storedJob(
  user: TestUser,
  profileId: number,
  candidateIds: number[],
  listed: boolean,
  status = "ready",
): Promise<string> {
  const actor = await requireActor(new Request(BASE, { headers: { Cookie: user.cookie } }), env);
  const prepared = await prepareBatch(env, actor, { side: "boy", profileId, candidateIds });
  const id = crypto.randomUUID();
  await env.FILES.put(jobKey({ user_id: user.uid, id }, "input.json"), JSON.stringify(prepared));
  await env.FILES.put(jobKey({ user_id: user.uid, id }, "result.json"), JSON.stringify({ rows: [], failed: [] }));
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO batch_match_jobs (id, user_id, side, profile_id, total, done, status, kundlis_listed, created_at, updated_at)
       VALUES (?, ?, 'boy', ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(
      id,
      user.uid,
      profileId,
      candidateIds.length,
      status === "ready" ? candidateIds.length : 0,
      status,
      listed ? 1 : 0,
      NOW,
      NOW,
    ),
    env.DB.prepare("INSERT INTO batch_match_job_kundlis (job_id, kundli_id) SELECT ?, value FROM json_each(?)").bind(
      id,
      JSON.stringify(listed ? [profileId, ...candidateIds] : []),
    ),
  ]);
  return id;
}

/** The keys of a job's R2 objects. */
async function objects(user: string, id: string): Promise<string[]> {
  return (await env.FILES.list({ prefix: jobKey({ user_id: user, id }, "") })).objects.map((o) => o.key);
}

const jobRow = (id: string) => env.DB.prepare("SELECT id FROM batch_match_jobs WHERE id = ?").bind(id).first();

describe("erasing a client reaches the batch matches that hold their Kundlis", () => {
  let olga: TestUser;
  let alice: TestUser;
  let carol: TestUser;
  let client: { id: number; uid: string };
  let asha: number;
  let ravi: number;
  let fillers: number[];
  let candidateJob: string;
  let profileJob: string;
  let legacyJob: string;
  let failedJob: string;
  let untouched: { user: TestUser; id: string }[];

  beforeAll(async () => {
    olga = await signIn({ name: "Olga" });
    const org = await ownOrganization(olga);
    alice = await signIn({ name: "Alice", organizationId: org });
    carol = await signIn({ name: "Carol" });
    client = (await env.DB.prepare(
      "INSERT INTO clients (uid, user_id, name, phone, city, created_at, updated_at) VALUES (?, ?, 'Asha Batch', '', 'Varanasi', ?, ?) RETURNING id, uid",
    )
      .bind(crypto.randomUUID(), alice.uid, NOW, NOW)
      .first<{ id: number; uid: string }>())!;
    asha = await kundli(alice.uid, "Asha Batch", "female", client.id);
    ravi = await kundli(alice.uid, "Ravi", "male");
    fillers = await girls(alice.uid, 500);

    // Alice's job with Asha among 501 saved candidates; Olga's with Asha as the profile against a CSV.
    candidateJob = await submit(alice, { side: "boy", profileId: ravi, candidateIds: [...fillers, asha] });
    profileJob = await submit(olga, { side: "girl", profileId: asha, csv: boysCsv(501) });
    legacyJob = await storedJob(alice, ravi, [fillers[0]!, asha], false);

    const carolBoy = await kundli(carol.uid, "Carol's boy", "male");
    const carolGirl = await kundli(carol.uid, "Carol's girl", "female");
    untouched = [
      { user: alice, id: await storedJob(alice, ravi, fillers.slice(0, 3), true) },
      { user: alice, id: await storedJob(alice, ravi, fillers.slice(3, 5), false) },
      { user: carol, id: await storedJob(carol, carolBoy, [carolGirl], false) },
    ];
  });

  it("waits (409) while a job holding the client is queued or running, writing nothing", async () => {
    // Queued by hand (no message is sent for it), so that it stays queued for as long as the test needs.
    const waiting = await storedJob(alice, ravi, [asha], true, "queued");
    for (const status of ["queued", "running"]) {
      await env.DB.prepare("UPDATE batch_match_jobs SET status = ? WHERE id = ?").bind(status, waiting).run();
      await expectError(
        await call({ path: `/api/clients/${client.id}/erase`, body: { confirm: true } }, alice),
        409,
        "batch_running",
      );
      expect(await env.DB.prepare("SELECT id FROM clients WHERE id = ?").bind(client.id).first()).not.toBeNull();
      expect(await jobRow(waiting)).not.toBeNull();
      expect(await objects(alice.uid, waiting)).toHaveLength(2);
    }
    await env.DB.prepare("UPDATE batch_match_jobs SET status = 'failed' WHERE id = ?").bind(waiting).run();
    failedJob = waiting;
  });

  it("deletes every object and row of those jobs, logs how many, and leaves the others", async () => {
    await untilReady(alice, candidateJob);
    await untilReady(olga, profileJob);
    // Each held the client's births: input, a part per chunk of 500, the result.
    expect((await objects(alice.uid, candidateJob)).length).toBe(4);
    expect((await objects(olga.uid, profileJob)).length).toBe(4);
    expect((await objects(alice.uid, legacyJob)).length).toBe(2);

    const response = await call({ path: `/api/clients/${client.id}/erase`, body: { confirm: true } }, alice);
    const text = await response.text();
    expect(response.status, text).toBe(200);
    expect((JSON.parse(text) as { counts: { batch_jobs: number } }).counts.batch_jobs).toBe(4);

    for (const [user, id] of [
      [alice, candidateJob],
      [olga, profileJob],
      [alice, legacyJob],
      [alice, failedJob],
    ] as const) {
      expect(await objects(user.uid, id), id).toEqual([]);
      for (const name of ["input.json", "result.json", "part-0.json"])
        expect(await env.FILES.get(jobKey({ user_id: user.uid, id }, name))).toBeNull();
      expect(await jobRow(id)).toBeNull();
      await expectError(await call({ path: `/api/match/batch/jobs/${id}` }, user), 404, "not_found");
      await expectError(await call({ path: `/api/match/batch/jobs/${id}/pdf` }, user), 404, "not_found");
    }
    const listed = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM batch_match_job_kundlis WHERE job_id IN (?, ?, ?, ?)",
    )
      .bind(candidateJob, profileJob, legacyJob, failedJob)
      .first<{ n: number }>();
    expect(listed!.n).toBe(0);

    for (const { user, id } of untouched) {
      expect(await jobRow(id), id).not.toBeNull();
      expect((await objects(user.uid, id)).sort()).toEqual([
        jobKey({ user_id: user.uid, id }, "input.json"),
        jobKey({ user_id: user.uid, id }, "result.json"),
      ]);
    }

    const audit = await env.DB.prepare(
      "SELECT details FROM audit_log WHERE subject_uid = ? AND action = 'client.erase'",
    )
      .bind(client.uid)
      .first<{ details: string }>();
    expect(JSON.parse(audit!.details)).toMatchObject({ kundlis: 1, batch_jobs: 4 });
  });
});
