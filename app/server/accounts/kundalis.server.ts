/**
 * Saved Kundlis: the birth data of the calculation contract (engine/input.ts) plus the optional
 * parents' information of the New Kundli form. Never a computed chart: a saved record is posted
 * as it is to /api/kundli/generate, which recomputes it with the engine of the day.
 */
import type { Selectable } from "kysely";
import { z } from "zod";
import { parseKundliInput } from "#engine/input.ts";
import { resolveBirthTime, validateCoordinates } from "#engine/time.ts";
import { CalcError, type KundliInput } from "#engine/types.ts";
import { charge, refund } from "#app/server/commerce/entitlements.server";
import { paymentRequired } from "#app/server/commerce/refusal.server";
import { db } from "#app/server/db.server";
import { ApiError } from "#app/server/http.server";
import type { KundalisTable } from "#app/server/schema.server";
import type { KundliRecord, KundliRelation } from "#app/shared/accounts/kundli-record";
import { valuesOfBirth, type BirthFormValues } from "#app/shared/kundli/birth-form";
import type { Actor } from "./access.server";
import {
  genderField,
  label,
  optionalPersonName,
  personName,
  recordRef,
  type RecordRef,
  requiredLabel,
  uidField,
} from "#app/shared/accounts/fields";
import { ensureRoom, findOwnedRow, nowIso } from "./records.server";

/** Latest year the ephemeris covers (engine/kundli.ts). */
const MAX_YEAR = 2999;
/** How far (degrees) a place's coordinates may be from the gazetteer's entry it names. */
const PLACE_TOLERANCE_DEGREES = 0.01;

const PlaceField = z.strictObject(
  {
    id: z
      .number({ error: "accounts.invalidPlace" })
      .int("accounts.invalidPlace")
      .positive("accounts.invalidPlace")
      .nullish(),
    name: requiredLabel(200),
    latitude: z.number({ error: "calc.errors.INVALID_LATITUDE" }),
    longitude: z.number({ error: "calc.errors.INVALID_LONGITUDE" }),
    timezone: z.string({ error: "calc.errors.INVALID_TIMEZONE" }).max(64, "calc.errors.INVALID_TIMEZONE"),
  },
  { error: "accounts.invalidPlace" },
);

/** The Kundli body of add-kundali and update-kundali (spec §3 "Kundli input"). */
export const KundliFields = z.strictObject({
  name: personName,
  gender: genderField,
  date: z.string({ error: "calc.errors.INVALID_DATE" }).max(10, "calc.errors.INVALID_DATE"),
  time: z.string({ error: "calc.errors.INVALID_TIME" }).max(8, "calc.errors.INVALID_TIME"),
  place: PlaceField,
  utcOffset: z.string({ error: "calc.errors.INVALID_UTC_OFFSET" }).max(9, "calc.errors.INVALID_UTC_OFFSET").nullish(),
  father_name: optionalPersonName.optional(),
  mother_name: optionalPersonName.optional(),
  jati: label(100).optional(),
  gotra: label(100).optional(),
  /** Checked by the calculation contract's own rules (parseKundliInput). */
  options: z.record(z.string(), z.unknown(), { error: "calc.errors.INVALID_OPTION" }).optional(),
});
export type KundliFields = z.infer<typeof KundliFields>;

export const relationField = z.enum(["self", "spouse", "child", "match", "other"], {
  error: "clients.invalidRelation",
});

/** add-kundali: the fields, for whom, and the client it belongs to (without one, a client of its own). */
export const AddKundliBody = KundliFields.extend({
  user_id: uidField.optional(),
  client_id: recordRef.optional(),
  relation: relationField.optional(),
});

/** A stored row as the API (and the Kundli screens) see it. */
export function kundliRecordOf(row: Selectable<KundalisTable>): KundliRecord {
  let options: Record<string, unknown> = {};
  try {
    options = JSON.parse(row.options) as Record<string, unknown>;
  } catch {
    // stored by us as JSON; an unreadable value is treated as "defaults"
  }
  return {
    id: row.id,
    uid: row.uid,
    user_id: row.user_id,
    name: row.name,
    gender: row.gender,
    date: row.date,
    time: row.time,
    place: {
      id: row.place_id,
      name: row.place_name,
      latitude: row.latitude,
      longitude: row.longitude,
      timezone: row.timezone,
    },
    ...(row.utc_offset ? { utcOffset: row.utc_offset } : {}),
    father_name: row.father_name,
    mother_name: row.mother_name,
    jati: row.jati,
    gotra: row.gotra,
    options,
    client_id: row.client_id,
    relation: row.relation,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** What a calculation needs of a saved Kundli (or of birth fields about to be saved). */
export type BirthRecord = Pick<KundliFields, "name" | "gender" | "date" | "time" | "place" | "utcOffset" | "options">;

/**
 * The calculation contract's input (engine/types.ts KundliInput) for a saved Kundli: `options`,
 * when given, over the saved ones. The one mapping the Kundli screens, the saved-Kundli checks
 * and printing share; the contract's own parser checks the options.
 */
export function birthInputOf(record: BirthRecord, options?: Record<string, unknown>): KundliInput {
  const chosen = { ...(record.options ?? {}), ...(options ?? {}) };
  return {
    name: record.name,
    gender: record.gender,
    date: record.date,
    time: record.time,
    place: {
      name: record.place.name,
      latitude: record.place.latitude,
      longitude: record.place.longitude,
      timezone: record.place.timezone,
    },
    ...(record.utcOffset ? { utcOffset: record.utcOffset } : {}),
    ...(Object.keys(chosen).length ? { options: chosen as KundliInput["options"] } : {}),
  };
}

/**
 * The birth form's values for a saved or a CSV birth (Edit; a batch row's link, which opens
 * Matchmaking filled in): `valuesOfBirth`, with coordinates that name no gazetteer place given
 * their clock's offset, the zone's at that birth when the row has none, as the form asks for it.
 */
export function formValuesOf(birth: BirthRecord & Parameters<typeof valuesOfBirth>[0]): BirthFormValues {
  const { date, time, place } = birth;
  const utcOffset =
    birth.utcOffset ?? (place.id ? undefined : resolveBirthTime({ date, time, timezone: place.timezone }).utcOffset);
  return valuesOfBirth({ ...birth, utcOffset });
}

/** A saved Kundli and what a calculation is asked of it. */
export interface SavedBirth {
  record: KundliRecord;
  input: KundliInput;
}

/**
 * A saved Kundli, by integer id or uid, that the actor may reach (their own, or a member's they
 * manage: findOwnedRow), with its calculation input (birthInputOf: `options`, when given, over
 * the saved ones). Otherwise 404 with `notFound`, the same for a row that is someone else's, one
 * that does not exist and one deleted meanwhile. The one way the Kundli and matchmaking screens
 * and printing open a saved Kundli.
 */
export async function savedBirth(
  env: Env,
  actor: Actor,
  ref: RecordRef,
  notFound: { messageKey: string; field: string },
  options?: Record<string, unknown>,
): Promise<SavedBirth> {
  const owned = await findOwnedRow(env, actor, "kundalis", ref, notFound);
  const row = await db(env).selectFrom("kundalis").selectAll().where("id", "=", owned.id).executeTakeFirst();
  if (!row) throw new ApiError(404, "not_found", notFound.messageKey, notFound.field);
  const record = kundliRecordOf(row);
  return { record, input: birthInputOf(record, options) };
}

/**
 * The birth part must pass the calculation contract: the same parser and the same date, time, zone,
 * offset and coordinate rules as /api/kundli/generate, with the same error codes and messages.
 */
export function checkBirth(fields: KundliFields): void {
  try {
    const input = parseKundliInput(birthInputOf(fields));
    validateCoordinates(input.place.latitude, input.place.longitude);
    resolveBirthTime({
      date: input.date,
      time: input.time,
      timezone: input.place.timezone,
      utcOffset: input.utcOffset,
    });
    if (Number(input.date.slice(0, 4)) > MAX_YEAR)
      throw new CalcError("DATE_OUT_OF_RANGE", "year out of range", "date");
  } catch (error) {
    if (error instanceof CalcError) {
      throw new ApiError(400, error.code, `calc.errors.${error.code}`, error.field);
    }
    throw error;
  }
}

/** A place picked from the gazetteer must be that place: it exists, same zone, same coordinates. */
async function checkPlace(env: Env, place: KundliFields["place"]): Promise<void> {
  if (place.id === undefined || place.id === null) return;
  const known = await db(env)
    .selectFrom("places")
    .select(["latitude", "longitude", "timezone"])
    .where("id", "=", place.id)
    .executeTakeFirst();
  const same =
    known !== undefined &&
    known.timezone === place.timezone &&
    Math.abs(known.latitude - place.latitude) <= PLACE_TOLERANCE_DEGREES &&
    Math.abs(known.longitude - place.longitude) <= PLACE_TOLERANCE_DEGREES;
  if (!same) throw new ApiError(400, "invalid_place", "accounts.invalidPlace", "place");
}

export async function validateKundli(env: Env, fields: KundliFields): Promise<void> {
  checkBirth(fields);
  await checkPlace(env, fields.place);
}

function columns(fields: KundliFields) {
  return {
    name: fields.name,
    gender: fields.gender,
    date: fields.date,
    time: fields.time,
    place_id: fields.place.id ?? null,
    place_name: fields.place.name,
    latitude: fields.place.latitude,
    longitude: fields.place.longitude,
    timezone: fields.place.timezone,
    utc_offset: fields.utcOffset ? fields.utcOffset : null,
    father_name: fields.father_name ?? "",
    mother_name: fields.mother_name ?? "",
    jati: fields.jati ?? "",
    gotra: fields.gotra ?? "",
    options: JSON.stringify(fields.options ?? {}),
  };
}

/**
 * Saves a new Kundli, paid for as one "kundli" (free trial, plan, or wallet; 402 when none is
 * left) and counted in kundali_count. A save that fails after the charge gives it back. The same
 * `idempotencyKey` (a retried request) is charged once. `client` (one of `userId`'s: the caller
 * checks, clients.server.ts sameAstrologer) is the client it belongs to; without it the
 * database gives the Kundli a client of its own (migrations/0014).
 */
export async function addKundli(
  env: Env,
  userId: string,
  fields: KundliFields,
  idempotencyKey: string = crypto.randomUUID(),
  client?: { id: number; relation: KundliRelation },
): Promise<KundliRecord> {
  await validateKundli(env, fields);
  await ensureRoom(env, "kundalis", userId);
  const now = nowIso();
  const uid = crypto.randomUUID();
  const reference = `kundli:${idempotencyKey}`;
  const paid = await charge(env, { userId, item: "kundli", reference, idempotencyKey: reference });
  if (!paid.ok) throw paymentRequired(paid);
  try {
    const row = await db(env)
      .insertInto("kundalis")
      .values({
        uid,
        user_id: userId,
        ...columns(fields),
        ...(client ? { client_id: client.id, relation: client.relation } : {}),
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db(env)
      .updateTable("users")
      .set((eb) => ({ kundali_count: eb("kundali_count", "+", 1) }))
      .where("uid", "=", userId)
      .execute();
    // Read back: RETURNING does not see the client the trigger attached.
    return kundliRecordOf(
      await db(env).selectFrom("kundalis").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow(),
    );
  } catch (error) {
    await refund(env, { userId, reference });
    throw error;
  }
}

/** Newest first (the saved list). */
export async function listKundlis(env: Env, userId: string): Promise<KundliRecord[]> {
  const rows = await db(env)
    .selectFrom("kundalis")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .limit(1000)
    .execute();
  return rows.map(kundliRecordOf);
}

/** Replaces the birth data of a row already checked to be reachable. */
export async function updateKundli(env: Env, id: number, fields: KundliFields): Promise<KundliRecord> {
  await validateKundli(env, fields);
  const row = await db(env)
    .updateTable("kundalis")
    .set({ ...columns(fields), updated_at: nowIso() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return kundliRecordOf(row);
}

export async function deleteKundli(env: Env, id: number): Promise<void> {
  await db(env).deleteFrom("kundalis").where("id", "=", id).execute();
}
