/**
 * The accounts screens' actions answer a refused form with the API's own translated message,
 * so a browser without script shows the same words the JSON API would send.
 */
import { data, type RouterContextProvider } from "react-router";
import { getInstance } from "#app/i18n/i18next.server";
import { ApiError } from "#app/server/http.server";
import type { FormFailure } from "#app/shared/form-failure";

/** An ApiError (4xx) as the form's failure, or rethrown. */
export function failureOf(
  error: unknown,
  context: Readonly<RouterContextProvider>,
  intent: string,
  values: Record<string, string>,
) {
  if (!(error instanceof ApiError) || error.status >= 500) throw error;
  const message = getInstance(context).t(error.messageKey, error.params);
  return data<FormFailure>({ intent, values, message, field: error.field ?? null }, { status: error.status });
}

/** A form's fields as strings (what the form shows again when refused). */
export function formValues(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "")]));
}
