/**
 * From a birth form (app/shared/kundli/birth-form.ts, parsed with `birthForm`) to a saved Kundli:
 * the chosen place id becomes the gazetteer's coordinates and zone, the fields become the
 * accounts' KundliFields (app/server/accounts/kundalis.server.ts), and the calculation service is
 * asked once, so that what it refuses is shown beside the field and nothing is saved.
 */
import { data, type RouterContextProvider } from "react-router";
import type { Kundli } from "#engine/kundli";
import { getInstance } from "#app/i18n/i18next.server";
import { birthInputOf, KundliFields } from "#app/server/accounts/kundalis.server";
import { generateKundli } from "#app/server/calc.server";
import { db } from "#app/server/db.server";
import { ApiError, parseWith } from "#app/server/http.server";
import { getPlace } from "#app/server/places.server";
import { placeLabel } from "#app/shared/place-label";
import type { FormSubmission } from "#app/shared/forms";
import { birthField, type BirthData, type BirthReply, type FieldErrors } from "#app/shared/kundli/birth-form";

/** A zone for coordinates typed by hand: their UTC offset, always given with them, overrides it. */
export const MANUAL_ZONE = "UTC";

type Resolved = { ok: true; fields: KundliFields } | { ok: false; errors: FieldErrors };

/** Turns the form's birth data into the accounts' fields, resolving the place id. */
async function resolveBirth(
  env: Env,
  context: Readonly<RouterContextProvider>,
  birth: BirthData,
  options?: Record<string, unknown>,
): Promise<Resolved> {
  let place: KundliFields["place"];
  if (birth.placeId !== null) {
    const known = await getPlace(db(env), birth.placeId);
    if (!known) return { ok: false, errors: { place: "places.invalidPlace" } };
    const ownCoordinates = birth.latitude !== null && birth.longitude !== null;
    place = {
      // Coordinates typed over a chosen place are the astrologer's own: the row no longer names the gazetteer's.
      id: ownCoordinates ? null : known.id,
      name: placeLabel(known, getInstance(context).language).slice(0, 200),
      latitude: ownCoordinates ? birth.latitude! : known.latitude,
      longitude: ownCoordinates ? birth.longitude! : known.longitude,
      timezone: known.timezone,
    };
  } else {
    if (birth.latitude === null || birth.longitude === null || birth.utcOffset === null)
      return { ok: false, errors: { place: "places.invalidPlace" } };
    place = {
      id: null,
      name: (birth.placeLabel || `${birth.latitude}, ${birth.longitude}`).slice(0, 200),
      latitude: birth.latitude,
      longitude: birth.longitude,
      timezone: MANUAL_ZONE,
    };
  }
  const raw = {
    name: birth.name,
    gender: birth.gender,
    date: birth.date,
    time: birth.time,
    place,
    utcOffset: birth.utcOffset,
    father_name: birth.fatherName,
    mother_name: birth.motherName,
    jati: birth.jati,
    gotra: birth.gotra,
    ...(options && Object.keys(options).length ? { options } : {}),
  };
  try {
    return { ok: true, fields: parseWith(KundliFields, raw) };
  } catch (error) {
    const errors = fieldErrorsOf(error);
    if (errors) return { ok: false, errors };
    throw error;
  }
}

/** Computes the Kundli of the fields; a refusal becomes field errors, an outage `unavailable`. */
async function tryGenerate(
  env: Env,
  fields: KundliFields,
): Promise<{ ok: true; kundli: Kundli } | { ok: false; errors: FieldErrors } | { ok: false; unavailable: true }> {
  try {
    return { ok: true, kundli: await generateKundli(env, birthInputOf(fields)) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 503) return { ok: false, unavailable: true };
    const errors = fieldErrorsOf(error);
    if (errors) return { ok: false, errors };
    throw error;
  }
}

/** What saving a birth form came to: the saved row's id, errors to show beside the fields, or an outage. */
export type SavedBirth =
  { ok: true; id: number } | { ok: false; errors: FieldErrors } | { ok: false; unavailable: true };

/**
 * Saves one birth form, the same way for New Kundli, Edit and a new partner of Matchmaking: the
 * birth `birthForm` passed has its place resolved and its Kundli computed once (so that what the
 * calculation refuses is shown beside its field), and only then `save` writes the row and gives its id.
 * `options` are the calculation options the row carries (the astrologer's defaults for a new one).
 */
export async function saveBirth(
  env: Env,
  context: Readonly<RouterContextProvider>,
  birth: BirthData,
  options: Record<string, unknown> | undefined,
  save: (fields: KundliFields) => Promise<number>,
): Promise<SavedBirth> {
  const resolved = await resolveBirth(env, context, birth, options);
  if (!resolved.ok) return resolved;
  const generated = await tryGenerate(env, resolved.fields);
  if (!generated.ok) return generated;
  try {
    return { ok: true, id: await save(resolved.fields) };
  } catch (error) {
    const errors = fieldErrorsOf(error);
    if (errors) return { ok: false, errors };
    throw error;
  }
}

/**
 * A birth form that passed its schema but was not saved, as the form's action answers it (Conform's
 * result, docs/decisions/0030): 503 with Retry for an outage, else 400 with each message at its
 * field (`prefix`: "boy." or "girl." on Matchmaking) or above the form.
 */
export function birthRefusal<Reply extends BirthReply = BirthReply>(
  failure: Exclude<SavedBirth, { ok: true }>,
  submission: FormSubmission,
  context: Readonly<RouterContextProvider>,
  intent: string,
  prefix = "",
  /** More for the form to know (Matchmaking: the side already saved). */
  more: Omit<Reply, keyof BirthReply> = {} as Omit<Reply, keyof BirthReply>,
) {
  if ("unavailable" in failure)
    return data({ ...more, intent, result: submission.reply(), generationFailed: true } as Reply, { status: 503 });
  return data({ ...more, ...birthReply(failure.errors, submission, context, intent, prefix) } as Reply, {
    status: 400,
  });
}

/** The errors of one birth form as Conform's result; `prefix` names the form's fields on Matchmaking. */
function birthReply(
  errors: FieldErrors,
  submission: FormSubmission,
  context: Readonly<RouterContextProvider>,
  intent: string,
  prefix = "",
): BirthReply {
  const { t } = getInstance(context);
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const [field, key] of Object.entries(errors) as [keyof FieldErrors, string][]) {
    const at = birthField(field);
    if (at === null) formErrors.push(t(key));
    else fieldErrors[prefix + at] = [t(key)];
  }
  // A refused charge (no Kundlis left) leads on to the wallet and the plans.
  const wayForward = Object.values(errors).some((key) => key.startsWith("wallet.refused."));
  return { intent, result: submission.reply({ fieldErrors, formErrors }), ...(wayForward ? { wayForward } : {}) };
}

/** Where an error of the accounts or the calculation (field paths of the contract) shows on the form. */
const FORM_FIELD: Record<string, keyof FieldErrors> = {
  name: "name",
  gender: "gender",
  date: "day",
  time: "hour",
  utcOffset: "utcOffset",
  "place.latitude": "latitude",
  "place.longitude": "longitude",
  father_name: "fatherName",
  mother_name: "motherName",
  jati: "jati",
  gotra: "gotra",
};

/** An ApiError of a 4xx as `{formField: messageKey}`; null for anything else. */
function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError) || error.status >= 500) return null;
  const path = error.field ?? "";
  const field: keyof FieldErrors =
    FORM_FIELD[path] ?? (path.startsWith("place") ? "place" : path === "" ? "form" : "name");
  return { [field]: error.messageKey };
}
