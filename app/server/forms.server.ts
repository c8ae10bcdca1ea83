/**
 * A screen's refused form, answered as Conform's SubmissionResult (docs/decisions/0030): the form
 * shows it at its fields, with or without script, and nothing is written.
 */
import type { TFunction } from "i18next";
import { data, type RouterContextProvider } from "react-router";
import { getInstance } from "#app/i18n/i18next.server";
import { requireActor } from "#app/server/accounts/access.server";
import { cloudflareContext } from "#app/server/context.server";
import type { z } from "zod";
import { ApiError } from "#app/server/http.server";
import { parseForm, type FormReply, type FormSubmission } from "#app/shared/forms";

/** The schema refused the form (parseForm): 400 with its problems at their fields. */
export function refused(intent: string, submission: FormSubmission) {
  return data<FormReply>({ intent, result: submission.reply() }, { status: 400 });
}

/**
 * A rule past the schema refused it (an ApiError, 4xx): its translated message at its field when
 * the field is one of the form's, else above the form. Anything else is rethrown.
 */
export function refusedBy(error: unknown, t: TFunction, intent: string, submission: FormSubmission) {
  if (!(error instanceof ApiError) || error.status >= 500) throw error;
  const message = [t(error.messageKey, error.params)];
  const result =
    error.field && error.field in submission.payload
      ? submission.reply({ fieldErrors: { [error.field]: message } })
      : submission.reply({ formErrors: message });
  return data<FormReply>({ intent, result }, { status: error.status });
}

/** A post that names none of the screen's forms (`intent`): 400, the message above the forms. */
export function unknownIntent(intent: string, t: TFunction) {
  return data<FormReply>(
    { intent, result: { status: "error", error: { "": [t("errors.validation")] } } },
    { status: 400 },
  );
}

/**
 * One form of a screen, posted as `intent`: parsed with its schema, then `write` with what passed;
 * `{ done: intent }`, or the refusal of the schema or of a rule past it (an ApiError) at its fields.
 */
export async function answerForm<Schema extends z.ZodType>(
  form: FormData,
  schema: Schema,
  intent: string,
  t: TFunction,
  write: (value: z.output<Schema>) => Promise<unknown>,
) {
  const submission = parseForm(form, schema, t);
  if (submission.status !== "success") return refused(intent, submission);
  try {
    await write(submission.value as z.output<Schema>);
    return { done: intent };
  } catch (error) {
    return refusedBy(error, t, intent, submission);
  }
}

/**
 * What a signed-in screen's form action starts from: the Worker's env, the actor (or the
 * sign-in redirect), the posted form, which of the screen's forms it is (`intent`), and `t` in
 * the request's language.
 */
export async function actorPost({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireActor(request, env);
  const form = await request.formData();
  return { env, actor, form, intent: String(form.get("intent") ?? ""), t: getInstance(context).t };
}
