/**
 * An astrologer's defaults (the Settings screen, issue 7): chart style, paper size, the
 * calculation options of ../shared/docs/conventions.md a new Kundli is computed with, the
 * default branding profile, and the default place of the day's Panchang. Pure (no server code): the screen, the API and the print dialog
 * share these names and the schema.
 */
import { z } from "zod";
import type { CalcOptions } from "../../../engine/types.ts";
import { recordRef } from "./fields";

export const CHART_STYLE_CHOICES = ["north", "south"] as const;
export const PAPER_SIZE_CHOICES = ["A4", "Letter", "A5"] as const;
export const AYANAMSA_CHOICES = [
  "lahiri",
  "true-chitra",
  "lahiri-icrc",
  "kp",
  "raman",
  "yukteshwar",
  "pushya",
] as const;
export const NODE_CHOICES = ["mean", "true"] as const;
export const HOUSES_CHOICES = ["sripati", "placidus", "equal", "whole-sign"] as const;
export const SUNRISE_CHOICES = ["visible", "hindu"] as const;
export const DASHA_YEAR_CHOICES = [365.25, 365.2425, 365.256363, 360] as const;

/** A place of the gazetteer (GET /api/places) as Settings keeps it: its id and what it was then. */
export interface DefaultPlace {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  timezone: string;
}

export interface UserSettings {
  chart_style: (typeof CHART_STYLE_CHOICES)[number];
  paper_size: (typeof PAPER_SIZE_CHOICES)[number];
  ayanamsa: CalcOptions["ayanamsa"];
  node: CalcOptions["node"];
  houses: CalcOptions["houses"];
  sunrise: CalcOptions["sunrise"];
  dasha_year: number;
  /** The connected branding profile's id, or null for Kundli Studio's own brand. */
  branding_profile_id: number | null;
  /** Where the Panchang opens (a gazetteer place), or null: none chosen yet. */
  default_place: DefaultPlace | null;
}

/** conventions.md's defaults: what an astrologer who never saved Settings gets. */
export const DEFAULT_SETTINGS: UserSettings = {
  chart_style: "north",
  paper_size: "A4",
  ayanamsa: "lahiri",
  node: "mean",
  houses: "sripati",
  sunrise: "visible",
  dasha_year: 365.25,
  branding_profile_id: null,
  default_place: null,
};

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
});
export type SettingsFields = z.infer<typeof SettingsFields>;

/** The calculation options a new Kundli is saved with. */
export function calcOptionsOf(settings: UserSettings): CalcOptions {
  return {
    ayanamsa: settings.ayanamsa,
    node: settings.node,
    houses: settings.houses,
    sunrise: settings.sunrise,
    dashaYear: settings.dasha_year,
  };
}
