/**
 * A client's consent and privacy (DPDP Act 2023) on the client's page: the consent in force (when,
 * how, for what, recorded by whom), forms to record a new one or its withdrawal, the history, a
 * download of everything as a ZIP, and erasure. The consent forms post to the page's action
 * (app/routes/main/clients/privacy.server.ts); erasure asks twice, then calls the API.
 */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigate, useNavigation } from "react-router";
import { errorText } from "#app/client/api";
import { useDataLayer } from "#app/client/hooks";
import { CONSENT_METHODS, CONSENT_PURPOSES } from "#app/shared/clients/consent";
import type { FormReply } from "#app/shared/forms";
import { formatCivilDate } from "#app/ui/kundli/format";
import { buttonVariants } from "../button";
import { FieldError, FormError, Input, Select, useSchemaForm } from "../forms";
import { Spinner } from "../spinner";
import { toast } from "../toast";
import { INPUT } from "./forms";

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

type Reply = SubmissionResult<string[]> | null;

const CARD = "rounded-2xl border border-stone-200 bg-white p-4";
const LABEL = "mb-1 block text-sm font-medium text-stone-800";
const WIDE = "w-full gap-2 sm:w-auto";
const BUTTON = buttonVariants({ className: `${WIDE} py-3` });
const QUIET = buttonVariants({ variant: "secondary", className: WIDE });
/** Erasure cannot be undone: filled red, unlike the outlined danger of a list's Delete. */
const DANGER = buttonVariants({ variant: "danger", className: `${WIDE} bg-red-700 py-3 text-white hover:bg-red-800` });

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

/**
 * Record a consent: checked in the browser with the schema the page's action parses it with
 * (`consentForm`, app/shared/clients/forms.ts, the API's own rules), each problem at its field.
 */
function ConsentForm({
  current,
  today,
  lastResult,
}: {
  current: ConsentView | undefined;
  today: string;
  lastResult: Reply;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "consent";
  const [form, fields] = useSchemaForm(() => import("#app/shared/clients/forms").then((f) => f.consentForm), {
    id: "p",
    lastResult,
    defaultValue: {
      purposes: current && !current.withdrawn_at ? current.purposes : [...CONSENT_PURPOSES],
      given_on: today,
      method: current?.method ?? "in_person",
      note: "",
    },
  });
  // What the form shows ticked: what was sent back after a refusal, else the consent in force (or every purpose).
  const initial = fields.purposes.initialValue;
  const ticked = Array.isArray(initial) ? initial : initial ? [initial] : [];
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-3">
      <input type="hidden" name="intent" value="consent" />
      <FormError form={form} />
      <fieldset aria-describedby={fields.purposes.errors ? fields.purposes.errorId : undefined}>
        <legend className="mb-1 text-sm font-medium text-stone-800">{t("privacy.consent.purposesLabel")}</legend>
        {CONSENT_PURPOSES.map((p) => (
          <label key={p} className="flex items-start gap-2 py-1">
            <input
              type="checkbox"
              name={fields.purposes.name}
              value={p}
              defaultChecked={ticked.includes(p)}
              className="mt-1 size-4 accent-brand-strong"
            />
            <span>{t(`privacy.consent.purposes.${p}`)}</span>
          </label>
        ))}
        <FieldError field={fields.purposes} />
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={fields.given_on.id} className={LABEL}>
            {t("privacy.consent.givenOn")}
          </label>
          <Input field={fields.given_on} type="date" max={today} className={INPUT} />
          <FieldError field={fields.given_on} />
        </div>
        <div>
          <label htmlFor={fields.method.id} className={LABEL}>
            {t("privacy.consent.method")}
          </label>
          <Select field={fields.method} className={INPUT}>
            {CONSENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`privacy.consent.methods.${m}`)}
              </option>
            ))}
          </Select>
          <FieldError field={fields.method} />
        </div>
      </div>
      <div>
        <label htmlFor={fields.note.id} className={LABEL}>
          {t("privacy.consent.note")}
        </label>
        <Input field={fields.note} className={INPUT} />
        <FieldError field={fields.note} />
      </div>
      <button type="submit" disabled={pending} className={BUTTON}>
        {pending && <Spinner className="size-4" />}
        {t("privacy.consent.save")}
      </button>
    </Form>
  );
}

/** Record the withdrawal of the consent in force (`withdrawForm`), asked again before it is sent. */
function WithdrawForm({ today, lastResult }: { today: string; lastResult: Reply }) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(() => import("#app/shared/clients/forms").then((f) => f.withdrawForm), {
    id: "p-withdraw",
    lastResult,
    defaultValue: { withdrawn_on: today },
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      onSubmit={(event) => {
        form.onSubmit(event);
        if (!event.defaultPrevented && !window.confirm(t("privacy.consent.confirmWithdraw"))) event.preventDefault();
      }}
      className="mt-3 grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end"
    >
      <input type="hidden" name="intent" value="withdraw-consent" />
      <div>
        <label htmlFor={fields.withdrawn_on.id} className={LABEL}>
          {t("privacy.consent.withdrawnOnLabel")}
        </label>
        <Input field={fields.withdrawn_on} type="date" max={today} className={INPUT} />
      </div>
      <button type="submit" className={QUIET}>
        {t("privacy.consent.withdraw")}
      </button>
      <div className="sm:col-span-2">
        <FieldError field={fields.withdrawn_on} />
        <FormError form={form} />
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
  refusal,
}: {
  clientId: number;
  consents: ConsentView[];
  today: string;
  /** The action's answer when the last post was one of the consent forms and was refused. */
  refusal: FormReply | null;
}) {
  const { t } = useTranslation();
  const [current, ...older] = consents;
  const inForce = current && !current.withdrawn_at;
  const failedConsent = refusal?.intent === "consent" ? refusal.result : null;
  const failedWithdraw = refusal?.intent === "withdraw-consent" ? refusal.result : null;
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
        <ConsentForm key={consents.length} current={current} today={today} lastResult={failedConsent} />
      </details>
      {inForce && (
        <details open={failedWithdraw !== null} className="mt-2">
          <summary className="cursor-pointer font-semibold text-brand-strong">
            {t("privacy.consent.withdrawTitle")}
          </summary>
          <WithdrawForm today={today} lastResult={failedWithdraw} />
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
