/**
 * The New Kundli form's fields, shared by the form (browser), its action (server) and the
 * matchmaking form (fields prefixed "boy." and "girl."). Validation is in birth-schema.ts, which
 * the pages load only with import(), so that zod stays out of their first load.
 */
import type { SubmissionResult } from "@conform-to/react";

export const CLOCKS = ["24", "12"] as const;
export type Clock = (typeof CLOCKS)[number];

/** What a person typed, as strings: the form's values, also to refill it after an error. */
export interface BirthFormValues {
  name: string;
  gender: string;
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
  second: string;
  clock: string;
  meridiem: string;
  placeId: string;
  placeLabel: string;
  manual: string;
  latitude: string;
  longitude: string;
  utcOffset: string;
  fatherName: string;
  motherName: string;
  jati: string;
  gotra: string;
}

export const BIRTH_FIELD_NAMES = [
  "name",
  "gender",
  "day",
  "month",
  "year",
  "hour",
  "minute",
  "second",
  "clock",
  "meridiem",
  "placeId",
  "placeLabel",
  "manual",
  "latitude",
  "longitude",
  "utcOffset",
  "fatherName",
  "motherName",
  "jati",
  "gotra",
] as const satisfies readonly (keyof BirthFormValues)[];

export const PARENT_FIELDS = ["fatherName", "motherName", "jati", "gotra"] as const;
export type ParentField = (typeof PARENT_FIELDS)[number];

export const EMPTY_BIRTH_VALUES: BirthFormValues = Object.fromEntries(
  BIRTH_FIELD_NAMES.map((f) => [f, ""]),
) as unknown as BirthFormValues;

/** The birth data a valid form describes; the place is an id to resolve, or manual coordinates. */
export interface BirthData {
  name: string;
  gender: "male" | "female";
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM:SS, 24-hour clock */
  time: string;
  placeId: number | null;
  /** What the person typed or picked, kept as the place's name for manual coordinates. */
  placeLabel: string;
  latitude: number | null;
  longitude: number | null;
  utcOffset: string | null;
  fatherName: string;
  motherName: string;
  jati: string;
  gotra: string;
}

/**
 * What the New Kundli, Edit and Matchmaking actions answer when a birth form is not saved:
 * Conform's result (null when the connection failed on the way), as FormReply.
 */
export interface BirthReply {
  intent: string;
  result: SubmissionResult<string[]> | null;
  /** The calculation could not be reached (or the connection failed): offer Retry. */
  generationFailed?: boolean;
  /** A charge the wallet or plan could not cover: show the ways forward with the message. */
  wayForward?: boolean;
}

/** Message keys by form field; "form" is for what belongs to no one field. */
export type FieldErrors = Partial<Record<keyof BirthFormValues | "place" | "form", string>>;

/**
 * The field a birth error is shown at: the place's at the place box (what was typed there, as
 * Settings' default place), one that belongs to no field (`form`) above the form.
 */
export function birthField(field: keyof FieldErrors): keyof BirthFormValues | null {
  if (field === "form") return null;
  return field === "place" || field === "placeId" ? "placeLabel" : field;
}

export type BirthParse = { ok: true; value: BirthData } | { ok: false; errors: FieldErrors };

const pad = (n: number) => String(n).padStart(2, "0");

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Form values that show a saved birth again (for Edit): the inverse of parseBirthValues. */
export function valuesOfBirth(birth: {
  name: string;
  gender: string;
  date: string;
  time: string;
  place: { id?: number | null; name: string; latitude: number; longitude: number };
  utcOffset?: string | null;
  father_name?: string;
  mother_name?: string;
  jati?: string;
  gotra?: string;
}): BirthFormValues {
  const [year = "", month = "", day = ""] = birth.date.split("-");
  const [hour = "", minute = "", second = "0"] = birth.time.split(":");
  const placeId = birth.place.id ? String(birth.place.id) : "";
  const manual = !placeId || Boolean(birth.utcOffset);
  return {
    ...EMPTY_BIRTH_VALUES,
    name: birth.name,
    gender: birth.gender,
    day: String(Number(day)),
    month: String(Number(month)),
    year: String(Number(year)),
    hour: String(Number(hour)),
    minute: pad(Number(minute)),
    second: pad(Number(second)),
    clock: "24",
    placeId,
    placeLabel: birth.place.name,
    manual: manual ? "on" : "",
    latitude: manual && !placeId ? String(birth.place.latitude) : "",
    longitude: manual && !placeId ? String(birth.place.longitude) : "",
    utcOffset: birth.utcOffset ?? "",
    fatherName: birth.father_name ?? "",
    motherName: birth.mother_name ?? "",
    jati: birth.jati ?? "",
    gotra: birth.gotra ?? "",
  };
}
