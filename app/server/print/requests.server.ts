/**
 * POST /api/print/kundli and /api/print/match: validate, record the request (kundali_print or
 * matchkundali_print) and its job in one D1 batch, send the job to PRINT_QUEUE, and answer at
 * once with the download item (spec §3). The consumer does the rest (consumer.server.ts).
 */
import { z } from "zod";
import type { KundliInput } from "../../../engine/types.ts";
import { type Actor } from "~/server/accounts/access.server";
import { recordRef, type RecordRef } from "~/server/accounts/fields";
import { birthInputOf, KundliFields, savedBirth, validateKundli } from "~/server/accounts/kundalis.server";
import { findOwnedRow } from "~/server/accounts/records.server";
import { db } from "~/server/db.server";
import { ApiError } from "~/server/http.server";
import { charge, refund } from "~/server/commerce/entitlements.server";
import { paymentRequired } from "~/server/commerce/refusal.server";
import { resources } from "~/i18n/resources";
import { toDownloadItem, type DownloadItem } from "./downloads.server";
import { getJob, type JobInput } from "./jobs.server";
import { logoKeyOf, normalizeBrand, type Brand } from "./pdf/brand";
import { PAPER_SIZES } from "./pdf/paper";
import { KUNDLI_REPORT_TYPES, type FamilyDetails, type ReportType } from "./reports/types";
import { translator } from "./translate";

/** The queue message: the job's id; everything else is in D1. */
export interface PrintMessage {
  jobId: string;
}

const DEFAULT_TIMEZONE = "Asia/Kolkata";

const timezoneField = z
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

export const KundliPrintBody = z.strictObject({
  kundaliId: recordRef.optional(),
  birth: KundliFields.optional(),
  reportType: z.enum(KUNDLI_REPORT_TYPES as [ReportType, ...ReportType[]], { error: "print.errors.reportType" }),
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
}

function toPerson(
  input: KundliInput,
  fields: Pick<KundliFields, "father_name" | "mother_name" | "jati" | "gotra">,
  kundaliUid = "",
): Person {
  return {
    kundaliUid,
    input,
    family: {
      ...(fields.father_name ? { fatherName: fields.father_name } : {}),
      ...(fields.mother_name ? { motherName: fields.mother_name } : {}),
      ...(fields.jati ? { jati: fields.jati } : {}),
      ...(fields.gotra ? { gotra: fields.gotra } : {}),
    },
  };
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
async function brandFor(
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
  reportType: ReportType;
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
    | { table: "matchkundali_print"; boyUid: string; girlUid: string; boyName: string; girlName: string };
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

async function enqueue(env: Env, actor: Actor, job: NewJob, idempotencyKey: string | null): Promise<DownloadItem> {
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
  const request =
    job.request.table === "kundali_print"
      ? env.DB.prepare(
          `INSERT INTO kundali_print (uid, user_id, kundali_id, branding_profile_id, name, report_type, language, paper_size,
             chart_style, status, job_id, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'requested', ?, ?, ?)`,
        ).bind(
          printUid,
          actor.uid,
          job.request.kundaliUid,
          job.brandUid,
          job.name,
          job.reportType,
          job.language,
          job.paperSize,
          job.chartStyle,
          id,
          iso,
          iso,
        )
      : env.DB.prepare(
          `INSERT INTO matchkundali_print (uid, user_id, boy_kundali_id, girl_kundali_id, branding_profile_id, boy_name, girl_name,
             language, paper_size, chart_style, status, job_id, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'requested', ?, ?, ?)`,
        ).bind(
          printUid,
          actor.uid,
          job.request.boyUid,
          job.request.girlUid,
          job.brandUid,
          job.request.boyName,
          job.request.girlName,
          job.language,
          job.paperSize,
          job.chartStyle,
          id,
          iso,
          iso,
        );
  // Paid for at request time (free trial, plan, or wallet); given back if it never prints.
  const paid = await charge(env, { userId: actor.uid, item: "report", reference: id, idempotencyKey: `report:${id}` });
  if (!paid.ok) throw paymentRequired(paid);
  const recorded = env.DB.batch([
    request,
    env.DB.prepare(
      `INSERT INTO print_jobs (id, user_id, kind, print_uid, report_type, language, paper_size, chart_style, name, file_name,
         input, brand, timezone, date, time, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(
      id,
      actor.uid,
      job.input.kind,
      printUid,
      job.reportType,
      job.language,
      job.paperSize,
      job.chartStyle,
      job.name,
      fileName,
      JSON.stringify(job.input),
      JSON.stringify(job.brand),
      zone,
      date,
      time,
      now,
      now,
    ),
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
    await env.DB.prepare("UPDATE print_jobs SET status = 'failed', error = 'queue send failed' WHERE id = ?")
      .bind(id)
      .run();
    await refund(env, { userId: actor.uid, reference: id });
    throw new ApiError(503, "queue_unavailable", "print.errors.queueUnavailable");
  }
  const created = await getJob(env, id);
  if (!created) throw new Error(`print job ${id} vanished`);
  return toDownloadItem(created);
}

export async function requestKundliPrint(
  env: Env,
  actor: Actor,
  body: z.infer<typeof KundliPrintBody>,
  idempotencyKey: string | null = null,
): Promise<DownloadItem> {
  const p = await person(env, actor, body.kundaliId, body.birth, { ref: "kundaliId", fields: "birth" });
  const { uid, brand } = await brandFor(env, actor, body.brandingProfileId);
  return enqueue(
    env,
    actor,
    {
      reportType: body.reportType,
      language: body.language,
      paperSize: body.paperSize,
      chartStyle: body.chartStyle,
      timezone: body.timezone,
      name: p.input.name,
      input: { kind: "kundli", birth: p.input, family: p.family },
      brandUid: uid,
      brand,
      request: { table: "kundali_print", kundaliUid: p.kundaliUid },
    },
    idempotencyKey,
  );
}

export async function requestMatchPrint(
  env: Env,
  actor: Actor,
  body: z.infer<typeof MatchPrintBody>,
  idempotencyKey: string | null = null,
): Promise<DownloadItem> {
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
      input: { kind: "match", boy: boy.input, girl: girl.input },
      brandUid: uid,
      brand,
      request: {
        table: "matchkundali_print",
        boyUid: boy.kundaliUid,
        girlUid: girl.kundaliUid,
        boyName: boy.input.name,
        girlName: girl.input.name,
      },
    },
    idempotencyKey,
  );
}
