/**
 * The astrologer's own reading texts (issue 16, ADR 0025), kept from their edited reports and
 * offered in later drafts: each by language and library key, with Forget (later drafts offer the
 * library's text again). Only ever the astrologer's own; the form works without script.
 */
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { cardClass } from "../accounts/form-state";
import { Button } from "#app/ui/button";

export interface OwnReadingView {
  language: "en" | "hi";
  key: string;
  text: string;
}

export function OwnReadings({ readings }: { readings: OwnReadingView[] }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? navigation.formData?.get("key") : null;
  return (
    <section aria-labelledby="own-readings-title" className={cardClass}>
      <h2 id="own-readings-title" className="text-lg font-semibold text-stone-900">
        {t("settings.ownReadings.title")}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t("settings.ownReadings.lead")}</p>
      {readings.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t("settings.ownReadings.empty")}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {readings.map((r) => (
            <li
              key={`${r.language}-${r.key}`}
              className="flex flex-col gap-2 rounded-xl bg-white p-3 ring-1 ring-stone-200 sm:flex-row sm:items-start"
            >
              <div className="min-w-0 flex-1">
                <p className="text-xs text-stone-500">
                  {t(`settings.ownReadings.languages.${r.language}`)} · <code>{r.key}</code>
                </p>
                <p lang={r.language} className="mt-1 line-clamp-3 text-sm whitespace-pre-line text-stone-800">
                  {r.text}
                </p>
              </div>
              <Form method="post" className="shrink-0">
                <input type="hidden" name="language" value={r.language} />
                <input type="hidden" name="key" value={r.key} />
                <Button
                  type="submit"
                  name="intent"
                  value="forget-reading"
                  disabled={pending === r.key}
                  variant="secondary"
                  size="sm"
                >
                  {t("settings.ownReadings.forget")}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
