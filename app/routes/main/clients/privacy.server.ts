/**
 * The client page's consent forms (app/ui/clients/privacy.tsx): record a consent, record its
 * withdrawal. Real POST forms to the page's action, read with the API's own rules
 * (app/server/privacy/consents.server.ts); a refusal becomes the form's field errors.
 * Export and erasure go to the API directly (a download, and a confirmed request).
 */
import type { Actor } from "#app/server/accounts/access.server";
import type { OwnedRow } from "#app/server/accounts/records.server";
import { ApiError, parseWith } from "#app/server/http.server";
import {
  CONSENT_PURPOSES,
  ConsentFields,
  recordConsent,
  WithdrawFields,
  withdrawConsent,
} from "#app/server/privacy/consents.server";
import type { FormErrors } from "#app/ui/clients/privacy";

export const PRIVACY_INTENTS = ["consent", "withdraw-consent"] as const;
type PrivacyIntent = (typeof PRIVACY_INTENTS)[number];

export function isPrivacyIntent(intent: unknown): intent is PrivacyIntent {
  return (PRIVACY_INTENTS as readonly unknown[]).includes(intent);
}

const FIELDS = ["purposes", "given_on", "method", "note", "withdrawn_on"];

function errorsOf(error: unknown): FormErrors {
  if (!(error instanceof ApiError) || error.status >= 500) throw error;
  const field = (error.field ?? "form").split(".")[0]!;
  return { [FIELDS.includes(field) ? field : "form"]: error.messageKey };
}

/** Runs one of the consent forms; the answer is the page's action data. */
export async function privacyAction(env: Env, actor: Actor, client: OwnedRow, intent: PrivacyIntent, form: FormData) {
  const text = (name: string) => String(form.get(name) ?? "").slice(0, 600);
  const values: Record<string, string> = {
    purposes: form
      .getAll("purposes")
      .map(String)
      .filter((p) => (CONSENT_PURPOSES as readonly string[]).includes(p))
      .join(","),
    given_on: text("given_on"),
    method: text("method"),
    note: text("note"),
    withdrawn_on: text("withdrawn_on"),
  };
  try {
    if (intent === "consent") {
      const fields = parseWith(ConsentFields, {
        purposes: form.getAll("purposes").map(String),
        given_on: values.given_on,
        method: values.method,
        note: values.note,
      });
      await recordConsent(env, client, actor.uid, fields);
    } else {
      const { withdrawn_on } = parseWith(WithdrawFields, { withdrawn_on: values.withdrawn_on });
      await withdrawConsent(env, client, actor.uid, withdrawn_on);
    }
    return { intent, ok: true as const };
  } catch (error) {
    return { intent, ok: false as const, errors: errorsOf(error), values };
  }
}
