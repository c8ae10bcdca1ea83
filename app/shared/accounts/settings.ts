/**
 * An astrologer's defaults (the Settings screen, issue 7): chart style, paper size, the
 * calculation options of ../shared/docs/conventions.md a new Kundli is computed with, the
 * default branding profile, and the default place of the day's Panchang. Pure (no server code): the screen, the API and the print dialog
 * share these names; the schema that checks them is settings-fields.ts (zod stays out of the
 * screens' first load).
 */
import type { CalcOptions } from "#engine/types.ts";

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
export const REMINDER_LANGUAGE_CHOICES = ["en", "hi"] as const;

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
  /** The language reminders' notifications and the digest are written in (migrations/0015). */
  reminder_language: (typeof REMINDER_LANGUAGE_CHOICES)[number];
  /** The weekly email digest of the reminders (off unless chosen). */
  weekly_digest: boolean;
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
  reminder_language: "en",
  weekly_digest: false,
};

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
