/**
 * The calculation contract's inputs (../shared/contracts/calc-cli.md), validated. Shape and
 * enumerations are checked here; dates, clock times, zones and coordinates by engine/time.ts,
 * which knows what "does not exist" means for each. Every refusal is a CalcError naming the field.
 */
import { z } from "zod";
import { CalcError, DEFAULT_OPTIONS, type CalcOptions, type KundliInput, type MatchInput } from "./types.ts";

export const DASHA_YEARS = [365.25, 365.2425, 365.256363, 360] as const;

/** The calculation options of the contract (each optional, merged over the defaults). */
export const optionsSchema = z
  .object({
    ayanamsa: z.enum(["lahiri", "true-chitra", "lahiri-icrc", "kp", "raman", "yukteshwar", "pushya"]),
    node: z.enum(["mean", "true"]),
    sunrise: z.enum(["visible", "hindu"]),
    dashaYear: z.number().refine((v) => (DASHA_YEARS as readonly number[]).includes(v), {
      message: `dashaYear must be one of ${DASHA_YEARS.join(", ")}`,
    }),
    houses: z.enum(["sripati", "placidus", "equal", "whole-sign"]),
    /** Jaimini chara karakas (calc-cli-v2 `jaimini`): 7 (default) or 8 with Rahu. */
    karakas: z.union([z.literal(7), z.literal(8)]),
  })
  .partial()
  .strict();

/** A place as the contract gives it: name, coordinates and IANA zone (checked further by time.ts). */
export const placeSchema = z.object({
  name: z.string().trim().max(200).default(""),
  latitude: z.number(),
  longitude: z.number(),
  timezone: z.string().max(64),
});

/** The sections a Kundli input may ask for beyond v1 (calc-cli-v2.md `include`). */
export const INCLUDES = ["strength", "dashas", "jaimini", "kp", "transit", "varshphal", "sensitivity"] as const;
export type Include = (typeof INCLUDES)[number];

/** An instant with its offset, as the contract writes them: 2026-11-24T12:00:00+05:30 or …Z. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

const kundliSchema = z.object({
  name: z.string().trim().max(120).default(""),
  gender: z.enum(["male", "female"]),
  date: z.string(),
  time: z.string(),
  place: placeSchema,
  utcOffset: z.string().max(9).optional(),
  options: optionsSchema.optional(),
  /** Vimshottari levels to build eagerly: 2 (mahadasha, antardasha; the contract) up to 5 (prana). */
  dashaLevels: z.number().int().min(1).max(5).optional(),
  /**
   * Levels of the `dashas` section (Yogini, Ashtottari, Chara): 2 (the contract) up to 3. Chara
   * periods split twelve ways: a 4th level would be 41,000 periods (7 MB of JSON, ~0.1 s).
   */
  dashasLevels: z.number().int().min(1).max(3).optional(),
  include: z.array(z.enum(INCLUDES)).max(INCLUDES.length).optional(),
  /** The moment of `transit` and of `sensitivity`'s running dasha (default: now, given by the caller's runtime). */
  at: z
    .string()
    .regex(INSTANT, "at must be an ISO 8601 instant with an offset, e.g. 2026-11-24T12:00:00+05:30")
    .refine((v) => !Number.isNaN(Date.parse(v)), "at is not a valid instant")
    .optional(),
  /** The year of `varshphal` (default: the current year). */
  year: z.number().int().min(1).max(9998).optional(),
});

export type ValidKundliInput = KundliInput & {
  options: CalcOptions;
  dashaLevels?: number;
  dashasLevels?: number;
  include?: Include[];
  at?: string;
  year?: number;
};

/** The value at a zod issue's path in the raw input (zod 4 reports an issue's input only on request). */
function valueAt(raw: unknown, path: PropertyKey[]): unknown {
  let node = raw;
  for (const key of path)
    node = typeof node === "object" && node !== null ? (node as Record<PropertyKey, unknown>)[key] : undefined;
  return node;
}

/** A zod failure as the contract's CalcError, naming the field (with `prefix`). */
export function fail(error: z.ZodError, prefix: string, raw: unknown): never {
  const issue = error.issues[0]!;
  const field = [prefix, ...issue.path.map(String)].filter(Boolean).join(".");
  // A field that is there with the wrong type is invalid, not missing.
  const missing = issue.code === "invalid_type" && valueAt(raw, issue.path) === undefined;
  throw new CalcError(
    missing ? "MISSING_FIELD" : "INVALID_FIELD",
    missing ? `${field} is required` : `${field}: ${issue.message}`,
    field,
  );
}

/** A Kundli input with the options merged over the conventions' defaults. */
export function parseKundliInput(raw: unknown, prefix = ""): ValidKundliInput {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new CalcError("INVALID_INPUT", "a Kundli input must be a JSON object", prefix || undefined);
  }
  const parsed = kundliSchema.safeParse(raw);
  if (!parsed.success) fail(parsed.error, prefix, raw);
  const { options, utcOffset, dashaLevels, dashasLevels, include, at, year, ...rest } = parsed.data;
  return {
    ...rest,
    ...(utcOffset === undefined ? {} : { utcOffset }),
    ...(dashaLevels === undefined ? {} : { dashaLevels }),
    ...(dashasLevels === undefined ? {} : { dashasLevels }),
    ...(include === undefined ? {} : { include: [...new Set(include)] }),
    ...(at === undefined ? {} : { at }),
    ...(year === undefined ? {} : { year }),
    options: { ...DEFAULT_OPTIONS, ...options },
  };
}

export function parseMatchInput(raw: unknown): { boy: ValidKundliInput; girl: ValidKundliInput } {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new CalcError("INVALID_INPUT", "a match input must be a JSON object with boy and girl");
  }
  const { boy, girl } = raw as Partial<MatchInput>;
  if (boy === undefined) throw new CalcError("MISSING_FIELD", "boy is required", "boy");
  if (girl === undefined) throw new CalcError("MISSING_FIELD", "girl is required", "girl");
  return { boy: parseKundliInput(boy, "boy"), girl: parseKundliInput(girl, "girl") };
}
