/**
 * Edit before printing (issue 16), the main Worker's side: a report's draft (the readings it
 * selects for a chart, chosen by the print Worker where the library lives, with the astrologer's
 * own texts put in), the edits a print request carries and their checks, and the astrologer's own
 * texts. Own texts are the author's alone: every query here is scoped to the session's user, never
 * to a user named in a body, and an organization's owner or admin gets no more than anyone
 * (docs/decisions/0025-own-reading-texts.md).
 */
import { z } from "zod";
import type { Actor } from "#app/server/accounts/access.server";
import { recordRef } from "#app/shared/accounts/fields";
import { db, statement } from "#app/server/db.server";
import { ApiError } from "#app/server/http.server";
import type { DraftRequest } from "./draft-sections.server";
import type { EditsBody } from "./edits-input.server";
import { language, readingKey, reportType } from "./edits-input.server";
import { EDIT_LIMITS, isEditableReport, type EditableReport } from "./reports/edits";
import type { ReadingSection, SelectedReading } from "./reports/selection";
import type { ReportLanguage } from "#app/shared/reports";
import {
  DEFAULT_TIMEZONE,
  savedReportBirth,
  timezoneField,
  type CheckedEdits,
  type KundliPrintBody,
} from "./requests.server";

/** A print request with edits may be this large: 100,000 characters of Hindi are about 300 KB of JSON. */
export const MAX_EDITS_BODY_BYTES = 512 * 1024;
export const DraftBody = z.strictObject({
  kundaliId: recordRef,
  reportType,
  language,
  timezone: timezoneField.optional(),
});
export type DraftBody = z.infer<typeof DraftBody>;

/** The print Worker's selection for a saved Kundli (PrintService.draft). */
async function sectionsFor(env: Env, request: DraftRequest): Promise<ReadingSection[]> {
  try {
    return await env.PRINT.draft(request);
  } catch (error) {
    console.error("report draft failed", error instanceof Error ? error.message : String(error));
    throw new ApiError(503, "draft_unavailable", "print.errors.draftUnavailable");
  }
}

async function draftRequest(
  env: Env,
  actor: Actor,
  body: { kundaliId: DraftBody["kundaliId"]; reportType: EditableReport; language: ReportLanguage; timezone?: string },
  now: number,
): Promise<{ kundli: { id: number; uid: string }; name: string; request: DraftRequest }> {
  const { kundli, name, birth, family } = await savedReportBirth(env, actor, body.kundaliId, body.language);
  return {
    kundli,
    name,
    request: {
      type: body.reportType,
      language: body.language,
      birth,
      family,
      generatedAt: now,
      timezone: body.timezone ?? DEFAULT_TIMEZONE,
    },
  };
}

export interface DraftReading extends SelectedReading {
  /** The astrologer's own text for this reading's key, or null: put in place of the library's by default. */
  mine: string | null;
}

export interface Draft {
  reportType: EditableReport;
  language: ReportLanguage;
  /** The saved Kundli: its row id (its screen's address) and uid. */
  kundli: { id: number; uid: string };
  name: string;
  sections: (Omit<ReadingSection, "readings"> & { readings: DraftReading[] })[];
  limits: typeof EDIT_LIMITS;
}

/** A report's draft for a saved Kundli the actor may reach, with the actor's own texts (never anyone else's). */
export async function reportDraft(env: Env, actor: Actor, body: DraftBody, now = Date.now()): Promise<Draft> {
  const { kundli, name, request } = await draftRequest(env, actor, body, now);
  const sections = await sectionsFor(env, request);
  const mine = await ownTexts(env, actor.uid, body.language);
  return {
    reportType: body.reportType,
    language: body.language,
    kundli,
    name,
    sections: sections.map((s) => ({
      ...s,
      readings: s.readings.map((r) => ({ ...r, mine: mine.get(r.key) ?? null })),
    })),
    limits: EDIT_LIMITS,
  };
}

/**
 * The edits of a print request, checked against the readings this report selects for this chart
 * (a key it does not print, a section it does not have: 400): as the job stores them, and the
 * statements that keep the texts marked `remember` as the actor's own.
 */
export async function checkedEdits(
  env: Env,
  actor: Actor,
  body: Pick<KundliPrintBody, "kundaliId" | "reportType" | "language" | "timezone">,
  edits: EditsBody,
  now = Date.now(),
): Promise<CheckedEdits> {
  if (!isEditableReport(body.reportType)) throw new ApiError(400, "invalid_input", "print.errors.notEditable", "edits");
  if (body.kundaliId === undefined) throw new ApiError(400, "required", "print.errors.editsNeedSaved", "kundaliId");
  const { request } = await draftRequest(
    env,
    actor,
    { kundaliId: body.kundaliId, reportType: body.reportType, language: body.language, timezone: body.timezone },
    now,
  );
  const sections = await sectionsFor(env, request);
  const keys = new Set(sections.flatMap((s) => s.readings.map((r) => r.key)));
  const ids = new Set(sections.map((s) => s.id));
  edits.readings.forEach((r, i) => {
    if (!keys.has(r.key))
      throw new ApiError(400, "invalid_input", "print.errors.readingNotInReport", `edits.readings.${i}.key`);
  });
  edits.notes.forEach((n, i) => {
    if (!ids.has(n.section))
      throw new ApiError(400, "invalid_input", "print.errors.section", `edits.notes.${i}.section`);
  });
  const statements = edits.readings
    .filter((r) => r.remember && r.text !== undefined)
    .map((r) =>
      statement(
        env,
        db(env)
          .insertInto("own_readings")
          .values({
            user_id: actor.uid,
            language: body.language,
            reading_key: r.key,
            text: r.text!,
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) =>
            oc.columns(["user_id", "language", "reading_key"]).doUpdateSet((eb) => ({
              text: eb.ref("excluded.text"),
              updated_at: eb.ref("excluded.updated_at"),
            })),
          ),
      ),
    );
  return {
    stored: {
      readings: Object.fromEntries(edits.readings.map((r) => [r.key, r.text ?? null])),
      notes: Object.fromEntries(edits.notes.map((n) => [n.section, n.text])),
      recommendations: edits.recommendations,
    },
    statements,
  };
}

/** The actor's own texts in one language, by reading key. */
async function ownTexts(env: Env, userId: string, language: ReportLanguage): Promise<Map<string, string>> {
  const rows = await db(env)
    .selectFrom("own_readings")
    .select(["reading_key", "text"])
    .where("user_id", "=", userId)
    .where("language", "=", language)
    .execute();
  return new Map(rows.map((r) => [r.reading_key, r.text]));
}

export const OwnReadingsQuery = z.strictObject({ language });

/** GET /api/print/own-readings: the session's own texts in a language, newest first. */
export async function listOwnReadings(env: Env, actor: Actor, lang: ReportLanguage) {
  return db(env)
    .selectFrom("own_readings")
    .select(["reading_key as key", "text", "updated_at"])
    .where("user_id", "=", actor.uid)
    .where("language", "=", lang)
    .orderBy("updated_at", "desc")
    .orderBy("reading_key")
    .execute();
}

export const ForgetBody = z.strictObject({ language, key: readingKey });

/** Forgets one of the session's own texts: later drafts offer the library's again. 404 when there is none. */
export async function forgetOwnReading(env: Env, actor: Actor, body: z.infer<typeof ForgetBody>): Promise<void> {
  const result = await db(env)
    .deleteFrom("own_readings")
    .where("user_id", "=", actor.uid)
    .where("language", "=", body.language)
    .where("reading_key", "=", body.key)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new ApiError(404, "not_found", "print.errors.ownReadingNotFound", "key");
}
