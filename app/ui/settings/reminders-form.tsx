/**
 * The Settings screen's Reminders card: the language reminders' notifications and the weekly
 * digest are written in, and the weekly email digest (off unless chosen; sent to the verified
 * email). A plain form posting to /main/settings (intent "save-reminders"), checked with its
 * schema in the browser too (Conform).
 */
import { useTranslation } from "react-i18next";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { REMINDER_LANGUAGE_CHOICES } from "#app/shared/accounts/settings";
import { cardClass, inputClass, labelClass } from "../accounts/form-state";
import { Button } from "#app/ui/button";
import { FieldError, FormError, Select, useSchemaForm } from "#app/ui/forms";

const LANGUAGE_NAMES = { en: "English", hi: "हिन्दी" } as const;

export function RemindersForm({
  language,
  weeklyDigest,
  email,
  lastResult,
}: {
  language: string;
  weeklyDigest: boolean;
  email: string;
  /** The action's answer when the last post was this form's. */
  lastResult: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().formData?.get("intent") === "save-reminders";
  const [form, fields] = useSchemaForm(
    () => import("#app/shared/accounts/settings-fields").then((schemas) => schemas.remindersForm),
    { lastResult, defaultValue: { reminder_language: language, ...(weeklyDigest && { weekly_digest: "on" }) } },
  );
  return (
    <section aria-labelledby="reminders-title" className={cardClass}>
      <h2 id="reminders-title" className="text-lg font-semibold text-stone-900">
        {t("reminders.settings.title")}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t("reminders.settings.text")}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="save-reminders" />
        <FormError form={form} />
        <label className={labelClass}>
          {t("reminders.settings.language")}
          <Select field={fields.reminder_language} className={inputClass}>
            {REMINDER_LANGUAGE_CHOICES.map((choice) => (
              <option key={choice} value={choice} lang={choice}>
                {LANGUAGE_NAMES[choice]}
              </option>
            ))}
          </Select>
          <FieldError field={fields.reminder_language} />
        </label>
        <label className="flex items-start gap-2 text-stone-800">
          <input
            type="checkbox"
            name="weekly_digest"
            defaultChecked={weeklyDigest}
            className="mt-1 size-4 accent-brand-strong"
          />
          <span>
            {t("reminders.settings.weeklyDigest")}
            {email && <span className="block text-sm text-stone-500">{email}</span>}
            <FieldError field={fields.weekly_digest} />
          </span>
        </label>
        <Button type="submit" disabled={busy}>
          {t("reminders.settings.save")}
        </Button>
      </Form>
    </section>
  );
}
