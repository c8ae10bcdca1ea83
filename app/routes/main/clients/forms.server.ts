/**
 * From the client and consultation forms (app/ui/clients/forms.tsx) to the accounts' fields
 * (app/server/accounts/clients.server.ts), with the API's own rules; a refusal becomes the
 * form's field errors.
 */
import { ClientFields, ConsultationFields } from "#app/server/accounts/clients.server";
import { ApiError, parseWith } from "#app/server/http.server";
import type { FormErrors, FormValues } from "#app/ui/clients/forms";
import { rupeesToPaise } from "#app/shared/commerce/amount";

const CLIENT = ["name", "name_hi", "phone", "email", "city", "tags", "notes"] as const;
const CONSULTATION = ["date", "question", "advice", "remedies", "follow_up_on", "fee"] as const;

function valuesOf(form: FormData, names: readonly string[]): FormValues {
  return Object.fromEntries(names.map((n) => [n, String(form.get(n) ?? "").slice(0, 5000)]));
}

/** A 4xx refusal as `{field: messageKey}` (API field names turned into the form's); anything else is thrown. */
export function formErrorsOf(error: unknown): FormErrors {
  if (!(error instanceof ApiError) || error.status >= 500) throw error;
  const field = (error.field ?? "form").split(".")[0]!.replace("fee_paise", "fee");
  return { [[...CLIENT, ...CONSULTATION].includes(field as never) ? field : "form"]: error.messageKey };
}

export type Parsed<T> =
  { ok: true; fields: T; values: FormValues } | { ok: false; errors: FormErrors; values: FormValues };

function parsed<T>(values: FormValues, make: () => T): Parsed<T> {
  try {
    return { ok: true, fields: make(), values };
  } catch (error) {
    return { ok: false, errors: formErrorsOf(error), values };
  }
}

export function clientForm(form: FormData): Parsed<ClientFields> {
  const values = valuesOf(form, CLIENT);
  return parsed(values, () => parseWith(ClientFields, values));
}

export function consultationForm(form: FormData): Parsed<ConsultationFields> {
  const { fee, ...values } = valuesOf(form, CONSULTATION);
  const fee_paise = fee!.trim() === "" ? 0 : rupeesToPaise(fee!);
  if (fee_paise === null) return { ok: false, errors: { fee: "clients.invalidFee" }, values: { ...values, fee: fee! } };
  return parsed({ ...values, fee: fee! }, () => parseWith(ConsultationFields, { ...values, fee_paise }));
}

/** Today's date in India (YYYY-MM-DD): a consultation's default date, and when a follow-up is overdue. */
export function today(): string {
  return new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
}
