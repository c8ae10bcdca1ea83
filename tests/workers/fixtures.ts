/**
 * Test fixtures of the accounts area (Workers tests only): a small world of tenants and the
 * records of one astrologer, Alice, whom everyone else tries to reach.
 *
 *   organization A: Olga (owner), Alice (astrologer, the data's owner), Bob (astrologer)
 *   organization B: Carol (owner)
 *   no organization: Dave; Ada (site admin)
 *
 * Alice's Kundli is inserted without a client, so the database files it under a client of its
 * own (migrations/0014); that client has one consultation.
 * Alice's records carry a random marker so that a test can tell whether any of it leaked.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { expect } from "vitest";
import { creditWallet } from "#app/server/commerce/ledger.server";
import { TEST_PINCODES } from "./pincodes";
import { BASE, ownOrganization, signIn, type TestUser } from "./session";

export type ActorName = "signedOut" | "alice" | "olga" | "bob" | "carol" | "dave" | "admin";
export const ACTORS: ActorName[] = ["signedOut", "alice", "olga", "bob", "carol", "dave", "admin"];

export interface World {
  marker: string;
  orgA: number;
  orgB: number;
  users: Record<Exclude<ActorName, "signedOut">, TestUser>;
  alice: {
    uid: string;
    email: string;
    profile: { id: number; uid: string };
    kundli: { id: number; uid: string };
    client: { id: number; uid: string };
    consultation: { id: number; uid: string };
    notification: { uid: string };
    branding: { id: number; uid: string };
    photo: string;
  };
}

let phoneCounter = 0;
/** A phone nobody in this file has used (outside signIn's +9198765… range). */
export function freshPhone(): string {
  phoneCounter += 1;
  return `+9197${String(10_000_000 + phoneCounter).slice(-8)}`;
}

/** A valid PNG header followed by filler: enough for the upload route's format check. */
export function pngBytes(size = 64): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

export const BIRTH = {
  name: "Asha Rao",
  gender: "female",
  date: "1990-01-15",
  time: "12:00:00",
  place: { name: "New York", latitude: 40.7128, longitude: -74.006, timezone: "America/New_York" },
} as const;

/** Money in the user's wallet, as a top-up. */
export async function topUp(userId: string, paise: number): Promise<void> {
  await creditWallet(env, {
    userId,
    amountPaise: paise,
    kind: "topup",
    reason: "test",
    reference: "test",
    idempotencyKey: crypto.randomUUID(),
  });
}

/** The PIN code rows the order tests deliver to (the full seed is too large for a test). */
export async function seedPincodes(): Promise<void> {
  await env.DB.batch(
    TEST_PINCODES.map((row) =>
      env.DB.prepare("INSERT OR REPLACE INTO pincodes (pin, office, district, state) VALUES (?, ?, ?, ?)").bind(...row),
    ),
  );
}

/** Asha Verma, born in Jaipur: the Kundli the print and payment tests make reports of. */
export const JAIPUR_BIRTH = {
  name: "Asha Verma",
  gender: "female",
  date: "1990-08-15",
  time: "06:30",
  place: { name: "Jaipur", latitude: 26.9124, longitude: 75.7873, timezone: "Asia/Kolkata" },
} as const;

export async function makeWorld(): Promise<World> {
  const marker = `Zq${crypto.randomUUID().slice(0, 6)}`;
  const olga = await signIn({ name: "Olga Owner" });
  const carol = await signIn({ name: "Carol Owner" });
  const orgA = await ownOrganization(olga, "Practice A");
  const orgB = await ownOrganization(carol, "Other Org");
  const alice = await signIn({ name: `Alice ${marker}`, organizationId: orgA });
  const bob = await signIn({ name: "Bob", organizationId: orgA });
  const dave = await signIn({ name: "Dave" });
  const admin = await signIn({ name: "Ada Admin" });
  const email = `alice.${marker.toLowerCase()}@example.in`;
  const now = new Date().toISOString();
  const ids = {
    profile: crypto.randomUUID(),
    kundli: crypto.randomUUID(),
    notification: crypto.randomUUID(),
    branding: crypto.randomUUID(),
  };
  const photo = `/files/photos/${alice.uid}/${"A".repeat(21)}${orgA % 10}.png`;
  await env.DB.batch([
    env.DB.prepare("UPDATE users SET role = 'admin' WHERE uid = ?").bind(admin.uid),
    env.DB.prepare(
      "UPDATE users SET email = ?, email_verified_at = ?, free_trial_report = 3, free_trial_kundali = 0, report_count = 2, profile_photo_url = ?, city = ? WHERE uid = ?",
    ).bind(email, now, photo, `City ${marker}`, alice.uid),
    // No Kundli trial left (the counters tests start from 0): Alice's new Kundlis are paid from the wallet.
    env.DB.prepare(
      `INSERT INTO wallet_ledger (user_id, kind, amount_paise, reason, reference, idempotency_key, created_at)
       VALUES (?, 'adjustment', 100000, 'fixture', 'fixture', 'fixture', 0)`,
    ).bind(alice.uid),
    env.DB.prepare(
      "INSERT INTO profiles (uid, user_id, name, notes, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
    ).bind(ids.profile, alice.uid, `Person ${marker}`, `notes ${marker}`, now, now),
    env.DB.prepare(
      `INSERT INTO kundalis (uid, user_id, name, gender, date, time, place_name, latitude, longitude, timezone, father_name, created_at, updated_at)
       VALUES (?, ?, ?, 'female', '1990-01-15', '12:00:00', 'New York', 40.7128, -74.006, 'America/New_York', ?, ?, ?)`,
    ).bind(ids.kundli, alice.uid, `Kundli ${marker}`, `Father ${marker}`, now, now),
    env.DB.prepare("INSERT INTO notifications (uid, user_id, title, message, created_at) VALUES (?, ?, ?, ?, ?)").bind(
      ids.notification,
      alice.uid,
      `Note ${marker}`,
      `message ${marker}`,
      now,
    ),
    env.DB.prepare(
      "INSERT INTO branding_profiles (uid, user_id, name, address, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
    ).bind(ids.branding, alice.uid, `Brand ${marker}`, `address ${marker}`, now, now),
  ]);
  const client = (await env.DB.prepare(
    "SELECT clients.id, clients.uid FROM clients JOIN kundalis ON kundalis.client_id = clients.id WHERE kundalis.uid = ?",
  )
    .bind(ids.kundli)
    .first<{ id: number; uid: string }>())!;
  const consultation = (await env.DB.prepare(
    `INSERT INTO consultations (uid, client_id, user_id, date, question, advice, follow_up_on, fee_paise, created_at, updated_at)
     VALUES (?, ?, ?, '2026-11-01', ?, 'Patience', '2026-12-01', 110000, ?, ?) RETURNING id, uid`,
  )
    .bind(crypto.randomUUID(), client.id, alice.uid, `Question ${marker}`, now, now)
    .first<{ id: number; uid: string }>())!;
  await env.FILES.put(photo.slice("/files/".length), pngBytes(), { httpMetadata: { contentType: "image/png" } });
  const idOf = async (table: string, uid: string) =>
    (await env.DB.prepare(`SELECT id FROM ${table} WHERE uid = ?`).bind(uid).first<{ id: number }>())!.id;
  return {
    marker,
    orgA,
    orgB,
    users: { alice, olga, bob, carol, dave, admin },
    alice: {
      uid: alice.uid,
      email,
      profile: { id: await idOf("profiles", ids.profile), uid: ids.profile },
      kundli: { id: await idOf("kundalis", ids.kundli), uid: ids.kundli },
      client,
      consultation,
      notification: { uid: ids.notification },
      branding: { id: await idOf("branding_profiles", ids.branding), uid: ids.branding },
      photo,
    },
  };
}

export interface Call {
  path: string;
  body?: unknown;
  method?: string;
  /** Raw body text, sent as is (with `contentType`). */
  raw?: string | Uint8Array<ArrayBuffer>;
  contentType?: string;
  /** Extra cookies, e.g. "i18next=hi". */
  cookie?: string;
}

/** Calls the real Worker as the browser app does (same origin, JSON, the user's cookies). */
export async function call(request: Call, user?: TestUser): Promise<Response> {
  const method = request.method ?? (request.body === undefined && request.raw === undefined ? "GET" : "POST");
  const headers: Record<string, string> = { Origin: BASE };
  const cookies = [user?.cookie, request.cookie].filter(Boolean).join("; ");
  if (cookies) headers.Cookie = cookies;
  let body: BodyInit | undefined;
  if (request.raw !== undefined) {
    body = request.raw;
    headers["Content-Type"] = request.contentType ?? "application/json";
  } else if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    headers["Content-Type"] = request.contentType ?? "application/json";
  }
  return exports.default.fetch(new Request(BASE + request.path, { method, headers, body }));
}

/** Every row of every table the accounts area reads or writes, to show a refusal changed nothing. */
export async function digest(): Promise<string> {
  const tables = [
    "users",
    "organizations",
    "organization_invites",
    "profiles",
    "kundalis",
    "notifications",
    "branding_profiles",
    "kundali_print",
    "matchkundali_print",
    "report",
    "user_settings",
    "clients",
    "consultations",
    "client_consents",
  ];
  const parts: unknown[] = [];
  for (const table of tables)
    parts.push(table, (await env.DB.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()).results);
  const objects = await env.FILES.list();
  parts.push(objects.objects.map((o) => o.key));
  return JSON.stringify(parts);
}

/** Alice's rows only: others acting on their own data must leave these as they were. */
export async function aliceDigest(uid: string): Promise<string> {
  const parts: unknown[] = [];
  parts.push((await env.DB.prepare("SELECT * FROM users WHERE uid = ?").bind(uid).all()).results);
  for (const table of [
    "profiles",
    "kundalis",
    "notifications",
    "branding_profiles",
    "kundali_print",
    "matchkundali_print",
    "report",
    "clients",
    "consultations",
  ]) {
    parts.push(
      table,
      (await env.DB.prepare(`SELECT * FROM ${table} WHERE user_id = ? ORDER BY id`).bind(uid).all()).results,
    );
  }
  return JSON.stringify(parts);
}

export interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

/** A 4xx JSON error with a translated message (not a bare key). */
export async function expectError(
  response: Response,
  status: number,
  code?: string,
  field?: string,
): Promise<ErrorBody> {
  expect(response.status).toBe(status);
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  const body = (await response.json()) as ErrorBody;
  expect(body.error.message).toEqual(expect.any(String));
  expect(body.error.message).not.toMatch(/^(accounts|errors|calc|auth)\.[\w.]+$/);
  if (code !== undefined) expect(body.error.code).toBe(code);
  if (field !== undefined) expect(body.error.field).toBe(field);
  return body;
}

/** A finished report (a print job in `status`, 'ready' by default) of `userId`: what an order is for. */
export async function readyReport(userId: string, status = "ready"): Promise<string> {
  const id = crypto.randomUUID();
  const now = Date.now();
  await env.DB.prepare(
    `INSERT INTO print_jobs (id, user_id, kind, print_uid, report_type, language, paper_size, chart_style, name,
       file_name, input, brand, timezone, status, fileid, date, time, created_at, updated_at)
     VALUES (?, ?, 'kundli', ?, 'janam-kundli', 'en', 'A4', 'north', 'Asha Rao', 'asha.pdf', '{}', '{}',
       'Asia/Kolkata', ?, ?, '2026-11-24', '10:00', ?, ?)`,
  )
    .bind(id, userId, crypto.randomUUID(), status, status === "ready" ? `reports/${id}.pdf` : "", now, now)
    .run();
  return id;
}
