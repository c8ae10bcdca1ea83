/**
 * /api/match/batch (issue 15) against the real Worker, D1 and the built calc and print Workers:
 * the ranked table (each row's points are what /api/match/generate gives for that pair), a CSV
 * with bad rows reported one by one (in the request's language), the PDF, every bad input a 4xx
 * JSON, and who may use whose Kundlis: one's own, an owner's members', never another practice's.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ownOrganization, signIn, type TestUser } from "../../../../tests/workers/session";
import { call, expectError } from "../../../../tests/workers/fixtures";

interface Answer {
  side: "boy" | "girl";
  profile: { id: number; name: string };
  rows: {
    rank: number;
    name: string;
    total: number;
    tier: string;
    kootas: Record<string, number>;
    mangal: { boy: boolean; girl: boolean; cancelledBy: string[] };
    nadi: { present: boolean; cancelledBy: string[] };
    bhakoot: { present: boolean; cancelledBy: string[] };
    kundliId?: number;
    line?: number;
    link: string;
  }[];
  rejected: { line?: number; kundliId?: number; column: string; code: string; message: string }[];
}

const GIRLS = [
  { name: "Gita", date: "1992-05-14", time: "08:30:00", lat: 26.85, lon: 80.95 },
  { name: "Hema", date: "1993-11-02", time: "17:05:00", lat: 19.07, lon: 72.88 },
  { name: "Indu", date: "1991-01-27", time: "23:40:00", lat: 12.97, lon: 77.59 },
  { name: "Jaya", date: "1994-08-09", time: "04:15:00", lat: 22.57, lon: 88.36 },
];

async function kundli(
  owner: TestUser,
  name: string,
  gender: "male" | "female",
  birth: { date: string; time: string; lat: number; lon: number },
): Promise<number> {
  const now = new Date().toISOString();
  const row = await env.DB.prepare(
    `INSERT INTO kundalis (uid, user_id, name, gender, date, time, place_name, latitude, longitude, timezone, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 'Somewhere', ?, ?, 'Asia/Kolkata', ?, ?) RETURNING id`,
  )
    .bind(crypto.randomUUID(), owner.uid, name, gender, birth.date, birth.time, birth.lat, birth.lon, now, now)
    .first<{ id: number }>();
  return row!.id;
}

const batch = (body: unknown, user?: TestUser, path = "/api/match/batch", cookie?: string) =>
  call({ path, body, ...(cookie ? { cookie } : {}) }, user);

async function ok(response: Response): Promise<Answer> {
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return JSON.parse(text) as Answer;
}

const birthOf = (g: (typeof GIRLS)[number]) => ({
  name: g.name,
  gender: "female",
  date: g.date,
  time: g.time,
  place: { name: "Somewhere", latitude: g.lat, longitude: g.lon, timezone: "Asia/Kolkata" },
});

describe("batch matching", () => {
  let owner: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let ravi: number;
  let girls: number[];
  let bobsGirl: number;

  beforeAll(async () => {
    owner = await signIn({ name: "Olga" });
    const org = await ownOrganization(owner);
    alice = await signIn({ name: "Alice", organizationId: org });
    bob = await signIn({ name: "Bob", organizationId: org });
    carol = await signIn({ name: "Carol" });
    ravi = await kundli(alice, "Ravi", "male", { date: "1990-03-10", time: "10:20:00", lat: 25.32, lon: 82.97 });
    girls = [];
    for (const g of GIRLS) girls.push(await kundli(alice, g.name, "female", g));
    bobsGirl = await kundli(bob, "Kavya", "female", GIRLS[0]!);
  });

  it("ranks saved candidates by points, each row the pair's own match", async () => {
    const answer = await ok(await batch({ side: "boy", profileId: ravi, candidateIds: girls }, alice));
    expect(answer.profile).toEqual({ id: ravi, name: "Ravi" });
    expect(answer.rows.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
    const totals = answer.rows.map((r) => r.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    for (const row of answer.rows) {
      const g = GIRLS.find((x) => x.name === row.name)!;
      const single = await call(
        {
          path: "/api/match/generate",
          body: {
            boy: {
              name: "Ravi",
              gender: "male",
              date: "1990-03-10",
              time: "10:20:00",
              place: { name: "Somewhere", latitude: 25.32, longitude: 82.97, timezone: "Asia/Kolkata" },
            },
            girl: birthOf(g),
          },
        },
        alice,
      );
      const m = (await single.json()) as {
        ashtakoot: Record<string, { received: number }>;
        tier: string;
        mangalDosh: { boy: boolean; girl: boolean };
        doshas: { nadi: unknown; bhakoot: unknown };
      };
      expect(row.total, row.name).toBe(m.ashtakoot.total!.received);
      for (const k of Object.keys(row.kootas)) expect(row.kootas[k], `${row.name} ${k}`).toBe(m.ashtakoot[k]!.received);
      expect(row.tier).toBe(m.tier);
      expect({ boy: row.mangal.boy, girl: row.mangal.girl }).toEqual(m.mangalDosh);
      expect(row.nadi).toEqual(m.doshas.nadi);
      expect(row.bhakoot).toEqual(m.doshas.bhakoot);
      expect(row.link).toBe(`/main/match?boy=${ravi}&girl=${row.kundliId}`);
    }
  });

  it("matches a girl against boys the other way round", async () => {
    const answer = await ok(await batch({ side: "girl", profileId: girls[0], candidateIds: [ravi] }, alice));
    expect(answer.rows[0]!.name).toBe("Ravi");
    expect(answer.rows[0]!.link).toBe(`/main/match?girl=${girls[0]}&boy=${ravi}`);
    const boyFirst = await ok(await batch({ side: "boy", profileId: ravi, candidateIds: [girls[0]!] }, alice));
    expect(answer.rows[0]!.total).toBe(boyFirst.rows[0]!.total);
    expect(answer.rows[0]!.kootas).toEqual(boyFirst.rows[0]!.kootas);
  });

  it("matches the good rows of a CSV and reports each bad one with its line and column, in Hindi when asked", async () => {
    const csv = [
      "name,date,time,place,latitude,longitude,timezone,utc_offset",
      "Gita,1992-05-14,08:30,Lucknow,26.85,80.95,Asia/Kolkata,",
      "Late,1992-05-14,25:10,Lucknow,26.85,80.95,Asia/Kolkata,",
      "Hema,1993-11-02,17:05,Mumbai,19.07,72.88,,+05:30",
      "Nowhere,1992-05-14,08:30,X,95,80.95,Asia/Kolkata,",
      ",1992-05-14,08:30,X,26.85,80.95,Asia/Kolkata,",
    ].join("\n");
    const answer = await ok(await batch({ side: "boy", profileId: ravi, csv }, alice));
    expect(answer.rows.map((r) => r.name).sort()).toEqual(["Gita", "Hema"]);
    expect(answer.rows.map((r) => r.line).sort()).toEqual([2, 4]);
    expect(answer.rejected.map((r) => [r.line, r.column, r.code])).toEqual([
      [3, "time", "INVALID_TIME"],
      [5, "latitude", "INVALID_LATITUDE"],
      [6, "name", "required"],
    ]);
    const gita = answer.rows.find((r) => r.name === "Gita")!;
    const saved = (await ok(await batch({ side: "boy", profileId: ravi, candidateIds: [girls[0]!] }, alice))).rows[0]!;
    expect(gita.total).toBe(saved.total);
    // The CSV row opens the matchmaking form with its birth filled in (the zone's offset at that birth).
    const link = new URL(gita.link, "http://x");
    expect(link.pathname).toBe("/main/match");
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      boy: String(ravi),
      "girl.mode": "new",
      "girl.name": "Gita",
      "girl.day": "14",
      "girl.month": "5",
      "girl.year": "1992",
      "girl.hour": "8",
      "girl.minute": "30",
      "girl.latitude": "26.85",
      "girl.utcOffset": "+05:30",
    });
    const hindi = await ok(await batch({ side: "boy", profileId: ravi, csv }, alice, undefined, "i18next=hi"));
    expect(hindi.rejected[2]!.message).toBe("यह फ़ील्ड भरना ज़रूरी है।");
  });

  it("prints the table as a PDF through the print Worker", async () => {
    const response = await batch(
      { side: "boy", profileId: ravi, candidateIds: girls },
      alice,
      "/api/match/batch/pdf?lang=hi",
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(5000);
  });

  it("serves the CSV template, which the batch itself accepts", async () => {
    const response = await call({ path: "/api/match/batch/template" }, alice);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/csv");
    const csv = await response.text();
    expect(csv.split("\r\n")[0]).toBe("name,gender,date,time,place,latitude,longitude,timezone,utc_offset");
    expect((await ok(await batch({ side: "boy", profileId: ravi, csv }, alice))).rows).toHaveLength(1);
  });

  it("lets the owner use a member's Kundlis, and nobody else", async () => {
    expect((await ok(await batch({ side: "boy", profileId: ravi, candidateIds: girls }, owner))).rows).toHaveLength(4);
    // Bob, a plain astrologer of the same practice: neither Alice's profile nor her candidates.
    await expectError(
      await batch({ side: "boy", profileId: ravi, candidateIds: [bobsGirl] }, bob),
      404,
      "not_found",
      "profileId",
    );
    const bobsBoy = await kundli(bob, "Mohan", "male", { date: "1989-06-01", time: "06:00:00", lat: 28.6, lon: 77.2 });
    await expectError(
      await batch({ side: "boy", profileId: bobsBoy, candidateIds: [bobsGirl, girls[1]!] }, bob),
      404,
      "not_found",
      "candidateIds.1",
    );
    expect(
      (await ok(await batch({ side: "boy", profileId: bobsBoy, candidateIds: [bobsGirl] }, bob))).rows,
    ).toHaveLength(1);
    // Another practice's owner, and an id that does not exist: the same 404.
    await expectError(
      await batch({ side: "boy", profileId: ravi, candidateIds: girls }, carol),
      404,
      "not_found",
      "profileId",
    );
    await expectError(
      await batch({ side: "boy", profileId: ravi, candidateIds: [girls[0]!, 99_999_999] }, alice),
      404,
      "not_found",
      "candidateIds.1",
    );
    await expectError(await batch({ side: "boy", profileId: ravi, candidateIds: girls }), 401, "unauthorized");
    await expectError(
      await batch({ side: "boy", profileId: ravi, candidateIds: girls }, carol, "/api/match/batch/pdf"),
      404,
      "not_found",
    );
  });

  it("answers every bad input with a 4xx JSON", async () => {
    const body = { side: "boy", profileId: ravi, candidateIds: girls };
    await expectError(await batch({ ...body, side: "both" }, alice), 400, "invalid_input", "side");
    await expectError(await batch({ ...body, profileId: "x" }, alice), 400, "invalid_input", "profileId");
    await expectError(await batch({ ...body, extra: 1 }, alice), 400);
    await expectError(await batch({ side: "boy", profileId: ravi }, alice), 400, "invalid_input", "candidateIds");
    await expectError(await batch({ ...body, csv: "a,b" }, alice), 400, "invalid_input", "csv");
    await expectError(await batch({ ...body, candidateIds: [] }, alice), 400, "invalid_input", "candidateIds");
    await expectError(await batch({ ...body, candidateIds: [1.5] }, alice), 400, "invalid_input", "candidateIds.0");
    await expectError(
      await batch({ ...body, candidateIds: Array(5001).fill(girls[0]) }, alice),
      400,
      "invalid_input",
      "candidateIds",
    );
    await expectError(await batch({ ...body, side: "girl" }, alice), 400, "wrong_gender", "profileId");
    await expectError(
      await batch({ ...body, candidateIds: [girls[0]!, ravi] }, alice),
      400,
      "wrong_gender",
      "candidateIds.1",
    );
    const { candidateIds: _, ...noIds } = body;
    await expectError(await batch({ ...noIds, csv: 'name,"open' }, alice), 400, "invalid_csv", "csv");
    await expectError(await batch({ ...noIds, csv: "name,date\nA,1990-01-01" }, alice), 400, "missing_column", "csv");
    const bad = await batch(
      { ...noIds, csv: "name,date,time,latitude,longitude,timezone\nA,1990-13-01,10:00,1,2,UTC" },
      alice,
    );
    const refused = (await expectError(bad, 400, "no_valid_rows", "csv")) as unknown as {
      error: { rows: { line: number; column: string }[] };
    };
    expect(refused.error.rows).toEqual([expect.objectContaining({ line: 2, column: "date" })]);
    const row = "A,1990-01-01,10:00,1,2,UTC\n";
    await expectError(
      await batch({ ...noIds, csv: `name,date,time,latitude,longitude,timezone\n${row.repeat(5001)}` }, alice),
      400,
      "too_many_rows",
      "csv",
    );
    await expectError(await batch({ ...noIds, csv: "x".repeat(1025 * 1024) }, alice), 413, "payload_too_large", "csv");
    await expectError(await batch({ ...noIds, csv: "x".repeat(1600 * 1024) }, alice), 413, "payload_too_large");
    await expectError(await call({ path: "/api/match/batch", raw: "side=boy", contentType: "text/plain" }, alice), 415);
    await expectError(
      await call({ path: "/api/match/batch", raw: "{", contentType: "application/json" }, alice),
      400,
      "invalid_json",
    );
    await expectError(await call({ path: "/api/match/batch/xls", body }, alice), 404, "not_found");
    await expectError(await call({ path: "/api/match/batch" }, alice), 404, "not_found");
    await expectError(await call({ path: "/api/match/batch", method: "PUT", body }, alice), 405);
  });
});
