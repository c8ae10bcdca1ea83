/**
 * The Astrologers screen's forms as zod schemas: the browser checks a form with them before it
 * sends (Conform), and the screen's action parses the same form with them (docs/decisions/0030).
 * Messages are translation keys. Plain objects, not strict ones: the form also carries `intent`.
 */
import { z } from "zod";
import { gstinField, personName, phoneField, requiredLabel, uidField } from "./fields";
import { ProfileFields } from "./profile";

export const organizationForm = z.object({ name: requiredLabel(120), gst_number: gstinField });

export const astrologerForm = z.object({
  phone: phoneField,
  name: personName,
  // Only an owner sees the choice; an admin adds astrologers.
  role: z.enum(["astrologer", "admin"], { error: "accounts.invalidChoice" }).default("astrologer"),
});

/** A whole number of years as typed; '' leaves the stored number as it was (undefined). */
const experienceText = z
  .string({ error: "accounts.invalidExperience" })
  .trim()
  .regex(/^\d{0,2}$/, "accounts.invalidExperience")
  .transform((value) => (value === "" ? undefined : Number(value)));

/**
 * The profile form: update-profile's fields as a form sends them, name required. A field the post
 * leaves out is '' (a form without script sends every field; other clients may not).
 */
const profile = ProfileFields.shape;
export const profileForm = z.object({
  name: profile.name,
  gender: profile.gender.default(""),
  date_of_birth: profile.date_of_birth.default(""),
  city: profile.city.default(""),
  state: profile.state.default(""),
  pincode: profile.pincode.default(""),
  address: profile.address.default(""),
  languages: profile.languages.default(""),
  experience_years: experienceText.optional(),
  about: profile.about.default(""),
});

/** Remove: the member's uid, sent by the list's button. */
export const removeForm = z.object({ user_id: uidField });
