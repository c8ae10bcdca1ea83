/**
 * A branding profile's fields as the API writes them (update-branding-profile) and as the
 * Branding screen's forms send them, checked by the browser and the action with the same
 * schemas (docs/decisions/0030). Messages are translation keys.
 */
import { z } from "zod";
import { colourField, emailField, freeText, phoneField, logoUrlField, recordRef, requiredLabel } from "./fields";

/** update-branding-profile's body: with `id` (integer or uid) it changes that profile, without it makes one. */
export const BrandingFields = z.strictObject({
  id: recordRef.optional(),
  name: requiredLabel(120),
  logo_url: logoUrlField.optional(),
  contact_phone: z.union([z.literal(""), phoneField], { error: "auth.invalidPhone" }).optional(),
  contact_email: z.union([z.literal(""), emailField], { error: "auth.invalidEmail" }).optional(),
  address: freeText(500).optional(),
  primary_color: colourField.optional(),
  secondary_color: colourField.optional(),
  is_connected: z.boolean({ error: "errors.validation" }).optional(),
});
export type BrandingFields = z.infer<typeof BrandingFields>;

/** A profile's id as a form carries it (hidden): digits, or '' for a new profile. */
const formId = z
  .string({ error: "accounts.brandingNotFound" })
  .regex(/^\d{0,15}$/, "accounts.brandingNotFound")
  .transform((value) => (value === "" ? null : Number(value)));

/** The profile form: the API's fields but the switch; a field the post leaves out is not changed. */
export const brandingForm = z.object({
  ...BrandingFields.omit({ id: true, is_connected: true }).shape,
  id: formId.optional(),
});

/** Connect / Disconnect: which profile. */
export const connectForm = z.object({ id: formId.refine((id) => id !== null, "accounts.brandingNotFound") });
