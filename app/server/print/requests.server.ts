/**
 * POST /api/print/kundli and /api/print/match: validate, record the request (kundali_print or
 * matchkundali_print) and its job in one D1 batch, send the job to PRINT_QUEUE, and answer at
 * once with the download item (spec §3). The consumer does the rest (consumer.server.ts).
 * POST /api/print/panchang does the same for the day's Panchang: one free page, no request row.
 */
import { z } from "zod";
import type { KundliInput } from "#engine/types.ts";
import { type Actor } from "#app/server/accounts/access.server";
import { recordRef, type RecordRef } from "#app/shared/accounts/fields";
import { birthInputOf, KundliFields, savedBirth, validateKundli } from "#app/server/accounts/kundalis.server";
import { findOwnedRow } from "#app/server/accounts/records.server";
import { AYANAMSA_CHOICES, SUNRISE_CHOICES } from "#app/shared/accounts/settings";
import { getSettings } from "#app/server/accounts/settings.server";
import { generateDayPanchangJson } from "#app/server/calc.server";
import { panchangFieldError } from "#app/server/panchang.server";
import { db, statement } from "#app/server/db.server";
import { ApiError } from "#app/server/http.server";
import { charge, refund } from "#app/server/commerce/entitlements.server";
import { paymentRequired } from "#app/server/commerce/refusal.server";
import { resources } from "#app/i18n/resources";
import type { Place } from "#app/shared/place";
import { getPlace, requirePlace } from "#app/server/places.server";
import { placeLabel } from "#app/shared/place-label";
import type { ServerDownload } from "#app/shared/downloads";
import { toDownloadItem } from "./downloads.server";
import { EditsBody } from "./edits-input.server";
import { getJob, type JobInput } from "./jobs.server";
import { logoKeyOf, normalizeBrand, type Brand } from "./pdf/brand";
import { PAPER_SIZES } from "./pdf/paper";
import type { ReportEdits } from "./reports/edits";
import {
  KUNDLI_REPORT_TYPES,
  LAST_VARSHPHAL_YEAR,
  VARSHPHAL_MAX_AGE,
  type FamilyDetails,
  type PrintType,
  type ReportType,
} from "#app/shared/reports";
import { translator } from "./translate";
import { switchToPrimary } from "#app/server/d1-session.server";

/** The queue message: the job's id; everything else is in D1. */
export interface PrintMessage {
  jobId: string;
}

export const DEFAULT_TIMEZONE = "Asia/Kolkata";

export const timezoneField = z
  .string({ error: "print.errors.timezone" })
  .max(64, "print.errors.timezone")
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, "print.errors.timezone");

const common = {
  language: z.enum(["en", "hi"], { error: "print.errors.language" }),
  paperSize: z.enum(PAPER_SIZES as ["A4", "Letter", "A5"], { error: "print.errors.paperSize" }),
  chartStyle: z.enum(["north", "south"], { error: "print.errors.chartStyle" }).default("north"),
  brandingProfileId: recordRef.optional(),
  /** Zone of the download's date and time and of the report date; India by default. */
  timezone: timezoneField.optional(),
};

export type KundliPrintBody = z.infer<typeof KundliPrintBody>;
export const KundliPrintBody = z.strictObject({
  kundaliId: recordRef.optional(),
  birth: KundliFields.optional(),
  reportType: z.enum(KUNDLI_REPORT_TYPES as [ReportType, ...ReportType[]], { error: "print.errors.reportType" }),
  /** The Varshphal's year (only for it): from the year of birth to 120 years on; this year by default. */
  year: z.number({ error: "print.errors.yearFormat" }).int("print.errors.yearFormat").optional(),
  /** The astrologer's edits of the readings, made in the report's draft (a saved Kundli's; drafts.server.ts). */
  edits: EditsBody.optional(),
  ...common,
});

export const MatchPrintBody = z.strictObject({
  boyKundaliId: recordRef.optional(),
  girlKundaliId: recordRef.optional(),
  boy: KundliFields.optional(),
  girl: KundliFields.optional(),
  reportType: z.literal("matchmaking", { error: "print.errors.reportType" }).default("matchmaking"),
  ...common,
});

interface Person {
  /** kundalis.uid, or "" for birth details typed in and not saved. */
  kundaliUid: string;
  input: KundliInput;
  family: FamilyDetails;
  /** The gazetteer's place (places.id) the birth place was picked from, if it was. */
  placeId: number | null;
}

function toPerson(
  input: KundliInput,
  fields: Pick<KundliFields, "father_name" | "mother_name" | "jati" | "gotra"> & {
    place: { id?: number | null };
  },
  kundaliUid = "",
): Person {
  return {
    kundaliUid,
    input,
    placeId: fields.place.id ?? null,
    family: {
      ...(fields.father_name ? { fatherName: fields.father_name } : {}),
      ...(fields.mother_name ? { motherName: fields.mother_name } : {}),
      ...(fields.jati ? { jati: fields.jati } : {}),
      ...(fields.gotra ? { gotra: fields.gotra } : {}),
    },
  };
}

/**
 * The birth as the report prints it: in Hindi, a place picked from the gazetteer is named in
 * Devanagari where the gazetteer has its Hindi name (placeLabel, as the Hindi place search shows
 * it); otherwise the name saved with the Kundli. Only the name changes, never the coordinates.
 */
export function birthInLanguage(input: KundliInput, place: Place | undefined, language: "en" | "hi"): KundliInput {
  if (language !== "hi" || !place?.nameHi) return input;
  return { ...input, place: { ...input.place, name: placeLabel(place, "hi") } };
}

async function printedBirth(env: Env, p: Person, language: "en" | "hi"): Promise<KundliInput> {
  if (language !== "hi" || p.placeId === null) return p.input;
  return birthInLanguage(p.input, await getPlace(db(env), p.placeId), language);
}

/** Birth details typed in: the same checks as a saved Kundli, errors named under `prefix`. */
async function typedPerson(env: Env, fields: KundliFields, prefix: string): Promise<Person> {
  try {
    await validateKundli(env, fields);
  } catch (error) {
    if (error instanceof ApiError) {
      throw new ApiError(
        error.status,
        error.code,
        error.messageKey,
        error.field ? `${prefix}.${error.field}` : prefix,
        error.params,
      );
    }
    throw error;
  }
  return toPerson(birthInputOf(fields), fields);
}

/** A saved Kundli the actor may reach (their own, or a member's they manage). */
async function savedPerson(env: Env, actor: Actor, ref: RecordRef, field: string): Promise<Person> {
  const { record, input } = await savedBirth(env, actor, ref, { messageKey: "print.errors.kundaliNotFound", field });
  return toPerson(input, record, record.uid);
}

/** A saved Kundli's birth as a report in `language` prints it (drafts.server.ts). */
export async function savedReportBirth(
  env: Env,
  actor: Actor,
  ref: RecordRef,
  language: "en" | "hi",
): Promise<{ kundli: { id: number; uid: string }; name: string; birth: KundliInput; family: FamilyDetails }> {
  const { record, input } = await savedBirth(env, actor, ref, {
    messageKey: "print.errors.kundaliNotFound",
    field: "kundaliId",
  });
  const p = toPerson(input, record, record.uid);
  return {
    kundli: { id: record.id, uid: record.uid },
    name: p.input.name,
    birth: await printedBirth(env, p, language),
    family: p.family,
  };
}

async function person(
  env: Env,
  actor: Actor,
  ref: RecordRef | undefined,
  fields: KundliFields | undefined,
  names: { ref: string; fields: string },
): Promise<Person> {
  if (ref !== undefined && fields !== undefined)
    throw new ApiError(400, "invalid_input", "print.errors.kundaliOrBirth", names.ref);
  if (ref !== undefined) return savedPerson(env, actor, ref, names.ref);
  if (fields !== undefined) return typedPerson(env, fields, names.fields);
  throw new ApiError(400, "required", "print.errors.kundaliOrBirth", names.ref);
}

/**
 * The brand printed: the profile named in the request, else the one the astrologer connected,
 * else Kundli Studio's own. The brand is copied into the job so a retry prints the same.
 */
export async function brandFor(
  env: Env,
  actor: Actor,
  ref: RecordRef | undefined,
): Promise<{ uid: string | null; brand: Brand }> {
  let id: number | undefined;
  if (ref !== undefined) {
    id = (
      await findOwnedRow(env, actor, "branding_profiles", ref, {
        messageKey: "print.errors.brandingNotFound",
        field: "brandingProfileId",
      })
    ).id;
  }
  const query = db(env).selectFrom("branding_profiles").selectAll();
  const row = await (
    id !== undefined ? query.where("id", "=", id) : query.where("user_id", "=", actor.uid).where("is_connected", "=", 1)
  ).executeTakeFirst();
  if (!row) return { uid: null, brand: normalizeBrand(null) };
  return {
    uid: row.uid,
    brand: normalizeBrand({
      name: row.name,
      contact: [row.contact_phone, row.contact_email].filter(Boolean).join(" · "),
      colour: row.primary_color,
      secondary: row.secondary_color,
      tagline: row.address,
      logo: logoKeyOf(row.logo_url),
    }),
  };
}

/** Local date and clock time in `zone`: the download item's date (YYYY-MM-DD) and time (HH:MM). */
export function localStamp(now: number, zone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(now))
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

interface NewJob {
  reportType: PrintType;
  language: "en" | "hi";
  paperSize: "A4" | "Letter" | "A5";
  chartStyle: "north" | "south";
  timezone?: string;
  name: string;
  input: JobInput;
  brandUid: string | null;
  brand: Brand;
  request:
    | { table: "kundali_print"; kundaliUid: string }
    | { table: "matchkundali_print"; boyUid: string; girlUid: string; boyName: string; girlName: string }
    | null;
  /** Paid as one report (free trial, plan or wallet); the Panchang page is free. */
  paid: boolean;
  /** The astrologer's edits (checked), and the statements that keep their own texts, run with the job's insert. */
  edits?: CheckedEdits;
}

export interface CheckedEdits {
  stored: ReportEdits;
  statements: D1PreparedStatement[];
}

/**
 * The job id of a request retried with the same `Idempotency-Key`: one id per user and key, so
 * the retry finds the first job (and its charge) instead of paying for a second report.
 */
async function jobIdFor(userId: string, key: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`print:${userId}:${key}`)),
  );
  const hex = Array.from(digest.subarray(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

async function enqueue(env: Env, actor: Actor, job: NewJob, idempotencyKey: string | null): Promise<ServerDownload> {
  switchToPrimary(env);
  const now = Date.now();
  const iso = new Date(now).toISOString();
  const id = idempotencyKey === null ? crypto.randomUUID() : await jobIdFor(actor.uid, idempotencyKey);
  if (idempotencyKey !== null) {
    const first = await getJob(env, id);
    if (first) return toDownloadItem(first);
  }
  const printUid = crypto.randomUUID();
  const zone = job.timezone ?? DEFAULT_TIMEZONE;
  const { date, time } = localStamp(now, zone);
  const t = translator(resources, job.language);
  const fileName = t("print.fileName", { type: t(`report.types.${job.reportType}`), name: job.name }).replace(
    /[\\/:*?"<>|]/g,
    "-",
  );
  const q = db(env);
  const requested = {
    uid: printUid,
    user_id: actor.uid,
    branding_profile_id: job.brandUid,
    status: "requested" as const,
  };
  const shared = { language: job.language, paper_size: job.paperSize, chart_style: job.chartStyle, job_id: id };
  const stamps = { created_at: iso, updated_at: iso };
  const request =
    job.request === null
      ? null
      : job.request.table === "kundali_print"
        ? q.insertInto("kundali_print").values({
            ...requested,
            kundali_id: job.request.kundaliUid,
            name: job.name,
            report_type: job.reportType,
            ...shared,
            ...stamps,
          })
        : q.insertInto("matchkundali_print").values({
            ...requested,
            boy_kundali_id: job.request.boyUid,
            girl_kundali_id: job.request.girlUid,
            boy_name: job.request.boyName,
            girl_name: job.request.girlName,
            ...shared,
            ...stamps,
          });
  // Paid for at request time (free trial, plan, or wallet); given back if it never prints.
  if (job.paid) {
    const paid = await charge(env, {
      userId: actor.uid,
      item: "report",
      reference: id,
      idempotencyKey: `report:${id}`,
    });
    if (!paid.ok) throw paymentRequired(paid);
  }
  const recorded = env.DB.batch([
    ...(request ? [statement(env, request)] : []),
    statement(
      env,
      q.insertInto("print_jobs").values({
        id,
        user_id: actor.uid,
        kind: job.input.kind,
        print_uid: printUid,
        report_type: job.reportType,
        language: job.language,
        paper_size: job.paperSize,
        chart_style: job.chartStyle,
        name: job.name,
        file_name: fileName,
        input: JSON.stringify(job.input),
        brand: JSON.stringify(job.brand),
        timezone: zone,
        date,
        time,
        created_at: now,
        updated_at: now,
        edits: job.edits ? JSON.stringify(job.edits.stored) : "",
      }),
    ),
    ...(job.edits?.statements ?? []),
  ]);
  const raced = await recorded.then(
    () => null,
    async (error: unknown) => {
      // The same key sent twice at once: the other request wrote the job and owns the charge.
      const first = idempotencyKey === null ? undefined : await getJob(env, id);
      if (first) return first;
      await refund(env, { userId: actor.uid, reference: id });
      throw error;
    },
  );
  if (raced) return toDownloadItem(raced);
  try {
    await env.PRINT_QUEUE.send({ jobId: id } satisfies PrintMessage, { contentType: "json" });
  } catch (error) {
    // Nothing will render it: the item shows as failed, with a Retry, rather than hanging at 0 %.
    console.error("print queue send failed", id, error);
    await q
      .updateTable("print_jobs")
      .set({ status: "failed", error: "queue send failed" })
      .where("id", "=", id)
      .execute();
    await refund(env, { userId: actor.uid, reference: id });
    throw new ApiError(503, "queue_unavailable", "print.errors.queueUnavailable");
  }
  const created = await getJob(env, id);
  if (!created) throw new Error(`print job ${id} vanished`);
  return toDownloadItem(created);
}

/**
 * The Varshphal's year: the one asked for, else this year in the request's zone; it must lie from
 * the year of birth to VARSHPHAL_MAX_AGE years on. Any other report takes no year.
 */
export function varshphalYear(
  reportType: ReportType,
  year: number | undefined,
  birth: KundliInput,
  zone: string,
  now = Date.now(),
): number | undefined {
  if (reportType !== "varshphal") {
    if (year !== undefined) throw new ApiError(400, "invalid_input", "print.errors.yearNotAsked", "year");
    return undefined;
  }
  const min = Number(birth.date.slice(0, 4));
  const max = Math.min(min + VARSHPHAL_MAX_AGE, LAST_VARSHPHAL_YEAR);
  const chosen = year ?? Number(localStamp(now, zone).date.slice(0, 4));
  if (!(chosen >= min && chosen <= max))
    throw new ApiError(400, "invalid_input", "print.errors.year", "year", { min, max });
  return chosen;
}

export async function requestKundliPrint(
  env: Env,
  actor: Actor,
  body: z.infer<typeof KundliPrintBody>,
  idempotencyKey: string | null = null,
  edits?: CheckedEdits,
): Promise<ServerDownload> {
  if (body.edits && !edits)
    throw new Error("a print request's edits must be checked first (drafts.server.ts checkedEdits)");
  const p = await person(env, actor, body.kundaliId, body.birth, { ref: "kundaliId", fields: "birth" });
  const year = varshphalYear(body.reportType, body.year, p.input, body.timezone ?? DEFAULT_TIMEZONE);
  const birth = await printedBirth(env, p, body.language);
  const { uid, brand } = await brandFor(env, actor, body.brandingProfileId);
  const t = translator(resources, body.language);
  return enqueue(
    env,
    actor,
    {
      reportType: body.reportType,
      language: body.language,
      paperSize: body.paperSize,
      chartStyle: body.chartStyle,
      timezone: body.timezone,
      // A Varshphal names its year (two years of one person are two downloads).
      name: year === undefined ? p.input.name : t("print.varshphalName", { name: p.input.name, year }),
      input: { kind: "kundli", birth, family: p.family, ...(year === undefined ? {} : { year }) },
      brandUid: uid,
      brand,
      request: { table: "kundali_print", kundaliUid: p.kundaliUid },
      paid: true,
      ...(edits ? { edits } : {}),
    },
    idempotencyKey,
  );
}

export async function requestMatchPrint(
  env: Env,
  actor: Actor,
  body: z.infer<typeof MatchPrintBody>,
  idempotencyKey: string | null = null,
): Promise<ServerDownload> {
  const boy = await person(env, actor, body.boyKundaliId, body.boy, { ref: "boyKundaliId", fields: "boy" });
  const girl = await person(env, actor, body.girlKundaliId, body.girl, { ref: "girlKundaliId", fields: "girl" });
  const { uid, brand } = await brandFor(env, actor, body.brandingProfileId);
  const t = translator(resources, body.language);
  return enqueue(
    env,
    actor,
    {
      reportType: "matchmaking",
      language: body.language,
      paperSize: body.paperSize,
      chartStyle: body.chartStyle,
      timezone: body.timezone,
      name: `${boy.input.name} ${t("report.cover.and")} ${girl.input.name}`,
      input: {
        kind: "match",
        boy: await printedBirth(env, boy, body.language),
        girl: await printedBirth(env, girl, body.language),
      },
      brandUid: uid,
      brand,
      request: {
        table: "matchkundali_print",
        boyUid: boy.kundaliUid,
        girlUid: girl.kundaliUid,
        boyName: boy.input.name,
        girlName: girl.input.name,
      },
      paid: true,
    },
    idempotencyKey,
  );
}

/** A number given in the JSON body, within [min, max]. */
const degrees = (min: number, max: number, message: string) =>
  z.number({ error: message }).min(min, message).max(max, message);

/**
 * POST /api/print/panchang: the day's Panchang of a date at a place, named by a gazetteer id
 * (`place`, GET /api/places) or by `lat`, `lon`, `tz` (and an optional `name`), not both.
 * `ayanamsa` and `sunrise` default to the astrologer's Settings, `paperSize` too.
 */
export const PanchangPrintBody = z.strictObject({
  date: z.string({ error: "print.errors.date" }).regex(/^\d{4}-\d{2}-\d{2}$/, "print.errors.date"),
  place: z
    .union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^[1-9]\d{0,15}$/)], {
      error: "places.invalidPlace",
    })
    .optional(),
  lat: degrees(-90, 90, "calc.errors.INVALID_LATITUDE").optional(),
  lon: degrees(-180, 180, "calc.errors.INVALID_LONGITUDE").optional(),
  tz: timezoneField.optional(),
  name: z.string({ error: "errors.validation" }).trim().max(200, "errors.validation").optional(),
  ayanamsa: z.enum(AYANAMSA_CHOICES, { error: "calc.errors.INVALID_OPTION" }).optional(),
  sunrise: z.enum(SUNRISE_CHOICES, { error: "calc.errors.INVALID_OPTION" }).optional(),
  language: common.language,
  paperSize: common.paperSize.optional(),
  brandingProfileId: common.brandingProfileId,
  timezone: common.timezone,
});
export type PanchangPrintBody = z.infer<typeof PanchangPrintBody>;

/** The place of the Panchang, as the engine takes it, and its short name for the download. */
async function panchangPlace(
  env: Env,
  body: PanchangPrintBody,
): Promise<{ place: KundliInput["place"]; short: string; gazetteer: boolean }> {
  const coordinates = (["lat", "lon", "tz", "name"] as const).filter((key) => body[key] !== undefined);
  if (body.place !== undefined) {
    if (coordinates.length) throw new ApiError(400, "invalid_input", "print.errors.placeOrCoordinates", coordinates[0]);
    const found = await requirePlace(db(env), body.place, "place");
    return {
      place: {
        name: placeLabel(found, body.language),
        latitude: found.latitude,
        longitude: found.longitude,
        timezone: found.timezone,
      },
      short: body.language === "hi" && found.nameHi ? found.nameHi : found.name,
      gazetteer: true,
    };
  }
  if (body.lat === undefined && body.lon === undefined && body.tz === undefined)
    throw new ApiError(400, "required", "print.errors.placeOrCoordinates", "place");
  const missing = (["lat", "lon", "tz"] as const).find((key) => body[key] === undefined);
  if (missing) throw new ApiError(400, "required", "print.errors.placeOrCoordinates", missing);
  const name = body.name ?? "";
  return {
    place: { name, latitude: body.lat!, longitude: body.lon!, timezone: body.tz! },
    short: name || `${body.lat!.toFixed(2)}, ${body.lon!.toFixed(2)}`,
    gazetteer: false,
  };
}

/**
 * Asks the calc Worker for the day now, so that input it refuses (a date that does not exist, out
 * of the ephemeris' range, a zone it does not know) is a 400 here, naming the body's field, and
 * never a job that fails in the queue.
 */
async function checkPanchang(env: Env, input: unknown, gazetteer: boolean): Promise<void> {
  try {
    await new Response(await generateDayPanchangJson(env, input)).arrayBuffer();
  } catch (error) {
    throw panchangFieldError(error, gazetteer);
  }
}

export async function requestPanchangPrint(
  env: Env,
  actor: Actor,
  body: PanchangPrintBody,
  idempotencyKey: string | null = null,
): Promise<ServerDownload> {
  const { place, short, gazetteer } = await panchangPlace(env, body);
  const settings = await getSettings(env, actor.uid);
  const options = { ayanamsa: body.ayanamsa ?? settings.ayanamsa, sunrise: body.sunrise ?? settings.sunrise };
  const input = { kind: "panchang" as const, date: body.date, place, options };
  await checkPanchang(env, { date: input.date, place: input.place, options: input.options }, gazetteer);
  const { uid, brand } = await brandFor(env, actor, body.brandingProfileId);
  const t = translator(resources, body.language);
  const [y, m, d] = body.date.split("-");
  return enqueue(
    env,
    actor,
    {
      reportType: "panchang",
      language: body.language,
      paperSize: body.paperSize ?? settings.paper_size,
      // Nothing is drawn as a chart; the column wants a value.
      chartStyle: "north",
      timezone: body.timezone,
      name: t("print.panchangName", { place: short, date: `${d}-${m}-${y}` }),
      input,
      brandUid: uid,
      brand,
      request: null,
      paid: false,
    },
    idempotencyKey,
  );
}
