/**
 * Forms through Conform (docs/decisions/0030): the browser checks a form with the zod schema the
 * screen's action parses it with (app/shared/forms.ts), and the action's refusal comes back as
 * Conform's result, shown at the same fields. Without script the form posts as a plain form and
 * the server-rendered page shows the refusal.
 */
import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type DefaultValue,
  type FieldMetadata,
  type FormMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { useEffect, useState, type ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { FormReply, parseForm as ParseForm } from "#app/shared/forms";

/**
 * Conform's form, checked in the browser with the schema the action parses it with: first on
 * leaving a field, then as one types. The schema (zod, about 25 kB gzip) and its Conform adapter
 * load after the page is interactive, so they are not in the screen's first load; until they
 * arrive the form is checked by the server when it is sent, as it is without script.
 */
export function useSchemaForm<Schema extends z.ZodType<unknown, Record<string, unknown>>>(
  loadSchema: () => Promise<Schema>,
  options: {
    /** The form's id, which its fields' ids start with (Conform makes one when none is given). */
    id?: string;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: DefaultValue<z.input<Schema>>;
    /** Called with a submission the schema passed: for a form the page itself handles (Contact). */
    onSubmit?: Parameters<typeof useForm<z.input<Schema>, z.output<Schema>, string[]>>[0]["onSubmit"];
  },
) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<{ schema: Schema; parseForm: typeof ParseForm } | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([loadSchema(), import("#app/shared/forms")]).then(([schema, { parseForm }]) => {
      if (live) setCheck({ schema, parseForm });
    });
    return () => {
      live = false;
    };
    // The schema of a form does not change while it is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return useForm<z.input<Schema>, z.output<Schema>, string[]>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
    onValidate: check ? ({ formData }) => check.parseForm(formData, check.schema, t) : undefined,
    // Without onValidate, Conform sends a field's check to the server as a post of the form: until
    // the schema is here, only the submit is checked (by the server), never a blur or a keystroke.
    shouldValidate: check ? "onBlur" : "onSubmit",
    shouldRevalidate: check ? "onInput" : "onSubmit",
    onSubmit: options.onSubmit,
  });
}

/** One field of a form made by useSchemaForm, whatever its schema. */
type Field<Form extends Record<string, unknown>> = FieldMetadata<string | undefined, Form, string[]>;

/** An <input> bound to its field: name, id, value to show again, aria-invalid and the message's id. */
export function Input<Form extends Record<string, unknown>>({
  field,
  ...rest
}: { field: Field<Form> } & Omit<ComponentProps<"input">, "name">) {
  const { key, ...props } = getInputProps(field, { type: rest.type === "tel" ? "tel" : "text" });
  return <input key={key} {...props} {...rest} />;
}

export function Select<Form extends Record<string, unknown>>({
  field,
  ...rest
}: { field: Field<Form> } & Omit<ComponentProps<"select">, "name">) {
  const { key, ...props } = getSelectProps(field);
  return <select key={key} {...props} {...rest} />;
}

export function Textarea<Form extends Record<string, unknown>>({
  field,
  ...rest
}: { field: Field<Form> } & Omit<ComponentProps<"textarea">, "name">) {
  const { key, ...props } = getTextareaProps(field);
  return <textarea key={key} {...props} {...rest} />;
}

/** The first message of a result, whichever field it is at: for a form that is only a button. */
export function firstMessage(result: SubmissionResult<string[]> | null | undefined): string | null {
  return Object.values(result?.error ?? {}).find((messages) => messages?.length)?.[0] ?? null;
}

/** The field's first problem, already translated; the input names it with aria-describedby. */
export function FieldError({ field }: { field: Pick<FieldMetadata<unknown>, "errors" | "errorId"> }) {
  const message = field.errors?.[0];
  return message ? (
    <span id={field.errorId} className="mt-1 block text-sm text-red-700">
      {message}
    </span>
  ) : null;
}

/** A problem of the whole form (a rule past the schema, e.g. a refusal by role). */
export function FormError<Form extends Record<string, unknown>>({ form }: { form: FormMetadata<Form, string[]> }) {
  const message = form.errors?.[0];
  return message ? (
    <p id={form.errorId} role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  ) : null;
}

/** The action's answer about one of the screen's forms, or null. */
export function replyOf(actionData: unknown): FormReply | null {
  return typeof actionData === "object" && actionData !== null && "result" in actionData && "intent" in actionData
    ? (actionData as FormReply)
    : null;
}

/** The first problem of a result, whichever field it names: for forms whose fields are hidden (a list's buttons). */
export function firstError(result: SubmissionResult<string[]>): string | undefined {
  return Object.values(result.error ?? {}).find((messages) => messages?.length)?.[0];
}
