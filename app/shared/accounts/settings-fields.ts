/**
 * The Settings fields as POST /api/user/settings and the Settings forms take them (settings.ts
 * names the choices). Apart from settings.ts so that the screens that only read the defaults
 * do not carry zod.
 */
import { z } from "zod";
import { organizationIdField, recordRef } from "./fields";
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

export type SettingsFields = z.infer<typeof SettingsFields>;

/**
 * The Settings screen's forms (docs/decisions/0030): the browser checks them with these before
 * they are sent, and /main/settings parses them with the same. A field a form leaves out is
 * refused, as a form without script sends them all; the place search's two fields may be absent.
 */
const settingsField = SettingsFields.shape;
/** Digits as a form sends them, as the number the fields above take ('' stays '', refused by them). */
const formNumber = z
  .string({ error: "accounts.invalidChoice" })
  .trim()
  .transform((text) => (/^\d+(\.\d+)?$/.test(text) ? Number(text) : text));

export const defaultsForm = z
  .object({
    chart_style: settingsField.chart_style.unwrap(),
    paper_size: settingsField.paper_size.unwrap(),
    ayanamsa: settingsField.ayanamsa.unwrap(),
    node: settingsField.node.unwrap(),
    houses: settingsField.houses.unwrap(),
    sunrise: settingsField.sunrise.unwrap(),
    dasha_year: formNumber.pipe(settingsField.dasha_year.unwrap()),
    // '' prints with Kundli Studio's own brand.
    branding_profile_id: z
      .string({ error: "accounts.invalidId" })
      .trim()
      .transform((text) => (text === "" ? null : /^\d+$/.test(text) ? Number(text) : text))
      .pipe(recordRef.nullable()),
    // The place search (PlaceSearch, prefix "default_"): the gazetteer id chosen (null: none), and
    // the box's text. The action saves the id as default_place_id.
    default_placeId: z
      .string({ error: "places.invalidPlace" })
      .trim()
      .regex(/^\d{0,15}$/, "places.invalidPlace")
      .transform((text) => (text === "" ? null : Number(text)))
      .optional(),
    default_placeLabel: z.string({ error: "places.invalidPlace" }).trim().default(""),
  })
  // A name typed without a choice from the list is no place: refused at the box. An empty box clears it.
  .refine((form) => form.default_placeId != null || form.default_placeLabel === "", {
    message: "places.invalidPlace",
    path: ["default_placeLabel"],
  });

export const remindersForm = z.object({
  reminder_language: settingsField.reminder_language.unwrap(),
  // A checkbox: sent as "on" when ticked, absent when not.
  weekly_digest: z
    .literal("on", { error: "accounts.invalidChoice" })
    .optional()
    .transform((ticked) => ticked === "on"),
});

/** Accept or Decline an invitation: the organization's id, as the list's buttons send it. */
export const invitationForm = z.object({
  organization_id: z
    .string({ error: "accounts.invalidOrganizationId" })
    .regex(/^\d{1,15}$/, "accounts.invalidOrganizationId")
    .transform(Number)
    .pipe(organizationIdField.refine((id) => id > 0, "accounts.invalidOrganizationId")),
});
