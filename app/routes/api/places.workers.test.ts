import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/server/db.server";
import { ApiError } from "#app/server/http.server";
import { exactNameQuery, namePrefixQuery, requirePlace, searchPlaces } from "#app/server/places.server";
import { placeKey } from "#app/shared/place-key";
import { cityPlace, parseCityLine, seedStatements, type PlaceRow } from "../../../scripts/places/rows.ts";
import type { PlaceJson } from "#app/shared/place";

const BASE = "http://localhost";

function place(
  fields: Partial<PlaceRow> & Pick<PlaceRow, "id" | "name">,
  names: string[] = [fields.name],
  aliases: string[] = [],
): PlaceRow {
  return {
    nameHi: null,
    admin1: "Uttar Pradesh",
    admin2: "",
    admin3: "",
    country: "IN",
    latitude: 25,
    longitude: 80,
    timezone: "Asia/Kolkata",
    population: 0,
    postalCode: null,
    source: "city",
    keys: names.map(placeKey),
    aliases: aliases.map(placeKey),
    ...fields,
  };
}

const VARANASI = place(
  {
    id: 1253405,
    name: "Varanasi",
    nameHi: "वाराणसी",
    admin2: "Varanasi",
    latitude: 25.31668,
    longitude: 83.01041,
    population: 1164404,
  },
  ["Varanasi", "काशी", "वाराणसी"],
  ["Banaras", "Benares", "Kashi"],
);
const MUMBAI = place(
  {
    id: 1275339,
    name: "Mumbai",
    nameHi: "मुंबई",
    admin1: "Maharashtra",
    admin2: "Mumbai",
    latitude: 19.07283,
    longitude: 72.88261,
    population: 12691836,
  },
  ["Mumbai", "मुंबई"],
  ["Bombay", "Sahdzahanabad"],
);
const RAMPUR = place(
  {
    id: 1258338,
    name: "Rampur",
    nameHi: "रामपुर",
    admin2: "Rampur",
    latitude: 28.8,
    longitude: 79.03,
    population: 325248,
  },
  ["Rampur", "रामपुर"],
);
const RAMPURA = place({ id: 9001, name: "Rampura", admin1: "Punjab", admin2: "Bathinda", population: 500_000 });
const RAMNAGAR = place({ id: 9002, name: "Ramnagar", admin1: "Uttarakhand", admin2: "Nainital", population: 50_000 });
// Two villages of one name, told apart by id, district and state.
const RAMPUR_SITAPUR = place({
  id: 1_026_100_101,
  name: "Rampur",
  admin2: "Sitapur",
  admin3: "Biswan",
  postalCode: "261001",
  source: "postal",
});
const RAMPUR_SHIMLA = place({
  id: 1_017_200_102,
  name: "Rampur",
  admin1: "Himachal Pradesh",
  admin2: "Shimla",
  admin3: "Rampur",
  postalCode: "172001",
  source: "postal",
});
const LONDON = place(
  {
    id: 2643743,
    name: "London",
    nameHi: "लंदन",
    admin1: "",
    country: "GB",
    latitude: 51.50853,
    longitude: -0.12574,
    timezone: "Europe/London",
    population: 8961989,
  },
  ["London", "लंदन"],
);
// Patna as the seed builds it from its cities500 line (Devanagari alternate names as GeoNames lists them).
const PATNA = cityPlace(
  parseCityLine(
    "1260086\tPatna\tPatna\tPatna,पटना,पाटणा,पाट्ना\t25.59408\t85.13563\tP\tPPLA\tIN\t\t34\t230\t\t\t1599920\t\t53\tAsia/Kolkata\t2018-12-14",
  )!,
  { state: "Bihar", district: "Patna" },
);
// Many small "Sa…" places and a few big ones, to show a search reads the big ones and stops.
const BIG_SA = Array.from({ length: 12 }, (_, i) =>
  place({ id: 8000 + i, name: `Sa big ${i}`, population: 200_000 + i }),
);
const SMALL_SA = Array.from({ length: 600 }, (_, i) =>
  place({ id: 1_030_000_000 + i, name: `Sa village ${String(i).padStart(3, "0")}`, source: "postal" }),
);

beforeAll(async () => {
  const rows = [
    VARANASI,
    MUMBAI,
    RAMPUR,
    RAMPURA,
    RAMNAGAR,
    RAMPUR_SITAPUR,
    RAMPUR_SHIMLA,
    LONDON,
    PATNA,
    ...BIG_SA,
    ...SMALL_SA,
  ];
  const statements = [...seedStatements(rows, "test", 100)].filter((s) => !s.startsWith("--"));
  await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
});

async function get(path: string): Promise<{
  status: number;
  body: { places?: PlaceJson[]; place?: PlaceJson; error?: { code: string; message: string; field?: string } };
}> {
  const res = await exports.default.fetch(`${BASE}${path}`);
  expect(res.headers.get("content-type")).toContain("application/json");
  return { status: res.status, body: (await res.json()) as never };
}

const names = (places: PlaceJson[] | undefined) => (places ?? []).map((p) => `${p.name}#${p.id}`);

describe("GET /api/places?q=", () => {
  it("finds a place by an English prefix, with everything the form needs", async () => {
    const { status, body } = await get("/api/places?q=vara");
    expect(status).toBe(200);
    expect(body.places).toHaveLength(1);
    expect(body.places![0]).toEqual({
      id: 1253405,
      name: "Varanasi",
      nameHi: "वाराणसी",
      admin1: "Uttar Pradesh",
      admin2: "Varanasi",
      admin3: "",
      country: "IN",
      countryName: "India",
      latitude: 25.31668,
      longitude: 83.01041,
      timezone: "Asia/Kolkata",
      population: 1164404,
      postalCode: null,
      approximate: false,
      label: "Varanasi, Uttar Pradesh, India",
    });
  });

  it("finds places by a Devanagari prefix, and by other names of the place", async () => {
    expect(names((await get(`/api/places?q=${encodeURIComponent("वारा")}`)).body.places)).toEqual(["Varanasi#1253405"]);
    expect(names((await get(`/api/places?q=${encodeURIComponent("काश")}`)).body.places)).toEqual(["Varanasi#1253405"]);
    expect(names((await get("/api/places?q=bana")).body.places)).toEqual(["Varanasi#1253405"]);
    expect(names((await get(`/api/places?q=${encodeURIComponent("लंद")}`)).body.places)).toEqual(["London#2643743"]);
  });

  it("uses other names of a place ('Bombay') from 4 characters on", async () => {
    expect(names((await get("/api/places?q=bomb")).body.places)).toEqual(["Mumbai#1275339"]);
    expect(names((await get("/api/places?q=bombay")).body.places)).toEqual(["Mumbai#1275339"]);
    expect(names((await get("/api/places?q=bom")).body.places)).toEqual([]);
    // "sa" lists places called Sa…, not Mumbai for an exonym.
    expect(names((await get("/api/places?q=sa&limit=20")).body.places)).not.toContain("Mumbai#1275339");
    expect(names((await get("/api/places?q=sahd")).body.places)).toEqual(["Mumbai#1275339"]);
  });

  it("ignores case, accents and surrounding spaces", async () => {
    expect(names((await get(`/api/places?q=${encodeURIComponent("  VĀRĀ ")}`)).body.places)).toEqual([
      "Varanasi#1253405",
    ]);
  });

  it("speaks Hindi: Devanagari name and country in the label", async () => {
    const { body } = await get(`/api/places?q=${encodeURIComponent("वारा")}&lng=hi`);
    expect(body.places![0]).toMatchObject({ countryName: "भारत", label: "वाराणसी, Uttar Pradesh, भारत" });
  });

  it("gives Patna its Hindi name पटना (not GeoNames' पाट्ना), found by it too", async () => {
    const { body } = await get("/api/places?q=patna&lng=hi");
    expect(body.places![0]).toMatchObject({ id: 1260086, nameHi: "पटना", label: "पटना, Bihar, भारत" });
    expect(names((await get(`/api/places?q=${encodeURIComponent("पटन")}`)).body.places)).toEqual(["Patna#1260086"]);
  });

  it("ranks exact names first, then by population", async () => {
    // Every "Rampur" (even villages of unknown population) before the bigger Rampura.
    expect(names((await get("/api/places?q=rampur")).body.places)).toEqual([
      "Rampur#1258338",
      "Rampur#1017200102",
      "Rampur#1026100101",
      "Rampura#9001",
    ]);
    expect(names((await get("/api/places?q=ram")).body.places)).toEqual([
      "Rampura#9001",
      "Rampur#1258338",
      "Ramnagar#9002",
      "Rampur#1017200102",
      "Rampur#1026100101",
    ]);
  });

  it("tells two places of one name apart", async () => {
    const { body } = await get("/api/places?q=rampur");
    const villages = body.places!.filter((p) => p.approximate);
    expect(villages.map((p) => p.label)).toEqual([
      "Rampur, Shimla, Himachal Pradesh, India",
      "Rampur, Biswan, Sitapur, Uttar Pradesh, India",
    ]);
    expect(villages.map((p) => p.postalCode)).toEqual(["172001", "261001"]);
    expect(new Set(body.places!.map((p) => p.id)).size).toBe(body.places!.length);
  });

  it("returns at most `limit` places, 10 by default, biggest first", async () => {
    const ten = (await get("/api/places?q=sa")).body.places!;
    expect(ten).toHaveLength(10);
    expect(ten.every((p) => p.population >= 200_000)).toBe(true);
    expect(ten[0]!.population).toBe(200_011);
    expect((await get("/api/places?q=sa&limit=3")).body.places).toHaveLength(3);
    expect((await get("/api/places?q=sa%20vil&limit=20")).body.places!.map((p) => p.name).slice(0, 2)).toEqual([
      "Sa village 000",
      "Sa village 001",
    ]);
  });

  it("answers an unknown name with an empty list", async () => {
    expect(await get("/api/places?q=zzqx")).toEqual({ status: 200, body: { places: [] } });
  });

  it("refuses a missing, short, wildcard-only or long query with a translated 400", async () => {
    expect(await get("/api/places")).toMatchObject({ status: 400, body: { error: { code: "required", field: "q" } } });
    expect(await get("/api/places?q=%20a%20")).toEqual({
      status: 400,
      body: { error: { code: "invalid_input", message: "Type at least 2 letters of the place name.", field: "q" } },
    });
    expect(await get("/api/places?q=%25%25")).toMatchObject({
      status: 400,
      body: { error: { field: "q", message: "Type at least 2 letters of the place name." } },
    });
    expect(await get(`/api/places?q=${"a".repeat(61)}`)).toMatchObject({
      status: 400,
      body: { error: { field: "q", message: "The place name is too long (at most 60 characters)." } },
    });
    expect(await get("/api/places?q=a&lng=hi")).toMatchObject({
      status: 400,
      body: { error: { message: "जगह के नाम के कम से कम 2 अक्षर लिखें।" } },
    });
  });

  it("refuses a bad limit", async () => {
    for (const limit of ["0", "21", "abc", "2.5"]) {
      expect(await get(`/api/places?q=ram&limit=${limit}`)).toMatchObject({
        status: 400,
        body: { error: { code: "invalid_input", field: "limit", message: "Ask for between 1 and 20 places." } },
      });
    }
  });

  it("accepts only GET", async () => {
    const res = await exports.default.fetch(`${BASE}/api/places?q=ram`, { method: "POST" });
    expect(res.status).toBe(405);
  });
});

describe("GET /api/places/:id", () => {
  it("returns the place the user picked", async () => {
    const { status, body } = await get("/api/places/1017200102?lng=hi");
    expect(status).toBe(200);
    expect(body.place).toMatchObject({
      id: 1017200102,
      name: "Rampur",
      admin2: "Shimla",
      admin1: "Himachal Pradesh",
      timezone: "Asia/Kolkata",
      approximate: true,
      countryName: "भारत",
    });
  });

  it("refuses an id that is not a place: 'Invalid place. Please enter a real location.'", async () => {
    expect(await get("/api/places/12345")).toEqual({
      status: 404,
      body: { error: { code: "invalid_place", message: "Invalid place. Please enter a real location.", field: "id" } },
    });
    expect(await get("/api/places/Delhi")).toMatchObject({
      status: 400,
      body: { error: { message: "Invalid place. Please enter a real location.", field: "id" } },
    });
    expect(await get("/api/places/12345?lng=hi")).toMatchObject({
      status: 404,
      body: { error: { message: "अमान्य स्थान। कृपया सही स्थान दर्ज करें।" } },
    });
  });
});

describe("places.server", () => {
  it("requirePlace resolves a picked id and refuses anything else", async () => {
    await expect(requirePlace(db(env), "1253405")).resolves.toMatchObject({ name: "Varanasi" });
    await expect(requirePlace(db(env), 1253405)).resolves.toMatchObject({ name: "Varanasi" });
    for (const bad of ["Varanasi", "", null, 1.5, -1, 424242, { id: 1253405 }]) {
      const error = await requirePlace(db(env), bad, "birthPlace").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 400,
        code: "invalid_place",
        messageKey: "places.invalidPlace",
        field: "birthPlace",
      });
    }
  });

  it("searchPlaces needs two characters and caps the page", async () => {
    expect(await searchPlaces(db(env), "r")).toEqual([]);
    expect(await searchPlaces(db(env), "%_")).toEqual([]);
    expect(await searchPlaces(db(env), "sa", 500)).toHaveLength(20);
  });

  it("looks names up through the indexes (EXPLAIN QUERY PLAN)", async () => {
    const plan = async (query: { compile(): { sql: string; parameters: readonly unknown[] } }) => {
      const { sql, parameters } = query.compile();
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...parameters)
        .all<{ detail: string }>();
      return results.map((r) => r.detail).join(" | ");
    };
    expect(await plan(exactNameQuery(db(env), "rampur", 10))).toMatch(
      /SEARCH place_names USING PRIMARY KEY \(key=\?\)/,
    );
    const known = await plan(namePrefixQuery(db(env), "ram", 0, 10));
    expect(known).toMatch(/SEARCH place_names USING COVERING INDEX place_names_tier \(tier=\? AND key>\? AND key<\?\)/);
    // The unknown-population band is read in index order: no sort, so it stops after the page.
    const unknown = await plan(namePrefixQuery(db(env), "ram", 4, 10));
    expect(unknown).toMatch(/USING COVERING INDEX place_names_tier \(tier=\? AND key>\? AND key<\?\)/);
    expect(unknown).not.toMatch(/TEMP B-TREE/);
  });

  it("reads few rows: a common prefix reads the page, not every match", async () => {
    const rowsRead = async (query: { compile(): { sql: string; parameters: readonly unknown[] } }) => {
      const { sql, parameters } = query.compile();
      const result = await env.DB.prepare(sql)
        .bind(...parameters)
        .all();
      return result.meta.rows_read;
    };
    // 600 small "Sa…" places exist; their band is read in index order and stops at the 20 rows asked.
    expect(await rowsRead(namePrefixQuery(db(env), "sa", 4, 10))).toBe(20);
    // The 12 big ones are sorted by population, which D1 counts about twice; still nowhere near 600.
    expect(await rowsRead(namePrefixQuery(db(env), "sa", 0, 10))).toBeLessThanOrEqual(30);
  });
});
