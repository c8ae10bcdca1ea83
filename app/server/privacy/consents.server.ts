/**
 * A client's consent (DPDP Act 2023, s. 6): when it was given, how, for which purposes, and who
 * recorded it; withdrawn with a date. Records are never edited: a new record becomes the current
 * consent and the older ones stay as its history (migrations/0017_client_privacy.sql).
 * The caller has already found the client reachable (clients.server.ts findClient).
 */
import type { OwnedRow } from "#app/server/accounts/records.server";
import { nowIso } from "#app/server/accounts/records.server";
import { db } from "#app/server/db.server";
import { ApiError } from "#app/server/http.server";
import type { ConsentFields } from "#app/shared/clients/fields";
import { CONSENT_PURPOSES, type ConsentMethod, type ConsentPurpose } from "#app/shared/clients/consent";

export interface ConsentRecord {
  id: number;
  uid: string;
  purposes: ConsentPurpose[];
  given_on: string;
  method: ConsentMethod;
  note: string;
  recorded_by: string;
  /** The recorder's name, as their account says now ('' once the account is gone). */
  recorded_by_name: string;
  recorded_at: string;
  withdrawn_on: string | null;
  withdrawn_by: string | null;
  withdrawn_at: string | null;
}

/** The client's consent records, newest first: the first is the current one. */
export async function listConsents(env: Env, clientId: number): Promise<ConsentRecord[]> {
  const rows = await db(env)
    .selectFrom("client_consents as c")
    .leftJoin("users as u", "u.uid", "c.recorded_by")
    .select([
      "c.id",
      "c.uid",
      "c.purposes",
      "c.given_on",
      "c.method",
      "c.note",
      "c.recorded_by",
      "c.recorded_at",
      "c.withdrawn_on",
      "c.withdrawn_by",
      "c.withdrawn_at",
      "u.name as recorded_by_name",
    ])
    .where("c.client_id", "=", clientId)
    .orderBy("c.id", "desc")
    .limit(200)
    .execute();
  return rows.map(({ purposes, recorded_by_name, ...row }) => ({
    ...row,
    purposes: (JSON.parse(purposes) as string[]).filter((p): p is ConsentPurpose =>
      (CONSENT_PURPOSES as readonly string[]).includes(p),
    ),
    recorded_by_name: recorded_by_name ?? "",
  }));
}

/** Records a consent given by the client; it becomes the current one. */
export async function recordConsent(
  env: Env,
  client: OwnedRow,
  recordedBy: string,
  fields: ConsentFields,
): Promise<ConsentRecord> {
  await db(env)
    .insertInto("client_consents")
    .values({
      uid: crypto.randomUUID(),
      client_id: client.id,
      user_id: client.user_id,
      purposes: JSON.stringify(fields.purposes),
      given_on: fields.given_on,
      method: fields.method,
      note: fields.note ?? "",
      recorded_by: recordedBy,
      recorded_at: nowIso(),
    })
    .execute();
  return (await listConsents(env, client.id))[0]!;
}

/** Marks the current consent withdrawn; 409 when there is none in force. */
export async function withdrawConsent(
  env: Env,
  client: OwnedRow,
  withdrawnBy: string,
  withdrawnOn: string,
): Promise<ConsentRecord> {
  const current = (await listConsents(env, client.id))[0];
  if (!current || current.withdrawn_at) throw new ApiError(409, "no_consent", "privacy.consent.noneInForce");
  if (withdrawnOn < current.given_on)
    throw new ApiError(400, "invalid_input", "privacy.consent.withdrawnBeforeGiven", "withdrawn_on");
  const result = await db(env)
    .updateTable("client_consents")
    .set({ withdrawn_on: withdrawnOn, withdrawn_by: withdrawnBy, withdrawn_at: nowIso() })
    .where("id", "=", current.id)
    .where("withdrawn_at", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new ApiError(409, "no_consent", "privacy.consent.noneInForce");
  return (await listConsents(env, client.id))[0]!;
}
