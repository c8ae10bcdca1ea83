/**
 * The client and consultation forms (issue 15) through Conform (docs/decisions/0030): checked in
 * the browser with the schemas the screens' actions parse them with (app/shared/clients/forms.ts);
 * real POST forms, so without script the server checks them and the page shows the same errors at
 * the same fields.
 */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { Button } from "../button";
import { FieldError, FormError, Input, Textarea, useSchemaForm } from "../forms";
import { Spinner } from "../spinner";

export const INPUT =
  "w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-base focus-visible:outline-2 focus-visible:outline-brand aria-invalid:border-red-500";
const LABEL = "mb-1 block text-sm font-medium text-stone-800";

type Reply = SubmissionResult<string[]> | null;

/** The submit button of the form posting `intent`, showing progress while it is sent. */
function Submit({ intent, label }: { intent: string; label: string }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <Button type="submit" disabled={pending} className="w-full gap-2 py-3 sm:w-auto">
      {pending && <Spinner className="size-4" />}
      {label}
    </Button>
  );
}

/** A labelled field: the label above, the control, its error under it. */
function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {children}
    </div>
  );
}

const CLIENT_FIELDS = ["name", "name_hi", "phone", "email", "city", "tags"] as const;
const INPUT_TYPE: Partial<Record<(typeof CLIENT_FIELDS)[number], string>> = { phone: "tel", email: "email" };

/** Add or edit a client; `values` are what the form starts with (the stored client, or nothing). */
export function ClientForm({
  intent,
  values,
  lastResult,
}: {
  intent: string;
  values: Record<string, string>;
  /** The action's answer when the last post was this form's. */
  lastResult: Reply;
}) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(() => import("#app/shared/clients/forms").then((f) => f.clientForm), {
    lastResult,
    defaultValue: values,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-3">
      <input type="hidden" name="intent" value={intent} />
      <FormError form={form} />
      {CLIENT_FIELDS.map((name) => (
        <Labelled key={name} id={fields[name].id} label={t(`clients.fields.${name}`)}>
          <Input
            field={fields[name]}
            type={INPUT_TYPE[name] ?? "text"}
            required={name === "name"}
            lang={name === "name_hi" ? "hi" : undefined}
            autoComplete="off"
            className={INPUT}
          />
          <FieldError field={fields[name]} />
        </Labelled>
      ))}
      <Labelled id={fields.notes.id} label={t("clients.fields.notes")}>
        <Textarea field={fields.notes} rows={3} className={INPUT} />
        <FieldError field={fields.notes} />
      </Labelled>
      <Submit intent={intent} label={t("clients.save")} />
    </Form>
  );
}

const TEXTS = ["question", "advice", "remedies"] as const;

/** Log a consultation; the date starts at `today`, the fee is typed in rupees. */
export function ConsultationForm({ today, lastResult }: { today: string; lastResult: Reply }) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(() => import("#app/shared/clients/forms").then((f) => f.consultationForm), {
    lastResult,
    defaultValue: { date: today },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-3">
      <input type="hidden" name="intent" value="consult" />
      <FormError form={form} />
      <Labelled id={fields.date.id} label={t("clients.consultation.date")}>
        <Input field={fields.date} type="date" required className={INPUT} />
        <FieldError field={fields.date} />
      </Labelled>
      {TEXTS.map((name) => (
        <Labelled key={name} id={fields[name].id} label={t(`clients.consultation.${name}`)}>
          <Textarea field={fields[name]} rows={2} className={INPUT} />
          <FieldError field={fields[name]} />
        </Labelled>
      ))}
      <Labelled id={fields.follow_up_on.id} label={t("clients.consultation.follow_up_on")}>
        <Input field={fields.follow_up_on} type="date" className={INPUT} />
        <FieldError field={fields.follow_up_on} />
      </Labelled>
      <Labelled id={fields.fee.id} label={t("clients.consultation.fee")}>
        <Input field={fields.fee} inputMode="decimal" className={INPUT} />
        <FieldError field={fields.fee} />
      </Labelled>
      <Submit intent="consult" label={t("clients.saveConsultation")} />
    </Form>
  );
}
