/**
 * A client's consent and privacy (DPDP Act 2023) on the client's page: the consent in force (when,
 * how, for what, recorded by whom), forms to record a new one or its withdrawal, the history, a
 * download of everything as a ZIP, and erasure. The consent forms post to the page's action
 * (app/routes/main/clients/privacy.server.ts); erasure asks twice, then calls the API.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigate, useNavigation } from "react-router";
import { errorText } from "#app/client/api";
import { useDataLayer } from "#app/client/hooks";
import { formatCivilDate } from "#app/ui/kundli/format";
import { buttonVariants } from "../button";
import { Spinner } from "../spinner";
import { toast } from "../toast";
import { INPUT } from "./forms";

/** The consent forms' refusal (still on the first path, not yet Conform): field → translation key ("form": the whole form). */
export type FormErrors = Record<string, string>;
type FormValues = Record<string, string>;

export const PURPOSES = ["birth_data", "reports", "contact"] as const;
const METHODS = ["in_person", "written", "phone", "online"] as const;

/** A consent record as the page's loader sends it (app/server/privacy/consents.server.ts). */
export interface ConsentView {
  uid: string;
  purposes: string[];
  given_on: string;
  method: string;
  note: string;
  recorded_by_name: string;
  recorded_at: string;
  withdrawn_on: string | null;
  withdrawn_at: string | null;
}

export interface PrivacyFailure {
  intent: string;
  errors: FormErrors;
  values: FormValues;
}

const CARD = "rounded-2xl border border-stone-200 bg-white p-4";
const WIDE = "w-full gap-2 sm:w-auto";
const BUTTON = buttonVariants({ className: `${WIDE} py-3` });
const QUIET = buttonVariants({ variant: "secondary", className: WIDE });
/** Erasure cannot be undone: filled red, unlike the outlined danger of a list's Delete. */
const DANGER = buttonVariants({ variant: "danger", className: `${WIDE} bg-red-700 py-3 text-white hover:bg-red-800` });

function Errors({ errors, name }: { errors: FormErrors; name: string }) {
  const { t } = useTranslation();
  const key = errors[name];
  return key ? (
    <p id={`p-${name}-e`} className="mt-1 text-sm text-red-700">
      {t(key)}
    </p>
  ) : null;
}

function Summary({ consent }: { consent: ConsentView }) {
  const { t } = useTranslation();
  return (
    <div>
      <p className="text-sm text-stone-700">
        {t("privacy.consent.given", {
          date: formatCivilDate(consent.given_on),
          method: t(`privacy.consent.methods.${consent.method}`),
        })}
        {consent.recorded_by_name && <> {t("privacy.consent.recordedBy", { name: consent.recorded_by_name })}</>}
      </p>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {consent.purposes.map((p) => (
          <li key={p} className="rounded-full bg-green-50 px-2.5 py-0.5 text-sm text-green-800">
            {t(`privacy.consent.purposes.${p}`)}
          </li>
        ))}
      </ul>
      {consent.note && <p className="mt-1 text-sm whitespace-pre-line text-stone-600">{consent.note}</p>}
      {consent.withdrawn_on && (
        <p className="mt-1 text-sm font-medium text-red-700">
          {t("privacy.consent.withdrawnOn", { date: formatCivilDate(consent.withdrawn_on) })}
        </p>
      )}
    </div>
  );
}

function ConsentForm({
  current,
  today,
  failed,
}: {
  current: ConsentView | undefined;
  today: string;
  failed: PrivacyFailure | null;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "consent";
  const errors = failed?.errors ?? {};
  const chosen = failed
    ? failed.values.purposes!.split(",")
    : current && !current.withdrawn_at
      ? current.purposes
      : PURPOSES;
  return (
    <Form method="post" noValidate className="mt-3 grid gap-3">
      <input type="hidden" name="intent" value="consent" />
      {errors.form && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {t(errors.form)}
        </p>
      )}
      <fieldset aria-describedby={errors.purposes ? "p-purposes-e" : undefined}>
        <legend className="mb-1 text-sm font-medium text-stone-800">{t("privacy.consent.purposesLabel")}</legend>
        {PURPOSES.map((p) => (
          <label key={p} className="flex items-start gap-2 py-1">
            <input
              type="checkbox"
              name="purposes"
              value={p}
              defaultChecked={chosen.includes(p)}
              className="mt-1 size-4 accent-brand-strong"
            />
            <span>{t(`privacy.consent.purposes.${p}`)}</span>
          </label>
        ))}
        <Errors errors={errors} name="purposes" />
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="p-given_on" className="mb-1 block text-sm font-medium text-stone-800">
            {t("privacy.consent.givenOn")}
          </label>
          <input
            id="p-given_on"
            name="given_on"
            type="date"
            max={today}
            defaultValue={failed?.values.given_on ?? today}
            aria-invalid={errors.given_on ? true : undefined}
            className={INPUT}
          />
          <Errors errors={errors} name="given_on" />
        </div>
        <div>
          <label htmlFor="p-method" className="mb-1 block text-sm font-medium text-stone-800">
            {t("privacy.consent.method")}
          </label>
          <select
            id="p-method"
            name="method"
            defaultValue={failed?.values.method ?? current?.method ?? "in_person"}
            className={INPUT}
          >
            {METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`privacy.consent.methods.${m}`)}
              </option>
            ))}
          </select>
          <Errors errors={errors} name="method" />
        </div>
      </div>
      <div>
        <label htmlFor="p-note" className="mb-1 block text-sm font-medium text-stone-800">
          {t("privacy.consent.note")}
        </label>
        <input id="p-note" name="note" defaultValue={failed?.values.note ?? ""} className={INPUT} />
        <Errors errors={errors} name="note" />
      </div>
      <button type="submit" disabled={pending} className={BUTTON}>
        {pending && <Spinner className="size-4" />}
        {t("privacy.consent.save")}
      </button>
    </Form>
  );
}

function WithdrawForm({ today, failed }: { today: string; failed: PrivacyFailure | null }) {
  const { t } = useTranslation();
  const errors = failed?.errors ?? {};
  return (
    <Form
      method="post"
      noValidate
      className="mt-3 grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end"
      onSubmit={(e) => {
        if (!window.confirm(t("privacy.consent.confirmWithdraw"))) e.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="withdraw-consent" />
      <div>
        <label htmlFor="p-withdrawn_on" className="mb-1 block text-sm font-medium text-stone-800">
          {t("privacy.consent.withdrawnOnLabel")}
        </label>
        <input
          id="p-withdrawn_on"
          name="withdrawn_on"
          type="date"
          max={today}
          defaultValue={failed?.values.withdrawn_on ?? today}
          className={INPUT}
        />
      </div>
      <button type="submit" className={QUIET}>
        {t("privacy.consent.withdraw")}
      </button>
      <div className="sm:col-span-2">
        <Errors errors={errors} name="withdrawn_on" />
        <Errors errors={errors} name="form" />
      </div>
    </Form>
  );
}

function Erase({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const layer = useDataLayer();
  const navigate = useNavigate();
  const [sure, setSure] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  async function erase() {
    if (!window.confirm(t("privacy.erase.confirm"))) return;
    setBusy(true);
    setError("");
    try {
      await layer.api.post(`/clients/${clientId}/erase`, { confirm: true }, { dedupeKey: null });
      layer.kundlis.update((list) => list.filter((k) => k.client_id !== clientId));
      toast.success(t("privacy.erase.done"));
      await navigate("/main/clients", { replace: true });
    } catch (e) {
      setError(errorText(e, t));
      setBusy(false);
    }
  }
  return (
    <details className="mt-4 rounded-xl border border-red-200 p-3">
      <summary className="cursor-pointer font-semibold text-red-700">{t("privacy.erase.title")}</summary>
      <p className="mt-2 text-sm text-stone-700">{t("privacy.erase.what")}</p>
      <p className="mt-1 text-sm text-stone-700">{t("privacy.erase.kept")}</p>
      <label className="mt-3 flex items-start gap-2">
        <input
          type="checkbox"
          checked={sure}
          onChange={(e) => setSure(e.target.checked)}
          className="mt-1 size-4 accent-red-700"
        />
        <span className="text-sm">{t("privacy.erase.understand")}</span>
      </label>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <button type="button" disabled={!sure || busy} onClick={() => void erase()} className={`${DANGER} mt-3`}>
        {busy && <Spinner className="size-4" />}
        {t("privacy.erase.button")}
      </button>
    </details>
  );
}

export function PrivacyCard({
  clientId,
  consents,
  today,
  failed,
}: {
  clientId: number;
  consents: ConsentView[];
  today: string;
  failed: PrivacyFailure | null;
}) {
  const { t } = useTranslation();
  const [current, ...older] = consents;
  const inForce = current && !current.withdrawn_at;
  const failedConsent = failed?.intent === "consent" ? failed : null;
  const failedWithdraw = failed?.intent === "withdraw-consent" ? failed : null;
  return (
    <section aria-labelledby="privacy-title" className={CARD}>
      <h2 id="privacy-title" className="text-lg font-semibold text-stone-900">
        {t("privacy.title")}
      </h2>
      <div className="mt-2">
        {current ? (
          <Summary consent={current} />
        ) : (
          <p className="rounded-xl bg-amber-50 p-2 text-sm text-amber-900">{t("privacy.consent.none")}</p>
        )}
        {current?.withdrawn_at && <p className="mt-1 text-sm text-stone-600">{t("privacy.consent.afterWithdrawal")}</p>}
      </div>
      <details open={failedConsent !== null || !current} className="mt-3">
        <summary className="cursor-pointer font-semibold text-brand-strong">
          {t(current ? "privacy.consent.change" : "privacy.consent.record")}
        </summary>
        <ConsentForm key={consents.length} current={current} today={today} failed={failedConsent} />
      </details>
      {inForce && (
        <details open={failedWithdraw !== null} className="mt-2">
          <summary className="cursor-pointer font-semibold text-brand-strong">
            {t("privacy.consent.withdrawTitle")}
          </summary>
          <WithdrawForm today={today} failed={failedWithdraw} />
        </details>
      )}
      {older.length > 0 && (
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-medium text-stone-700">
            {t("privacy.consent.history", { count: older.length })}
          </summary>
          <ol className="mt-2 space-y-3 border-s-2 border-stone-200 ps-3">
            {older.map((c) => (
              <li key={c.uid}>
                <Summary consent={c} />
              </li>
            ))}
          </ol>
        </details>
      )}
      <div className="mt-4 border-t border-stone-100 pt-3">
        <a href={`/api/clients/${clientId}/export`} download className={QUIET}>
          {t("privacy.export.button")}
        </a>
        <p className="mt-1 text-sm text-stone-600">{t("privacy.export.what")}</p>
      </div>
      <Erase clientId={clientId} />
    </section>
  );
}
