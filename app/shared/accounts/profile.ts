/**
 * The astrologer's profile as the API writes it (update-profile, add-user) and the Astrologers
 * screen's profile form checks it (./forms.ts). Pure, so the browser checks with the same rules.
 */
import { z } from "zod";
import { freeText, label, optionalDate, optionalGender, personName, pincodeField } from "./fields";

/**
 * "Complete profile" fields an astrologer may change about themselves. Everything else — uid,
 * phone, email, organization, role, counters, photo — has its own route or none, and is refused
 * by name when sent here.
 */
export const ProfileFields = z.strictObject({
  name: personName,
  gender: optionalGender,
  date_of_birth: optionalDate,
  city: label(100),
  state: label(100),
  pincode: pincodeField,
  address: freeText(500),
  languages: label(200),
  experience_years: z
    .number({ error: "accounts.invalidExperience" })
    .int("accounts.invalidExperience")
    .min(0, "accounts.invalidExperience")
    .max(99, "accounts.invalidExperience"),
  about: freeText(2000),
});
