/**
 * The edits a print request may carry (POST /api/print/kundli `edits`), validated: keys in the
 * library's form, lengths and counts within EDIT_LIMITS, letters the report font draws. Whether
 * each key is one this report prints for this chart is checked by drafts.server.ts.
 */
import { z } from "zod";
import { cleanText, EDIT_LIMITS, EDITABLE_REPORTS, isWritable, READING_KEY } from "./reports/edits";

/** All the astrologer's words in one report, together. */
const MAX_EDITED_CHARACTERS = 100_000;

export const language = z.enum(["en", "hi"], { error: "print.errors.language" });
export const reportType = z.enum(EDITABLE_REPORTS, { error: "print.errors.notEditable" });
export const readingKey = z
  .string({ error: "print.errors.readingKey" })
  .max(EDIT_LIMITS.key, "print.errors.readingKey")
  .regex(READING_KEY, "print.errors.readingKey");

/** The astrologer's writing: cleaned (edits.ts cleanText), within `max` characters, in letters the report font draws. */
const writing = (max: number) =>
  z
    .string({ error: "print.errors.editText" })
    .max(max * 2, "print.errors.editTooLong")
    .transform(cleanText)
    .pipe(z.string().max(max, "print.errors.editTooLong").refine(isWritable, "print.errors.editCharacters"));

/** The edits of a print request (POST /api/print/kundli `edits`). */
export const EditsBody = z
  .strictObject({
    readings: z
      .array(
        z
          .strictObject({
            key: readingKey,
            /** The astrologer's text for this reading; or `removed`: it is not printed. */
            text: writing(EDIT_LIMITS.readingText).pipe(z.string().min(1, "print.errors.editEmpty")).optional(),
            removed: z.literal(true, { error: "print.errors.editText" }).optional(),
            /** Keep `text` as the astrologer's own reading of this rule, offered in their later drafts. */
            remember: z.boolean({ error: "errors.validation" }).optional(),
          })
          .refine((r) => (r.text === undefined) !== (r.removed === undefined), {
            message: "print.errors.editText",
            path: ["text"],
          })
          .refine((r) => !r.remember || r.text !== undefined, {
            message: "print.errors.rememberRemoved",
            path: ["remember"],
          }),
        { error: "errors.validation" },
      )
      .max(EDIT_LIMITS.readings, "print.errors.tooManyEdits")
      .default([]),
    notes: z
      .array(
        z.strictObject({
          section: z
            .string({ error: "print.errors.section" })
            .max(40, "print.errors.section")
            .regex(/^[a-zA-Z]+$/, "print.errors.section"),
          text: writing(EDIT_LIMITS.note),
        }),
        { error: "errors.validation" },
      )
      .max(EDIT_LIMITS.notes, "print.errors.tooManyEdits")
      .default([]),
    recommendations: writing(EDIT_LIMITS.recommendations).default(""),
  })
  .superRefine((edits, ctx) => {
    const keys = new Set<string>();
    edits.readings.forEach((r, i) => {
      if (keys.has(r.key))
        ctx.addIssue({ code: "custom", message: "print.errors.editTwice", path: ["readings", i, "key"] });
      keys.add(r.key);
    });
    const sections = new Set<string>();
    edits.notes.forEach((n, i) => {
      if (sections.has(n.section))
        ctx.addIssue({ code: "custom", message: "print.errors.editTwice", path: ["notes", i, "section"] });
      sections.add(n.section);
    });
    const total =
      edits.readings.reduce((n, r) => n + (r.text?.length ?? 0), 0) +
      edits.notes.reduce((n, x) => n + x.text.length, 0) +
      edits.recommendations.length;
    if (total > MAX_EDITED_CHARACTERS) ctx.addIssue({ code: "custom", message: "print.errors.editTooLong", path: [] });
  });
export type EditsBody = z.infer<typeof EditsBody>;
