/**
 * Clients' privacy (issue 15, DPDP Act 2023) against the real Worker, D1 and R2: consent records
 * (record, change, withdraw, refusals), the ZIP export (opened here, every entry checked against
 * what D1 and R2 hold), erasure (rows and files gone, downloads and signed links 404, what billing
 * keeps blanked of the person, the audit entry without personal data), and the authorization
 * matrix of the four routes: Alice's client is reached by Alice, Olga (her organization's owner)
 * and Adam (its admin; Alice is a plain astrologer), and by no one else.
 */
import { env } from "cloudflare:test";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn, type TestUser } from "../../../../tests/workers/session";
import { call, digest as accountsDigest, expectError } from "../../../../tests/workers/fixtures";

const NOW = new Date().toISOString();
const TODAY = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
/** Bytes that look like a PDF and differ per report, so each entry can be matched to its file. */
const pdfBytes = (tag: string) => new TextEncoder().encode(`%PDF-1.7\n% ${tag}\n${"x".repeat(70_000)}\n%%EOF\n`);

interface Fixture {
  client: { id: number; uid: string };
  kundlis: { id: number; uid: string }[];
}

async function addClient(owner: string, name: string, kundlis = 1): Promise<Fixture> {
  const client = (await env.DB.prepare(
    "INSERT INTO clients (uid, user_id, name, phone, city, created_at, updated_at) VALUES (?, ?, ?, '+919812345678', 'Varanasi', ?, ?) RETURNING id, uid",
  )
    .bind(crypto.randomUUID(), owner, name, NOW, NOW)
    .first<{ id: number; uid: string }>())!;
  const rows = [];
  for (let i = 0; i < kundlis; i++) {
    rows.push(
      (await env.DB.prepare(
        `INSERT INTO kundalis (uid, user_id, name, gender, date, time, place_name, latitude, longitude, timezone,
           father_name, client_id, relation, created_at, updated_at)
         VALUES (?, ?, ?, 'female', '1990-01-15', '12:00:00', 'Varanasi', 25.3176, 82.9739, 'Asia/Kolkata', 'Father', ?, ?, ?, ?)
         RETURNING id, uid`,
      )
        .bind(crypto.randomUUID(), owner, `${name} ${i}`, client.id, i === 0 ? "self" : "spouse", NOW, NOW)
        .first<{ id: number; uid: string }>())!,
    );
  }
  await env.DB.prepare(
    `INSERT INTO consultations (uid, client_id, user_id, date, question, fee_paise, created_at, updated_at)
     VALUES (?, ?, ?, '2026-11-01', 'Career?', 110000, ?, ?)`,
  )
    .bind(crypto.randomUUID(), client.id, owner, NOW, NOW)
    .run();
  return { client, kundlis: rows };
}

/** A print request and its job for saved Kundlis, `ready` with a PDF in R2 unless told otherwise. */
async function addReport(
  user: string,
  kundlis: { uid: string }[],
  o: { name: string; status?: string; pdf?: Uint8Array },
): Promise<{ id: string; key: string }> {
  const id = crypto.randomUUID();
  const printUid = crypto.randomUUID();
  const status = o.status ?? "ready";
  const key = status === "ready" ? `reports/${user}/${id}.pdf` : "";
  const match = kundlis.length === 2;
  await env.DB.batch([
    match
      ? env.DB.prepare(
          `INSERT INTO matchkundali_print (uid, user_id, boy_kundali_id, girl_kundali_id, job_id, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        ).bind(printUid, user, kundlis[0]!.uid, kundlis[1]!.uid, id, NOW, NOW)
      : env.DB.prepare(
          "INSERT INTO kundali_print (uid, user_id, kundali_id, job_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
        ).bind(printUid, user, kundlis[0]!.uid, id, NOW, NOW),
    env.DB.prepare(
      `INSERT INTO print_jobs (id, user_id, kind, print_uid, report_type, language, paper_size, chart_style, name,
         file_name, input, brand, timezone, status, fileid, file_size, date, time, created_at, updated_at, finished_at)
       VALUES (?, ?, ?, ?, ?, 'en', 'A4', 'north', ?, ?, '{"kind":"kundli"}', '{}', 'Asia/Kolkata', ?, ?, ?, '2026-11-25', '10:00', ?, ?, ?)`,
    ).bind(
      id,
      user,
      match ? "match" : "kundli",
      printUid,
      match ? "matchmaking" : "janam-kundli",
      o.name,
      `${o.name}.pdf`,
      status,
      key,
      o.pdf?.byteLength ?? 0,
      Date.now(),
      Date.now(),
      status === "ready" ? Date.now() : null,
    ),
    env.DB.prepare(
      "INSERT INTO notifications (uid, user_id, type, title, message, link, created_at) VALUES (?, ?, 'download', 'Report ready', ?, '/main', ?)",
    ).bind(crypto.randomUUID(), user, `The Janam Kundli of ${o.name} is ready.`, NOW),
  ]);
  if (key) await env.FILES.put(key, o.pdf ?? pdfBytes(o.name), { httpMetadata: { contentType: "application/pdf" } });
  return { id, key };
}

async function addOrder(user: string, jobId: string, status: string): Promise<string> {
  const uid = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO orders (uid, user_id, job_id, report_name, report_type, report_language, paper_size, copies,
       recipient_name, phone, address, city, pincode, district, state, zone, print_price_paise,
       delivery_price_paise, total_paise, min_days, max_days, status, payment_source, language, idempotency_key,
       created_at, updated_at)
     VALUES (?, ?, ?, 'Asha Erased', 'janam-kundli', 'en', 'A4', 1, 'Asha Erased', '+919812345678', '12 Ghat Road',
       'Varanasi', '221001', 'Varanasi', 'Uttar Pradesh', 'state', 29900, 4000, 33900, 2, 4, ?, 'wallet', 'en', ?, ?, ?)`,
  )
    .bind(uid, user, jobId, status, crypto.randomUUID(), NOW, NOW)
    .run();
  return uid;
}

/** The accounts area's digest (every personal table, every R2 key) plus what this area touches. */
async function digest(): Promise<string> {
  const parts: unknown[] = [await accountsDigest()];
  for (const table of ["print_jobs", "orders", "client_consents", "audit_log"])
    parts.push(table, (await env.DB.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()).results);
  return JSON.stringify(parts);
}

async function api(user: TestUser | undefined, path: string, body?: unknown): Promise<Response> {
  return call({ path, ...(body === undefined ? {} : { body }), method: body === undefined ? "GET" : "POST" }, user);
}

const consent = (body: Record<string, unknown> = {}) => ({
  op: "record",
  purposes: ["birth_data", "reports"],
  given_on: "2026-11-20",
  method: "in_person",
  ...body,
});

async function auditOf(subject: string) {
  return (
    await env.DB.prepare("SELECT * FROM audit_log WHERE subject_uid = ? ORDER BY id").bind(subject).all<{
      actor_uid: string;
      owner_uid: string;
      action: string;
      details: string;
    }>()
  ).results;
}

describe("consent", () => {
  let me: TestUser;
  let c: Fixture;
  beforeAll(async () => {
    me = await signIn({ name: "Pandit Consent" });
    c = await addClient(me.uid, "Meera Consent");
  });

  it("records who, when and for what; a new record becomes current and the old one stays as history", async () => {
    expect(await (await api(me, `/api/clients/${c.client.id}/consents`)).json()).toEqual({
      status: "success",
      data: [],
    });
    const first = await api(me, `/api/clients/${c.client.uid}/consents`, consent({ note: " Signed form kept " }));
    expect(first.status).toBe(200);
    expect(((await first.json()) as { data: unknown }).data).toMatchObject({
      purposes: ["birth_data", "reports"],
      given_on: "2026-11-20",
      method: "in_person",
      note: "Signed form kept",
      recorded_by: me.uid,
      recorded_by_name: "Pandit Consent",
      withdrawn_on: null,
    });
    // purposes come back in the list's order, whatever order they were sent in
    const second = await api(
      me,
      `/api/clients/${c.client.id}/consents`,
      consent({ purposes: ["contact", "birth_data"], given_on: "2026-11-22", method: "written" }),
    );
    expect(((await second.json()) as { data: { purposes: string[] } }).data.purposes).toEqual([
      "birth_data",
      "contact",
    ]);
    const list = (await (await api(me, `/api/clients/${c.client.id}/consents`)).json()) as {
      data: { given_on: string }[];
    };
    expect(list.data.map((r) => r.given_on)).toEqual(["2026-11-22", "2026-11-20"]);
  });

  it("records a withdrawal once, not before the consent was given", async () => {
    const path = `/api/clients/${c.client.id}/consents`;
    await expectError(
      await api(me, path, { op: "withdraw", withdrawn_on: "2026-11-21" }),
      400,
      "invalid_input",
      "withdrawn_on",
    );
    const done = await api(me, path, { op: "withdraw", withdrawn_on: "2026-11-24" });
    expect(done.status).toBe(200);
    expect(((await done.json()) as { data: unknown }).data).toMatchObject({
      given_on: "2026-11-22",
      withdrawn_on: "2026-11-24",
      withdrawn_by: me.uid,
      withdrawn_at: expect.any(String),
    });
    await expectError(await api(me, path, { op: "withdraw", withdrawn_on: "2026-11-24" }), 409, "no_consent");
  });

  it("refuses bad input with 4xx JSON and writes nothing", async () => {
    const path = `/api/clients/${c.client.id}/consents`;
    const before = await digest();
    const count = async () =>
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM client_consents").first<{ n: number }>())!.n;
    const n = await count();
    await expectError(await api(me, path, consent({ purposes: [] })), 400, "invalid_input", "purposes");
    await expectError(await api(me, path, consent({ purposes: ["marketing"] })), 400, "invalid_input", "purposes.0");
    await expectError(await api(me, path, consent({ purposes: "birth_data" })), 400, undefined, "purposes");
    await expectError(await api(me, path, consent({ given_on: "2999-01-01" })), 400, "invalid_input", "given_on");
    await expectError(await api(me, path, consent({ given_on: "2026-02-30" })), 400, "invalid_input", "given_on");
    await expectError(await api(me, path, consent({ method: "telepathy" })), 400, "invalid_input", "method");
    await expectError(await api(me, path, consent({ note: "x".repeat(501) })), 400, "invalid_input", "note");
    await expectError(await api(me, path, consent({ recorded_by: "someone" })), 400, "unknown_field");
    await expectError(await api(me, path, { op: "erase" }), 400);
    await expectError(await call({ path, raw: "{", method: "POST" }, me), 400, "invalid_json");
    await expectError(await api(me, `/api/clients/abc/consents`), 400, "invalid_input");
    await expectError(await api(me, `/api/clients/999999999/consents`), 404, "not_found");
    expect(await count()).toBe(n);
    expect(await digest()).toBe(before);
  });

  it("takes today, in India, as a date consent can be given on", async () => {
    const res = await api(me, `/api/clients/${c.client.id}/consents`, consent({ given_on: TODAY }));
    expect(res.status).toBe(200);
  });
});

describe("export", () => {
  let me: TestUser;
  let c: Fixture;
  let other: Fixture;
  let own: { id: string; key: string };
  let match: { id: string; key: string };
  let mixed: { id: string; key: string };

  beforeAll(async () => {
    me = await signIn({ name: "Pandit Export" });
    c = await addClient(me.uid, "Asha Export", 2);
    other = await addClient(me.uid, "Ravi Other");
    await api(me, `/api/clients/${c.client.id}/consents`, consent());
    own = await addReport(me.uid, [c.kundlis[0]!], { name: "Asha Export 0" });
    match = await addReport(me.uid, [c.kundlis[1]!, c.kundlis[0]!], { name: "Asha and spouse" });
    mixed = await addReport(me.uid, [other.kundlis[0]!, c.kundlis[0]!], { name: "Ravi and Asha" });
    await addReport(me.uid, [c.kundlis[0]!], { name: "Asha failed", status: "failed" });
  });

  it("streams one ZIP: client.json with every record, and the client's own PDFs byte for byte", async () => {
    const res = await api(me, `/api/clients/${c.client.id}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="client-asha-export-\d{4}-\d\d-\d\d\.zip"$/,
    );
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(files).sort();
    expect(names[0]).toBe("client.json");
    expect(names.slice(1)).toHaveLength(2);
    const manifest = JSON.parse(strFromU8(files["client.json"]!)) as {
      format: string;
      exported_by: string;
      client: { uid: string; name: string; phone: string };
      kundlis: { uid: string; father_name: string }[];
      consultations: { question: string; fee_paise: number }[];
      consents: { purposes: string[] }[];
      reports: { id: string; file: string }[];
    };
    expect(manifest.format).toBe("kundli-studio/client-export@1");
    expect(manifest.exported_by).toBe(me.uid);
    expect(manifest.client).toMatchObject({ uid: c.client.uid, name: "Asha Export", phone: "+919812345678" });
    expect(manifest.kundlis.map((k) => k.uid)).toEqual(c.kundlis.map((k) => k.uid));
    expect(manifest.kundlis[0]!.father_name).toBe("Father");
    expect(manifest.consultations).toEqual([expect.objectContaining({ question: "Career?", fee_paise: 110000 })]);
    expect(manifest.consents).toEqual([expect.objectContaining({ purposes: ["birth_data", "reports"] })]);
    // the match with Ravi (another client) holds his birth details: not in Asha's export
    expect(manifest.reports.map((r) => r.id).sort()).toEqual([own.id, match.id].sort());
    for (const report of manifest.reports) {
      const stored = await env.FILES.get(report.id === own.id ? own.key : match.key);
      expect(files[report.file], report.file).toEqual(new Uint8Array(await stored!.arrayBuffer()));
    }
    expect(names.some((n) => n.includes(mixed.id.slice(0, 8)))).toBe(false);
  });

  it("is audit-logged with counts and no personal data", async () => {
    const entries = await auditOf(c.client.uid);
    expect(entries).toEqual([
      expect.objectContaining({ action: "client.export", actor_uid: me.uid, owner_uid: me.uid }),
    ]);
    expect(JSON.parse(entries[0]!.details)).toEqual({ kundlis: 2, consultations: 1, consents: 1, reports: 2 });
    expect(JSON.stringify(entries)).not.toMatch(/Asha|Varanasi|9812345678|1990/);
  });

  it("answers a client with nothing printed with client.json alone", async () => {
    const res = await api(me, `/api/clients/${other.client.uid}/export`);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files)).toEqual(["client.json"]);
  });
});

describe("erase", () => {
  let me: TestUser;
  let c: Fixture;
  let other: Fixture;
  let own: { id: string; key: string };
  let ordered: { id: string; key: string };
  let mixed: { id: string; key: string };
  let kept: { id: string; key: string };
  let order: string;
  let signedUrl: string;

  beforeAll(async () => {
    me = await signIn({ name: "Pandit Erase" });
    c = await addClient(me.uid, "Asha Erased", 2);
    other = await addClient(me.uid, "Ravi Stays");
    await api(me, `/api/clients/${c.client.id}/consents`, consent());
    own = await addReport(me.uid, [c.kundlis[0]!], { name: "Asha Erased" });
    ordered = await addReport(me.uid, [c.kundlis[1]!], { name: "Asha Erased spouse" });
    order = await addOrder(me.uid, ordered.id, "delivered");
    mixed = await addReport(me.uid, [other.kundlis[0]!, c.kundlis[0]!], { name: "Ravi Stays and Asha Erased" });
    kept = await addReport(me.uid, [other.kundlis[0]!], { name: "Ravi Stays" });
    await env.DB.prepare(
      "INSERT INTO notifications (uid, user_id, title, message, link, created_at) VALUES (?, ?, 'Follow-up', 'Call today', ?, ?)",
    )
      .bind(crypto.randomUUID(), me.uid, `/main/clients/${c.client.id}`, NOW)
      .run();
    const link = await api(me, `/api/downloads/${own.id}/file`);
    expect(link.status).toBe(200);
    signedUrl = ((await link.json()) as { url: string }).url;
    expect(
      (
        await call(
          { path: new URL(signedUrl, "http://localhost").pathname + new URL(signedUrl, "http://localhost").search },
          me,
        )
      ).status,
    ).toBe(200);
  });

  it("refuses without an explicit confirmation, and while a report still prints", async () => {
    const path = `/api/clients/${c.client.id}/erase`;
    const before = await digest();
    await expectError(await api(me, path, {}), 400, "invalid_input", "confirm");
    await expectError(await api(me, path, { confirm: "yes" }), 400, "invalid_input", "confirm");
    expect(await digest()).toBe(before);
    const printing = await addReport(me.uid, [c.kundlis[0]!], { name: "Asha printing", status: "rendering" });
    const mid = await digest();
    await expectError(await api(me, path, { confirm: true }), 409, "printing");
    expect(await digest()).toBe(mid);
    await env.DB.prepare("UPDATE print_jobs SET status = 'failed' WHERE id = ?").bind(printing.id).run();
  });

  it("refuses while a printed copy is ordered and not shipped", async () => {
    const job = await addReport(me.uid, [c.kundlis[0]!], { name: "Asha open order" });
    const open = await addOrder(me.uid, job.id, "paid");
    const before = await digest();
    await expectError(await api(me, `/api/clients/${c.client.id}/erase`, { confirm: true }), 409, "open_order");
    expect(await digest()).toBe(before);
    await env.DB.prepare("UPDATE orders SET status = 'cancelled' WHERE uid = ?").bind(open).run();
  });

  it("removes the client's rows and files, keeps the order blanked, and logs counts", async () => {
    const res = await api(me, `/api/clients/${c.client.uid}/erase`, { confirm: true });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; counts: Record<string, number> };
    expect(body).toMatchObject({ status: "erased", uid: c.client.uid });
    // own, ordered, mixed, the failed one and the open-order one (now cancelled)
    expect(body.counts).toEqual({
      kundlis: 2,
      consultations: 1,
      consents: 1,
      reports: 5,
      files: 4,
      orders_redacted: 2,
      notifications: 6,
      batch_jobs: 0,
    });

    const rows = async (sql: string, ...binds: unknown[]) =>
      (
        await env.DB.prepare(sql)
          .bind(...binds)
          .all()
      ).results;
    expect(await rows("SELECT id FROM clients WHERE id = ?", c.client.id)).toEqual([]);
    expect(await rows("SELECT id FROM kundalis WHERE client_id = ?", c.client.id)).toEqual([]);
    expect(await rows("SELECT id FROM consultations WHERE client_id = ?", c.client.id)).toEqual([]);
    expect(await rows("SELECT id FROM client_consents WHERE client_id = ?", c.client.id)).toEqual([]);
    const uids = c.kundlis.map((k) => k.uid);
    expect(await rows("SELECT uid FROM kundali_print WHERE kundali_id IN (?, ?)", ...uids)).toEqual([]);
    expect(
      await rows(
        "SELECT uid FROM matchkundali_print WHERE boy_kundali_id IN (?1, ?2) OR girl_kundali_id IN (?1, ?2)",
        ...uids,
      ),
    ).toEqual([]);
    expect(await rows("SELECT id FROM print_jobs WHERE id IN (?, ?)", own.id, mixed.id)).toEqual([]);
    expect(
      await rows(
        "SELECT id FROM notifications WHERE user_id = ? AND (message LIKE '%Asha%' OR link LIKE '/main/clients/%')",
        me.uid,
      ),
    ).toEqual([]);
    for (const key of [own.key, ordered.key, mixed.key]) expect(await env.FILES.head(key), key).toBeNull();

    // Kept for billing: the order (amounts, state, dates) and its job row, without the person.
    expect(await rows("SELECT * FROM orders WHERE uid = ?", order)).toEqual([
      expect.objectContaining({
        report_name: "",
        recipient_name: "",
        phone: "",
        address: "",
        city: "",
        pincode: "",
        state: "Uttar Pradesh",
        total_paise: 33900,
        status: "delivered",
      }),
    ]);
    expect(
      await rows("SELECT name, file_name, input, fileid, cleared FROM print_jobs WHERE id = ?", ordered.id),
    ).toEqual([{ name: "", file_name: "", input: "{}", fileid: "", cleared: 1 }]);
    const leftovers = JSON.stringify([
      await rows("SELECT * FROM print_jobs WHERE user_id = ? AND id <> ?", me.uid, kept.id),
      await rows("SELECT * FROM orders WHERE user_id = ?", me.uid),
      await rows("SELECT * FROM notifications WHERE user_id = ?", me.uid),
    ]);
    expect(leftovers).not.toMatch(/Asha|Ghat Road|9812345678|1990-01-15/);

    // Another client of the same astrologer is untouched.
    expect(await rows("SELECT id FROM clients WHERE id = ?", other.client.id)).toHaveLength(1);
    expect(await env.FILES.head(kept.key)).not.toBeNull();
    expect(await rows("SELECT id FROM print_jobs WHERE id = ?", kept.id)).toHaveLength(1);

    const entries = await auditOf(c.client.uid);
    expect(entries).toEqual([
      expect.objectContaining({ action: "client.erase", actor_uid: me.uid, owner_uid: me.uid }),
    ]);
    expect(JSON.parse(entries[0]!.details)).toEqual(body.counts);
    expect(JSON.stringify(entries)).not.toMatch(/Asha|Varanasi|9812345678|1990/);
  });

  it("leaves every file of the erased client answering 404: downloads, signed links, the client's routes", async () => {
    for (const id of [own.id, ordered.id, mixed.id]) {
      await expectError(await api(me, `/api/downloads/${id}/file`), 404, "not_found");
      await expectError(await api(me, `/api/downloads/${id}/file?redirect=1`), 404, "not_found");
    }
    const signed = new URL(signedUrl, "http://localhost");
    await expectError(await call({ path: signed.pathname + signed.search }, me), 404, "not_found");
    await expectError(await api(me, `/api/clients/${c.client.id}/export`), 404, "not_found");
    await expectError(await api(me, `/api/clients/${c.client.id}/consents`), 404, "not_found");
    await expectError(await api(me, `/api/clients/${c.client.id}/erase`, { confirm: true }), 404, "not_found");
    const page = await call({ path: `/main/clients/${c.client.id}` }, me);
    expect(page.status).toBe(404);
    // the audit log cannot be rewritten
    await expect(
      env.DB.prepare("DELETE FROM audit_log WHERE subject_uid = ?").bind(c.client.uid).run(),
    ).rejects.toThrow(/append-only/);
  });
});

describe("who may reach a client's consent, export and erasure", () => {
  type Who = "signedOut" | "alice" | "olga" | "adam" | "bob" | "carol" | "dave" | "siteAdmin";
  const WHO: Who[] = ["signedOut", "alice", "olga", "adam", "bob", "carol", "dave", "siteAdmin"];
  /** Alice is a plain astrologer of Olga's organization; Adam its admin; Bob another astrologer in it. */
  const ALLOWED: Who[] = ["alice", "olga", "adam"];
  let users: Record<Exclude<Who, "signedOut">, TestUser>;
  let olgaClient: Fixture;

  beforeAll(async () => {
    const olga = await signIn({ name: "Olga Owner" });
    const org = (await env.DB.prepare(
      "INSERT INTO organizations (name, uid, gst_number, created_at) VALUES ('Practice P', ?, '', ?) RETURNING id",
    )
      .bind(olga.uid, NOW)
      .first<{ id: number }>())!.id;
    const carol = await signIn({ name: "Carol Owner" });
    const orgB = (await env.DB.prepare(
      "INSERT INTO organizations (name, uid, gst_number, created_at) VALUES ('Other', ?, '', ?) RETURNING id",
    )
      .bind(carol.uid, NOW)
      .first<{ id: number }>())!.id;
    users = {
      olga,
      carol,
      alice: await signIn({ name: "Alice", organizationId: org }),
      adam: await signIn({ name: "Adam Admin", organizationId: org }),
      bob: await signIn({ name: "Bob", organizationId: org }),
      dave: await signIn({ name: "Dave" }),
      siteAdmin: await signIn({ name: "Ada Site Admin" }),
    };
    await env.DB.batch([
      env.DB.prepare("UPDATE users SET organization_id = ? WHERE uid = ?").bind(org, olga.uid),
      env.DB.prepare("UPDATE users SET organization_id = ? WHERE uid = ?").bind(orgB, carol.uid),
      env.DB.prepare("UPDATE users SET organization_role = 'admin' WHERE uid = ?").bind(users.adam.uid),
      env.DB.prepare("UPDATE users SET role = 'admin' WHERE uid = ?").bind(users.siteAdmin.uid),
    ]);
    olgaClient = await addClient(olga.uid, "Owner's Client");
  });

  const ROUTES = [
    { name: "GET consents", run: (u: TestUser | undefined, id: number) => api(u, `/api/clients/${id}/consents`) },
    {
      name: "POST consents",
      run: (u: TestUser | undefined, id: number) => api(u, `/api/clients/${id}/consents`, consent()),
    },
    { name: "GET export", run: (u: TestUser | undefined, id: number) => api(u, `/api/clients/${id}/export`) },
    {
      name: "POST erase",
      run: (u: TestUser | undefined, id: number) => api(u, `/api/clients/${id}/erase`, { confirm: true }),
    },
  ];

  for (const route of ROUTES) {
    for (const who of WHO) {
      const allowed = ALLOWED.includes(who);
      it(`${route.name} of Alice's client as ${who}: ${allowed ? "allowed" : who === "signedOut" ? 401 : 404}`, async () => {
        const fixture = await addClient(users.alice.uid, `Alice Client ${who}`);
        const report = await addReport(users.alice.uid, [fixture.kundlis[0]!], { name: `Alice Client ${who}` });
        const user = who === "signedOut" ? undefined : users[who];
        const before = await digest();
        const res = await route.run(user, fixture.client.id);
        if (allowed) {
          expect(res.status, await res.clone().text()).toBe(200);
          await res.arrayBuffer();
          const gone = (await env.FILES.head(report.key)) === null;
          expect(gone).toBe(route.name === "POST erase");
          if (route.name !== "GET consents" && route.name !== "POST consents") {
            const entries = await auditOf(fixture.client.uid);
            expect(entries.at(-1)).toMatchObject({ actor_uid: user!.uid, owner_uid: users.alice.uid });
          }
        } else {
          const body = await expectError(res, who === "signedOut" ? 401 : 404);
          expect(JSON.stringify(body)).not.toContain("Alice Client");
          expect(await digest()).toBe(before);
          expect(await auditOf(fixture.client.uid)).toEqual([]);
          expect(await env.FILES.head(report.key)).not.toBeNull();
        }
      });
    }
  }

  it("an organization admin does not reach the owner's own clients; the owner does", async () => {
    await expectError(await api(users.adam, `/api/clients/${olgaClient.client.id}/export`), 404);
    await expectError(await api(users.adam, `/api/clients/${olgaClient.client.id}/erase`, { confirm: true }), 404);
    const res = await api(users.olga, `/api/clients/${olgaClient.client.id}/consents`);
    expect(res.status).toBe(200);
  });
});
