/**
 * Input fields of the accounts area (zod 4). Messages are translation keys of
 * app/i18n/<lng>/accounts.json, which parseWith turns into `{error: {code, message, field}}`.
 * Pure (no server code), so forms can check with the same rules before they send.
 *
 * Text is stored as typed and always bound, never spliced into SQL. Still, the kinds of text that
 * name something (people, places, castes, organizations) accept only what such names contain:
 * letters of any script with their marks, digits, spaces and a little punctuation. That keeps
 * markup and statement fragments (`<script>`, `'; DROP TABLE …`, `' OR '1'='1`) out of what is
 * printed on reports. Longer free text (address, notes) refuses markup and control characters.
 */
import { z } from "zod";
import { parseDate, parseTime } from "#engine/time.ts";
import { isValidGstin } from "./gstin";

export { emailField } from "#app/shared/auth/fields";
export { phoneField } from "#app/shared/auth/fields";

/** Letters, marks and digits of any script, spaces, and . ' ’ - ( ) — but never "--". */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{N} .'’()-]+$/u;
/** Names of places, castes, organizations: the above plus , / & */
const LABEL_CHARACTERS = /^[\p{L}\p{M}\p{N} .'’()\-,/&]+$/u;
/** Markup, and control characters other than tab and newline. */
// eslint-disable-next-line no-control-regex
const UNSAFE_TEXT = /[<>\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function nameLike(pattern: RegExp, max: number, message: string, required: boolean) {
  return z
    .string({ error: message })
    .max(max * 4, message) // a cheap bound before normalizing very long input
    .transform((value) => value.normalize("NFC").trim().replace(/\s+/g, " "))
    .pipe(
      z
        .string()
        .min(required ? 1 : 0, message)
        .max(max, message)
        .refine((value) => value === "" || (pattern.test(value) && !value.includes("--")), message),
    );
}

/** A person's name: 1–100 characters. */
export const personName = nameLike(NAME_CHARACTERS, 100, "accounts.invalidName", true);
/** An optional person's name (father's, mother's): up to 100 characters, '' allowed. */
export const optionalPersonName = nameLike(NAME_CHARACTERS, 100, "accounts.invalidName", false);
/** Jati, gotra, city, state, languages, a place's name: up to `max` characters, '' allowed. */
export const label = (max = 100) => nameLike(LABEL_CHARACTERS, max, "accounts.invalidText", false);
/** A required label, e.g. a branding profile's or an organization's name. */
export const requiredLabel = (max = 120) => nameLike(LABEL_CHARACTERS, max, "accounts.invalidText", true);

/** Multi-line free text (address, notes, about) without markup: up to `max` characters. */
export const freeText = (max: number) =>
  z
    .string({ error: "accounts.invalidText" })
    .max(max, "accounts.invalidText")
    .transform((value) => value.normalize("NFC").trim())
    .refine((value) => !UNSAFE_TEXT.test(value), "accounts.invalidText");

/** A row's or user's uid: a UUID as crypto.randomUUID() makes them. */
export const uidField = z
  .string({ error: "accounts.invalidId" })
  .max(64, "accounts.invalidId")
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "accounts.invalidId")
  .transform((value) => value.toLowerCase());

/** A row named by its integer id or its uid. */
export const recordRef = z.union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), uidField], {
  error: "accounts.invalidId",
});
export type RecordRef = z.infer<typeof recordRef>;

/** An organization's id in a JSON body: a whole number, 0 meaning none. No coercion: "" or null is not 0. */
export const organizationIdField = z
  .number({ error: "accounts.invalidOrganizationId" })
  .int("accounts.invalidOrganizationId")
  .min(0, "accounts.invalidOrganizationId")
  .max(Number.MAX_SAFE_INTEGER, "accounts.invalidOrganizationId");

/** The same id written in a query string: digits only. */
export const organizationIdQuery = z
  .string()
  .regex(/^\d{1,15}$/, "accounts.invalidOrganizationId")
  .transform(Number);

/** "#RRGGBB", stored upper-case. */
export const colourField = z
  .string({ error: "accounts.invalidColour" })
  .regex(/^#[0-9a-fA-F]{6}$/, "accounts.invalidColour")
  .transform((value) => value.toUpperCase());

/** An Indian PIN code (6 digits, not starting with 0), or ''. */
export const pincodeField = z
  .string({ error: "accounts.invalidPincode" })
  .trim()
  .regex(/^(?:[1-9]\d{5})?$/, "accounts.invalidPincode");

/** A calendar date that exists, YYYY-MM-DD, or ''. */
export const optionalDate = z
  .string({ error: "accounts.invalidDate" })
  .trim()
  .refine((value) => value === "" || validates(() => parseDate(value)), "accounts.invalidDate");

/** A clock time HH:MM or HH:MM:SS, or ''. */
export const optionalTime = z
  .string({ error: "accounts.invalidTime" })
  .trim()
  .refine((value) => value === "" || validates(() => parseTime(value)), "accounts.invalidTime");

function validates(check: () => unknown): boolean {
  try {
    check();
    return true;
  } catch {
    return false;
  }
}

/** A GSTIN (15 characters with a valid check character), upper-cased; '' for none. */
export const gstinField = z
  .string({ error: "accounts.invalidGstin" })
  .max(32, "accounts.invalidGstin")
  .transform((value) => value.replace(/\s+/g, "").toUpperCase())
  .refine((value) => value === "" || isValidGstin(value), "accounts.invalidGstin");

/** The paths our stored photos are served at: /files/photos/<owner uid>/<random>.<ext>. */
export const PHOTO_PATH = /^\/files\/photos\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{22})\.(jpg|png|webp)$/;

/**
 * A photo address: one of ours (relative, or absolute on any host — only the path is kept), or ''
 * to remove the photo. Whether it belongs to the user and exists is checked by the route.
 */
export const photoUrlField = z
  .string({ error: "accounts.invalidPhotoUrl" })
  .max(512, "accounts.invalidPhotoUrl")
  .transform((value, ctx) => {
    const trimmed = value.trim();
    if (trimmed === "") return "";
    let path = trimmed;
    if (/^https?:\/\//i.test(trimmed)) {
      try {
        path = new URL(trimmed).pathname;
      } catch {
        path = "";
      }
    }
    if (!PHOTO_PATH.test(path)) {
      ctx.addIssue({ code: "custom", message: "accounts.invalidPhotoUrl" });
      return z.NEVER;
    }
    return path;
  });

/** A branding logo's address: a photo of ours that the print Worker can place (not WebP: photos.ts LOGO_TYPES). */
export const logoUrlField = photoUrlField.refine((path) => !path.endsWith(".webp"), "accounts.upload.logoWebp");

/** A link inside the app ("/main/orders"), or ''. No scheme, no other host. */
export const appLinkField = z
  .string({ error: "accounts.invalidLink" })
  .trim()
  .max(200, "accounts.invalidLink")
  .regex(/^(?:\/(?!\/)[A-Za-z0-9\-._~/?=&%]*)?$/, "accounts.invalidLink");

export const genderField = z.enum(["male", "female"], { error: "accounts.invalidGender" });
export const optionalGender = z.enum(["", "male", "female"], { error: "accounts.invalidGender" });
