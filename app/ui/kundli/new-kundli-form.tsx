import { getFormProps, type DefaultValue } from "@conform-to/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { BIRTH_FIELD_NAMES, type BirthFormValues, type BirthReply } from "#app/shared/kundli/birth-form";
import { Button } from "#app/ui/button";
import { useSchemaForm } from "#app/ui/forms";
import { WayForwardLinks } from "../money/ledger";
import { Spinner } from "../spinner";
import { BirthFields, type BirthErrors } from "./birth-fields";

/**
 * The New Kundli and Edit routes' clientAction: a connection lost on the way is not an error
 * page, the form says so and offers Retry.
 */
export async function birthClientAction<T>(serverAction: () => Promise<T>): Promise<T | BirthReply> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof TypeError) return { intent: "", result: null, generationFailed: true };
    throw error;
  }
}

/** A birth action's answer, or null (a redirect leaves the page; a delete answers otherwise). */
export function birthReplyOf(actionData: unknown): BirthReply | null {
  return typeof actionData === "object" && actionData !== null && "result" in actionData
    ? (actionData as BirthReply)
    : null;
}

/**
 * The New Kundli form (also Edit, with another title and button): a real POST form, so it works
 * before script loads, checked in the browser with the schema its action parses it with
 * (`birthForm`, Conform); while it runs the button says 'Generating Kundli...'.
 */
export function NewKundliForm({
  defaultValue,
  reply,
  submitLabel,
  pendingLabel,
  intent = "create",
  heading,
}: {
  /** The birth to show first: empty for New Kundli, the saved one for Edit. */
  defaultValue: BirthFormValues;
  /** The action's answer to the last post of this form. */
  reply: BirthReply | null;
  submitLabel?: string;
  pendingLabel?: string;
  intent?: string;
  heading?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [form, fields] = useSchemaForm(
    () => import("#app/shared/kundli/birth-schema").then((schema) => schema.birthForm),
    { lastResult: reply?.result ?? null, defaultValue: defaultValue as DefaultValue<BirthFormValues> },
  );
  const pending =
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    navigation.formData?.get("intent") === intent;
  const errors: BirthErrors = {};
  const values = { ...defaultValue };
  for (const name of BIRTH_FIELD_NAMES) {
    const field = fields[name] as (typeof fields)[typeof name] | undefined;
    const message = field?.errors?.[0];
    if (message) errors[name] = message;
    // What was typed, sent back by the action: the form shows it again without script.
    const typed = field?.initialValue;
    if (typeof typed === "string") values[name] = typed;
  }
  const errorCount = Object.keys(errors).length;
  const formError = form.errors?.[0];
  const generationFailed = reply?.generationFailed ?? false;

  useEffect(() => {
    // After a refusal, take the reader to the summary of what to fix.
    if (errorCount > 0 || formError || generationFailed) summaryRef.current?.focus();
  }, [reply, errorCount, formError, generationFailed]);

  return (
    <Form
      ref={formRef}
      method="post"
      {...getFormProps(form)}
      className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
      aria-busy={pending || undefined}
    >
      {heading ?? <h2 className="mb-4 text-lg font-semibold text-stone-900">{t("kundli.new.formTitle")}</h2>}
      <input type="hidden" name="intent" value={intent} />
      <div ref={summaryRef} tabIndex={-1} className="outline-none">
        {generationFailed && (
          <div role="alert" className="mb-4 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <p className="font-medium">{t("kundli.generateFailed")}</p>
            <Button
              type="button"
              variant="danger"
              size="sm"
              onClick={() => formRef.current?.requestSubmit()}
              className="mt-2 text-red-800"
            >
              {t("kundli.retry")}
            </Button>
          </div>
        )}
        {(errorCount > 0 || formError) && (
          <div
            id={form.errorId}
            role="alert"
            className="mb-4 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            {formError ?? t("kundli.form.fixErrors", { count: errorCount })}
            {reply?.wayForward && <WayForwardLinks />}
          </div>
        )}
      </div>
      <BirthFields key={form.key} values={values} errors={errors} />
      <Button
        type="submit"
        disabled={pending}
        size="lg"
        className="mt-6 w-full rounded-xl disabled:cursor-wait sm:w-auto"
      >
        {pending && <Spinner className="size-5" />}
        {pending ? (pendingLabel ?? t("kundli.generating")) : (submitLabel ?? t("kundli.showKundli"))}
      </Button>
      <p className="sr-only" aria-live="polite">
        {pending ? (pendingLabel ?? t("kundli.generating")) : ""}
      </p>
    </Form>
  );
}
