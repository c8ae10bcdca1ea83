/**
 * Client import and export (/api/clients/import, import-jhd, export, template) and the search
 * in either script, against the real Worker and D1: a CSV with good and bad rows (each bad row
 * named with its line and reason), a preview that writes nothing, a commit that writes the good
 * rows and charges each Kundli as New Kundli does, a second import of the same file that skips
 * what is saved, files that are not CSV refused with nothing written, bounds, Jagannatha Hora
 * files, export → import giving the same clients and Kundlis, and who may import for whom.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { BASE, signIn, type TestUser } from "../../../tests/workers/session";
import { digest } from "../../../tests/workers/fixtures";
import type { ImportReport } from "#app/shared/clients/import-report";

// The Jagannatha Hora samples (credited in app/server/clients/testing/README.md), read at build time.
const SAMPLES = import.meta.glob<string>("../../server/clients/testing/*.jhd", {
  query: "?raw",
  import: "default",
  eager: true,
});
const sample = (name: string) => Object.entries(SAMPLES).find(([p]) => p.endsWith(`/${name}`))![1];

type Result = {
  row: number;
  status: string;
  name: string;
  kundli_name?: string;
  field?: string;
  code?: string;
  message?: string;
};
/** The answer: the import's report, each row's refusal translated (code, message). */
type Report = Omit<ImportReport, "results"> & { results: Result[] };

async function upload(
  path: string,
  files: { name: string; text: string; type?: string }[],
  fields: Record<string, string>,
  user?: TestUser,
): Promise<Response> {
  const form = new FormData();
  for (const f of files) form.append("file", new File([f.text], f.name, { type: f.type ?? "text/csv" }));
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const framed = new Request(BASE, { method: "POST", body: form });
  const body = await framed.arrayBuffer();
  return exports.default.fetch(
    new Request(BASE + path, {
      method: "POST",
      headers: {
        "Content-Type": framed.headers.get("Content-Type")!,
        Origin: BASE,
        ...(user ? { Cookie: user.cookie } : {}),
      },
      body,
    }),
  );
}

async function importCsv(user: TestUser, text: string, mode: "preview" | "commit", extra: Record<string, string> = {}) {
  const response = await upload("/api/clients/import", [{ name: "book.csv", text }], { mode, ...extra }, user);
  const body = await response.text();
  expect(response.status, body).toBe(200);
  return (JSON.parse(body) as { data: Report }).data;
}

async function refused(response: Response, status: number, code: string) {
  const body = (await response.json()) as { error: { code: string; message: string; field?: string } };
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(body.error.code).toBe(code);
  expect(body.error.message).not.toMatch(/^[a-zA-Z]+\.[\w.]+$/); // translated, not a key
  return body.error;
}

async function get(path: string, user?: TestUser) {
  return exports.default.fetch(
    new Request(BASE + path, { headers: { Origin: BASE, ...(user ? { Cookie: user.cookie } : {}) } }),
  );
}

async function list(user: TestUser, q: string): Promise<string[]> {
  const response = await exports.default.fetch(
    new Request(`${BASE}/api/clients/list`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: BASE, Cookie: user.cookie },
      body: JSON.stringify({ q, sort: "name" }),
    }),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { name: string }[] }).data.map((c) => c.name);
}

const count = async (table: string, uid: string) =>
  (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`).bind(uid).first<{ n: number }>())!.n;

beforeAll(async () => {
  // two gazetteer places called Jaipur (the smaller one elsewhere), Varanasi, and Bombay as Mumbai's other name
  const places = [
    [1269515, "Jaipur", "Rajasthan", "IN", 26.91962, 75.78781, "Asia/Kolkata", 2711758],
    [9000001, "Jaipur", "Assam", "IN", 27.25, 95.35, "Asia/Kolkata", 5000],
    [1253405, "Varanasi", "Uttar Pradesh", "IN", 25.31668, 83.01041, "Asia/Kolkata", 1164404],
    [1275339, "Mumbai", "Maharashtra", "IN", 19.07283, 72.88261, "Asia/Kolkata", 12691836],
  ] as const;
  for (const [id, name, admin1, country, lat, lon, tz, population] of places) {
    await env.DB.prepare(
      "INSERT INTO places (id, name, admin1, country, latitude, longitude, timezone, population, source) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'city')",
    )
      .bind(id, name, admin1, country, lat, lon, tz, population)
      .run();
    await env.DB.prepare("INSERT INTO place_names (key, place_id, population, tier, alias) VALUES (?, ?, ?, 0, 0)")
      .bind(name.toLowerCase(), id, population)
      .run();
  }
  await env.DB.prepare(
    "INSERT INTO place_names (key, place_id, population, tier, alias) VALUES ('bombay', 1275339, 12691836, 0, 1)",
  ).run();
});

const HEADER =
  "client_key,name,name_hi,phone,city,tags,relation,kundli_name,gender,date,time,place,state,latitude,longitude,timezone";
/** Five good rows (three clients, one with a spouse's Kundli, one without a birth) and three bad ones. */
const BOOK = [
  HEADER,
  '1,Asha Verma,आशा वर्मा,+91 98765 43210,Varanasi,"family, VIP",self,,female,1990-01-15,12:05,Varanasi,,,,',
  "2,Ram Sharma,,+91 91234 56789,Jaipur,matrimony,self,,male,15/08/1985,6:30 PM,Jaipur,Rajasthan,,,",
  "2,,,,,,spouse,Sita Sharma,female,1988-03-02,07:45:00,Ajmer,,26.4499,74.6399,Asia/Kolkata",
  "3,Bad Date,,,,,self,,male,1990-02-30,10:00,Jaipur,,,,",
  "4,Nowhere Man,,,,,self,,male,1990-02-10,10:00,Atlantis,,,,",
  "5,राम,राम,,Mumbai,,,,,,,,,,,",
  "6,Bad <Name>,,,,,,,,,,,,,,",
  "7,Mumbai Born,,,,,self,,female,2001-11-09,23:59,Bombay,,,,",
].join("\n");

describe("CSV import", () => {
  let me: TestUser;
  beforeAll(async () => {
    me = await signIn({ name: "Importer" });
  });

  it("previews every row — good ones ready, each bad one with its line and reason — and writes nothing", async () => {
    const before = await digest();
    const report = await importCsv(me, BOOK, "preview");
    expect(report).toMatchObject({ rows: 8, ready: 5, written: 0, failed: 3, duplicates: 0, kundlis: 4 });
    const bad = report.results.filter((r) => r.status === "error");
    expect(bad.map((r) => [r.row, r.name, r.field, r.code])).toEqual([
      [5, "Bad Date", "date", "INVALID_DATE"],
      [6, "Nowhere Man", "place", "placeNotFound"],
      [8, "Bad <Name>", "name", "invalidName"], // echoed as sent, so the astrologer finds the row
    ]);
    expect(bad[1]!.message).toContain("Atlantis");
    expect(report.results.filter((r) => r.status === "ready").map((r) => r.row)).toEqual([2, 3, 4, 7, 9]);
    expect(await digest()).toBe(before);
  });

  it("commits the good rows through the usual save (client, Kundlis, charges), then skips them on a second import", async () => {
    const trial = async () =>
      (await env.DB.prepare("SELECT free_trial_kundali AS n FROM users WHERE uid = ?")
        .bind(me.uid)
        .first<{ n: number }>())!.n;
    const freeBefore = await trial();
    const report = await importCsv(me, BOOK, "commit");
    expect(report).toMatchObject({ rows: 8, written: 5, failed: 3, duplicates: 0 });
    expect(await count("clients", me.uid)).toBe(4);
    expect(await count("kundalis", me.uid)).toBe(4);
    expect(freeBefore - (await trial())).toBe(4);
    const ram = await env.DB.prepare(
      "SELECT c.name, c.phone, c.tags, k.name AS kundli, k.relation, k.date, k.time, k.place_id, k.place_name, k.latitude FROM kundalis k JOIN clients c ON c.id = k.client_id WHERE c.user_id = ? AND c.name = 'Ram Sharma' ORDER BY k.id",
    )
      .bind(me.uid)
      .all();
    expect(ram.results).toEqual([
      expect.objectContaining({
        phone: "+919123456789",
        tags: '["matrimony"]',
        kundli: "Ram Sharma",
        relation: "self",
        date: "1985-08-15",
        time: "18:30",
        place_id: 1269515,
        place_name: "Jaipur",
      }),
      expect.objectContaining({
        kundli: "Sita Sharma",
        relation: "spouse",
        date: "1988-03-02",
        place_id: null,
        place_name: "Ajmer",
        latitude: 26.4499,
      }),
    ]);
    const bombay = await env.DB.prepare("SELECT place_id FROM kundalis WHERE user_id = ? AND name = 'Mumbai Born'")
      .bind(me.uid)
      .first();
    expect(bombay).toEqual({ place_id: 1275339 });

    const again = await importCsv(me, BOOK, "commit");
    expect(again).toMatchObject({ written: 0, duplicates: 5, failed: 3 });
    expect(await count("kundalis", me.uid)).toBe(4);
  });

  it("picks the place by state among places of one name, the biggest otherwise", async () => {
    const user = await signIn();
    const text = [
      "name,gender,date,time,place,state",
      "Assam Jaipur,male,1990-01-01,10:00,Jaipur,Assam",
      "Big Jaipur,male,1990-01-01,10:00,jaipur,",
      "No Such State,male,1990-01-01,10:00,Jaipur,Kerala",
    ].join("\n");
    const report = await importCsv(user, text, "commit");
    expect(report.results.map((r) => r.status)).toEqual(["written", "written", "error"]);
    const ids = await env.DB.prepare("SELECT name, place_id FROM kundalis WHERE user_id = ? ORDER BY id")
      .bind(user.uid)
      .all();
    expect(ids.results).toEqual([
      { name: "Assam Jaipur", place_id: 9000001 },
      { name: "Big Jaipur", place_id: 1269515 },
    ]);
  });

  it("refuses a file that is not CSV, malformed CSV, unknown columns, too many rows or bytes — writing nothing", async () => {
    const before = await digest();
    const xlsx = "PK\u0003\u0004\u0014\u0000\u0006\u0000";
    await refused(
      await upload(
        "/api/clients/import",
        [
          {
            name: "book.xlsx",
            text: "name\nRam",
            type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          },
        ],
        { mode: "commit" },
        me,
      ),
      415,
      "unsupported_media_type",
    );
    await refused(
      await upload("/api/clients/import", [{ name: "book.csv", text: xlsx }], { mode: "commit" }, me),
      415,
      "unsupported_media_type",
    );
    await refused(
      await upload(
        "/api/clients/import",
        [{ name: "book.pdf", text: "name\nRam", type: "application/pdf" }],
        { mode: "commit" },
        me,
      ),
      415,
      "unsupported_media_type",
    );
    const quote = await refused(
      await upload("/api/clients/import", [{ name: "b.csv", text: 'name\n"Ram' }], { mode: "commit" }, me),
      400,
      "not_csv",
    );
    expect(quote.message).toContain("2");
    await refused(
      await upload("/api/clients/import", [{ name: "b.csv", text: "name,dob\nRam,1990" }], { mode: "commit" }, me),
      400,
      "bad_header",
    );
    await refused(
      await upload("/api/clients/import", [{ name: "b.csv", text: "name\n" }], { mode: "commit" }, me),
      400,
      "empty_file",
    );
    const many = ["name", ...Array.from({ length: 51 }, (_, i) => `Client ${i}`)].join("\n");
    await refused(
      await upload("/api/clients/import", [{ name: "b.csv", text: many }], { mode: "commit" }, me),
      413,
      "too_many_rows",
    );
    const big = `name,notes\n${"x,".padEnd(300 * 1024, "y")}`;
    await refused(
      await upload("/api/clients/import", [{ name: "b.csv", text: big }], { mode: "commit" }, me),
      413,
      "payload_too_large",
    );
    await refused(await upload("/api/clients/import", [], { mode: "commit" }, me), 400, "required");
    expect(await digest()).toBe(before);
  });

  it("takes the file as a text/csv body too, and answers 401 signed out and 403 for another astrologer", async () => {
    const response = await exports.default.fetch(
      new Request(`${BASE}/api/clients/import?mode=preview`, {
        method: "POST",
        headers: { "Content-Type": "text/csv", Origin: BASE, Cookie: me.cookie },
        body: "name,phone\nRaw Body,",
      }),
    );
    expect(((await response.json()) as { data: Report }).data).toMatchObject({ rows: 1, ready: 1 });
    const stranger = await signIn();
    const signedOut = await upload("/api/clients/import", [{ name: "b.csv", text: "name\nX" }], {});
    expect(signedOut.status).toBe(401);
    await refused(
      await upload(
        "/api/clients/import",
        [{ name: "b.csv", text: "name\nX" }],
        { user_id: me.uid, mode: "commit" },
        stranger,
      ),
      403,
      "forbidden",
    );
    expect(await count("clients", me.uid)).toBe(4);
  });

  it("offers the template, which imports as it is", async () => {
    const response = await get("/api/clients/template", me);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/attachment; filename=".+\.csv"/);
    const text = await response.text();
    expect(text.split("\r\n")[0]).toContain("client_key,name,name_hi");
    const user = await signIn();
    expect(await importCsv(user, text, "preview")).toMatchObject({ rows: 3, ready: 3, failed: 0, kundlis: 3 });
  });
});

describe("export", () => {
  it("exports CSV that imports into another astrologer's book as the same clients and Kundlis", async () => {
    const from = await signIn({ name: "Exporter" });
    await importCsv(from, BOOK, "commit");
    await env.DB.prepare("UPDATE clients SET notes = ? WHERE user_id = ? AND name = 'Asha Verma'")
      .bind('Line one, "quoted"\nline two', from.uid)
      .run();
    const csv = await (await get("/api/clients/export?format=csv", from)).text();
    const to = await signIn({ name: "Importer Two" });
    expect(await importCsv(to, csv, "commit")).toMatchObject({ failed: 0, written: 5 });
    const book = async (uid: string) =>
      (
        await env.DB.prepare(
          `SELECT c.name, c.name_hi, c.phone, c.email, c.city, c.tags, c.notes, k.name AS kundli, k.relation, k.gender, k.date, k.time,
             k.place_id, k.place_name, k.latitude, k.longitude, k.timezone, k.utc_offset, k.father_name, k.options
           FROM clients c LEFT JOIN kundalis k ON k.client_id = c.id WHERE c.user_id = ? ORDER BY c.name, k.name`,
        )
          .bind(uid)
          .all()
      ).results;
    const original = await book(from.uid);
    expect(original).toHaveLength(5);
    expect(await book(to.uid)).toEqual(original);
  });

  it("exports JSON with Kundlis and consultations; refuses an unknown format", async () => {
    const user = await signIn();
    await importCsv(user, "name,gender,date,time,place\nAsha,female,1990-01-15,12:05,Varanasi", "commit");
    const client = await env.DB.prepare("SELECT id FROM clients WHERE user_id = ?")
      .bind(user.uid)
      .first<{ id: number }>();
    await env.DB.prepare(
      "INSERT INTO consultations (uid, client_id, user_id, date, question, created_at, updated_at) VALUES (?, ?, ?, '2026-11-01', 'Career?', '', '')",
    )
      .bind(crypto.randomUUID(), client!.id, user.uid)
      .run();
    const response = await get("/api/clients/export?format=json", user);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    const body = (await response.json()) as {
      format: string;
      clients: { name: string; kundlis: { place: { name: string } }[]; consultations: { question: string }[] }[];
    };
    expect(body.format).toBe("kundli-studio-clients");
    expect(body.clients).toHaveLength(1);
    expect(body.clients[0]).toMatchObject({
      name: "Asha",
      kundlis: [{ place: { name: "Varanasi" } }],
      consultations: [{ question: "Career?" }],
    });
    expect(body.clients[0]).not.toHaveProperty("fold");
    await refused(await get("/api/clients/export?format=xml", user), 400, "invalid_input");
    expect((await get("/api/clients/export?format=csv")).status).toBe(401);
  });
});

describe("Jagannatha Hora import", () => {
  it("imports .jhd files as clients with a Kundli each, at the file's clock offset; bad files named", async () => {
    const user = await signIn();
    const files = [
      { name: "Atal Bihari Vajpayee.jhd", text: sample("Atal Bihari Vajpayee.jhd"), type: "" },
      { name: "Broken.jhd", text: "12\n40\n1990\n", type: "" },
    ];
    const preview = await upload("/api/clients/import-jhd", files, { gender: "male" }, user);
    expect(((await preview.json()) as { data: Report }).data).toMatchObject({ ready: 1, failed: 1, written: 0 });
    const response = await upload("/api/clients/import-jhd", files, { gender: "male", mode: "commit" }, user);
    const report = ((await response.json()) as { data: Report }).data;
    expect(report.results.map((r) => [r.row, r.status, r.code ?? ""])).toEqual([
      [1, "written", ""],
      [2, "error", "jhd_too_short"],
    ]);
    const row = await env.DB.prepare(
      "SELECT name, gender, date, time, utc_offset, latitude, longitude, place_name, timezone FROM kundalis WHERE user_id = ?",
    )
      .bind(user.uid)
      .first();
    expect(row).toEqual({
      name: "Atal Bihari Vajpayee",
      gender: "male",
      date: "1926-12-25",
      time: "05:12:00",
      utc_offset: "+05:30",
      latitude: 26.233333,
      longitude: 78.166667,
      place_name: "Gwalior",
      timezone: "UTC", // Gwalior is not in this test's gazetteer; the offset decides the chart
    });
  });

  it("needs a gender and .jhd files", async () => {
    const user = await signIn();
    await refused(
      await upload(
        "/api/clients/import-jhd",
        [{ name: "a.jhd", text: sample("P V Narasimha Rao.jhd"), type: "" }],
        {},
        user,
      ),
      400,
      "required",
    );
    await refused(
      await upload("/api/clients/import-jhd", [{ name: "a.csv", text: "name\nx" }], { gender: "male" }, user),
      415,
      "unsupported_media_type",
    );
  });
});

describe("search in either script", () => {
  it("finds a Devanagari-only name from Latin letters and a Latin name from Devanagari, by tag, and after a rename", async () => {
    const user = await signIn();
    await importCsv(
      user,
      [
        "name,name_hi,city,tags",
        "राम,,Pune,",
        "Ram Sharma,,Jaipur,matrimony",
        "Sita Devi,,Ajmer,VIP",
        "Kamla,कमला,Delhi,",
      ].join("\n"),
      "commit",
    );
    // clients saved before the fold existed, or by the Kundlis' trigger, are folded at the first search
    await env.DB.prepare("UPDATE clients SET fold = NULL WHERE user_id = ?").bind(user.uid).run();
    expect(await list(user, "ram")).toEqual(["Ram Sharma", "राम"]);
    expect(await list(user, "राम")).toEqual(["Ram Sharma", "राम"]);
    expect(await list(user, "शर्मा")).toEqual(["Ram Sharma"]);
    expect(await list(user, "sita")).toEqual(["Sita Devi"]);
    expect(await list(user, "vip")).toEqual(["Sita Devi"]);
    expect(await list(user, "kamala")).toEqual(["Kamla"]);
    expect(await list(user, "x")).toEqual([]);
    await env.DB.prepare("UPDATE clients SET name = 'Shyam' WHERE user_id = ? AND name = 'Ram Sharma'")
      .bind(user.uid)
      .run();
    expect(await list(user, "श्याम")).toEqual(["Shyam"]);
    expect(await list(user, "sharma")).toEqual([]);
    const unfolded = await env.DB.prepare("SELECT COUNT(*) AS n FROM clients WHERE user_id = ? AND fold IS NULL")
      .bind(user.uid)
      .first<{ n: number }>();
    expect(unfolded!.n).toBe(0);
  });
});
