/**
 * The authorization matrix of the accounts area: every /api route × every kind of caller
 * (signed out; Alice, whose data it is; Olga, her organization's owner; Bob, an astrologer of the
 * same organization; Carol, owner of another organization; Dave, in none; Ada, a site admin).
 *
 * Outcomes:
 * - "ok": allowed on Alice's data (2xx).
 * - "self": allowed on the caller's own data (2xx); Alice's rows unchanged, nothing of hers in the answer.
 * - "read": allowed, and the database is exactly as before.
 * - a number: refused with that status; the database (every row, every stored file) exactly as
 *   before, and nothing of Alice's — her uid, her marker — in the answer.
 *
 * A second table shows that refusals do not reveal whether the target exists.
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import {
  type ActorName,
  ACTORS,
  aliceDigest,
  BIRTH,
  type Call,
  call,
  digest,
  freshPhone,
  makeWorld,
  pngBytes,
  type World,
} from "../../../../tests/workers/fixtures";
import { BASE, signIn, type TestUser } from "../../../../tests/workers/session";

type Outcome = number | "ok" | "self" | "read";

interface Case {
  name: string;
  request: (w: World) => Call | Promise<Call>;
  outcomes: Record<ActorName, Outcome>;
}

/** Outcomes: `allowed` get `yes`, every other signed-in caller `no`, the signed out 401. */
function only(
  allowed: ActorName[],
  no: Outcome,
  yes: Outcome = "ok",
  overrides: Partial<Record<ActorName, Outcome>> = {},
): Record<ActorName, Outcome> {
  const outcomes = Object.fromEntries(
    ACTORS.map((a) => [a, a === "signedOut" ? 401 : allowed.includes(a) ? yes : no]),
  ) as Record<ActorName, Outcome>;
  return { ...outcomes, ...overrides };
}
const everyone = (outcome: Outcome, overrides: Partial<Record<ActorName, Outcome>> = {}) =>
  only(["alice", "olga", "bob", "carol", "dave", "admin"], outcome, outcome, overrides);

const post = (path: string, body: unknown = {}): Call => ({ path, body, method: "POST" });

/** One client with a birth given by coordinates (no gazetteer look-up). */
const IMPORT_CSV =
  "name,gender,date,time,place,latitude,longitude,timezone\r\nImported Client,female,1990-01-15,12:05,Varanasi,25.3176,82.9739,Asia/Kolkata\r\n";

/** A Jagannatha Hora file (credited in app/server/clients/testing/README.md), read at build time. */
const JHD = Object.values(
  import.meta.glob<string>("../../../server/clients/testing/P V Narasimha Rao.jhd", {
    query: "?raw",
    import: "default",
    eager: true,
  }),
)[0]!;

/** The .jhd import as the client screen sends it: multipart, the file and its fields. */
async function jhdImport(fields: Record<string, string>): Promise<Call> {
  const form = new FormData();
  form.append("file", new File([JHD], "P V Narasimha Rao.jhd"));
  for (const [name, value] of Object.entries({ gender: "male", ...fields })) form.append(name, value);
  const framed = new Request(BASE, { method: "POST", body: form });
  return {
    path: "/api/clients/import-jhd",
    method: "POST",
    raw: new Uint8Array(await framed.arrayBuffer()),
    contentType: framed.headers.get("Content-Type")!,
  };
}

/** The import/export and privacy rows, each also run for an admin of Alice's organization (below). */
const IO_CASES: (Case & { orgAdmin: Outcome })[] = [
  {
    name: "GET /api/clients/template",
    request: () => ({ path: "/api/clients/template" }),
    outcomes: everyone("read"),
    orgAdmin: "read",
  },
  {
    name: "GET /api/clients/export of Alice (JSON)",
    request: (w) => ({ path: `/api/clients/export?format=json&user_id=${w.alice.uid}` }),
    outcomes: only(["alice", "olga"], 403, "read"),
    orgAdmin: "read",
  },
  {
    name: "GET /api/clients/export of Alice (CSV)",
    request: (w) => ({ path: `/api/clients/export?format=csv&user_id=${w.alice.uid}` }),
    outcomes: only(["alice", "olga"], 403, "read"),
    orgAdmin: "read",
  },
  {
    name: "POST /api/clients/import preview for Alice",
    request: (w) => ({
      path: `/api/clients/import?mode=preview&user_id=${w.alice.uid}`,
      method: "POST",
      raw: IMPORT_CSV,
      contentType: "text/csv",
    }),
    outcomes: only(["alice", "olga"], 403, "read"),
    orgAdmin: "read",
  },
  {
    name: "POST /api/clients/import commit for Alice",
    request: (w) => ({
      path: `/api/clients/import?mode=commit&user_id=${w.alice.uid}`,
      method: "POST",
      raw: IMPORT_CSV,
      contentType: "text/csv",
    }),
    outcomes: only(["alice", "olga"], 403),
    orgAdmin: "ok",
  },
  {
    name: "POST /api/clients/import commit (one's own)",
    request: () => ({
      path: "/api/clients/import?mode=commit",
      method: "POST",
      raw: IMPORT_CSV,
      contentType: "text/csv",
    }),
    outcomes: everyone("self", { alice: "ok" }),
    orgAdmin: "self",
  },
  {
    name: "POST /api/clients/import-jhd preview for Alice",
    request: (w) => jhdImport({ mode: "preview", user_id: w.alice.uid }),
    outcomes: only(["alice", "olga"], 403, "read"),
    orgAdmin: "read",
  },
  {
    name: "POST /api/clients/import-jhd commit for Alice",
    request: (w) => jhdImport({ mode: "commit", user_id: w.alice.uid }),
    outcomes: only(["alice", "olga"], 403),
    orgAdmin: "ok",
  },
  {
    name: "POST /api/clients/import-jhd commit (one's own)",
    request: () => jhdImport({ mode: "commit" }),
    outcomes: everyone("self", { alice: "ok" }),
    orgAdmin: "self",
  },
  {
    name: "GET /api/clients/:id/consents of Alice's client",
    request: (w) => ({ path: `/api/clients/${w.alice.client.id}/consents` }),
    outcomes: only(["alice", "olga"], 404, "read"),
    orgAdmin: "read",
  },
  {
    name: "POST /api/clients/:id/consents record for Alice's client",
    request: (w) =>
      post(`/api/clients/${w.alice.client.id}/consents`, {
        op: "record",
        purposes: ["birth_data"],
        given_on: "2026-11-20",
        method: "written",
      }),
    outcomes: only(["alice", "olga"], 404),
    orgAdmin: "ok",
  },
  {
    name: "GET /api/clients/:id/export (the ZIP) of Alice's client",
    request: (w) => ({ path: `/api/clients/${w.alice.client.id}/export`, method: "GET" }),
    outcomes: only(["alice", "olga"], 404),
    orgAdmin: "ok",
  },
  {
    name: "POST /api/clients/:id/erase Alice's client",
    request: (w) => post(`/api/clients/${w.alice.client.id}/erase`, { confirm: true }),
    outcomes: only(["alice", "olga"], 404),
    orgAdmin: "ok",
  },
];

const CASES: Case[] = [
  // ── the user record ──
  { name: "GET /api/user/", request: () => ({ path: "/api/user/" }), outcomes: everyone("self", { alice: "read" }) },
  {
    name: "POST /api/user/add-user for Alice",
    request: (w) => post("/api/user/add-user", { body: { name: "Alice Changed", user_id: w.alice.uid } }),
    outcomes: only(["alice", "olga"], 403),
  },
  {
    name: "POST /api/user/update-profile for Alice",
    request: (w) => post("/api/user/update-profile", { user_id: w.alice.uid, city: "Pune" }),
    outcomes: only(["alice", "olga"], 403),
  },
  {
    name: "POST /api/user/update-photo with Alice's photo",
    request: (w) => post("/api/user/update-photo", { profile_photo_url: w.alice.photo }),
    outcomes: only(["alice"], 400),
  },
  {
    name: "POST /api/user/update-email with Alice's verified email",
    request: (w) => post("/api/user/update-email", { email: w.alice.email }),
    outcomes: only(["alice"], 403),
  },
  // ── organizations ──
  {
    name: "GET /api/user/organization?id=<Alice's organization>",
    request: (w) => ({ path: `/api/user/organization?id=${w.orgA}` }),
    outcomes: only(["alice", "olga", "bob", "admin"], 404, "read"),
  },
  {
    name: "POST /api/user/organization {Alice's organization}",
    request: (w) => post("/api/user/organization", { organization_id: w.orgA }),
    outcomes: only(["alice", "olga", "bob"], 404, "read"),
  },
  {
    name: "POST /api/user/create-organization",
    request: () => post("/api/user/create-organization", { name: "New Practice" }),
    outcomes: only(["dave", "admin"], 409, "self"),
  },
  {
    name: "POST /api/user/update-organization",
    request: () => post("/api/user/update-organization", { name: "Renamed Practice" }),
    outcomes: only(["olga"], 403, "ok", { carol: "self" }),
  },
  {
    name: "POST /api/user/get-astrologers",
    request: () => post("/api/user/get-astrologers"),
    outcomes: everyone("self", { alice: "read", olga: "read", bob: "read" }),
  },
  {
    name: "POST /api/user/add-astrologer",
    request: () => post("/api/user/add-astrologer", { phone: freshPhone(), name: "New Astrologer" }),
    outcomes: only(["olga"], 403, "ok", { carol: "self" }),
  },
  {
    name: "POST /api/user/remove-astrologer Alice",
    request: (w) => post("/api/user/remove-astrologer", { user_id: w.alice.uid }),
    outcomes: only(["olga"], 403),
  },
  // ── saved profiles and Kundlis ──
  {
    name: "POST /api/user/get-profiles of Alice",
    request: (w) => post("/api/user/get-profiles", { user_id: w.alice.uid }),
    outcomes: only(["alice", "olga"], 403, "read"),
  },
  {
    name: "POST /api/user/delete-profile of Alice's",
    request: (w) => post("/api/user/delete-profile", { profile_id: w.alice.profile.uid }),
    outcomes: only(["alice", "olga"], 404),
  },
  {
    name: "POST /api/user/add-kundali for Alice",
    request: (w) => post("/api/user/add-kundali", { ...BIRTH, user_id: w.alice.uid }),
    outcomes: only(["alice", "olga"], 403),
  },
  {
    name: "POST /api/user/get-kundalis of Alice",
    request: (w) => post("/api/user/get-kundalis", { user_id: w.alice.uid }),
    outcomes: only(["alice", "olga"], 403, "read"),
  },
  {
    name: "POST /api/user/update-kundali of Alice's",
    request: (w) =>
      post("/api/user/update-kundali", { kundali_id: w.alice.kundli.id, body: { ...BIRTH, name: "Changed Name" } }),
    outcomes: only(["alice", "olga"], 404),
  },
  {
    name: "POST /api/user/delete-kundali of Alice's",
    request: (w) => post("/api/user/delete-kundali", { kundali_id: w.alice.kundli.uid }),
    outcomes: only(["alice", "olga"], 404),
  },
  // ── clients and consultations: reached as Kundlis are ──
  {
    name: "POST /api/clients/list of Alice",
    request: (w) => post("/api/clients/list", { user_id: w.alice.uid }),
    outcomes: only(["alice", "olga"], 403, "read"),
  },
  {
    name: "POST /api/clients/list (every client the caller may reach)",
    request: () => post("/api/clients/list", { q: "" }),
    outcomes: everyone("self", { alice: "read", olga: "read" }),
  },
  {
    name: "POST /api/clients/get Alice's client",
    request: (w) => post("/api/clients/get", { client_id: w.alice.client.uid }),
    outcomes: only(["alice", "olga"], 404, "read"),
  },
  {
    name: "POST /api/clients/add for Alice",
    request: (w) => post("/api/clients/add", { user_id: w.alice.uid, name: "New Client" }),
    outcomes: only(["alice", "olga"], 403),
  },
  {
    name: "POST /api/clients/add (one's own)",
    request: () => post("/api/clients/add", { name: "My Client", tags: ["VIP"] }),
    outcomes: everyone("self", { alice: "ok" }),
  },
  {
    name: "POST /api/clients/update Alice's client",
    request: (w) => post("/api/clients/update", { client_id: w.alice.client.id, body: { city: "Pune" } }),
    outcomes: only(["alice", "olga"], 404),
  },
  {
    name: "POST /api/clients/add-consultation to Alice's client",
    request: (w) =>
      post("/api/clients/add-consultation", { client_id: w.alice.client.id, date: "2026-11-20", question: "Career?" }),
    outcomes: only(["alice", "olga"], 404),
  },
  {
    name: "POST /api/clients/update-consultation of Alice's",
    request: (w) =>
      post("/api/clients/update-consultation", { consultation_id: w.alice.consultation.uid, body: { advice: "Wait" } }),
    outcomes: only(["alice", "olga"], 404),
  },
  {
    name: "POST /api/clients/delete-consultation of Alice's",
    request: (w) => post("/api/clients/delete-consultation", { consultation_id: w.alice.consultation.id }),
    outcomes: only(["alice", "olga"], 404),
  },
  {
    name: "POST /api/clients/attach-kundli Alice's Kundli to her client",
    request: (w) =>
      post("/api/clients/attach-kundli", {
        client_id: w.alice.client.id,
        kundali_id: w.alice.kundli.uid,
        relation: "spouse",
      }),
    outcomes: only(["alice", "olga"], 404),
  },
  {
    name: "POST /api/user/add-kundali for Alice's client",
    request: (w) => post("/api/user/add-kundali", { ...BIRTH, client_id: w.alice.client.uid, relation: "child" }),
    outcomes: only(["alice", "olga"], 404),
  },
  // ── client import and export (clients-io.ts), and a client's privacy routes (api/privacy) ──
  ...IO_CASES,
  // ── notifications and branding: personal, not managed by the organization ──
  {
    name: "POST /api/user/get-notification of Alice",
    request: (w) => post("/api/user/get-notification", { user_id: w.alice.uid }),
    outcomes: only(["alice"], 403, "read"),
  },
  {
    name: "POST /api/user/update-notification of Alice's",
    request: (w) => post("/api/user/update-notification", { uid: w.alice.notification.uid, is_unread: false }),
    outcomes: only(["alice"], 404),
  },
  {
    name: "POST /api/user/update-notification with Alice's uid (all of hers)",
    request: (w) => post("/api/user/update-notification", { uid: w.alice.uid, is_unread: false }),
    outcomes: only(["alice"], 404),
  },
  {
    name: "POST /api/user/update-branding-profile of Alice's",
    request: (w) =>
      post("/api/user/update-branding-profile", { body: { id: w.alice.branding.uid, name: "Taken Over" } }),
    outcomes: only(["alice"], 404),
  },
  {
    name: "POST /api/user/update-branding-profile (a new one of one's own)",
    request: () => post("/api/user/update-branding-profile", { body: { name: "My Brand" } }),
    outcomes: everyone("self", { alice: "ok" }),
  },
  {
    name: "POST /api/user/get-branding-profiles of Alice",
    request: (w) => post("/api/user/get-branding-profiles", { user_id: w.alice.uid }),
    outcomes: only(["alice"], 403, "read"),
  },
  // ── counters ──
  {
    name: "POST /api/user/update-user-count for Alice",
    request: (w) => post("/api/user/update-user-count", { report_count: 1, user_id: w.alice.uid }),
    outcomes: only(["alice", "olga", "admin"], 403),
  },
  {
    name: "POST /api/user/update-free-trial-user-count (use one) for Alice",
    request: (w) => post("/api/user/update-free-trial-user-count", { free_trial_report: -1, user_id: w.alice.uid }),
    outcomes: only(["alice", "olga", "admin"], 403),
  },
  {
    name: "POST /api/user/update-free-trial-user-count (grant one) for Alice",
    request: (w) => post("/api/user/update-free-trial-user-count", { free_trial_report: 1, user_id: w.alice.uid }),
    outcomes: only(["admin"], 403),
  },
  // ── photos ──
  {
    name: "POST /api/s3/generate-upload-url",
    request: () => post("/api/s3/generate-upload-url", { content_type: "image/png" }),
    outcomes: everyone("self", { alice: "read" }),
  },
  {
    name: "PUT /api/s3/upload with Alice's signed URL moved to Bob's folder",
    request: async (w) => {
      const ticket = (await (
        await call(post("/api/s3/generate-upload-url", { content_type: "image/png" }), w.users.alice)
      ).json()) as { upload_url: string };
      return {
        path: ticket.upload_url.replace(w.alice.uid, w.users.bob.uid),
        method: "PUT",
        raw: pngBytes(),
        contentType: "image/png",
      };
    },
    outcomes: everyone(403, { signedOut: 403 }),
  },
  {
    name: "GET /files/photos/<Alice's photo>",
    request: (w) => ({ path: w.alice.photo }),
    outcomes: everyone("read"),
  },
  // ── the generic entries ──
  {
    name: "POST /api/sql/add-entry profiles for Alice",
    request: (w) =>
      post("/api/sql/add-entry", { table: "profiles", data: { name: "Client Person", user_id: w.alice.uid } }),
    outcomes: only(["alice", "olga"], 403),
  },
  {
    name: "POST /api/sql/add-entry kundali_print of Alice's Kundli",
    request: (w) => post("/api/sql/add-entry", { table: "kundali_print", data: { kundali_id: w.alice.kundli.uid } }),
    // for anyone else the Kundli is not among their records
    outcomes: only(["alice"], 400),
  },
  {
    name: "POST /api/sql/add-entry matchmaking_print for Alice",
    request: (w) =>
      post("/api/sql/add-entry", {
        table: "matchmaking_print",
        data: { boy_kundali_id: w.alice.kundli.uid, girl_kundali_id: w.alice.kundli.uid, user_id: w.alice.uid },
      }),
    outcomes: only(["alice", "olga"], 403),
  },
  {
    name: "POST /api/sql/add-entry notifications for Alice",
    request: (w) =>
      post("/api/sql/add-entry", { table: "notifications", data: { title: "Hello", user_id: w.alice.uid } }),
    outcomes: only(["alice"], 403),
  },
  {
    name: "PUT /api/sql/update-entry profiles counter of Alice's",
    request: (w) => ({
      path: "/api/sql/update-entry",
      method: "PUT",
      body: {
        table: "profiles",
        updates: { kundali_count: { increment: 1 } },
        condition: { uid: w.alice.profile.uid },
      },
    }),
    outcomes: only(["alice", "olga"], 404),
  },
  {
    name: "PUT /api/sql/update-entry notifications of Alice's",
    request: (w) => ({
      path: "/api/sql/update-entry",
      method: "PUT",
      body: { table: "notifications", updates: { is_unread: false }, condition: { uid: w.alice.notification.uid } },
    }),
    outcomes: only(["alice"], 404),
  },
  // ── admin ──
  {
    name: "POST /api/admin/get-admin",
    request: () => post("/api/admin/get-admin"),
    outcomes: only(["admin"], 403, "read"),
  },
];

let world: World;
beforeEach(async () => {
  world = await makeWorld();
});

/** Calls `req` as `user` and checks the outcome (see the top of the file). */
async function expectOutcome(outcome: Outcome, user: TestUser | undefined, req: Call, actor: string): Promise<void> {
  const before = await digest();
  const aliceBefore = await aliceDigest(world.alice.uid);
  const response = await call(req, user);
  const text = await response.text();

  if (typeof outcome === "number") {
    expect(response.status, text).toBe(outcome);
    const body = JSON.parse(text) as { error: { code: string; message: string } };
    expect(body.error.message).not.toMatch(/^(accounts|errors)\./);
    expect(await digest()).toBe(before);
  } else {
    expect(response.status, text).toBeGreaterThanOrEqual(200);
    expect(response.status, text).toBeLessThan(300);
    if (outcome === "read") expect(await digest()).toBe(before);
    if (outcome === "self") expect(await aliceDigest(world.alice.uid)).toBe(aliceBefore);
    if (outcome === "ok" && actor !== "alice" && (req.method ?? "GET") !== "GET") {
      // Acting for Alice must land on Alice's data (or her organization), not the caller's.
      expect((await aliceDigest(world.alice.uid)) !== aliceBefore || (await digest()) !== before).toBe(true);
    }
  }
  if (typeof outcome === "number" || outcome === "self") {
    expect(text).not.toContain(world.marker);
    expect(text).not.toContain(world.alice.uid);
  }
}

describe.each(CASES)("$name", ({ request, outcomes }) => {
  it.each(ACTORS)("as %s", async (actor) => {
    const user = actor === "signedOut" ? undefined : world.users[actor];
    await expectOutcome(outcomes[actor], user, await request(world), actor);
  });
});

describe.each(IO_CASES)("$name", ({ request, orgAdmin }) => {
  it("as an admin of Alice's organization", async () => {
    const oscar = await signIn({ name: "Oscar Admin", organizationId: world.orgA, organizationRole: "admin" });
    await expectOutcome(orgAdmin, oscar, await request(world), "orgAdmin");
  });
});

/** Routes that name a target: a refusal must read the same whether the target exists or not. */
const SAME_ANSWER: { name: string; existing: (w: World) => Call; missing: () => Call }[] = [
  {
    name: "get-profiles",
    existing: (w) => post("/api/user/get-profiles", { user_id: w.alice.uid }),
    missing: () => post("/api/user/get-profiles", { user_id: crypto.randomUUID() }),
  },
  {
    name: "get-kundalis",
    existing: (w) => post("/api/user/get-kundalis", { user_id: w.alice.uid }),
    missing: () => post("/api/user/get-kundalis", { user_id: crypto.randomUUID() }),
  },
  {
    name: "delete-profile",
    existing: (w) => post("/api/user/delete-profile", { profile_id: w.alice.profile.id }),
    missing: () => post("/api/user/delete-profile", { profile_id: 987654 }),
  },
  {
    name: "update-kundali",
    existing: (w) => post("/api/user/update-kundali", { kundali_id: w.alice.kundli.uid, body: BIRTH }),
    missing: () => post("/api/user/update-kundali", { kundali_id: crypto.randomUUID(), body: BIRTH }),
  },
  {
    name: "delete-kundali",
    existing: (w) => post("/api/user/delete-kundali", { kundali_id: w.alice.kundli.id }),
    missing: () => post("/api/user/delete-kundali", { kundali_id: 987654 }),
  },
  {
    name: "clients/get",
    existing: (w) => post("/api/clients/get", { client_id: w.alice.client.id }),
    missing: () => post("/api/clients/get", { client_id: 987654 }),
  },
  {
    name: "clients/list",
    existing: (w) => post("/api/clients/list", { user_id: w.alice.uid }),
    missing: () => post("/api/clients/list", { user_id: crypto.randomUUID() }),
  },
  {
    name: "clients/delete-consultation",
    existing: (w) => post("/api/clients/delete-consultation", { consultation_id: w.alice.consultation.uid }),
    missing: () => post("/api/clients/delete-consultation", { consultation_id: crypto.randomUUID() }),
  },
  {
    name: "update-notification",
    existing: (w) => post("/api/user/update-notification", { uid: w.alice.notification.uid, is_unread: true }),
    missing: () => post("/api/user/update-notification", { uid: crypto.randomUUID(), is_unread: true }),
  },
  {
    name: "update-branding-profile",
    existing: (w) => post("/api/user/update-branding-profile", { id: w.alice.branding.id, name: "X" }),
    missing: () => post("/api/user/update-branding-profile", { id: 987654, name: "X" }),
  },
  {
    name: "organization (GET)",
    existing: (w) => ({ path: `/api/user/organization?id=${w.orgA}` }),
    missing: () => ({ path: "/api/user/organization?id=987654" }),
  },
  {
    name: "organization (POST)",
    existing: (w) => post("/api/user/organization", { organization_id: w.orgA }),
    missing: () => post("/api/user/organization", { organization_id: 987654 }),
  },
  {
    name: "update-user-count",
    existing: (w) => post("/api/user/update-user-count", { report_count: 1, user_id: w.alice.uid }),
    missing: () => post("/api/user/update-user-count", { report_count: 1, user_id: crypto.randomUUID() }),
  },
  {
    name: "update-entry",
    existing: (w) => ({
      path: "/api/sql/update-entry",
      method: "PUT",
      body: { table: "profiles", updates: { name: "X" }, condition: { uid: w.alice.profile.uid } },
    }),
    missing: () => ({
      path: "/api/sql/update-entry",
      method: "PUT",
      body: { table: "profiles", updates: { name: "X" }, condition: { uid: crypto.randomUUID() } },
    }),
  },
  {
    name: "add-entry reference",
    existing: (w) =>
      post("/api/sql/add-entry", { table: "report", data: { report_type: "dosha", kundali_id: w.alice.kundli.uid } }),
    missing: () =>
      post("/api/sql/add-entry", { table: "report", data: { report_type: "dosha", kundali_id: crypto.randomUUID() } }),
  },
];

describe("a refusal does not tell whether the target exists", () => {
  it.each(SAME_ANSWER)("$name", async ({ existing, missing }) => {
    const dave = world.users.dave;
    const a = await call(existing(world), dave);
    const b = await call(missing(), dave);
    expect(a.status).toBeGreaterThanOrEqual(400);
    expect([a.status, await a.text()]).toEqual([b.status, await b.text()]);
  });
});

describe("sessions", () => {
  it("a revoked session is signed out everywhere", async () => {
    await env.DB.prepare("UPDATE sessions SET revoked_at = 1 WHERE uid = ?").bind(world.alice.uid).run();
    for (const { request } of CASES.slice(0, 3)) {
      const response = await call(await request(world), world.users.alice);
      expect(response.status).toBe(401);
    }
  });
});
