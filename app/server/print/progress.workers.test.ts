/**
 * The print Worker reports what it is doing while a job runs (issue 18: progress stayed at 0 until
 * the report was ready): the consumer, with the real calculation and renderer wrapped, is looked
 * at from inside each step through the downloads list's item. The job is written straight into
 * D1, so the local queue never delivers it behind the test's back.
 */
import { createMessageBatch, env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { signIn, type TestUser } from "../../../tests/workers/session";
import { consumePrintBatch, defaultDeps, type ConsumerDeps } from "./consumer.server";
import { toDownloadItem } from "./downloads.server";
import { getJob } from "./jobs.server";

const BIRTH = {
  name: "Meera Joshi",
  gender: "female",
  date: "1992-01-26",
  time: "10:05",
  place: { name: "Pune", latitude: 18.5204, longitude: 73.8567, timezone: "Asia/Kolkata" },
};

let user: TestUser;
beforeEach(async () => {
  user = await signIn({ name: "Pandit Ji" });
});

async function insertQueuedJob(): Promise<string> {
  const id = crypto.randomUUID();
  const now = Date.now();
  await env.DB.prepare(
    `INSERT INTO print_jobs (id, user_id, kind, print_uid, report_type, language, paper_size, chart_style, name, file_name,
       input, brand, timezone, date, time, created_at, updated_at)
     VALUES (?, ?, 'kundli', ?, 'numerology', 'en', 'A4', 'north', ?, 'Numerology - Meera Joshi.pdf', ?, '{}',
       'Asia/Kolkata', '2026-11-24', '09:00', ?, ?)`,
  )
    .bind(
      id,
      user.uid,
      crypto.randomUUID(),
      BIRTH.name,
      JSON.stringify({ kind: "kundli", birth: BIRTH, family: {} }),
      now,
      now,
    )
    .run();
  return id;
}

describe("a job's stages in the downloads list", () => {
  it("waits, then calculates, draws and stores, with the progress rising, then is ready", async () => {
    const id = await insertQueuedJob();
    const seen: [string | undefined, number | undefined][] = [];
    const look = async () => {
      const item = toDownloadItem((await getJob(env, id))!);
      seen.push([item.stage, item.progress]);
    };
    await look();
    const deps: ConsumerDeps = {
      ...defaultDeps,
      calcKundli: async (e, input) => {
        await look();
        return defaultDeps.calcKundli(e, input);
      },
      render: async (input, o) => {
        await look();
        const pdf = await defaultDeps.render(input, o);
        return pdf;
      },
    };
    // The R2 put is the last step: seen from the bucket's side, the job says it is storing.
    const files = new Proxy(env.FILES, {
      get(target, key) {
        if (key === "put")
          return async (...args: Parameters<R2Bucket["put"]>) => {
            await look();
            return target.put(...args);
          };
        const value = Reflect.get(target, key) as unknown;
        return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const batch = createMessageBatch("kundli-print", [
      { id: "m1", timestamp: new Date(), attempts: 1, body: { jobId: id } },
    ]);
    await consumePrintBatch(batch, { ...env, FILES: files }, deps);
    expect(seen).toEqual([
      ["waiting", 0],
      ["calculating", 10],
      ["drawing", 40],
      ["storing", 80],
    ]);
    const done = toDownloadItem((await getJob(env, id))!);
    expect(done).toMatchObject({ status: "ready" });
    expect(done.stage).toBeUndefined();
    expect(done.progress).toBeUndefined();
  }, 60_000);
});
