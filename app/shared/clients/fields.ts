/**
 * A client's and a consultation's fields (issue 15) as the clients API writes them and the client
 * screens' forms check them (./forms.ts). Pure, so the browser checks with the same rules.
 * Messages are translation keys.
 */
import { z } from "zod";
import { emailField, freeText, label, optionalDate, personName, phoneField } from "#app/shared/accounts/fields";
import { CONSENT_METHODS, CONSENT_PURPOSES, todayInIndia } from "./consent";

/** Devanagari letters and marks, spaces and the name punctuation (the joiners are taken out first). */
const DEVANAGARI_NAME = /^[\p{sc=Deva} .'’()-]*$/u;
/** Zero-width joiners, which people type in Devanagari names or not. */
export const JOINERS = /[\u200C\u200D]/g;

/** Tags trimmed, empty ones and repeats (in any case) dropped, at most 10. */
const tagList = z
  .array(label(30))
  .transform((tags) =>
    tags.filter((tag, i) => tag && tags.findIndex((o) => o.toLowerCase() === tag.toLowerCase()) === i),
  )
  .pipe(z.array(z.string()).max(10, "clients.invalidTags"));

/** Tags as one text separated by commas (the forms, a CSV cell). */
export const tagsText = z
  .string({ error: "clients.invalidTags" })
  .max(400, "clients.invalidTags")
  .transform((s) => s.split(","))
  .pipe(tagList);

/** Tags: a list, or one text separated by commas. */
const tagsField = z.union([z.array(z.string()).max(30), tagsText], { error: "clients.invalidTags" }).pipe(tagList);

export const ClientFields = z.strictObject({
  name: personName,
  name_hi: personName
    .or(z.literal(""))
    .refine((v) => DEVANAGARI_NAME.test(v.replace(JOINERS, "")), "clients.invalidNameHi")
    .optional(),
  phone: z.union([z.literal(""), phoneField], { error: "auth.invalidPhone" }).optional(),
  email: z.union([z.literal(""), emailField], { error: "auth.invalidEmail" }).optional(),
  city: label(100).optional(),
  tags: tagsField.optional(),
  notes: freeText(4000).optional(),
});
export type ClientFields = z.infer<typeof ClientFields>;

const requiredDate = optionalDate.refine((v) => v !== "", "accounts.invalidDate");

/** A fee in paise: recorded with the consultation, never charged. */
export const feePaise = z
  .number({ error: "clients.invalidFee" })
  .int("clients.invalidFee")
  .min(0, "clients.invalidFee")
  .max(100_000_000, "clients.invalidFee");

export const ConsultationFields = z.strictObject({
  date: requiredDate,
  question: freeText(4000).optional(),
  advice: freeText(4000).optional(),
  remedies: freeText(4000).optional(),
  follow_up_on: optionalDate.optional(),
  fee_paise: feePaise.optional(),
});
export type ConsultationFields = z.infer<typeof ConsultationFields>;

/** A date of consent or of its withdrawal: given, and not after today in India (a typing mistake). */
const pastDate = optionalDate
  .refine((v) => v !== "", "accounts.invalidDate")
  .refine((v) => v <= todayInIndia(), "privacy.consent.futureDate");

/** A consent as it is recorded (the API's `record`, the client page's consent form). */
export const ConsentFields = z.strictObject({
  purposes: z
    .array(z.enum(CONSENT_PURPOSES, { error: "privacy.consent.invalidPurpose" }), {
      error: "privacy.consent.invalidPurpose",
    })
    .min(1, "privacy.consent.noPurpose")
    .max(CONSENT_PURPOSES.length, "privacy.consent.invalidPurpose")
    .transform((list) => CONSENT_PURPOSES.filter((p) => list.includes(p))),
  given_on: pastDate,
  method: z.enum(CONSENT_METHODS, { error: "privacy.consent.invalidMethod" }),
  note: freeText(500).optional(),
});
export type ConsentFields = z.infer<typeof ConsentFields>;

export const WithdrawFields = z.strictObject({ withdrawn_on: pastDate });
