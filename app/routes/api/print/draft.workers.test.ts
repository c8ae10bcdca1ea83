/**
 * Edit before printing in workerd (issue 16): the draft (readings chosen by the built print Worker
 * over RPC), edits checked against it, carried by the print job and printed by the queue's
 * consumer; the astrologer's own texts kept, offered again, forgotten, and never shown to anyone
 * else: not another astrologer, not the organization's owner or admin.
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../../../workers/print";
import { pageContent } from "../../../../tests/workers/print";
import { BASE, jsonRequest, ownOrganization, signIn, type TestUser } from "../../../../tests/workers/session";

const BIRTH = {
  name: "Asha Verma",
  gender: "female",
  date: "1990-08-15",
  time: "06:30:00",
  place: { name: "Jaipur", latitude: 26.9124, longitude: 75.7873, timezone: "Asia/Kolkata" },
};
const MINE = "मेरे अनुभव में यहाँ शनि साझेदारी में धैर्य माँगता है, और विवाह देर से पर स्थिर फलता है।";
const NOTE = "बारह नवंबर को दुकान के बारे में बात हुई।";
const RECOMMENDATIONS = "शनिवार को तिल के तेल का दीपक जलाएँ।";

interface Reading {
  key: string;
  rule: string;
  text: string;
  mine: string | null;
}
interface Draft {
  reportType: string;
  language: string;
  kundli: { id: number; uid: string };
  name: string;
  sections: { id: string; title: string; readings: Reading[] }[];
}
interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

const post = (path: string, body: unknown, user?: TestUser) => exports.default.fetch(jsonRequest(path, body, user));

async function saveKundli(user: TestUser, name = BIRTH.name): Promise<{ id: number; uid: string }> {
  const res = await post("/api/user/add-kundali", { ...BIRTH, name }, user);
  expect(res.status, await res.clone().text()).toBe(200);
  const { id, uid } = ((await res.json()) as { data: { id: number; uid: string } }).data;
  return { id, uid };
}

async function draft(user: TestUser, kundaliId: number | string, language = "hi"): Promise<Draft> {
  const res = await post("/api/print/draft", { kundaliId, reportType: "life-report", language }, user);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Draft;
}

async function refused(res: Response, status: number, code: string, field?: string): Promise<ErrorBody> {
  const body = (await res.json()) as ErrorBody;
  expect([res.status, body.error.code, body.error.field], JSON.stringify(body)).toEqual([status, code, field]);
  expect(body.error.message.length).toBeGreaterThan(5);
  return body;
}

const readingsOf = (d: Draft) => d.sections.flatMap((s) => s.readings);
const utf16Hex = (s: string) =>
  Array.from(s, (c) => c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")).join("");

async function jobsOf(uid: string): Promise<number> {
  return (await env.DB.prepare("SELECT count(*) AS n FROM print_jobs WHERE user_id = ?").bind(uid).first<number>("n"))!;
}

let owner: TestUser;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let outsider: TestUser;
let aliceKundli: { id: number; uid: string };
let first: Draft;

beforeAll(async () => {
  owner = await signIn({ name: "Olga" });
  const org = await ownOrganization(owner);
  admin = await signIn({ name: "Amy", organizationId: org, organizationRole: "admin" });
  alice = await signIn({ name: "Alice", organizationId: org });
  bob = await signIn({ name: "Bob", organizationId: org });
  outsider = await signIn({ name: "Dave" });
  aliceKundli = await saveKundli(alice);
  first = await draft(alice, aliceKundli.id);
});

describe("POST /api/print/draft", () => {
  it("gives every section's readings for the Kundli, library texts, none of them the astrologer's yet", () => {
    expect(first).toMatchObject({ reportType: "life-report", language: "hi", kundli: aliceKundli, name: BIRTH.name });
    expect(first.sections.map((s) => s.id)).toEqual([
      "lagnaMoon",
      "grahas",
      "houseLords",
      "yogas",
      "doshas",
      "dashas",
      "remedies",
    ]);
    expect(first.sections[0]!.title).toBe("लग्न और जन्म नक्षत्र");
    const readings = readingsOf(first);
    expect(readings.length).toBeGreaterThan(60);
    for (const r of readings) {
      expect(r.mine).toBeNull();
      expect(r.text).toMatch(/[\u0900-\u097F]/);
      expect(r.rule.length).toBeGreaterThan(3);
    }
    expect(first.sections[2]!.readings).toHaveLength(12);
  });

  it("by uid too; refuses what is not asked right, with 4xx JSON", async () => {
    expect((await draft(alice, aliceKundli.uid, "en")).kundli).toEqual(aliceKundli);
    const body = { kundaliId: aliceKundli.id, reportType: "life-report", language: "en" };
    await refused(await post("/api/print/draft", body), 401, "unauthorized");
    await refused(
      await post("/api/print/draft", { ...body, reportType: "numerology" }, alice),
      400,
      "invalid_input",
      "reportType",
    );
    await refused(await post("/api/print/draft", { ...body, language: "fr" }, alice), 400, "invalid_input", "language");
    await refused(await post("/api/print/draft", { ...body, user_id: bob.uid }, alice), 400, "invalid_input");
    await refused(
      await post("/api/print/draft", { ...body, kundaliId: 999_999 }, alice),
      404,
      "not_found",
      "kundaliId",
    );
    // Another astrologer's Kundli: not found, as for one that does not exist.
    await refused(await post("/api/print/draft", body, bob), 404, "not_found", "kundaliId");
    await refused(await post("/api/print/draft", body, outsider), 404, "not_found", "kundaliId");
  });
});

describe("printing with edits", () => {
  it("refuses edits that are not this report's, too long, in letters the font lacks, or too many; nothing queued or paid", async () => {
    const readings = readingsOf(first);
    const saturn = readings.find((r) => r.key.startsWith("grahaInHouse.Saturn."))!;
    const otherHouse = `grahaInHouse.Saturn.${(Number(saturn.key.split(".")[2]) % 12) + 1}`;
    const base = { kundaliId: aliceKundli.id, reportType: "life-report", language: "hi", paperSize: "A4" };
    const jobs = await jobsOf(alice.uid);
    const send = (edits: unknown, extra: Record<string, unknown> = {}) =>
      post("/api/print/kundli", { ...base, ...extra, edits }, alice);
    const one = (reading: Record<string, unknown>) => ({ readings: [reading] });

    await refused(await send(one({ key: otherHouse, text: MINE })), 400, "invalid_input", "edits.readings.0.key");
    await refused(await send(one({ key: "../etc", text: MINE })), 400, "invalid_input", "edits.readings.0.key");
    await refused(await send(one({ key: saturn.key, text: "शनि 🙏" })), 400, "invalid_input", "edits.readings.0.text");
    await refused(
      await send(one({ key: saturn.key, text: "श".repeat(4001) })),
      400,
      "invalid_input",
      "edits.readings.0.text",
    );
    await refused(await send(one({ key: saturn.key, text: "   " })), 400, "invalid_input", "edits.readings.0.text");
    await refused(await send(one({ key: saturn.key })), 400, "invalid_input", "edits.readings.0.text");
    await refused(
      await send(one({ key: saturn.key, text: MINE, removed: true })),
      400,
      "invalid_input",
      "edits.readings.0.text",
    );
    await refused(
      await send(one({ key: saturn.key, removed: true, remember: true })),
      400,
      "invalid_input",
      "edits.readings.0.remember",
    );
    await refused(
      await send({
        readings: [
          { key: saturn.key, removed: true },
          { key: saturn.key, text: MINE },
        ],
      }),
      400,
      "invalid_input",
      "edits.readings.1.key",
    );
    await refused(
      await send({ readings: Array.from({ length: 401 }, (_, i) => ({ key: `lagna.${i}`, removed: true })) }),
      400,
      "invalid_input",
      "edits.readings",
    );
    await refused(
      await send({ notes: [{ section: "bogus", text: NOTE }] }),
      400,
      "invalid_input",
      "edits.notes.0.section",
    );
    await refused(await send({ recommendations: "x".repeat(8001) }), 400, "invalid_input", "edits.recommendations");
    await refused(await send({ readings: [], extra: 1 }), 400, "invalid_input", "edits");
    await refused(await send({}, { reportType: "numerology" }), 400, "invalid_input", "edits");
    await refused(await send({}, { kundaliId: undefined, birth: BIRTH }), 400, "required", "kundaliId");
    // Someone else's Kundli: 404 before anything about the edits.
    await refused(
      await post("/api/print/kundli", { ...base, edits: one({ key: saturn.key, text: MINE }) }, bob),
      404,
      "not_found",
      "kundaliId",
    );
    expect(await jobsOf(alice.uid)).toBe(jobs);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM own_readings").first<number>("n")).toBe(0);
  });

  it("the job carries the edits, the PDF prints the astrologer's text, not the removed reading, with the note and recommendations", async () => {
    const readings = readingsOf(first);
    const edited = readings.find((r) => r.key.startsWith("grahaInHouse.Saturn."))!;
    const removed = first.sections.find((s) => s.id === "houseLords")!.readings[6]!;
    const kept = readings.find((r) => r.key.startsWith("grahaInSign.Saturn."))!;
    const res = await post(
      "/api/print/kundli",
      {
        kundaliId: aliceKundli.uid,
        reportType: "life-report",
        language: "hi",
        paperSize: "A4",
        edits: {
          readings: [
            { key: edited.key, text: `  ${MINE}\r\n`, remember: true },
            { key: removed.key, removed: true },
          ],
          notes: [{ section: "grahas", text: NOTE }],
          recommendations: RECOMMENDATIONS,
        },
      },
      alice,
    );
    expect(res.status, await res.clone().text()).toBe(202);
    const item = (await res.json()) as { id: string };
    const row = await env.DB.prepare("SELECT edits FROM print_jobs WHERE id = ?").bind(item.id).first<string>("edits");
    expect(JSON.parse(row!)).toEqual({
      readings: { [edited.key]: MINE, [removed.key]: null },
      notes: { grahas: NOTE },
      recommendations: RECOMMENDATIONS,
    });

    const batch = createMessageBatch("kundli-print", [
      { id: `msg-${crypto.randomUUID()}`, timestamp: new Date(), attempts: 1, body: { jobId: item.id } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    await getQueueResult(batch, ctx);
    let job: Record<string, unknown> | null = null;
    for (let i = 0; i < 200 && job?.status !== "ready"; i++) {
      job = await env.DB.prepare("SELECT status, fileid FROM print_jobs WHERE id = ?").bind(item.id).first();
      if (job?.status !== "ready") await new Promise((r) => setTimeout(r, 100));
    }
    expect(job?.status).toBe("ready");
    const pdf = new Uint8Array(await (await env.FILES.get(job!.fileid as string))!.arrayBuffer());
    const content = await pageContent(pdf);
    // Each Hindi line carries its text as written (ActualText, UTF-16BE): a line starts with these.
    const starts = (s: string) => content.includes(`/ActualText <FEFF${utf16Hex(s.slice(0, 12))}`);
    expect(starts(MINE)).toBe(true);
    expect(starts(NOTE)).toBe(true);
    expect(starts(RECOMMENDATIONS)).toBe(true);
    expect(starts(kept.text)).toBe(true); // a reading left alone prints the library's text
    expect(starts(edited.text)).toBe(false);
    expect(starts(removed.rule)).toBe(false);
    expect(starts(removed.text)).toBe(false);
  }, 60_000);
});

describe("the astrologer's own texts", () => {
  it("are offered in their later drafts of the same language, listed and forgotten; never anyone else's", async () => {
    const key = readingsOf(first).find((r) => r.key.startsWith("grahaInHouse.Saturn."))!.key;
    const mineIn = (d: Draft) => readingsOf(d).find((r) => r.key === key)!.mine;
    // Alice's later draft, of another Kundli with the same birth: her text in Hindi, none in English.
    const again = await saveKundli(alice, "Asha (second)");
    expect(mineIn(await draft(alice, again.id))).toBe(MINE);
    expect(mineIn(await draft(alice, again.id, "en"))).toBeNull();
    const listed = await exports.default.fetch(
      new Request(`${BASE}/api/print/own-readings?language=hi`, { headers: { Cookie: alice.cookie } }),
    );
    expect(((await listed.json()) as { data: { key: string; text: string }[] }).data).toMatchObject([
      { key, text: MINE },
    ]);

    // Bob (same organization), the owner and the admin: the same rule in their drafts is the library's.
    const bobs = await saveKundli(bob);
    expect(mineIn(await draft(bob, bobs.id))).toBeNull();
    // The owner and the admin reach Alice's Kundli, but not her texts.
    expect(mineIn(await draft(owner, aliceKundli.id))).toBeNull();
    expect(mineIn(await draft(admin, aliceKundli.id))).toBeNull();
    for (const other of [bob, owner, admin, outsider]) {
      const res = await exports.default.fetch(
        new Request(`${BASE}/api/print/own-readings?language=hi`, { headers: { Cookie: other.cookie } }),
      );
      expect(((await res.json()) as { data: unknown[] }).data).toEqual([]);
      await refused(await post("/api/print/own-readings", { language: "hi", key }, other), 404, "not_found", "key");
    }
    await refused(
      await post("/api/print/own-readings", { language: "hi", key, user_id: alice.uid }, owner),
      400,
      "invalid_input",
    );
    const badQuery = await exports.default.fetch(
      new Request(`${BASE}/api/print/own-readings?language=xx`, { headers: { Cookie: alice.cookie } }),
    );
    await refused(badQuery, 400, "invalid_input", "language");

    // Forgotten: later drafts offer the library's text again.
    expect((await post("/api/print/own-readings", { language: "hi", key }, alice)).status).toBe(200);
    expect(mineIn(await draft(alice, aliceKundli.id))).toBeNull();
    await refused(await post("/api/print/own-readings", { language: "hi", key }, alice), 404, "not_found", "key");
  }, 60_000);
});
