/**
 * The calculation contract's inputs (../shared/contracts/calc-cli.md), validated. Shape and
 * enumerations are checked here; dates, clock times, zones and coordinates by engine/time.ts,
 * which knows what "does not exist" means for each. Every refusal is a CalcError naming the field.
 */
import { z } from "zod";
import { CalcError, DEFAULT_OPTIONS, type CalcOptions, type KundliInput, type MatchInput } from "./types.ts";

export const DASHA_YEARS = [365.25, 365.2425, 365.256363, 360] as const;

const optionsSchema = z
  .object({
    ayanamsa: z.enum(["lahiri", "true-chitra", "lahiri-icrc", "kp", "raman", "yukteshwar", "pushya"]),
    node: z.enum(["mean", "true"]),
    sunrise: z.enum(["visible", "hindu"]),
    dashaYear: z.number().refine((v) => (DASHA_YEARS as readonly number[]).includes(v), {
      message: `dashaYear must be one of ${DASHA_YEARS.join(", ")}`,
    }),
    houses: z.enum(["sripati", "placidus", "equal", "whole-sign"]),
  })
  .partial()
  .strict();

const kundliSchema = z.object({
  name: z.string().trim().max(120).default(""),
  gender: z.enum(["male", "female"]),
  date: z.string(),
  time: z.string(),
  place: z.object({
    name: z.string().trim().max(200).default(""),
    latitude: z.number(),
    longitude: z.number(),
    timezone: z.string().max(64),
  }),
  utcOffset: z.string().max(9).optional(),
  options: optionsSchema.optional(),
  /** Vimshottari levels to build eagerly: 2 (mahadasha, antardasha; the contract) up to 5 (prana). */
  dashaLevels: z.number().int().min(1).max(5).optional(),
});

export type ValidKundliInput = KundliInput & { options: CalcOptions; dashaLevels?: number };

function fail(error: z.ZodError, prefix: string): never {
  const issue = error.issues[0]!;
  const field = [prefix, ...issue.path.map(String)].filter(Boolean).join(".");
  const missing = issue.code === "invalid_type" && issue.input === undefined;
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
  if (!parsed.success) fail(parsed.error, prefix);
  const { options, utcOffset, dashaLevels, ...rest } = parsed.data;
  return {
    ...rest,
    ...(utcOffset === undefined ? {} : { utcOffset }),
    ...(dashaLevels === undefined ? {} : { dashaLevels }),
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
