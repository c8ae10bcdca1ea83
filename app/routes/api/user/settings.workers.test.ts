/**
 * /api/user/settings and /api/user/invitations against the real Worker and D1: who may read and
 * change an astrologer's defaults (signed out, the owner, another user, an astrologer of the same
 * organization, its owner, one of another organization, a site admin), what a bad input answers
 * (4xx, nothing written), and accepting or declining an invitation.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn, type TestUser } from "../../../../tests/workers/session";
import {
  ACTORS,
  type ActorName,
  aliceDigest,
  call,
  digest,
  makeWorld,
  type World,
} from "../../../../tests/workers/fixtures";

let world: World;
beforeAll(async () => {
  world = await makeWorld();
  await call({ path: "/api/user/settings" }); // the Worker's first request builds the app
}, 60_000);

const userOf = (name: ActorName): TestUser | undefined => (name === "signedOut" ? undefined : world.users[name]);

async function settingsRow(uid: string) {
  return env.DB.prepare("SELECT * FROM user_settings WHERE user_id = ?").bind(uid).first();
}

describe("settings: the owner", () => {
  it("reads conventions.md's defaults before saving anything", async () => {
    const res = await call({ path: "/api/user/settings" }, world.users.dave);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: "success",
      data: {
        chart_style: "north",
        paper_size: "A4",
        ayanamsa: "lahiri",
        node: "mean",
        houses: "sripati",
        sunrise: "visible",
        dasha_year: 365.25,
        branding_profile_id: null,
        default_place: null,
        // reminders (docs/decisions/0020): notified in English until chosen, no weekly digest
        reminder_language: "en",
        weekly_digest: false,
      },
    });
  });

  it("saves some fields, keeps the others, and reads them back", async () => {
    const user = await signIn();
    const first = await call({ path: "/api/user/settings", body: { chart_style: "south", ayanamsa: "kp" } }, user);
    expect(first.status).toBe(200);
    const second = await call({ path: "/api/user/settings", body: { paper_size: "A5", dasha_year: 360 } }, user);
    expect(((await second.json()) as { data: unknown }).data).toMatchObject({
      chart_style: "south",
      ayanamsa: "kp",
      paper_size: "A5",
      dasha_year: 360,
      node: "mean",
    });
    expect(await settingsRow(user.uid)).toMatchObject({ chart_style: "south", paper_size: "A5", dasha_year: 360 });
    const read = (await (await call({ path: "/api/user/settings" }, user)).json()) as { data: unknown };
    expect(read.data).toMatchObject({ chart_style: "south", paper_size: "A5", ayanamsa: "kp" });
  });

  it("makes the chosen branding profile the connected one, and null connects none", async () => {
    const user = await signIn();
    const now = new Date().toISOString();
    const made = [];
    for (const name of ["One", "Two"]) {
      made.push(
        (await env.DB.prepare(
          "INSERT INTO branding_profiles (uid, user_id, name, is_connected, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
        )
          .bind(crypto.randomUUID(), user.uid, name, name === "One" ? 1 : 0, now, now)
          .first<{ id: number }>())!.id,
      );
    }
    const connected = async () =>
      (
        await env.DB.prepare("SELECT id FROM branding_profiles WHERE user_id = ? AND is_connected = 1")
          .bind(user.uid)
          .all<{ id: number }>()
      ).results.map((row) => row.id);
    const res = await call({ path: "/api/user/settings", body: { branding_profile_id: made[1] } }, user);
    expect(((await res.json()) as { data: { branding_profile_id: number } }).data.branding_profile_id).toBe(made[1]);
    expect(await connected()).toEqual([made[1]]);
    await call({ path: "/api/user/settings", body: { branding_profile_id: null } }, user);
    expect(await connected()).toEqual([]);
  });
});

describe("settings: authorization", () => {
  for (const actor of ACTORS.filter((name) => name !== "alice")) {
    it(`${actor} can neither read nor change Alice's settings`, async () => {
      const before = await aliceDigest(world.alice.uid);
      const beforeSettings = await settingsRow(world.alice.uid);
      const read = await call({ path: `/api/user/settings?user_id=${world.alice.uid}` }, userOf(actor));
      expect(read.status).toBe(actor === "signedOut" ? 401 : 403);
      const write = await call(
        { path: "/api/user/settings", body: { user_id: world.alice.uid, chart_style: "south" } },
        userOf(actor),
      );
      expect(write.status).toBe(actor === "signedOut" ? 401 : 403);
      const text = JSON.stringify([await read.json(), await write.json()]);
      expect(text).not.toContain(world.marker);
      expect(await aliceDigest(world.alice.uid)).toBe(before);
      expect(await settingsRow(world.alice.uid)).toEqual(beforeSettings);
    });
  }

  it("Alice may name herself", async () => {
    const res = await call(
      { path: "/api/user/settings", body: { user_id: world.alice.uid, node: "true" } },
      world.users.alice,
    );
    expect(res.status).toBe(200);
    expect(await settingsRow(world.alice.uid)).toMatchObject({ node: "true" });
  });

  it("nobody connects another astrologer's branding profile through their own settings", async () => {
    for (const actor of ["olga", "bob", "carol", "dave", "admin"] as const) {
      const before = await digest();
      const res = await call(
        { path: "/api/user/settings", body: { branding_profile_id: world.alice.branding.id } },
        world.users[actor],
      );
      expect(res.status).toBe(404);
      expect(await digest()).toBe(before);
      expect(await settingsRow(world.users[actor].uid)).toBeNull();
    }
  });
});

describe("settings: bad input answers 4xx and writes nothing", () => {
  const cases: [string, unknown, number, string][] = [
    ["unknown field", { chart_style: "north", theme: "dark" }, 400, "unknown_field"],
    ["a column that is not a setting", { updated_at: "2020-01-01" }, 400, "unknown_field"],
    ["unknown chart style", { chart_style: "east" }, 400, "invalid_input"],
    ["a number for a style", { chart_style: 1 }, 400, "invalid_input"],
    ["paper size in lower case", { paper_size: "a4" }, 400, "invalid_input"],
    ["SQL in the ayanamsa", { ayanamsa: "lahiri'; DROP TABLE user_settings; --" }, 400, "invalid_input"],
    ["script in the houses", { houses: "<script>alert(1)</script>" }, 400, "invalid_input"],
    ["a huge string", { sunrise: "v".repeat(50_000) }, 400, "invalid_input"],
    ["a dasha year not offered", { dasha_year: 361 }, 400, "invalid_input"],
    ["a dasha year as text", { dasha_year: "365.25" }, 400, "invalid_input"],
    ["a branding id that is not an id", { branding_profile_id: -3 }, 400, "invalid_input"],
    ["a branding id that does not exist", { branding_profile_id: 99_999_999 }, 404, "not_found"],
    ["a list", [], 400, "invalid_input"],
  ];
  for (const [label, body, status, code] of cases) {
    it(label, async () => {
      const user = world.users.bob;
      const before = await digest();
      const res = await call({ path: "/api/user/settings", body }, user);
      expect(res.status).toBe(status);
      const answer = (await res.json()) as { error: { code: string; message: string } };
      expect(answer.error.code).toBe(code);
      expect(answer.error.message).not.toMatch(/^accounts\./);
      expect(await digest()).toBe(before);
      expect(await settingsRow(user.uid)).toBeNull();
    });
  }

  it("words the refusal in Hindi for a Hindi interface", async () => {
    const res = await call(
      { path: "/api/user/settings", body: { chart_style: "east" }, cookie: "i18next=hi" },
      world.users.bob,
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string; field: string } }).error).toEqual({
      code: "invalid_input",
      message: "कृपया दिए गए विकल्पों में से कोई एक चुनें।",
      field: "chart_style",
    });
  });

  it("a user_id that is not a uid is refused as input", async () => {
    const res = await call({ path: "/api/user/settings?user_id=%27%20OR%201%3D1" }, world.users.bob);
    expect(res.status).toBe(400);
  });
});

async function invite(organizationId: number, user: TestUser, role = "astrologer") {
  await env.DB.prepare(
    "INSERT INTO organization_invites (organization_id, phone, name, organization_role, invited_by, created_at) VALUES (?, ?, 'Invitee', ?, ?, ?)",
  )
    .bind(organizationId, user.phone, role, world.users.olga.uid, new Date().toISOString())
    .run();
}

const organizationIdOf = async (user: TestUser) =>
  (await env.DB.prepare("SELECT organization_id, organization_role FROM users WHERE uid = ?")
    .bind(user.uid)
    .first<{ organization_id: number; organization_role: string }>())!;

describe("invitations", () => {
  it("the invited astrologer sees the invitation with the organization and who invited; others do not", async () => {
    const invited = await signIn({ name: "Isha" });
    await invite(world.orgA, invited, "admin");
    const res = await call({ path: "/api/user/invitations" }, invited);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown[] }).data).toEqual([
      expect.objectContaining({
        organization_id: world.orgA,
        organization_name: "Practice A",
        invited_by_name: "Olga Owner",
        organization_role: "admin",
      }),
    ]);
    for (const other of [world.users.dave, world.users.bob, world.users.carol]) {
      const list = (await (await call({ path: "/api/user/invitations" }, other)).json()) as { data: unknown[] };
      expect(list.data).toEqual([]);
    }
    expect((await call({ path: "/api/user/invitations" })).status).toBe(401);
  });

  it("declining removes the invitation and leaves the astrologer where they were", async () => {
    const invited = await signIn();
    await invite(world.orgA, invited);
    const res = await call(
      { path: "/api/user/invitations", body: { organization_id: world.orgA, decision: "decline" } },
      invited,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "declined", organization_id: world.orgA });
    expect(await organizationIdOf(invited)).toMatchObject({ organization_id: 0 });
    const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM organization_invites WHERE phone = ?")
      .bind(invited.phone)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  it("accepting joins with the invited role and uses up the invitation", async () => {
    const invited = await signIn();
    await invite(world.orgB, invited, "admin");
    const res = await call(
      { path: "/api/user/invitations", body: { organization_id: world.orgB, decision: "accept" } },
      invited,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "accepted", organization: { id: world.orgB, name: "Other Org" } });
    expect(await organizationIdOf(invited)).toEqual({ organization_id: world.orgB, organization_role: "admin" });
    const again = await call(
      { path: "/api/user/invitations", body: { organization_id: world.orgB, decision: "decline" } },
      invited,
    );
    expect(again.status).toBe(404);
  });

  it("nobody accepts or declines an invitation addressed to another phone", async () => {
    const invited = await signIn();
    await invite(world.orgA, invited);
    for (const actor of ["bob", "carol", "dave", "admin", "olga"] as const) {
      const before = await digest();
      for (const decision of ["accept", "decline"]) {
        const res = await call(
          { path: "/api/user/invitations", body: { organization_id: world.orgA, decision } },
          world.users[actor],
        );
        // Olga and Bob are in organization A already: "accepting" it again changes nothing.
        if ((actor === "olga" || actor === "bob") && decision === "accept") expect(res.status).toBe(200);
        else expect([403, 404, 409]).toContain(res.status);
      }
      expect(await digest()).toBe(before);
    }
  });

  const bad: [string, unknown][] = [
    ["no decision", { organization_id: 1 }],
    ["an unknown decision", { organization_id: 1, decision: "maybe" }],
    ["organization 0", { organization_id: 0, decision: "accept" }],
    ["an id as text", { organization_id: "1", decision: "accept" }],
    ["SQL in the id", { organization_id: "1 OR 1=1", decision: "decline" }],
    ["an unknown field", { organization_id: 1, decision: "accept", phone: "+919999999999" }],
  ];
  for (const [label, body] of bad) {
    it(`refuses ${label} with 400 and changes nothing`, async () => {
      const before = await digest();
      const res = await call({ path: "/api/user/invitations", body }, world.users.dave);
      expect(res.status).toBe(400);
      expect(await digest()).toBe(before);
    });
  }
});
