/**
 * savedBirth, the one way the Kundli and matchmaking screens and printing open a saved Kundli:
 * the organization's rule of the accounts (the /api matrix in
 * app/routes/api/user/authorization.workers.test.ts) holds for them too, and every refusal is
 * the caller's own 404, the same as for a Kundli that does not exist.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { type ActorName, makeWorld, type World } from "../../../tests/workers/fixtures";
import { requireActor } from "#app/server/accounts/access.server";
import { ApiError } from "#app/server/http.server";
import { BASE } from "../../../tests/workers/session";
import { savedBirth } from "./kundalis.server";

const NOT_FOUND = { messageKey: "print.errors.kundaliNotFound", field: "kundaliId" };

let world: World;
beforeAll(async () => {
  world = await makeWorld();
});

async function actor(name: Exclude<ActorName, "signedOut">) {
  return requireActor(new Request(BASE, { headers: { Cookie: world.users[name].cookie } }), env);
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  const { status, code, messageKey, field } = error as ApiError;
  return { status, code, messageKey, field };
}

describe("savedBirth", () => {
  it("opens the owner's and a managed member's Kundli, by id or uid, with the options asked over the saved ones", async () => {
    for (const name of ["alice", "olga"] as const) {
      for (const ref of [world.alice.kundli.id, world.alice.kundli.uid]) {
        const { record, input } = await savedBirth(env, await actor(name), ref, NOT_FOUND);
        expect(record).toMatchObject({
          id: world.alice.kundli.id,
          uid: world.alice.kundli.uid,
          user_id: world.alice.uid,
        });
        expect(record.father_name).toBe(`Father ${world.marker}`);
        expect(input).toEqual({
          name: `Kundli ${world.marker}`,
          gender: "female",
          date: "1990-01-15",
          time: "12:00:00",
          place: { name: "New York", latitude: 40.7128, longitude: -74.006, timezone: "America/New_York" },
        });
      }
    }
    const { input } = await savedBirth(env, await actor("alice"), world.alice.kundli.id, NOT_FOUND, {
      ayanamsa: "kp",
    });
    expect(input.options).toEqual({ ayanamsa: "kp" });
  });

  it("refuses everyone else with the caller's 404, the same as for a Kundli that does not exist", async () => {
    const missing = await refusal(savedBirth(env, await actor("alice"), 987654, NOT_FOUND));
    expect(missing).toEqual({ status: 404, code: "not_found", ...NOT_FOUND });
    expect(await refusal(savedBirth(env, await actor("alice"), crypto.randomUUID(), NOT_FOUND))).toEqual(missing);
    for (const name of ["bob", "carol", "dave", "admin"] as const) {
      expect(await refusal(savedBirth(env, await actor(name), world.alice.kundli.id, NOT_FOUND))).toEqual(missing);
      expect(await refusal(savedBirth(env, await actor(name), world.alice.kundli.uid, NOT_FOUND))).toEqual(missing);
    }
  });
});
