/**
 * Reading a request body in the accounts area: http.server.ts's readJson (content type, size,
 * syntax) and parseWith (the schema), plus two things every route here needs:
 *
 * - spec §7 writes some payloads as `{body}`; a client may send the fields themselves or wrap them
 *   as `{"body": {...}}`. Both are read the same way.
 * - a field the schema does not know is refused by name (400 `unknown_field`), so that a column
 *   that may not be written (uid, user_id, organization_id, role, counters…) is never ignored
 *   silently nor written.
 */
import { z } from "zod";
import { ApiError, parseWith, readJson } from "#app/server/http.server";

/** A name fit to repeat in a message; anything else is not echoed. */
export function echoable(name: string): string {
  return /^[A-Za-z0-9_.-]{1,64}$/.test(name) ? name : "…";
}

/** `{"body": {...}}` → `{...}`; anything else as it is. */
export function unwrapBody(raw: unknown): unknown {
  if (typeof raw === "object" && raw !== null && !Array.isArray(raw)) {
    const keys = Object.keys(raw);
    const inner = (raw as { body?: unknown }).body;
    if (
      keys.length === 1 &&
      keys[0] === "body" &&
      typeof inner === "object" &&
      inner !== null &&
      !Array.isArray(inner)
    ) {
      return inner;
    }
  }
  return raw;
}

/** parseWith, but an unknown field is named first. */
export function validate<T extends z.ZodType>(schema: T, raw: unknown, prefix = ""): z.infer<T> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const unknown = result.error.issues.find((issue) => issue.code === "unrecognized_keys");
  if (unknown && unknown.code === "unrecognized_keys") {
    const field = [prefix, ...unknown.path.map(String), unknown.keys[0] ?? ""].filter(Boolean).join(".");
    throw new ApiError(400, "unknown_field", "accounts.unknownField", field, { field: echoable(field) });
  }
  if (!prefix) return parseWith(schema, raw);
  try {
    return parseWith(schema, raw);
  } catch (error) {
    if (error instanceof ApiError) {
      const field = error.field === undefined ? prefix : `${prefix}.${error.field}`;
      throw new ApiError(error.status, error.code, error.messageKey, field, error.params);
    }
    throw error;
  }
}

/** A JSON body checked against `schema`; `wrapped` accepts the `{body}` form too. */
export async function readBody<T extends z.ZodType>(
  request: Request,
  schema: T,
  options: { wrapped?: boolean } = {},
): Promise<z.infer<T>> {
  const raw = await readJson(request, z.unknown());
  return validate(schema, options.wrapped ? unwrapBody(raw) : raw);
}

/** Routes that take no payload still read (and bound) what is sent: nothing, `{}` or `null`. */
export async function readNothing(request: Request): Promise<void> {
  if (!request.body) return;
  if (request.headers.get("Content-Length") === "0") return;
  const raw = await readJson(request, z.unknown());
  if (raw === null || (typeof raw === "object" && !Array.isArray(raw) && Object.keys(raw).length === 0)) return;
  validate(z.strictObject({}), raw);
}
