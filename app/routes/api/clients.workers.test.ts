/**
 * /api/clients/* (issue 15) against the real Worker and D1: clients with names in both scripts,
 * search by either name, phone, city and tag, the two sorts, consultations (the client's last
 * and next dates follow them), Kundlis filed under clients (add-kundali, attach-kundli), input
 * refused with 4xx JSON, and the organization's reach: the owner sees every member's clients,
 * an admin the plain astrologers', an astrologer only their own. The cross-tenant matrix is in
 * app/routes/api/user/authorization.workers.test.ts.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ownOrganization, signIn, type TestUser } from "../../../tests/workers/session";
import type { ClientRecord } from "#app/server/accounts/clients.server";
import { BIRTH, call, expectError } from "../../../tests/workers/fixtures";

async function api<T = { data: unknown }>(op: string, body: unknown, user: TestUser, status = 200): Promise<T> {
  const response = await call({ path: `/api/clients/${op}`, body }, user);
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}
const add = async (user: TestUser, body: Record<string, unknown>) =>
  (await api<{ data: ClientRecord }>("add", body, user)).data;
const list = async (user: TestUser, body: Record<string, unknown> = {}) =>
  await api<{ data: ClientRecord[]; tags: string[] }>("list", body, user);
const names = async (user: TestUser, body: Record<string, unknown> = {}) =>
  (await list(user, body)).data.map((c) => c.name);

async function wallet(uid: string) {
  await env.DB.prepare(
    `INSERT INTO wallet_ledger (user_id, kind, amount_paise, reason, reference, idempotency_key, created_at)
     VALUES (?, 'adjustment', 100000, 'fixture', 'fixture', ?, 0)`,
  )
    .bind(uid, crypto.randomUUID())
    .run();
}

describe("clients of one astrologer", () => {
  let me: TestUser;
  let asha: ClientRecord;
  let ravi: ClientRecord;
  let meera: ClientRecord;

  beforeAll(async () => {
    me = await signIn({ name: "Pandit Me" });
    asha = await add(me, {
      name: "  Asha   Verma ",
      name_hi: "आशा वर्मा",
      phone: "98765 43210",
      email: "Asha@Example.IN",
      city: "Varanasi",
      tags: ["family", "VIP", "vip", " "],
      notes: "Prefers mornings.",
    });
    ravi = await add(me, { name: "Ravi Kumar", name_hi: "रवि कुमार", city: "Jaipur", tags: "matrimony, family" });
    meera = await add(me, { name: "Meera", city: "Pune" });
  });

  it("stores what was sent, tidied: one spacing, E.164 phone, lower-case email, tags without repeats", () => {
    expect(asha).toMatchObject({
      name: "Asha Verma",
      name_hi: "आशा वर्मा",
      phone: "+919876543210",
      email: "asha@example.in",
      city: "Varanasi",
      tags: ["family", "VIP"],
      notes: "Prefers mornings.",
      user_id: me.uid,
      last_consulted_on: null,
      follow_up_on: null,
    });
    expect(ravi.tags).toEqual(["matrimony", "family"]);
    expect(asha).not.toHaveProperty("search");
  });

  it("finds clients by either name (any case), city, phone digits and tag", async () => {
    expect(await names(me, { q: "ASHA" })).toEqual(["Asha Verma"]);
    expect(await names(me, { q: "रवि" })).toEqual(["Ravi Kumar"]);
    expect(await names(me, { q: "kumar" })).toEqual(["Ravi Kumar"]);
    expect(await names(me, { q: "pune" })).toEqual(["Meera"]);
    expect(await names(me, { q: "43210" })).toEqual(["Asha Verma"]);
    expect(await names(me, { q: "+91 98765-43210" })).toEqual(["Asha Verma"]);
    expect(await names(me, { q: "nobody" })).toEqual([]);
    // LIKE's wildcards are searched for as themselves
    expect(await names(me, { q: "%" })).toEqual([]);
    expect(await names(me, { q: "_" })).toEqual([]);
    expect((await names(me, { tag: "family" })).sort()).toEqual(["Asha Verma", "Ravi Kumar"]);
    expect(await names(me, { tag: "vip" })).toEqual(["Asha Verma"]);
    expect(await names(me, { tag: "family", q: "ravi" })).toEqual(["Ravi Kumar"]);
    expect((await list(me)).tags.sort()).toEqual(["VIP", "family", "matrimony"]);
  });

  it("logs consultations; the client's last and next dates follow them; sorts by each", async () => {
    const consult = (client: ClientRecord, body: Record<string, unknown>) =>
      api<{ data: { id: number; fee_paise: number; user_id: string } }>(
        "add-consultation",
        { client_id: client.id, ...body },
        me,
      );
    const c1 = await consult(asha, {
      date: "2026-10-01",
      question: "Career change?",
      advice: "Wait for Jupiter",
      remedies: "Yellow sapphire",
      follow_up_on: "2027-01-15",
      fee_paise: 110050,
    });
    expect(c1.data).toMatchObject({ fee_paise: 110050, user_id: me.uid });
    await consult(ravi, { date: "2026-11-05", question: "Marriage timing", follow_up_on: "2026-12-01" });
    await consult(asha, { date: "2026-09-01", question: "Older one" });

    const detail = await api<{ data: { client: ClientRecord; consultations: { date: string }[] } }>(
      "get",
      { client_id: asha.uid },
      me,
    );
    expect(detail.data.client).toMatchObject({ last_consulted_on: "2026-10-01", follow_up_on: "2027-01-15" });
    expect(detail.data.consultations.map((c) => c.date)).toEqual(["2026-10-01", "2026-09-01"]);

    expect(await names(me, { sort: "recent" })).toEqual(["Ravi Kumar", "Asha Verma", "Meera"]);
    expect(await names(me, { sort: "follow-up" })).toEqual(["Ravi Kumar", "Asha Verma", "Meera"]);
    expect(await names(me, { sort: "name" })).toEqual(["Asha Verma", "Meera", "Ravi Kumar"]);

    // A later follow-up for Ravi moves him after Asha; deleting the consultation empties his dates.
    const raviC = (await api<{ data: { consultations: { id: number }[] } }>("get", { client_id: ravi.id }, me)).data
      .consultations[0]!;
    await api("update-consultation", { consultation_id: raviC.id, body: { follow_up_on: "2027-03-01" } }, me);
    expect(await names(me, { sort: "follow-up" })).toEqual(["Asha Verma", "Ravi Kumar", "Meera"]);
    expect(await api("delete-consultation", { consultation_id: raviC.id }, me)).toMatchObject({ status: "deleted" });
    const after = (await api<{ data: { client: ClientRecord } }>("get", { client_id: ravi.id }, me)).data.client;
    expect([after.last_consulted_on, after.follow_up_on]).toEqual([null, null]);
  });

  it("updates only the fields sent", async () => {
    const updated = (
      await api<{ data: ClientRecord }>("update", { client_id: meera.id, body: { city: "Nashik", tags: [] } }, me)
    ).data;
    expect(updated).toMatchObject({ name: "Meera", city: "Nashik", tags: [] });
    expect(await names(me, { q: "nashik" })).toEqual(["Meera"]);
  });

  it("refuses wrong input with a 4xx JSON error naming the field, and changes nothing", async () => {
    const count = async () => (await env.DB.prepare("SELECT count(*) AS n FROM clients").first<{ n: number }>())!.n;
    const n = await count();
    const refused = async (op: string, body: unknown, status: number, code: string, field?: string) =>
      expectError(await call({ path: `/api/clients/${op}`, body }, me), status, code, field);
    await refused("add", { name: "" }, 400, "invalid_input", "name");
    await refused("add", {}, 400, "required", "name");
    await refused("add", { name: "Asha", name_hi: "Asha" }, 400, "invalid_input", "name_hi");
    await refused("add", { name: "Asha", phone: "12" }, 400, "invalid_input", "phone");
    await refused("add", { name: "Asha", email: "not-mail" }, 400, "invalid_input", "email");
    await refused("add", { name: "<script>" }, 400, "invalid_input", "name");
    await refused(
      "add",
      { name: "A", tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      400,
      "invalid_input",
      "tags",
    );
    await refused("add", { name: "A", tags: ["a<b"] }, 400, "invalid_input", "tags.0");
    await refused("add", { name: "A", organization_id: 5 }, 400, "unknown_field", "organization_id");
    await refused("add", { name: "A", user_id: "not-a-uid" }, 400, "invalid_input", "user_id");
    await refused("list", { sort: "random" }, 400, "invalid_input", "sort");
    await refused("list", { q: "x".repeat(101) }, 400, "invalid_input", "q");
    await refused("get", { client_id: "x" }, 400, "invalid_input", "client_id");
    await refused("get", { client_id: 987654 }, 404, "not_found", "client_id");
    await refused(
      "add-consultation",
      { client_id: asha.id, date: "2026-02-30", question: "q" },
      400,
      "invalid_input",
      "date",
    );
    await refused("add-consultation", { client_id: asha.id, date: "2026-02-01" }, 400, "invalid_input", "question");
    await refused(
      "add-consultation",
      { client_id: asha.id, date: "2026-02-01", question: "q", follow_up_on: "2026-01-01" },
      400,
      "invalid_input",
      "follow_up_on",
    );
    for (const fee of [-1, 1.5, "100", 1e12])
      await refused(
        "add-consultation",
        { client_id: asha.id, date: "2026-02-01", question: "q", fee_paise: fee },
        400,
        "invalid_input",
        "fee_paise",
      );
    await refused(
      "attach-kundli",
      { client_id: asha.id, kundali_id: 1, relation: "cousin" },
      400,
      "invalid_input",
      "relation",
    );
    await refused("nope", {}, 404, "not_found");
    expect(await count()).toBe(n);

    const bad = await call({ path: "/api/clients/add", raw: "{", contentType: "application/json" }, me);
    await expectError(bad, 400, "invalid_json");
    const form = await call(
      { path: "/api/clients/add", raw: "name=A", contentType: "application/x-www-form-urlencoded" },
      me,
    );
    await expectError(form, 415);
    await expectError(await call({ path: "/api/clients/list", method: "GET" }, me), 405);
    await expectError(await call({ path: "/api/clients/list", body: {} }), 401);
  });

  it("files Kundlis under clients: a new one without a client gets its own, with one joins it; attach moves one", async () => {
    await wallet(me.uid);
    const save = async (body: Record<string, unknown>) =>
      (await (await call({ path: "/api/user/add-kundali", body }, me)).json()) as {
        data: { id: number; client_id: number; relation: string };
      };
    const own = (await save({ ...BIRTH, name: "Loose Kundli" })).data;
    const ownClient = (await api<{ data: { client: ClientRecord } }>("get", { client_id: own.client_id }, me)).data
      .client;
    expect([own.relation, ownClient.name, ownClient.user_id]).toEqual(["self", "Loose Kundli", me.uid]);

    const self = (await save({ ...BIRTH, name: "Asha Verma", client_id: asha.uid })).data;
    const spouse = (
      await save({ ...BIRTH, name: "Vikram Verma", gender: "male", client_id: asha.id, relation: "spouse" })
    ).data;
    expect([self.client_id, self.relation, spouse.client_id, spouse.relation]).toEqual([
      asha.id,
      "self",
      asha.id,
      "spouse",
    ]);

    const moved = await api<{ data: { client_id: number; relation: string } }>(
      "attach-kundli",
      { client_id: asha.id, kundali_id: own.id, relation: "child" },
      me,
    );
    expect(moved.data).toMatchObject({ client_id: asha.id, relation: "child" });
    const kundlis = (
      await api<{ data: { kundlis: { name: string; relation: string }[] } }>("get", { client_id: asha.id }, me)
    ).data.kundlis;
    // the client's own first, then in the order saved (the moved one was saved before the other two)
    expect(kundlis.map((k) => [k.name, k.relation])).toEqual([
      ["Asha Verma", "self"],
      ["Loose Kundli", "child"],
      ["Vikram Verma", "spouse"],
    ]);
  });
});

describe("an organization's clients", () => {
  let owner: TestUser;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let outsider: TestUser;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    owner = await signIn({ name: "Olga" });
    const org = await ownOrganization(owner);
    admin = await signIn({ name: "Amy", organizationId: org, organizationRole: "admin" });
    alice = await signIn({ name: "Alice", organizationId: org });
    bob = await signIn({ name: "Bob", organizationId: org });
    outsider = await signIn({ name: "Dave" });
    for (const [name, user] of [
      ["Owner's client", owner],
      ["Admin's client", admin],
      ["Alice's client", alice],
      ["Bob's client", bob],
      ["Dave's client", outsider],
    ] as const)
      ids[name] = (await add(user, { name: name.replace("'s", "s") })).id;
  });

  it("lists every member's clients for the owner, the plain astrologers' for an admin, one's own for an astrologer", async () => {
    expect((await names(owner)).sort()).toEqual(["Admins client", "Alices client", "Bobs client", "Owners client"]);
    expect((await names(admin)).sort()).toEqual(["Admins client", "Alices client", "Bobs client"]);
    expect(await names(alice)).toEqual(["Alices client"]);
    expect(await names(bob)).toEqual(["Bobs client"]);
    expect(await names(outsider)).toEqual(["Daves client"]);
    expect(await names(owner, { user_id: alice.uid })).toEqual(["Alices client"]);
    await expectError(await call({ path: "/api/clients/list", body: { user_id: owner.uid } }, admin), 403, "forbidden");
  });

  it("opens and changes a client exactly where the list shows it", async () => {
    const opens = async (user: TestUser, name: string) =>
      (await call({ path: "/api/clients/get", body: { client_id: ids[name] } }, user)).status;
    expect(await opens(owner, "Alice's client")).toBe(200);
    expect(await opens(owner, "Admin's client")).toBe(200);
    expect(await opens(admin, "Bob's client")).toBe(200);
    expect(await opens(admin, "Owner's client")).toBe(404);
    expect(await opens(alice, "Bob's client")).toBe(404);
    expect(await opens(outsider, "Alice's client")).toBe(404);
    // A consultation the admin logs for Alice's client is Alice's.
    const logged = await api<{ data: { user_id: string } }>(
      "add-consultation",
      { client_id: ids["Alice's client"], date: "2026-11-01", advice: "Chant daily" },
      admin,
    );
    expect(logged.data.user_id).toBe(alice.uid);
  });

  it("files a Kundli only under a client of the same astrologer", async () => {
    await wallet(alice.uid);
    const kundli = (await (
      await call({ path: "/api/user/add-kundali", body: { ...BIRTH, user_id: alice.uid } }, owner)
    ).json()) as {
      data: { id: number };
    };
    await expectError(
      await call(
        { path: "/api/clients/attach-kundli", body: { client_id: ids["Bob's client"], kundali_id: kundli.data.id } },
        owner,
      ),
      400,
      "other_astrologer",
      "client_id",
    );
    await expectError(
      await call(
        { path: "/api/user/add-kundali", body: { ...BIRTH, user_id: alice.uid, client_id: ids["Bob's client"] } },
        owner,
      ),
      400,
      "other_astrologer",
      "client_id",
    );
  });
});
