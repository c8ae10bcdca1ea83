/**
 * The print pipeline end to end in workerd: request → job row → queue handler (the Worker's own
 * `queue`, called directly with a batch: through `exports` it fails with DataCloneError) → PDF
 * in R2 → ready item → notification and counters; failures through retries to the dead-letter
 * queue; duplicate deliveries; and who may fetch the file.
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import worker from "../../../../workers/print";
import type { ServerDownload } from "#app/shared/downloads";
import { JAIPUR_BIRTH } from "../../../../tests/workers/fixtures";
import { pageContent, printJob, untilSettled } from "../../../../tests/workers/print";
import { BASE, jsonRequest, signIn, type TestUser } from "../../../../tests/workers/session";

const PARTNER = {
  name: "Ravi Sharma",
  gender: "male",
  date: "1987-03-02",
  time: "21:10",
  place: { name: "Lucknow", latitude: 26.8467, longitude: 80.9462, timezone: "Asia/Kolkata" },
};

/** An item as GET /api/downloads and the print routes answer it. */
type Item = ServerDownload;

function get(path: string, user?: TestUser, extraCookie = ""): Promise<Response> {
  const cookie = [user?.cookie, extraCookie].filter(Boolean).join("; ");
  return exports.default.fetch(new Request(BASE + path, { headers: cookie ? { Cookie: cookie } : {} }));
}

async function requestPrint(user: TestUser, body: Record<string, unknown>, path = "/api/print/kundli"): Promise<Item> {
  const res = await exports.default.fetch(jsonRequest(path, body, user));
  expect(res.status, await res.clone().text()).toBe(202);
  return (await res.json()) as Item;
}

/** Delivers `jobIds` to the print Worker's queue handler as the runtime would, and reports ack/retry. */
async function deliver(jobIds: string[], o: { attempts?: number; queue?: string } = {}) {
  const batch = createMessageBatch(
    o.queue ?? "kundli-print",
    jobIds.map((jobId, i) => ({
      id: `msg-${i}-${crypto.randomUUID()}`,
      timestamp: new Date(),
      attempts: o.attempts ?? 1,
      body: { jobId },
    })),
  );
  // The test runtime does not report retry delays: watch them on the way through.
  const delays: (number | undefined)[] = [];
  const watched: MessageBatch<{ jobId: string }> = {
    queue: batch.queue,
    metadata: batch.metadata,
    messages: batch.messages.map((m) => ({
      id: m.id,
      timestamp: m.timestamp,
      body: m.body,
      attempts: m.attempts,
      ack: () => m.ack(),
      retry: (options?: QueueRetryOptions) => {
        delays.push(options?.delaySeconds);
        m.retry(options);
      },
    })),
    ackAll: () => batch.ackAll(),
    retryAll: (options?: QueueRetryOptions) => batch.retryAll(options),
  };
  const ctx = createExecutionContext();
  await worker.queue(watched, env, ctx);
  return { ...(await getQueueResult(batch, ctx)), delays };
}

async function counters(uid: string) {
  return env.DB.prepare("SELECT report_count, free_trial_report FROM users WHERE uid = ?")
    .bind(uid)
    .first<{ report_count: number; free_trial_report: number }>();
}

async function notifications(uid: string) {
  return (
    await env.DB.prepare("SELECT type, title, message FROM notifications WHERE user_id = ? ORDER BY id").bind(uid).all<{
      type: string;
      title: string;
      message: string;
    }>()
  ).results;
}

async function list(user: TestUser): Promise<Item[]> {
  const res = await get("/api/downloads", user);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Item[] }).data;
}

let user: TestUser;
beforeEach(async () => {
  user = await signIn({ name: "Pandit Ji" });
  await env.DB.prepare("UPDATE users SET free_trial_report = 2 WHERE uid = ?").bind(user.uid).run();
});

describe("POST /api/print/kundli → queue → PDF", () => {
  it("answers at once with the download item, then the consumer makes the PDF, marks it ready, notifies and counts once", async () => {
    const item = await requestPrint(user, {
      birth: JAIPUR_BIRTH,
      reportType: "janam-kundli",
      language: "hi",
      paperSize: "A4",
      chartStyle: "north",
    });
    expect(item).toMatchObject({
      user_id: user.uid,
      name: "Asha Verma",
      type: "जन्म कुंडली",
      reportType: "janam-kundli",
      paperSize: "A4",
      is_opened: false,
      progress: 0,
      status: "queued",
      fileid: "",
    });
    expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(item.time).toMatch(/^\d{2}:\d{2}$/);
    expect(item.url).toBeUndefined();
    const request = await env.DB.prepare("SELECT * FROM kundali_print WHERE job_id = ?")
      .bind(item.id)
      .first<Record<string, unknown>>();
    expect(request).toMatchObject({
      user_id: user.uid,
      report_type: "janam-kundli",
      language: "hi",
      paper_size: "A4",
      kundali_id: "",
    });

    await deliver([item.id]);
    const row = await untilSettled(item.id);
    // Delivered by us and possibly by the local queue too: either way one claim rendered it.
    expect(row).toMatchObject({ status: "ready", attempts: 1 });
    expect(row.fileid).toBe(`reports/${user.uid}/${item.id}.pdf`);
    const object = await env.FILES.get(row.fileid as string);
    expect(object).not.toBeNull();
    const bytes = new Uint8Array(await object!.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(20_000);
    expect(object!.httpMetadata?.contentType).toBe("application/pdf");
    // The calc Worker answered the consumer's include: the Yogini, Sade Sati, KP and Shadbala pages
    // add four pages to the 21 of the rest (their text is read back in app/server/print/kundli-sections.test.ts).
    const pages = new TextDecoder("latin1").decode(bytes).match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(24);
    // The built print Worker gives Hindi lines their text as written (ActualText, UTF-16BE hex):
    // here the title, जन्म कुंडली, on the cover and in the page headers.
    expect(await pageContent(bytes)).toContain("/Span <</ActualText <FEFF091C0928094D092E002009150941090209210932094");

    const [ready] = await list(user);
    expect(ready).toMatchObject({
      id: item.id,
      status: "ready",
      is_opened: false,
      url: `/api/downloads/${item.id}/file`,
      fileid: row.fileid,
    });
    expect(ready!.progress).toBeUndefined();
    expect(await counters(user.uid)).toEqual({ report_count: 1, free_trial_report: 1 });
    const notes = await notifications(user.uid);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: "download", title: "जन्म कुंडली तैयार है" });
    expect(
      await env.DB.prepare("SELECT status FROM kundali_print WHERE job_id = ?").bind(item.id).first("status"),
    ).toBe("ready");

    // Opened, then fetched through a signed link.
    const opened = await exports.default.fetch(jsonRequest("/api/downloads/opened", { id: item.id }, user));
    expect(((await opened.json()) as Item).is_opened).toBe(true);
    const link = (await (await get(`/api/downloads/${item.id}/file`, user)).json()) as {
      url: string;
      expiresAt: string;
    };
    expect(link.url).toMatch(new RegExp(`^/files/reports/${item.id}\\?exp=\\d+&sig=[\\w-]+$`));
    const pdf = await get(link.url, user);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.headers.get("Content-Disposition")).toContain("filename*=UTF-8''");
    expect((await pdf.arrayBuffer()).byteLength).toBe(bytes.length);
    // The isolate's first report parses the fonts: seconds on two busy cores.
  }, 30_000);

  it("a duplicate delivery makes one PDF and counts one report", async () => {
    const item = await requestPrint(user, {
      birth: JAIPUR_BIRTH,
      reportType: "numerology",
      language: "en",
      paperSize: "A5",
    });
    await deliver([item.id, item.id]);
    await untilSettled(item.id);
    const again = await deliver([item.id], { attempts: 2 });
    expect(again.retryMessages).toEqual([]);
    expect(again.explicitAcks).toHaveLength(1);
    const row = await printJob(item.id);
    expect(row).toMatchObject({ status: "ready", attempts: 1 });
    expect(await counters(user.uid)).toEqual({ report_count: 1, free_trial_report: 1 });
    expect(await notifications(user.uid)).toHaveLength(1);
    const objects = await env.FILES.list({ prefix: `reports/${user.uid}/` });
    expect(objects.objects.map((o) => o.key)).toEqual([`reports/${user.uid}/${item.id}.pdf`]);
  });

  it("a request retried with the same Idempotency-Key answers with the first job and is paid once", async () => {
    const body = { birth: JAIPUR_BIRTH, reportType: "dosha", language: "en", paperSize: "A4" };
    const send = (key: string) => {
      const request = jsonRequest("/api/print/kundli", body, user);
      request.headers.set("Idempotency-Key", key);
      return exports.default.fetch(request);
    };
    // Two at once and one later, all with one key: one job, one free trial report used.
    const answers = await Promise.all([send("print-retry-0001"), send("print-retry-0001")]);
    const later = await send("print-retry-0001");
    const items = (await Promise.all([...answers, later].map((r) => r.json()))) as Item[];
    expect([...answers, later].map((r) => r.status)).toEqual([202, 202, 202]);
    expect(new Set(items.map((i) => i.id)).size).toBe(1);
    const jobs = await env.DB.prepare("SELECT COUNT(*) AS n FROM print_jobs WHERE user_id = ?").bind(user.uid).first();
    expect(jobs).toEqual({ n: 1 });
    // (report_count follows the real queue's consumer in the background; the charge is what counts here)
    expect((await counters(user.uid))?.free_trial_report).toBe(1);
    // Another key is another report; a malformed key is refused before anything is written.
    const other = (await (await send("print-retry-0002")).json()) as Item;
    expect(other.id).not.toBe(items[0]!.id);
    expect((await counters(user.uid))?.free_trial_report).toBe(0);
    const bad = await send("no spaces allowed");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: "invalid_input", field: "Idempotency-Key" } });
  }, 30_000);

  it("prints a matchmaking report from two saved Kundlis with the connected brand", async () => {
    const now = new Date().toISOString();
    const ids = [crypto.randomUUID(), crypto.randomUUID()];
    for (const [uid, p] of [
      [ids[0]!, PARTNER],
      [ids[1]!, JAIPUR_BIRTH],
    ] as const) {
      await env.DB.prepare(
        `INSERT INTO kundalis (uid, user_id, name, gender, date, time, place_name, latitude, longitude, timezone, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
        .bind(
          uid,
          user.uid,
          p.name,
          p.gender,
          p.date,
          p.time,
          p.place.name,
          p.place.latitude,
          p.place.longitude,
          p.place.timezone,
          now,
          now,
        )
        .run();
    }
    await env.DB.prepare(
      "INSERT INTO branding_profiles (uid, user_id, name, contact_phone, primary_color, secondary_color, is_connected, created_at, updated_at) VALUES (?, ?, 'Shubh Jyotish', '+919812345678', '#1D4ED8', '#B8860B', 1, ?, ?)",
    )
      .bind(crypto.randomUUID(), user.uid, now, now)
      .run();
    const item = await requestPrint(
      user,
      { boyKundaliId: ids[0], girlKundaliId: ids[1], language: "en", paperSize: "Letter", chartStyle: "south" },
      "/api/print/match",
    );
    expect(item).toMatchObject({
      name: "Ravi Sharma and Asha Verma",
      type: "Matchmaking Report",
      reportType: "matchmaking",
    });
    const stored = await printJob(item.id);
    expect(JSON.parse(stored!.brand as string)).toMatchObject({
      name: "Shubh Jyotish",
      colour: "#1D4ED8",
      secondary: "#B8860B",
    });
    await deliver([item.id]);
    expect((await untilSettled(item.id)).status).toBe("ready");
    expect(
      await env.DB.prepare("SELECT status, boy_kundali_id FROM matchkundali_print WHERE job_id = ?")
        .bind(item.id)
        .first(),
    ).toEqual({ status: "ready", boy_kundali_id: ids[0] });
  });
});

describe("the brand's logo, read from R2 by the consumer", () => {
  /** 24×12 RGBA PNG, green with its left quarter transparent (app/server/print/testing/png.ts). */
  const LOGO_PNG = Uint8Array.from(
    atob(
      "iVBORw0KGgoAAAANSUhEUgAAABgAAAAMCAYAAAB4MH11AAAAN0lEQVR4nGNgwAHkWjz/UwMz4rMAlxwpgIkahuADzLgk+J1UG6hhAQs1DCELjEYyDIxG8sBHMgC2Wm8cxiskmQAAAABJRU5ErkJggg==",
    ),
    (c) => c.charCodeAt(0),
  );

  async function printWithLogo(bytes: Uint8Array | null): Promise<string> {
    const key = `photos/${user.uid}/logo${crypto.randomUUID().slice(0, 8)}.png`;
    if (bytes) await env.FILES.put(key, bytes, { httpMetadata: { contentType: "image/png" } });
    const now = new Date().toISOString();
    await env.DB.prepare("UPDATE branding_profiles SET is_connected = 0 WHERE user_id = ?").bind(user.uid).run();
    await env.DB.prepare(
      "INSERT INTO branding_profiles (uid, user_id, name, logo_url, is_connected, created_at, updated_at) VALUES (?, ?, 'Shubh Jyotish', ?, 1, ?, ?)",
    )
      .bind(crypto.randomUUID(), user.uid, `/files/${key}`, now, now)
      .run();
    const item = await requestPrint(user, {
      birth: JAIPUR_BIRTH,
      reportType: "numerology",
      language: "en",
      paperSize: "A4",
    });
    expect(JSON.parse((await printJob(item.id))!.brand as string)).toMatchObject({ logo: key });
    await deliver([item.id]);
    const row = await untilSettled(item.id);
    expect(row.status).toBe("ready");
    const pdf = await (await env.FILES.get(row.fileid as string))!.arrayBuffer();
    return new TextDecoder("latin1").decode(pdf);
  }

  it("draws a PNG logo with its transparency", async () => {
    const pdf = await printWithLogo(LOGO_PNG);
    expect(pdf).toMatch(/\/Subtype \/Image/);
    expect(pdf).toMatch(/\/SMask \d+ 0 R/);
    expect(pdf).toMatch(/\/ILogo \d+ 0 R/);
  }, 30_000);

  it("prints without the logo when it is missing or not an image", async () => {
    for (const bytes of [null, new TextEncoder().encode("<html>not a png</html>")]) {
      const pdf = await printWithLogo(bytes);
      expect(pdf).not.toMatch(/\/Subtype \/Image/);
    }
  }, 30_000);
});

describe("failures: retries, then the dead-letter queue", () => {
  /** A job whose stored birth data the calculation Worker refuses: every attempt fails. */
  async function brokenJob(): Promise<string> {
    const id = crypto.randomUUID();
    const printUid = crypto.randomUUID();
    const now = Date.now();
    const bad = {
      kind: "kundli",
      birth: { ...JAIPUR_BIRTH, place: { ...JAIPUR_BIRTH.place, latitude: 123 } },
      family: {},
    };
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO kundali_print (uid, user_id, kundali_id, name, report_type, job_id, created_at, updated_at) VALUES (?, ?, '', 'Asha Verma', 'dosha', ?, ?, ?)",
      ).bind(printUid, user.uid, id, new Date(now).toISOString(), new Date(now).toISOString()),
      env.DB.prepare(
        `INSERT INTO print_jobs (id, user_id, kind, print_uid, report_type, language, paper_size, chart_style, name, file_name,
           input, brand, timezone, date, time, created_at, updated_at)
         VALUES (?, ?, 'kundli', ?, 'dosha', 'en', 'A4', 'north', 'Asha Verma', 'Dosha Report - Asha Verma.pdf', ?, '{}', 'Asia/Kolkata', '2026-11-20', '10:00', ?, ?)`,
      ).bind(id, user.uid, printUid, JSON.stringify(bad), now, now),
    ]);
    return id;
  }

  it("a failing render is retried with back-off, then lands in the DLQ: failed with a Retry, nothing counted", async () => {
    const id = await brokenJob();
    const delays: (number | undefined)[] = [];
    for (let attempts = 1; attempts <= 4; attempts++) {
      const result = await deliver([id], { attempts });
      expect(result.explicitAcks).toEqual([]);
      expect(result.retryMessages).toHaveLength(1);
      delays.push(...result.delays);
      expect(await printJob(id)).toMatchObject({ status: "queued", progress: 0, claim: null });
    }
    expect(delays).toEqual([5, 10, 20, 40]);
    expect(String((await printJob(id))!.error)).toMatch(/INVALID_LATITUDE/);

    const dead = await deliver([id], { queue: "kundli-print-dlq" });
    expect(dead.explicitAcks).toHaveLength(1);
    expect(await printJob(id)).toMatchObject({ status: "failed", attempts: 4, fileid: "" });
    const [failed] = await list(user);
    expect(failed).toMatchObject({ id, status: "failed" });
    expect(failed!.progress).toBeUndefined();
    expect(failed!.url).toBeUndefined();
    expect(await counters(user.uid)).toEqual({ report_count: 0, free_trial_report: 2 });
    expect(await notifications(user.uid)).toEqual([
      expect.objectContaining({ type: "download", title: "Dosha Report could not be made" }),
    ]);
    expect(await env.DB.prepare("SELECT status FROM kundali_print WHERE job_id = ?").bind(id).first("status")).toBe(
      "failed",
    );
    expect((await env.FILES.list({ prefix: `reports/${user.uid}/` })).objects).toEqual([]);

    // A second dead letter for the same job changes nothing.
    await deliver([id], { queue: "kundli-print-dlq" });
    expect(await notifications(user.uid)).toHaveLength(1);

    // Retry puts it back in the queue; a job that is not failed cannot be retried.
    const retried = await exports.default.fetch(jsonRequest("/api/downloads/retry", { id }, user));
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ id, status: "queued", progress: 0 });
    const twice = await exports.default.fetch(jsonRequest("/api/downloads/retry", { id }, user));
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ error: { code: "not_failed" } });

    // The retried job went to the real local queue too: cancel it (even mid-attempt), so that its
    // consumer does not keep failing it in the background and dead-letter it after this file ends.
    await env.DB.prepare("UPDATE print_jobs SET status = 'cancelled', claim = NULL WHERE id = ?").bind(id).run();
  });
});

describe("who may fetch a report", () => {
  it("refuses everyone but the owner and the managers of the owner's organization, revealing nothing", async () => {
    const owner = await signIn({ name: "Org Owner" });
    const orgId = (await env.DB.prepare(
      "INSERT INTO organizations (name, uid, created_at) VALUES ('Practice', ?, ?) RETURNING id",
    )
      .bind(owner.uid, new Date().toISOString())
      .first<{ id: number }>())!.id;
    const member = await signIn({ name: "Member", organizationId: orgId });
    const stranger = await signIn({ name: "Stranger" });
    const item = await requestPrint(member, {
      birth: JAIPUR_BIRTH,
      reportType: "gemstone",
      language: "en",
      paperSize: "A4",
    });
    await deliver([item.id]);
    await untilSettled(item.id);

    const mine = (await (await get(`/api/downloads/${item.id}/file`, member)).json()) as { url: string };
    // A stranger: the same 404 as for a report that does not exist, with or without the link.
    const strangerLink = await get(`/api/downloads/${item.id}/file`, stranger);
    expect(strangerLink.status).toBe(404);
    const missing = await get(`/api/downloads/${crypto.randomUUID()}/file`, stranger);
    expect(missing.status).toBe(404);
    expect(await strangerLink.json()).toEqual(await missing.json());
    expect((await get(mine.url, stranger)).status).toBe(404);
    // Not signed in: 401.
    expect((await get(mine.url)).status).toBe(401);
    // A forged or stale signature: 403.
    expect((await get(mine.url.replace(/sig=[\w-]+/, "sig=AAAA"), member)).status).toBe(403);
    expect((await get(mine.url.replace(/exp=\d+/, "exp=1000"), member)).status).toBe(403);
    // The organization's owner may open a member's report.
    const ownerLink = (await (await get(`/api/downloads/${item.id}/file`, owner)).json()) as { url: string };
    expect((await get(ownerLink.url, owner)).status).toBe(200);
    // The list, opened and retry are personal.
    expect(await list(stranger)).toEqual([]);
    const opened = await exports.default.fetch(jsonRequest("/api/downloads/opened", { id: item.id }, stranger));
    expect(opened.status).toBe(404);
  });

  it("clears the list: files deleted, links dead", async () => {
    const item = await requestPrint(user, {
      birth: JAIPUR_BIRTH,
      reportType: "phaladesh",
      language: "hi",
      paperSize: "A5",
    });
    await deliver([item.id]);
    await untilSettled(item.id);
    const link = (await (await get(`/api/downloads/${item.id}/file`, user)).json()) as { url: string };
    const cleared = await exports.default.fetch(jsonRequest("/api/downloads/clear", {}, user));
    expect(await cleared.json()).toEqual({ cleared: 1 });
    expect(await list(user)).toEqual([]);
    expect((await get(link.url, user)).status).toBe(404);
    expect((await env.FILES.list({ prefix: `reports/${user.uid}/` })).objects).toEqual([]);
  });
});

describe("bad print requests get a 4xx and write nothing", () => {
  async function rows() {
    const n = async (table: string) =>
      (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
    return [await n("print_jobs"), await n("kundali_print"), await n("matchkundali_print")];
  }

  it.each([
    ["no Kundli and no birth", { reportType: "dosha", language: "en", paperSize: "A4" }, 400, "kundaliId"],
    [
      "an unknown report type",
      { birth: JAIPUR_BIRTH, reportType: "horoscope", language: "en", paperSize: "A4" },
      400,
      "reportType",
    ],
    [
      "matchmaking on one person",
      { birth: JAIPUR_BIRTH, reportType: "matchmaking", language: "en", paperSize: "A4" },
      400,
      "reportType",
    ],
    [
      "a bad paper size",
      { birth: JAIPUR_BIRTH, reportType: "dosha", language: "en", paperSize: "A3" },
      400,
      "paperSize",
    ],
    ["a bad language", { birth: JAIPUR_BIRTH, reportType: "dosha", language: "fr", paperSize: "A4" }, 400, "language"],
    [
      "a time that does not exist",
      { birth: { ...JAIPUR_BIRTH, time: "25:00" }, reportType: "dosha", language: "en", paperSize: "A4" },
      400,
      "birth.time",
    ],
    [
      "someone else's Kundli",
      { kundaliId: crypto.randomUUID(), reportType: "dosha", language: "en", paperSize: "A4" },
      404,
      "kundaliId",
    ],
    [
      "an unknown field",
      { birth: JAIPUR_BIRTH, reportType: "dosha", language: "en", paperSize: "A4", uid: "x" },
      400,
      undefined,
    ],
  ])("%s", async (_label, body, status, field) => {
    const before = await rows();
    const res = await exports.default.fetch(jsonRequest("/api/print/kundli", body, user));
    expect(res.status).toBe(status);
    const error = ((await res.json()) as { error: { code: string; message: string; field?: string } }).error;
    expect(error.message).not.toMatch(/^\w+\.[\w.]+$/);
    if (field) expect(error.field).toBe(field);
    expect(await rows()).toEqual(before);
  });

  it("answers in Hindi for a Hindi reader, and 401 for a visitor", async () => {
    const req = jsonRequest("/api/print/match", { boy: PARTNER, language: "hi", paperSize: "A4" }, user);
    req.headers.set("Cookie", `${user.cookie}; i18next=hi`);
    const res = await exports.default.fetch(req);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { field: string; message: string } };
    expect(body.error.field).toBe("girlKundaliId");
    expect(body.error.message).toMatch(/[\u0900-\u097F]/);
    const visitor = await exports.default.fetch(jsonRequest("/api/print/kundli", { birth: JAIPUR_BIRTH }));
    expect(visitor.status).toBe(401);
  });
});
