/**
 * /main/panchang as a browser without script gets it (server-rendered, real D1, the real calc
 * Worker): the prompt without a default place, today at the default place, `?date=&place=`
 * with Drik Panchang's published New Delhi day, Hindi, and the API's refusals in the screen's
 * words. The values asserted are Drik Panchang's (engine/testing/reference), not this screen's.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { placeKey } from "#app/shared/place-key";
import { civilDateAt } from "#app/server/panchang.server";
import { seedStatements, type PlaceRow } from "../../../scripts/places/rows.ts";
import { BASE, jsonRequest, signIn, type TestUser } from "../../../tests/workers/session";

// Drik Panchang's New Delhi days, read at bundle time: no file system here.
import drikText from "#engine/testing/reference/cases/drikpanchang-day-panchang-new-delhi.json?raw";

interface DrikDay {
  date: string;
  sunrise: string;
  sunset: string;
  tithi: { number: number; ends?: string }[];
  nakshatra: { number: number; ends?: string }[];
  rahuKaal: [string, string];
  abhijit: [string, string] | null;
  samvat: { vikram: number; shaka: number };
}
const drik = JSON.parse(drikText) as {
  place: { geonamesId: number; latitude: number; longitude: number; timezone: string };
  days: DrikDay[];
};
const SATURDAY = drik.days.find((d) => d.date === "2025-11-22")!;
const WEDNESDAY = drik.days.find((d) => d.date === "2022-01-26")!;
const DELHI = drik.place;

const row = (over: Partial<PlaceRow> & Pick<PlaceRow, "id" | "name">): PlaceRow => ({
  nameHi: null,
  admin1: "",
  admin2: "",
  admin3: "",
  country: "IN",
  latitude: 0,
  longitude: 0,
  timezone: "Asia/Kolkata",
  population: 100000,
  postalCode: null,
  source: "city",
  keys: [placeKey(over.name)],
  aliases: [],
  ...over,
});
const NEW_DELHI = row({
  id: DELHI.geonamesId,
  name: "New Delhi",
  nameHi: "नई दिल्ली",
  admin1: "Delhi",
  latitude: DELHI.latitude,
  longitude: DELHI.longitude,
});
const NEW_YORK = row({
  id: 5128581,
  name: "New York City",
  admin1: "New York",
  country: "US",
  latitude: 40.71427,
  longitude: -74.00597,
  timezone: "America/New_York",
});

beforeAll(async () => {
  const statements = [...seedStatements([NEW_DELHI, NEW_YORK], "test", 100)].filter((s) => !s.startsWith("--"));
  await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
  await page(await signIn()); // the Worker's first request builds the app
}, 60_000);

async function page(user: TestUser, path = "/main/panchang", cookie = ""): Promise<Response> {
  return exports.default.fetch(
    new Request(BASE + path, { headers: { Cookie: user.cookie + cookie }, redirect: "manual" }),
  );
}

async function withDefault(place = DELHI.geonamesId): Promise<TestUser> {
  const user = await signIn();
  const res = await exports.default.fetch(jsonRequest("/api/user/settings", { default_place_id: place }, user));
  expect(res.status).toBe(200);
  return user;
}

/** Every HH:MM:SS the page shows, in order. */
const times = (html: string) => [...html.matchAll(/>(\d{2}:\d{2}:\d{2})</g)].map((m) => m[1]!);
const minutes = (hms: string) => {
  const [h, m, s] = hms.split(":").map(Number) as [number, number, number];
  return h * 60 + m + s / 60;
};
const near = (shown: string | undefined, published: string, within = 1) =>
  shown !== undefined && Math.abs(minutes(shown) - minutes(`${published}:00`)) <= within;

/** The text of the element carrying `data-<name>` (its first occurrence). */
function block(html: string, attribute: string): string {
  const at = html.indexOf(attribute);
  expect(at, attribute).toBeGreaterThan(-1);
  return html.slice(at, at + 6000);
}

describe("/main/panchang without script", () => {
  it("asks for a place, and points to Settings, when there is no default place", async () => {
    const user = await signIn();
    const res = await page(user);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("data-no-place");
    expect(html).toContain("Choose a place");
    expect(html).toContain('href="/main/settings"');
    expect(html).not.toContain("data-panchang=");
    const hindi = await (await page(user, "/main/panchang", "; i18next=hi")).text();
    expect(hindi).toContain("स्थान चुनें");
  });

  it("opens on today at the default place (the date there, not the server's)", async () => {
    const user = await withDefault(NEW_YORK.id);
    const html = await (await page(user)).text();
    const today = civilDateAt("America/New_York", Date.now());
    expect(html).toContain(`data-panchang="${today}"`);
    expect(html).toContain("data-today");
    expect(html).toContain("New York City, New York, United States");
    // the links keep the place for a reload or a shared link
    expect(html).toContain(`place=${NEW_YORK.id}`);
  });

  it("shows Drik Panchang's New Delhi Saturday for ?date=&place=", async () => {
    const user = await withDefault();
    const res = await page(user, `/main/panchang?date=${SATURDAY.date}&place=${DELHI.geonamesId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`data-panchang="${SATURDAY.date}"`);
    expect(html).toContain("Saturday, 22 November 2025");
    expect(html).not.toContain("data-today");
    // sunrise and sunset within Drik Panchang's minute
    const sun = times(block(html, 'data-section="sun-moon"'));
    expect(near(sun[0], SATURDAY.sunrise), `${sun[0]} vs ${SATURDAY.sunrise}`).toBe(true);
    expect(near(sun[1], SATURDAY.sunset), `${sun[1]} vs ${SATURDAY.sunset}`).toBe(true);
    // the tithi and nakshatra of the day, each with its end within two minutes
    const tithi = block(html, 'data-limb="tithi"');
    expect(tithi).toContain("Shukla Dwitiya");
    expect(tithi).toContain("Shukla Tritiya");
    expect(near(times(tithi)[1], SATURDAY.tithi[0]!.ends!, 2)).toBe(true);
    const nakshatra = block(html, 'data-limb="nakshatra"');
    expect(nakshatra).toContain("Jyeshtha");
    expect(nakshatra).toContain("Mula");
    expect(near(times(nakshatra)[1], SATURDAY.nakshatra[0]!.ends!, 2)).toBe(true);
    // Rahu Kaal and Abhijit
    const rahu = times(block(html, 'data-muhurta="rahuKaal"'));
    expect(near(rahu[0], SATURDAY.rahuKaal[0]) && near(rahu[1], SATURDAY.rahuKaal[1])).toBe(true);
    const abhijit = times(block(html, 'data-muhurta="abhijit"'));
    expect(near(abhijit[0], SATURDAY.abhijit![0]) && near(abhijit[1], SATURDAY.abhijit![1])).toBe(true);
    // the years
    expect(html).toContain(`>${SATURDAY.samvat.vikram}<`);
    expect(html).toContain(`>${SATURDAY.samvat.shaka}<`);
    // 16 choghadiyas, 24 horas
    expect(html.match(/data-quality="(good|bad|neutral)"/g)!.length).toBeGreaterThanOrEqual(16);
    expect(block(html, 'data-hora="day"')).toContain("Saturn");
  });

  it("withholds Abhijit on a Wednesday, as Drik Panchang prints 'None'", async () => {
    const user = await withDefault();
    const html = await (await page(user, `/main/panchang?date=${WEDNESDAY.date}&place=${DELHI.geonamesId}`)).text();
    expect(WEDNESDAY.abhijit).toBeNull();
    expect(html).toContain("Not observed on Wednesdays");
    expect(html).not.toContain('data-muhurta="abhijit"');
  });

  it("speaks Hindi", async () => {
    const user = await withDefault();
    const html = await (
      await page(user, `/main/panchang?date=${SATURDAY.date}&place=${DELHI.geonamesId}`, "; i18next=hi")
    ).text();
    for (const word of ["शनिवार", "शुक्ल द्वितीया", "ज्येष्ठा", "राहुकाल", "चौघड़िया", "होरा", "मार्गशीर्ष", "नई दिल्ली"]) {
      expect(html, word).toContain(word);
    }
  });

  it("looks at another place without changing the default", async () => {
    const user = await withDefault();
    const html = await (await page(user, `/main/panchang?date=${SATURDAY.date}&place=${NEW_YORK.id}`)).text();
    expect(html).toContain("New York City");
    expect(html).toContain("Back to New Delhi");
    const row = await env.DB.prepare("SELECT default_place_id FROM user_settings WHERE user_id = ?")
      .bind(user.uid)
      .first<{ default_place_id: number }>();
    expect(row?.default_place_id).toBe(DELHI.geonamesId);
  });

  it("sends the place search's own form to the screen's address", async () => {
    const user = await withDefault();
    const res = await page(
      user,
      `/main/panchang?date=${SATURDAY.date}&panchang_placeId=${NEW_YORK.id}&panchang_placeLabel=New+York`,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/main/panchang?date=${SATURDAY.date}&place=${NEW_YORK.id}`);
  });

  it.each([
    ["a date that does not exist", `date=2025-02-30&place=${DELHI.geonamesId}`, "This date does not exist"],
    ["a date in another format", `date=22-11-2025&place=${DELHI.geonamesId}`, ""],
    ["a place not in the gazetteer", `date=2025-11-22&place=999999`, "Invalid place. Please enter a real location."],
    ["a place typed, not chosen", `date=2025-11-22&place=`, "Invalid place. Please enter a real location."],
  ])("refuses %s with a 400 and the API's words", async (_label, query, words) => {
    const user = await withDefault();
    const res = await page(user, `/main/panchang?${query}`);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain("The Panchang could not be calculated.");
    if (words) expect(html).toContain(words);
    expect(html).not.toContain("data-panchang=");
  });

  it("is for signed-in astrologers only", async () => {
    const res = await exports.default.fetch(new Request(`${BASE}/main/panchang`, { redirect: "manual" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/\?next=/);
  });
});
