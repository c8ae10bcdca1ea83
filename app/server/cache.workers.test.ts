/**
 * Caching where it is safe (docs/decisions/0015), in workerd: place answers come from the edge
 * cache until the gazetteer's generation changes; public pages are cacheable for visitors; and
 * nothing a signed-in browser gets (pages or API) may be kept by a shared cache.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { placeKey } from "#app/shared/place-key";
import { forgetGazetteerGeneration } from "#app/server/places.server";
import { GAZETTEER_GENERATION_BUMP, seedStatements, type PlaceRow } from "../../scripts/places/rows.ts";
import { BASE, signIn, type TestUser } from "../../tests/workers/session";

const PURI: PlaceRow = {
  id: 1259184,
  name: "Puri",
  nameHi: "पुरी",
  admin1: "Odisha",
  admin2: "Puri",
  admin3: "",
  country: "IN",
  latitude: 19.8,
  longitude: 85.82,
  timezone: "Asia/Kolkata",
  population: 200_564,
  postalCode: null,
  source: "city",
  keys: [placeKey("Puri"), placeKey("पुरी")],
  aliases: [],
};

async function seed(rows: PlaceRow[]): Promise<void> {
  const statements = [...seedStatements(rows, "test", 100)].filter((s) => !s.startsWith("--"));
  await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
  forgetGazetteerGeneration(); // as if a minute had passed: the isolate reads the new generation
}

const get = (path: string, headers: Record<string, string> = {}) =>
  exports.default.fetch(new Request(BASE + path, { headers }));

const firstName = async (response: Response) =>
  ((await response.json()) as { places: { name: string; label: string }[] }).places[0];

let user: TestUser;

beforeAll(async () => {
  await seed([PURI]);
  user = await signIn();
  await get("/"); // the Worker's first request builds the app
}, 60_000);

describe("place answers from the edge cache", () => {
  it("serves a search from the cache until the gazetteer's generation changes", async () => {
    const first = await get("/api/places?q=pur");
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Edge-Cache")).toBe("miss");
    expect(first.headers.get("Cache-Control")).toBe("private, max-age=600");
    expect((await firstName(first))?.name).toBe("Puri");

    // Changed under the cache's feet, without a new generation: the cached answer stays.
    await env.DB.prepare("UPDATE places SET name = 'Jagannath Puri' WHERE id = ?").bind(PURI.id).run();
    const again = await get("/api/places?q=PUR");
    expect(again.headers.get("X-Edge-Cache")).toBe("hit");
    expect((await firstName(again))?.name).toBe("Puri");

    // Another language is another answer (labels, country names): its own entry.
    const hindi = await get("/api/places?q=pur", { "Accept-Language": "hi" });
    expect(hindi.headers.get("X-Edge-Cache")).toBe("miss");
    expect((await firstName(hindi))?.label).toContain("भारत");

    // A new generation (what every seed load ends with) retires the old copies.
    await env.DB.prepare(GAZETTEER_GENERATION_BUMP).run();
    // The isolate keeps the generation it read for a minute (no D1 query per cached answer)…
    const stale = await get("/api/places?q=pur");
    expect(stale.headers.get("X-Edge-Cache")).toBe("hit");
    expect((await firstName(stale))?.name).toBe("Puri");
    // …then reads the new one, which retires the old copies.
    forgetGazetteerGeneration();
    const fresh = await get("/api/places?q=pur");
    expect(fresh.headers.get("X-Edge-Cache")).toBe("miss");
    expect((await firstName(fresh))?.name).toBe("Jagannath Puri");
  });

  it("serves a place by id from the cache, and reseeding retires it", async () => {
    await seed([PURI]);
    const first = await get(`/api/places/${PURI.id}`);
    expect(first.headers.get("X-Edge-Cache")).toBe("miss");
    expect(((await first.json()) as { place: { name: string } }).place.name).toBe("Puri");
    expect((await get(`/api/places/${PURI.id}`)).headers.get("X-Edge-Cache")).toBe("hit");

    await seed([{ ...PURI, name: "Puri Town" }]);
    const reseeded = await get(`/api/places/${PURI.id}`);
    expect(reseeded.headers.get("X-Edge-Cache")).toBe("miss");
    expect(((await reseeded.json()) as { place: { name: string } }).place.name).toBe("Puri Town");
  });

  it("never keeps a refusal", async () => {
    for (const path of ["/api/places?q=p", "/api/places/999999", "/api/places/abc"]) {
      for (let i = 0; i < 2; i++) {
        const response = await get(path);
        expect(response.status, path).toBeGreaterThanOrEqual(400);
        expect(response.headers.has("X-Edge-Cache"), path).toBe(false);
        expect(response.headers.get("Cache-Control"), path).toBe("no-store");
      }
    }
  });
});

describe("Cache-Control", () => {
  const PUBLIC_PAGES = ["/", "/term", "/privacy", "/policy/terms", "/contact"];

  it("lets a visitor's public pages be cached, stale while revalidated", async () => {
    for (const path of PUBLIC_PAGES) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Cache-Control"), path).toBe("public, max-age=60, stale-while-revalidate=600");
      expect(response.headers.get("Vary"), path).toContain("Cookie");
      expect(response.headers.getSetCookie(), path).toEqual([]);
    }
    // Not a page that exists: not kept.
    const missing = await get("/policy/nothing");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Cache-Control") ?? "").not.toMatch(/public/);
  });

  it("makes everything a signed-in browser gets private, pages and API alike", async () => {
    const paths = [
      ...PUBLIC_PAGES,
      "/main",
      "/main/wallet",
      "/api/user",
      "/api/wallet",
      "/api/places?q=pur",
      `/api/places/${PURI.id}`,
      "/api/locales/en",
      "/policy/nothing",
    ];
    for (const path of paths) {
      const response = await get(path, { Cookie: user.cookie });
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers.get("Cache-Control"), path).toMatch(/(?:^|,\s*)(?:private|no-store)\b/);
      expect(response.headers.get("Cache-Control"), path).not.toMatch(/public|s-maxage/);
    }
  });
});
