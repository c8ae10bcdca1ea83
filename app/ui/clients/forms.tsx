/**
 * The client and consultation forms (issue 15): real POST forms, so they work before script
 * loads; the action answers field errors as translation keys, shown under each field.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { Spinner } from "../spinner";

/** Field name → translation key of what is wrong ("form": the whole form). */
export type FormErrors = Record<string, string>;
export type FormValues = Record<string, string>;

export const INPUT =
  "w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-base focus-visible:outline-2 focus-visible:outline-brand aria-invalid:border-red-500";
const BUTTON =
  "inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand-strong px-5 py-3 font-semibold text-white hover:bg-brand-stronger focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-80 sm:w-auto";

function Field({
  name,
  label,
  errors,
  children,
}: {
  name: string;
  label: string;
  errors: FormErrors;
  children: (props: { id: string; name: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = `f-${name}`;
  const error = errors[name];
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      {children({ id, name, ...(error ? { "aria-invalid": true, "aria-describedby": `${id}-e` } : {}) })}
      {error && (
        <p id={`${id}-e`} className="mt-1 text-sm text-red-700">
          {t(error)}
        </p>
      )}
    </div>
  );
}

/** A form posting `intent`, with the summary of errors and a submit button that shows progress. */
function IntentForm({
  intent,
  errors,
  submit,
  children,
}: {
  intent: string;
  errors: FormErrors;
  submit: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const count = Object.keys(errors).length;
  return (
    <Form method="post" noValidate className="mt-3 grid gap-3">
      <input type="hidden" name="intent" value={intent} />
      {count > 0 && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {errors.form ? t(errors.form) : t("clients.fixErrors")}
        </p>
      )}
      {children}
      <button type="submit" disabled={pending} className={BUTTON}>
        {pending && <Spinner className="size-4" />}
        {submit}
      </button>
    </Form>
  );
}

const CLIENT_FIELDS = ["name", "name_hi", "phone", "email", "city", "tags"] as const;
const INPUT_TYPE: Partial<Record<(typeof CLIENT_FIELDS)[number], string>> = { phone: "tel", email: "email" };

export function ClientForm({ intent, values, errors }: { intent: string; values: FormValues; errors: FormErrors }) {
  const { t } = useTranslation();
  return (
    <IntentForm intent={intent} errors={errors} submit={t("clients.save")}>
      {CLIENT_FIELDS.map((name) => (
        <Field key={name} name={name} label={t(`clients.fields.${name}`)} errors={errors}>
          {(p) => (
            <input
              {...p}
              type={INPUT_TYPE[name] ?? "text"}
              defaultValue={values[name] ?? ""}
              lang={name === "name_hi" ? "hi" : undefined}
              autoComplete="off"
              className={INPUT}
            />
          )}
        </Field>
      ))}
      <Field name="notes" label={t("clients.fields.notes")} errors={errors}>
        {(p) => <textarea {...p} rows={3} defaultValue={values.notes ?? ""} className={INPUT} />}
      </Field>
    </IntentForm>
  );
}

const TEXTS = ["question", "advice", "remedies"] as const;

export function ConsultationForm({ values, errors }: { values: FormValues; errors: FormErrors }) {
  const { t } = useTranslation();
  return (
    <IntentForm intent="consult" errors={errors} submit={t("clients.saveConsultation")}>
      <Field name="date" label={t("clients.consultation.date")} errors={errors}>
        {(p) => <input {...p} type="date" required defaultValue={values.date} className={INPUT} />}
      </Field>
      {TEXTS.map((name) => (
        <Field key={name} name={name} label={t(`clients.consultation.${name}`)} errors={errors}>
          {(p) => <textarea {...p} rows={2} defaultValue={values[name] ?? ""} className={INPUT} />}
        </Field>
      ))}
      <Field name="follow_up_on" label={t("clients.consultation.follow_up_on")} errors={errors}>
        {(p) => <input {...p} type="date" defaultValue={values.follow_up_on ?? ""} className={INPUT} />}
      </Field>
      <Field name="fee" label={t("clients.consultation.fee")} errors={errors}>
        {(p) => <input {...p} inputMode="decimal" defaultValue={values.fee ?? ""} className={INPUT} />}
      </Field>
    </IntentForm>
  );
}
