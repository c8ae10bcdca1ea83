/**
 * A screen's form checked with its zod schema through Conform (docs/decisions/0030): the same call
 * in the browser (useForm's onValidate) and in the screen's action, so one schema decides both.
 * The schemas' messages are translation keys; they come out translated, as the form shows them.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { TFunction } from "i18next";
import type { z } from "zod";

/** The form parsed with `schema`; an empty field stays '' (the schemas say what '' means). */
export function parseForm<Schema extends z.ZodType>(form: FormData, schema: Schema, t: TFunction) {
  return parseWithZod(form, {
    schema,
    disableAutoCoercion: true,
    formatError: (issues: z.core.$ZodIssue[]) => issues.map((issue) => t(issue.message)),
  });
}

export type FormSubmission = ReturnType<typeof parseForm>;

/** What a screen's action answers about one of its forms: which form, and Conform's result. */
export interface FormReply {
  intent: string;
  result: SubmissionResult<string[]>;
}
