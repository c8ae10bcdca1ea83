import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { WayForwardLinks } from "../money/ledger";
import { Spinner } from "../spinner";
import { BirthFields } from "./birth-fields";
import type { BirthFormValues, FieldErrors } from "./birth-form";

/** What the New Kundli and Edit actions answer when they do not move on. */
export interface BirthActionData {
  values: BirthFormValues | null;
  errors: FieldErrors;
  /** The calculation could not be reached (or the connection failed): offer Retry. */
  generationFailed?: boolean;
}

/**
 * The New Kundli and Edit routes' clientAction: a connection lost on the way is not an error
 * page, the form says so and offers Retry.
 */
export async function birthClientAction<T>(serverAction: () => Promise<T>): Promise<T | BirthActionData> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof TypeError) return { values: null, errors: {}, generationFailed: true };
    throw error;
  }
}

/**
 * The New Kundli form (also Edit, with another title and button): a real POST form, so it
 * works before script loads; while it runs the button says 'Generating Kundli...'.
 */
export function NewKundliForm({
  values,
  errors,
  generationFailed,
  submitLabel,
  pendingLabel,
  intent = "create",
  heading,
}: {
  values: BirthFormValues;
  errors: FieldErrors;
  generationFailed: boolean;
  submitLabel?: string;
  pendingLabel?: string;
  intent?: string;
  heading?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const pending =
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    navigation.formData?.get("intent") === intent;
  const errorCount = Object.keys(errors).length;

  useEffect(() => {
    // After a refusal, take the reader to the summary of what to fix.
    if (errorCount > 0 || generationFailed) summaryRef.current?.focus();
  }, [errors, errorCount, generationFailed]);

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
      aria-busy={pending || undefined}
    >
      {heading ?? <h2 className="mb-4 text-lg font-semibold text-stone-900">{t("kundli.new.formTitle")}</h2>}
      <input type="hidden" name="intent" value={intent} />
      <div ref={summaryRef} tabIndex={-1} className="outline-none">
        {generationFailed && (
          <div role="alert" className="mb-4 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <p className="font-medium">{t("kundli.generateFailed")}</p>
            <button
              type="button"
              onClick={() => formRef.current?.requestSubmit()}
              className="mt-2 rounded-lg bg-white px-3 py-1.5 font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-brand"
            >
              {t("kundli.retry")}
            </button>
          </div>
        )}
        {errorCount > 0 && (
          <div role="alert" className="mb-4 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {errors.form ? t(errors.form) : t("kundli.form.fixErrors", { count: errorCount })}
            {errors.form?.startsWith("wallet.refused.") && <WayForwardLinks />}
          </div>
        )}
      </div>
      <BirthFields values={values} errors={errors} />
      <button
        type="submit"
        disabled={pending}
        className="mt-6 inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand-strong px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-stronger focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-wait disabled:opacity-80 sm:w-auto"
      >
        {pending && <Spinner className="size-5" />}
        {pending ? (pendingLabel ?? t("kundli.generating")) : (submitLabel ?? t("kundli.showKundli"))}
      </button>
      <p className="sr-only" aria-live="polite">
        {pending ? (pendingLabel ?? t("kundli.generating")) : ""}
      </p>
    </Form>
  );
}
