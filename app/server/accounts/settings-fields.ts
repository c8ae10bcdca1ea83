/**
 * The Settings fields as POST /api/user/settings and the Settings form take them (settings.ts
 * names the choices). Apart from settings.ts so that the screens that only read the defaults
 * do not carry zod.
 */
import { z } from "zod";
import { recordRef } from "./fields";
import {
  AYANAMSA_CHOICES,
  CHART_STYLE_CHOICES,
  DASHA_YEAR_CHOICES,
  HOUSES_CHOICES,
  NODE_CHOICES,
  PAPER_SIZE_CHOICES,
  REMINDER_LANGUAGE_CHOICES,
  SUNRISE_CHOICES,
} from "./settings";

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: "accounts.invalidChoice" });

/** POST /api/user/settings and the Settings form: any of the fields; the others stay as they are. */
export const SettingsFields = z.strictObject({
  chart_style: choice(CHART_STYLE_CHOICES).optional(),
  paper_size: choice(PAPER_SIZE_CHOICES).optional(),
  ayanamsa: choice(AYANAMSA_CHOICES).optional(),
  node: choice(NODE_CHOICES).optional(),
  houses: choice(HOUSES_CHOICES).optional(),
  sunrise: choice(SUNRISE_CHOICES).optional(),
  dasha_year: z
    .number({ error: "accounts.invalidChoice" })
    .refine((value) => (DASHA_YEAR_CHOICES as readonly number[]).includes(value), "accounts.invalidChoice")
    .optional(),
  /** null: print with Kundli Studio's own brand. */
  branding_profile_id: recordRef.nullable().optional(),
  /**
   * The Panchang's default place: a gazetteer id (GET /api/places), never a typed name; the
   * server copies the place's name, coordinates and zone. null: no default place.
   */
  default_place_id: z
    .number({ error: "places.invalidPlace" })
    .int("places.invalidPlace")
    .positive("places.invalidPlace")
    .max(Number.MAX_SAFE_INTEGER, "places.invalidPlace")
    .nullable()
    .optional(),
  /** Reminders (migrations/0015): the language of their notifications and digest, and the weekly digest. */
  reminder_language: choice(REMINDER_LANGUAGE_CHOICES).optional(),
  weekly_digest: z.boolean({ error: "accounts.invalidChoice" }).optional(),
});

/** The reminders' part of Settings, saved on its own (the Settings screen's Reminders card). */
export const REMINDER_SETTINGS = { reminder_language: true, weekly_digest: true } as const;
export type SettingsFields = z.infer<typeof SettingsFields>;
