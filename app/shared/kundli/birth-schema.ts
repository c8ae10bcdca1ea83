/**
 * Validation of a birth form (birth-form.ts): every wrong field gets its own message key (a
 * translation key). `birthForm` is its Conform schema, run in the browser once loaded (it is
 * imported with import(), so zod stays out of the pages' first load) and by the actions; the
 * server then turns a chosen place id into coordinates (app/routes/main/kundli/birth.server.ts).
 */
import { z } from "zod";
import {
  BIRTH_FIELD_NAMES,
  CLOCKS,
  daysInMonth,
  EMPTY_BIRTH_VALUES,
  type BirthFormValues,
  birthField,
  type BirthParse,
  type FieldErrors,
} from "./birth-form";

const pad = (n: number) => String(n).padStart(2, "0");

/** "+5:30", "0530", "-4", "5.5" are common; the engine wants ±HH:MM or ±HH:MM:SS. */
export function normalizeUtcOffset(raw: string): string | null {
  const text = raw
    .trim()
    .replace(/^UTC|^GMT/i, "")
    .trim();
  if (!text) return null;
  let m = /^([+-]?)(\d{1,2})(?::?(\d{2}))?(?::?(\d{2}))?$/.exec(text);
  if (m) {
    const [, sign = "", h = "0", mm = "00", ss] = m;
    const hours = Number(h);
    const minutes = Number(mm);
    const seconds = ss === undefined ? 0 : Number(ss);
    if (hours > 14 || minutes > 59 || seconds > 59) return null;
    return `${sign === "-" ? "-" : "+"}${pad(hours)}:${pad(minutes)}${seconds ? `:${pad(seconds)}` : ""}`;
  }
  m = /^([+-]?)(\d{1,2})\.(\d+)$/.exec(text);
  if (m) {
    const hours = Number(`${m[2]}.${m[3]}`);
    if (hours > 14) return null;
    const totalSeconds = Math.round(hours * 3600);
    const h = Math.floor(totalSeconds / 3600);
    const mi = Math.floor((totalSeconds % 3600) / 60);
    const s = totalSeconds % 60;
    return `${m[1] === "-" ? "-" : "+"}${pad(h)}:${pad(mi)}${s ? `:${pad(s)}` : ""}`;
  }
  return null;
}

const text = (max: number) => z.string().trim().max(max, "kundli.form.errors.tooLong");
/** An hour, minute or second typed as text: whole, 0 to `max`; an empty second counts as 0. */
const clockPart = (max: number, empty: "required" | "zero when empty") =>
  (empty === "required"
    ? z.string().trim().min(1, "kundli.form.errors.timeRequired")
    : z
        .string()
        .trim()
        .transform((s) => (s === "" ? "0" : s))
  ).pipe(
    z.coerce
      .number<string>("kundli.form.errors.timeInvalid")
      .int("kundli.form.errors.timeInvalid")
      .min(0, "kundli.form.errors.timeInvalid")
      .max(max, "kundli.form.errors.timeInvalid"),
  );
const optionalNumber = z
  .string()
  .trim()
  .transform((s) => (s === "" ? null : Number(s.replace(",", "."))))
  .refine((n) => n === null || Number.isFinite(n), "kundli.form.errors.number");

const schema = z
  .object({
    name: text(120).min(1, "kundli.form.errors.nameRequired"),
    gender: z.enum(["male", "female"], "kundli.form.errors.genderRequired"),
    day: z.coerce
      .number("kundli.form.errors.dateRequired")
      .int()
      .min(1, "kundli.form.errors.dateRequired")
      .max(31, "kundli.form.errors.dateInvalid"),
    month: z.coerce
      .number("kundli.form.errors.dateRequired")
      .int()
      .min(1, "kundli.form.errors.dateRequired")
      .max(12, "kundli.form.errors.dateInvalid"),
    year: z.coerce
      .number("kundli.form.errors.dateRequired")
      .int()
      .min(1, "kundli.form.errors.yearRange")
      .max(2999, "kundli.form.errors.yearRange"),
    hour: clockPart(23, "required"),
    minute: clockPart(59, "required"),
    second: clockPart(59, "zero when empty"),
    clock: z.enum(CLOCKS).catch("24"),
    meridiem: z.enum(["am", "pm", ""]).catch(""),
    placeId: z
      .string()
      .trim()
      .transform((s) => (s === "" ? null : Number(s)))
      .refine((n) => n === null || (Number.isSafeInteger(n) && n > 0), "places.invalidPlace"),
    placeLabel: text(200),
    manual: z.string().transform((s) => s === "on" || s === "1" || s === "true"),
    latitude: optionalNumber.refine((n) => n === null || (n >= -90 && n <= 90), "kundli.form.errors.latitude"),
    longitude: optionalNumber.refine((n) => n === null || (n >= -180 && n <= 180), "kundli.form.errors.longitude"),
    utcOffset: z.string().max(16, "kundli.form.errors.utcOffset"),
    fatherName: text(120),
    motherName: text(120),
    jati: text(120),
    gotra: text(120),
  })
  .strip();

/** Reads the form's values (optionally under a prefix such as "boy."). Missing fields are "". */
export function birthValues(form: FormData | URLSearchParams, prefix = ""): BirthFormValues {
  const values = { ...EMPTY_BIRTH_VALUES };
  for (const field of BIRTH_FIELD_NAMES) {
    const value = form.get(prefix + field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/** Validates the values; every wrong field gets its own message key. */
export function parseBirthValues(values: BirthFormValues): BirthParse {
  const errors: FieldErrors = {};
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "name") as keyof FieldErrors;
      errors[field] ??= /^[a-z]\w*\.[\w.]+$/.test(issue.message) ? issue.message : "kundli.form.errors.invalid";
    }
  }
  const v = parsed.success ? parsed.data : undefined;

  // Cross-field rules, also run when other fields failed so that all errors show at once.
  let date = "";
  const day = Number(values.day);
  const month = Number(values.month);
  const year = Number(values.year);
  if (
    !errors.day &&
    !errors.month &&
    !errors.year &&
    Number.isInteger(day) &&
    Number.isInteger(month) &&
    Number.isInteger(year)
  ) {
    if (day > daysInMonth(year, month)) errors.day = "kundli.form.errors.dateInvalid";
    else date = `${String(year).padStart(4, "0")}-${pad(month)}-${pad(day)}`;
  }

  let time = "";
  if (v && !errors.hour && !errors.minute && !errors.second) {
    let hour = v.hour;
    if (v.clock === "12") {
      if (hour < 1 || hour > 12) errors.hour = "kundli.form.errors.hour12";
      else if (v.meridiem === "") errors.meridiem = "kundli.form.errors.meridiem";
      else hour = (hour % 12) + (v.meridiem === "pm" ? 12 : 0);
    }
    if (!errors.hour && !errors.meridiem) time = `${pad(hour)}:${pad(v.minute)}:${pad(v.second)}`;
  }

  let utcOffset: string | null = null;
  if (values.utcOffset.trim()) {
    utcOffset = normalizeUtcOffset(values.utcOffset);
    if (!utcOffset) errors.utcOffset = "kundli.form.errors.utcOffset";
  }

  // The manual fields count when filled in: the form has no switch for them (it works without script).
  // Read from the raw values too, so that a wrong name or date does not hide a place error or invent one.
  const number = (raw: string) => (raw.trim() === "" ? null : Number(raw.trim().replace(",", ".")));
  const manual =
    values.manual === "on" || Boolean(values.latitude.trim() || values.longitude.trim() || values.utcOffset.trim());
  const latitude = manual && !errors.latitude ? number(values.latitude) : null;
  const longitude = manual && !errors.longitude ? number(values.longitude) : null;
  const offset = manual ? utcOffset : null;
  const placeId = /^[1-9]\d{0,15}$/.test(values.placeId.trim()) ? Number(values.placeId.trim()) : null;
  const coordinateError = Boolean(errors.latitude || errors.longitude || errors.utcOffset);
  if (manual && !coordinateError && (latitude === null) !== (longitude === null)) {
    errors[latitude === null ? "latitude" : "longitude"] = "kundli.form.errors.coordinatesBoth";
  } else if (placeId === null && !errors.placeId && !coordinateError) {
    // Without a place from the list, the coordinates and the offset must all be given.
    const hasCoordinates = latitude !== null && longitude !== null;
    if (hasCoordinates && offset === null) errors.utcOffset = "kundli.form.errors.utcOffsetRequired";
    else if (!hasCoordinates) errors.place = "places.invalidPlace";
  }

  if (!v || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name: v.name,
      gender: v.gender,
      date,
      time,
      placeId,
      placeLabel: v.placeLabel,
      latitude,
      longitude,
      utcOffset: offset,
      fatherName: v.fatherName,
      motherName: v.motherName,
      jati: v.jati,
      gotra: v.gotra,
    },
  };
}

/** Every field of a birth form as typed, '' when absent: the input of `birthForm` (and of each side of the match form). */
export const birthFormShape = Object.fromEntries(
  BIRTH_FIELD_NAMES.map((field) => [field, z.string().default("")]),
) as Record<keyof BirthFormValues, z.ZodDefault<z.ZodString>>;

/**
 * One birth form's schema for Conform (docs/decisions/0030), in the browser and in the actions of
 * New Kundli, Edit and Matchmaking: every field as typed ('' when absent), checked by
 * parseBirthValues' rules with each error at its field; what passes is the birth data.
 */
export const birthForm = z.object(birthFormShape).transform((values, ctx) => {
  const parsed = parseBirthValues(values);
  if (parsed.ok) return parsed.value;
  for (const [field, message] of Object.entries(parsed.errors) as [keyof FieldErrors, string][]) {
    const at = birthField(field);
    ctx.addIssue({ code: "custom", path: at === null ? [] : [at], message });
  }
  return z.NEVER;
});
