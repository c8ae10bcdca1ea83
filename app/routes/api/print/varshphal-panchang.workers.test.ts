/**
 * The Varshphal through POST /api/print/kundli and the day's Panchang through POST
 * /api/print/panchang, in workerd with the real calc and print Workers: the job carries the year
 * (or the day and place), the consumer renders it, the item lands in Downloads; the Varshphal is
 * paid as one report, the Panchang is free; bad input is a 4xx JSON naming the field, in the
 * reader's language, and writes nothing.
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { placeKey } from "#app/shared/place-key";
import worker from "../../../../workers/print";
import { seedStatements, type PlaceRow } from "../../../../scripts/places/rows.ts";
import type { ServerDownload } from "#app/shared/downloads";
import { JAIPUR_BIRTH } from "../../../../tests/workers/fixtures";
import { printJob, untilSettled } from "../../../../tests/workers/print";
import { BASE, jsonRequest, signIn, type TestUser } from "../../../../tests/workers/session";

const NEW_DELHI: PlaceRow = {
  id: 1261481,
  name: "New Delhi",
  nameHi: "नई दिल्ली",
  admin1: "Delhi",
  admin2: "",
  admin3: "",
  country: "IN",
  latitude: 28.63576,
  longitude: 77.22445,
  timezone: "Asia/Kolkata",
  population: 317797,
  postalCode: null,
  source: "city",
  keys: [placeKey("New Delhi")],
  aliases: [],
};

/** An item as GET /api/downloads and the print routes answer it. */
type Item = ServerDownload;

interface ApiErrorBody {
  error: { code: string; message: string; field?: string };
}

beforeAll(async () => {
  const statements = [...seedStatements([NEW_DELHI], "test", 100)].filter((s) => !s.startsWith("--"));
  await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
});

let user: TestUser;
beforeEach(async () => {
  user = await signIn({ name: "Pandit Ji" });
  await env.DB.prepare("UPDATE users SET free_trial_report = 2 WHERE uid = ?").bind(user.uid).run();
});

function post(path: string, body: unknown, o: { hindi?: boolean; as?: TestUser | null } = {}): Promise<Response> {
  const who = o.as === undefined ? user : o.as;
  const request = jsonRequest(path, body, who ?? undefined);
  if (o.hindi && who) request.headers.set("Cookie", `${who.cookie}; i18next=hi`);
  return exports.default.fetch(request);
}

async function accepted(path: string, body: unknown): Promise<Item> {
  const res = await post(path, body);
  expect(res.status, await res.clone().text()).toBe(202);
  return (await res.json()) as Item;
}

async function deliver(jobIds: string[]) {
  const batch = createMessageBatch(
    "kundli-print",
    jobIds.map((jobId, i) => ({
      id: `msg-${i}-${crypto.randomUUID()}`,
      timestamp: new Date(),
      attempts: 1,
      body: { jobId },
    })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

async function pdfOf(row: Record<string, unknown>): Promise<string> {
  const object = await env.FILES.get(row.fileid as string);
  expect(object).not.toBeNull();
  return new TextDecoder("latin1").decode(await object!.arrayBuffer());
}

const pageCount = (pdf: string) => (pdf.match(/\/Type \/Page\b/g) ?? []).length;

async function counts(uid = user.uid) {
  const n = async (sql: string) => (await env.DB.prepare(sql).bind(uid).first<{ n: number }>())!.n;
  return {
    jobs: await n("SELECT COUNT(*) AS n FROM print_jobs WHERE user_id = ?"),
    requests: await n("SELECT COUNT(*) AS n FROM kundali_print WHERE user_id = ?"),
    charges: await n("SELECT COUNT(*) AS n FROM charges WHERE user_id = ?"),
    trial: await n("SELECT free_trial_report AS n FROM users WHERE uid = ?"),
  };
}

async function refusedWith(
  path: string,
  body: unknown,
  status: number,
  field: string | undefined,
  o: { hindi?: boolean } = {},
): Promise<ApiErrorBody["error"]> {
  const before = await counts();
  const res = await post(path, body, o);
  expect(res.status, await res.clone().text()).toBe(status);
  expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
  const { error } = (await res.json()) as ApiErrorBody;
  // A translated sentence, never a key.
  expect(error.message).not.toMatch(/^[\w]+\.[\w.]+$/);
  if (field !== undefined) expect(error.field).toBe(field);
  expect(await counts()).toEqual(before);
  return error;
}

describe("the birth place in a Hindi report", () => {
  const delhiBirth = {
    ...JAIPUR_BIRTH,
    place: {
      id: NEW_DELHI.id,
      name: "New Delhi, Delhi, India",
      latitude: 28.63576,
      longitude: 77.22445,
      timezone: "Asia/Kolkata",
    },
  };
  const stored = async (id: string) =>
    JSON.parse((await printJob(id))!.input as string) as {
      birth: { place: Record<string, unknown> };
      boy: { place: { name: string } };
      girl: { place: { name: string } };
    };

  it("is the gazetteer's Hindi name in Hindi, the saved name in English, for a Kundli and for a match", async () => {
    await env.DB.prepare("UPDATE users SET free_trial_report = 3 WHERE uid = ?").bind(user.uid).run();
    const hi = await accepted("/api/print/kundli", {
      birth: delhiBirth,
      reportType: "gemstone",
      language: "hi",
      paperSize: "A4",
    });
    const en = await accepted("/api/print/kundli", {
      birth: delhiBirth,
      reportType: "gemstone",
      language: "en",
      paperSize: "A4",
    });
    const match = await accepted("/api/print/match", {
      boy: delhiBirth,
      girl: JAIPUR_BIRTH,
      language: "hi",
      paperSize: "A4",
    });
    expect((await stored(hi.id)).birth.place).toEqual({
      ...delhiBirth.place,
      id: undefined,
      name: "नई दिल्ली, Delhi, भारत",
    });
    expect((await stored(en.id)).birth.place.name).toBe("New Delhi, Delhi, India");
    const pair = await stored(match.id);
    expect(pair.boy.place.name).toBe("नई दिल्ली, Delhi, भारत");
    // A place typed by hand (no gazetteer id) keeps its name.
    expect(pair.girl.place.name).toBe("Jaipur");
    for (const id of [hi.id, en.id, match.id])
      await env.DB.prepare("UPDATE print_jobs SET status = 'cancelled' WHERE id = ?").bind(id).run();
  });
});

describe("POST /api/print/kundli with reportType varshphal", () => {
  it("queues the year asked for, paid as one report; the consumer prints the annual chart's pages", async () => {
    const item = await accepted("/api/print/kundli", {
      birth: JAIPUR_BIRTH,
      reportType: "varshphal",
      year: 2026,
      language: "en",
      paperSize: "A4",
      chartStyle: "south",
    });
    expect(item).toMatchObject({
      reportType: "varshphal",
      type: "Varshphal",
      name: "Asha Verma, 2026",
      fileName: "Varshphal - Asha Verma, 2026.pdf",
      status: "queued",
    });
    const row = await printJob(item.id);
    expect(JSON.parse(row!.input as string)).toMatchObject({
      kind: "kundli",
      year: 2026,
      birth: { name: "Asha Verma" },
    });
    expect(
      await env.DB.prepare("SELECT report_type FROM kundali_print WHERE job_id = ?").bind(item.id).first("report_type"),
    ).toBe("varshphal");
    expect((await counts()).trial).toBe(1);

    await deliver([item.id]);
    const done = await untilSettled(item.id, 300);
    expect(done).toMatchObject({ status: "ready" });
    const pdf = await pdfOf(done);
    expect(pdf.startsWith("%PDF-")).toBe(true);
    // Cover, solar return and chart, planets and Muntha, year lord, two of Mudda dasha.
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(5);
    const notes = await env.DB.prepare("SELECT title FROM notifications WHERE user_id = ?").bind(user.uid).all();
    expect(notes.results).toEqual([{ title: "Varshphal is ready" }]);
  }, 60_000);

  it("takes this year when none is given", async () => {
    const item = await accepted("/api/print/kundli", {
      birth: JAIPUR_BIRTH,
      reportType: "varshphal",
      language: "hi",
      paperSize: "A5",
    });
    const year = Number(
      new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric" }).format(new Date()),
    );
    expect(JSON.parse((await printJob(item.id))!.input as string).year).toBe(year);
    expect(item).toMatchObject({ type: "वर्षफल", name: `Asha Verma, ${year}` });
    // Not rendered here: cancelled so that the local queue leaves it alone.
    await env.DB.prepare("UPDATE print_jobs SET status = 'cancelled' WHERE id = ?").bind(item.id).run();
  });

  it.each([
    ["before the year of birth", 1989],
    ["more than 120 years after it", 2111],
  ])("refuses a year %s, saying which years may be printed", async (_label, year) => {
    const error = await refusedWith(
      "/api/print/kundli",
      { birth: JAIPUR_BIRTH, reportType: "varshphal", year, language: "en", paperSize: "A4" },
      400,
      "year",
    );
    expect(error.code).toBe("invalid_input");
    expect(error.message).toContain("1990");
    expect(error.message).toContain("2110");
  });

  it("refuses a year that is not a whole number, and a year for another report", async () => {
    for (const year of ["2026", 2026.5, null]) {
      await refusedWith(
        "/api/print/kundli",
        { birth: JAIPUR_BIRTH, reportType: "varshphal", year, language: "en", paperSize: "A4" },
        400,
        "year",
      );
    }
    const error = await refusedWith(
      "/api/print/kundli",
      { birth: JAIPUR_BIRTH, reportType: "dosha", year: 2026, language: "en", paperSize: "A4" },
      400,
      "year",
    );
    expect(error.message).toMatch(/Varshphal/);
  });

  it("answers a Hindi reader in Hindi", async () => {
    const error = await refusedWith(
      "/api/print/kundli",
      { birth: JAIPUR_BIRTH, reportType: "varshphal", year: 1900, language: "hi", paperSize: "A4" },
      400,
      "year",
      { hindi: true },
    );
    expect(error.message).toMatch(/[\u0900-\u097F]/u);
  });
});

describe("POST /api/print/panchang", () => {
  it("prints the day at a gazetteer place on one page, free, with the Settings' paper size, into Downloads", async () => {
    await env.DB.prepare("INSERT INTO user_settings (user_id, paper_size, updated_at) VALUES (?, 'A5', ?)")
      .bind(user.uid, new Date().toISOString())
      .run();
    const before = await counts();
    const res = await post("/api/print/panchang", { date: "2026-03-19", place: NEW_DELHI.id, language: "hi" });
    expect(res.status, await res.clone().text()).toBe(202);
    const item = (await res.json()) as Item;
    expect(item).toMatchObject({
      reportType: "panchang",
      type: "पंचांग",
      name: "नई दिल्ली, 19-03-2026",
      paperSize: "A5",
      language: "hi",
      status: "queued",
      progress: 0,
    });
    const row = await printJob(item.id);
    expect(row).toMatchObject({ kind: "panchang", report_type: "panchang", paper_size: "A5" });
    expect(JSON.parse(row!.input as string)).toEqual({
      kind: "panchang",
      date: "2026-03-19",
      // The gazetteer's label in the report's language: the Devanagari name, the state, the country.
      place: {
        name: expect.stringMatching(/^नई दिल्ली, Delhi, /),
        latitude: 28.63576,
        longitude: 77.22445,
        timezone: "Asia/Kolkata",
      },
      options: { ayanamsa: "lahiri", sunrise: "visible" },
    });
    // Free: nothing charged, no request row; one job.
    expect(await counts()).toEqual({ ...before, jobs: before.jobs + 1 });

    await deliver([item.id]);
    const done = await untilSettled(item.id, 300);
    expect(done.status).toBe("ready");
    const pdf = await pdfOf(done);
    expect(pageCount(pdf)).toBe(1);
    const list = (await (
      await exports.default.fetch(new Request(`${BASE}/api/downloads`, { headers: { Cookie: user.cookie } }))
    ).json()) as { data: Item[] };
    expect(list.data[0]).toMatchObject({ id: item.id, status: "ready", url: `/api/downloads/${item.id}/file` });
    const notes = await env.DB.prepare("SELECT title FROM notifications WHERE user_id = ?").bind(user.uid).all();
    expect(notes.results).toEqual([{ title: "पंचांग तैयार है" }]);
    // Still nothing charged once made.
    expect((await counts()).trial).toBe(before.trial);
    expect((await counts()).charges).toBe(0);
  }, 60_000);

  it("takes coordinates, a zone and a name instead, and the options asked for", async () => {
    const item = await accepted("/api/print/panchang", {
      date: "2026-11-18",
      lat: 26.9124,
      lon: 75.7873,
      tz: "Asia/Kolkata",
      name: "Jaipur",
      ayanamsa: "raman",
      sunrise: "hindu",
      language: "en",
      paperSize: "Letter",
    });
    expect(item).toMatchObject({ type: "Panchang", name: "Jaipur, 18-11-2026", paperSize: "Letter" });
    expect(JSON.parse((await printJob(item.id))!.input as string)).toMatchObject({
      place: { name: "Jaipur", latitude: 26.9124, longitude: 75.7873, timezone: "Asia/Kolkata" },
      options: { ayanamsa: "raman", sunrise: "hindu" },
    });
    await deliver([item.id]);
    expect((await untilSettled(item.id, 300)).status).toBe("ready");
  }, 60_000);

  const DAY = { date: "2026-03-19", language: "en", paperSize: "A4" };
  const AT = { lat: 26.9124, lon: 75.7873, tz: "Asia/Kolkata" };
  it.each([
    ["no place at all", { ...DAY }, "place", "required"],
    ["a place and coordinates both", { ...DAY, place: NEW_DELHI.id, lat: 26.9 }, "lat", "invalid_input"],
    ["coordinates without a zone", { ...DAY, lat: 26.9, lon: 75.8 }, "tz", "required"],
    ["a latitude off the globe", { ...DAY, ...AT, lat: 123 }, "lat", "invalid_input"],
    ["a place not in the gazetteer", { ...DAY, place: 999999999 }, "place", "invalid_place"],
    ["a place id that is no id", { ...DAY, place: "Delhi" }, "place", "invalid_input"],
    ["a date written otherwise", { ...DAY, ...AT, date: "19-03-2026" }, "date", "invalid_input"],
    ["a date that does not exist", { ...DAY, ...AT, date: "2026-02-30" }, "date", "INVALID_DATE"],
    ["a date past the ephemeris", { ...DAY, ...AT, date: "3001-01-01" }, "date", "DATE_OUT_OF_RANGE"],
    ["a zone that does not exist", { ...DAY, ...AT, tz: "Mars/Olympus_Mons" }, "tz", "invalid_input"],
    ["an unknown ayanamsa", { ...DAY, ...AT, ayanamsa: "fagan" }, "ayanamsa", "invalid_input"],
    ["a bad paper size", { ...DAY, ...AT, paperSize: "A3" }, "paperSize", "invalid_input"],
    ["no language", { date: "2026-03-19", ...AT }, "language", "invalid_input"],
    ["an unknown field", { ...DAY, ...AT, year: 2026 }, undefined, "invalid_input"],
  ])("refuses %s: 400, nothing written", async (_label, body, field, code) => {
    const error = await refusedWith("/api/print/panchang", body, 400, field);
    expect(error.code).toBe(code);
  });

  it("refuses someone else's branding profile with a 404, and a visitor with a 401", async () => {
    await refusedWith(
      "/api/print/panchang",
      { ...DAY, ...AT, brandingProfileId: crypto.randomUUID() },
      404,
      "brandingProfileId",
    );
    const visitor = await post("/api/print/panchang", { ...DAY, ...AT }, { as: null });
    expect(visitor.status).toBe(401);
  });

  it("answers a Hindi reader in Hindi", async () => {
    const error = await refusedWith("/api/print/panchang", { ...DAY, language: "hi" }, 400, "place", { hindi: true });
    expect(error.message).toMatch(/[\u0900-\u097F]/u);
  });
});
