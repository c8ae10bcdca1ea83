/**
 * What a screen's action sends back about a form it refused: written by the server
 * (app/server/form-failure.server.ts), read by the screens to show the message and fill the form again.
 */
export interface FormFailure {
  intent: string;
  /** The fields as typed, to fill the form again. */
  values: Record<string, string>;
  /** Already translated. */
  message: string;
  field: string | null;
}

export function isFailure(value: unknown): value is FormFailure {
  return typeof value === "object" && value !== null && "message" in value && "intent" in value;
}
