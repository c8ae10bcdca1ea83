import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { parseExamples } from "#engine/testing/reference";
import { jsonRequest, signIn } from "../../../../tests/workers/session";

// The reference births, read at bundle time (the Workers runtime has no file system).
import charts from "#engine/testing/reference/examples/charts.jsonl?raw";

const births: { input: Record<string, unknown>; expected: { planets: { planet: string; sign: number }[] } }[] =
  parseExamples(charts);

describe("POST /api/kundli/generate (main Worker → calc Worker over RPC)", () => {
  it("refuses a visitor who is not signed in", async () => {
    const res = await exports.default.fetch(jsonRequest("/api/kundli/generate", births[0]!.input));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: expect.any(String) } });
  });

  it("computes a whole Kundli for a signed-in astrologer", async () => {
    const user = await signIn();
    const res = await exports.default.fetch(jsonRequest("/api/kundli/generate", births[0]!.input, user));
    expect(res.status).toBe(200);
    const k = (await res.json()) as {
      planets: { planet: string; sign: number }[];
      vargas: { D9: object };
      receipt: { engine: string };
    };
    expect(k.planets.map((p) => [p.planet, p.sign])).toEqual(
      births[0]!.expected.planets.map((p) => [p.planet, p.sign]),
    );
    expect(k.vargas.D9).toBeDefined();
    expect(k.receipt.engine).toMatch(/^kundli-engine /);
  });

  it("streams four dasha levels as the contract's JSON: 7,380 chained periods, no store", async () => {
    const user = await signIn();
    const res = await exports.default.fetch(
      jsonRequest("/api/kundli/generate", { ...births[1]!.input, dashaLevels: 4 }, user),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    interface Period {
      planet: string;
      start: string;
      end: string;
      children?: Period[];
    }
    const k = (await res.json()) as { dasha: { periods: Period[] } };
    const flat: Period[] = [];
    const walk = (ps: Period[], level: number) => {
      expect(ps).toHaveLength(9);
      for (const p of ps) {
        flat.push(p);
        expect(p.children === undefined).toBe(level === 4);
        if (p.children) {
          expect(p.children[0]!.start).toBe(p.start);
          expect(p.children.at(-1)!.end).toBe(p.end);
          walk(p.children, level + 1);
        }
      }
    };
    walk(k.dasha.periods, 1);
    expect(flat).toHaveLength(9 + 81 + 729 + 6561);
    expect(k.dasha.periods.at(-1)!.end > k.dasha.periods[0]!.start).toBe(true);
  });

  it("names the bad field, in Hindi when the user reads Hindi", async () => {
    const user = await signIn();
    const req = jsonRequest("/api/kundli/generate", { ...births[0]!.input, time: "25:00" }, user);
    req.headers.set("Cookie", `${user.cookie}; i18next=hi`);
    const res = await exports.default.fetch(req);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; field: string; message: string } };
    expect(body.error).toMatchObject({ code: "INVALID_TIME", field: "time" });
    expect(body.error.message).toMatch(/[\u0900-\u097F]/);
  });

  it.each([
    ["not JSON", "{oops", "invalid_json"],
    ["an array", "[]", "INVALID_INPUT"],
  ])("answers %s with a 4xx JSON error", async (_label, body, code) => {
    const user = await signIn();
    const res = await exports.default.fetch(
      new Request("http://localhost/api/kundli/generate", {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: user.cookie, Origin: "http://localhost" },
        body,
      }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code } });
  });
});

describe("POST /api/match/generate", () => {
  it("matches two births", async () => {
    const user = await signIn();
    const res = await exports.default.fetch(
      jsonRequest("/api/match/generate", { boy: births[0]!.input, girl: births[1]!.input }, user),
    );
    expect(res.status).toBe(200);
    const m = (await res.json()) as { ashtakoot: { total: { outOf: number } }; tier: string };
    expect(m.ashtakoot.total.outOf).toBe(36);
    expect(["excellent", "veryGood", "good", "belowAverage", "veryLow"]).toContain(m.tier);
  });

  it("says which partner's data is missing", async () => {
    const user = await signIn();
    const res = await exports.default.fetch(jsonRequest("/api/match/generate", { boy: births[0]!.input }, user));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "MISSING_FIELD", field: "girl" } });
  });
});
