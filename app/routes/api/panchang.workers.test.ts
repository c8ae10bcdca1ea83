import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { placeKey } from "#app/shared/place-key";
import { seedStatements, type PlaceRow } from "../../../scripts/places/rows.ts";
import { BASE, signIn, type TestUser } from "../../../tests/workers/session";

// Drik Panchang's New Delhi day (engine/testing/reference), read at bundle time: no file system here.
import drikText from "#engine/testing/reference/cases/drikpanchang-day-panchang-new-delhi.json?raw";

const drik = JSON.parse(drikText) as {
  place: { name: string; geonamesId: number; latitude: number; longitude: number; timezone: string };
  days: {
    date: string;
    vara: number;
    sunrise: string;
    tithi: { number: number }[];
    masa: { amanta: number; purnimanta: number };
    samvat: { vikram: number; shaka: number };
    rahuKaal: [string, string];
  }[];
};
const MONDAY = drik.days.find((d) => d.date === "2022-01-24")!;
const DELHI = drik.place;
const coordinates = `lat=${DELHI.latitude}&lon=${DELHI.longitude}&tz=${DELHI.timezone}&name=New%20Delhi`;

const NEW_DELHI_ROW: PlaceRow = {
  id: DELHI.geonamesId,
  name: "New Delhi",
  nameHi: "नई दिल्ली",
  admin1: "Delhi",
  admin2: "",
  admin3: "",
  country: "IN",
  latitude: DELHI.latitude,
  longitude: DELHI.longitude,
  timezone: DELHI.timezone,
  population: 317797,
  postalCode: null,
  source: "city",
  keys: [placeKey("New Delhi")],
  aliases: [],
};

beforeAll(async () => {
  const statements = [...seedStatements([NEW_DELHI_ROW], "test", 100)].filter((s) => !s.startsWith("--"));
  await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
});

interface Panchang {
  date: string;
  place: { name: string; latitude: number; longitude: number; timezone: string };
  sunrise: string;
  vara: number;
  tithi: { number: number; paksha: string; start: string; end: string }[];
  masa: { amanta: number; purnimanta: number; adhika: boolean };
  samvat: { vikram: number; shaka: number };
  rahuKaal: { start: string; end: string };
  choghadiya: { day: unknown[]; night: unknown[] };
  hora: { planet: string }[];
  receipt: { options: { ayanamsa: string; sunrise: string } };
}

async function get(path: string, user?: TestUser, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (user) headers.set("Cookie", [user.cookie, headers.get("Cookie")].filter(Boolean).join("; "));
  const res = await exports.default.fetch(new Request(BASE + path, { ...init, headers }));
  expect(res.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
  return { status: res.status, body: (await res.json()) as Panchang & { error?: Record<string, string> } };
}

const ist = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm}:00+05:30`);

describe("GET /api/panchang (main Worker → calc Worker over RPC)", () => {
  it("refuses a visitor who is not signed in, as the other calculation routes do", async () => {
    const { status, body } = await get(`/api/panchang?date=2022-01-24&${coordinates}`);
    expect(status).toBe(401);
    expect(body.error).toMatchObject({ code: "unauthorized" });
  });

  it("computes the day for coordinates and a zone: Drik Panchang's Monday at New Delhi", async () => {
    const user = await signIn();
    const { status, body } = await get(`/api/panchang?date=${MONDAY.date}&${coordinates}`, user);
    expect(status).toBe(200);
    expect(body.date).toBe(MONDAY.date);
    const { latitude, longitude, timezone } = DELHI;
    expect(body.place).toEqual({ name: "New Delhi", latitude, longitude, timezone });
    expect(body.vara).toBe(MONDAY.vara);
    expect(body.tithi.map((t) => t.number)).toEqual(MONDAY.tithi.map((t) => t.number));
    expect(body.masa).toMatchObject(MONDAY.masa);
    expect(body.samvat).toEqual(MONDAY.samvat);
    expect(Math.abs(Date.parse(body.sunrise) - ist(MONDAY.date, MONDAY.sunrise))).toBeLessThanOrEqual(60_000);
    expect(Math.abs(Date.parse(body.rahuKaal.start) - ist(MONDAY.date, MONDAY.rahuKaal[0]))).toBeLessThanOrEqual(
      60_000,
    );
    expect(Math.abs(Date.parse(body.rahuKaal.end) - ist(MONDAY.date, MONDAY.rahuKaal[1]))).toBeLessThanOrEqual(60_000);
    expect([body.choghadiya.day.length, body.choghadiya.night.length, body.hora.length]).toEqual([8, 8, 24]);
  });

  it("takes a gazetteer id instead, with the same answer", async () => {
    const user = await signIn();
    const byId = await get(`/api/panchang?date=${MONDAY.date}&place=${DELHI.geonamesId}`, user);
    const byCoordinates = await get(`/api/panchang?date=${MONDAY.date}&${coordinates}`, user);
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(byCoordinates.body);
  });

  it("passes the ayanamsa and sunrise options on", async () => {
    const user = await signIn();
    const { status, body } = await get(
      `/api/panchang?date=${MONDAY.date}&${coordinates}&ayanamsa=raman&sunrise=hindu`,
      user,
    );
    expect(status).toBe(200);
    expect(body.receipt.options).toMatchObject({ ayanamsa: "raman", sunrise: "hindu" });
    // The Hindu rising (centre of the disc, no refraction) is minutes after the visible one.
    expect(Date.parse(body.sunrise) - ist(MONDAY.date, MONDAY.sunrise)).toBeGreaterThan(2 * 60_000);
  });

  it.each([
    ["no date", `${coordinates}`, "required", "date"],
    ["a date in another format", `date=24-01-2022&${coordinates}`, "invalid_input", "date"],
    ["a date that does not exist", `date=2022-02-30&${coordinates}`, "INVALID_DATE", "date"],
    ["a year beyond the ephemeris", `date=3001-01-01&${coordinates}`, "DATE_OUT_OF_RANGE", "date"],
    ["a latitude beyond the pole", `date=2022-01-24&lat=91&lon=77&tz=Asia/Kolkata`, "invalid_input", "lat"],
    ["an empty longitude", `date=2022-01-24&lat=28&lon=&tz=Asia/Kolkata`, "invalid_input", "lon"],
    ["no zone", `date=2022-01-24&lat=28&lon=77`, "required", "tz"],
    ["an unknown zone", `date=2022-01-24&lat=28&lon=77&tz=Mars/Base`, "INVALID_TIMEZONE", "tz"],
    ["an unknown ayanamsa", `date=2022-01-24&${coordinates}&ayanamsa=fagan`, "invalid_input", "ayanamsa"],
    ["an unknown place", `date=2022-01-24&place=999999`, "invalid_place", "place"],
    ["a place id that is not a number", `date=2022-01-24&place=delhi`, "invalid_input", "place"],
    ["a place and coordinates both", `date=2022-01-24&place=${DELHI.geonamesId}&lat=28`, "invalid_input", "lat"],
  ])("answers %s with a 400 naming the parameter", async (_label, query, code, field) => {
    const user = await signIn();
    const { status, body } = await get(`/api/panchang?${query}`, user);
    expect(status).toBe(400);
    expect(body.error).toEqual({ code, field, message: expect.any(String) });
    expect(body.error?.message).toMatch(/\S/);
  });

  it("says what is wrong in Hindi to a Hindi reader", async () => {
    const user = await signIn();
    const { status, body } = await get(`/api/panchang?date=2022-01-24&lat=28&lon=77&tz=Mars/Base`, user, {
      headers: { Cookie: "i18next=hi" },
    });
    expect(status).toBe(400);
    expect(body.error?.message).toMatch(/[\u0900-\u097F]/);
  });

  it("allows GET only", async () => {
    const user = await signIn();
    const { status, body } = await get(`/api/panchang?date=2022-01-24&${coordinates}`, user, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: BASE },
      body: "{}",
    });
    expect(status).toBe(405);
    expect(body.error).toMatchObject({ code: "method_not_allowed" });
  });
});
