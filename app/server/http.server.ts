import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { getInstance } from "#app/i18n/i18next.server";

/** Largest JSON body any /api route accepts; bigger bodies get 413 before parsing. */
export const MAX_JSON_BYTES = 64 * 1024;

/**
 * A refusal the client caused. Every /api error leaves as `{error: {code, message, field?}}`
 * with a 4xx status; `messageKey` is a translation key rendered in the request's language.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly messageKey: string;
  readonly field: string | undefined;
  readonly params: Record<string, unknown> | undefined;
  /** More of the refusal for the client, e.g. a 402's way forward (app/server/commerce/refusal.server.ts). */
  readonly details: Record<string, unknown> | undefined;
  constructor(
    status: number,
    code: string,
    messageKey: string,
    field?: string,
    params?: Record<string, unknown>,
    details?: Record<string, unknown>,
  ) {
    super(code);
    this.status = status;
    this.code = code;
    this.messageKey = messageKey;
    this.field = field;
    this.params = params;
    this.details = details;
  }
}

/** A JSON response of `body`, or of `body`'s bytes as they are when it is JSON already encoded (the calc Worker's stream). */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  return new Response(body instanceof ReadableStream ? body : JSON.stringify(body), { ...init, headers });
}

export function errorResponse(error: ApiError, context: Readonly<RouterContextProvider>): Response {
  let message: string;
  try {
    message = getInstance(context).t(error.messageKey, error.params);
  } catch {
    message = error.messageKey;
  }
  const body = {
    error: { code: error.code, message, ...(error.field ? { field: error.field } : {}), ...error.details },
  };
  return jsonResponse(body, { status: error.status });
}

/**
 * Reads a JSON body: content type, size and syntax are checked before the schema. `maxBytes`: a
 * route whose body carries more (a report's edited readings, a batch match's CSV) may take more.
 */
export async function readJson<T extends z.ZodType>(
  request: Request,
  schema: T,
  maxBytes = MAX_JSON_BYTES,
): Promise<z.infer<T>> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^application\/json\b/i.test(type))
    throw new ApiError(415, "unsupported_media_type", "errors.unsupportedMediaType");
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) throw new ApiError(413, "payload_too_large", "errors.payloadTooLarge");
  const text = await readLimited(request, maxBytes);
  let raw: unknown;
  try {
    raw = text.length === 0 ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(400, "invalid_json", "errors.invalidJson");
  }
  return parseWith(schema, raw);
}

/** Validates already-parsed input (query strings, form data) with the same error shape. */
export function parseWith<T extends z.ZodType>(schema: T, raw: unknown): z.infer<T> {
  // reportInput: without it zod 4 leaves `issue.input` unset, and every wrong type would read as "required".
  const result = schema.safeParse(raw, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join(".") || undefined;
  // Schemas carry translation keys as their messages (e.g. "auth.invalidPhone"); zod's own
  // messages (wrong type, missing) fall back to a generic, translated one.
  const key = issue?.message && /^[a-z]\w*\.[\w.]+$/.test(issue.message) ? issue.message : "errors.validation";
  const code = issue?.code === "invalid_type" && issue.input === undefined ? "required" : "invalid_input";
  throw new ApiError(400, code, code === "required" ? "errors.required" : key, field);
}

/**
 * Reads a body's bytes, cancelling the stream as soon as it passes `limit` (Content-Length can lie
 * or be absent), and throws what `tooLarge` makes: each caller answers 413 in its own words.
 */
export async function readBytesAtMost(request: Request, limit: number, tooLarge: () => Error): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

async function readLimited(request: Request, limit: number): Promise<string> {
  const bytes = await readBytesAtMost(
    request,
    limit,
    () => new ApiError(413, "payload_too_large", "errors.payloadTooLarge"),
  );
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(400, "invalid_json", "errors.invalidJson");
  }
}

type Handler = (args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: Record<string, string | undefined>;
}) => Promise<Response>;

/**
 * Wraps an /api handler: ApiErrors become their 4xx JSON, methods not listed get 405,
 * and anything unexpected is logged and answered with a JSON 500 that reveals nothing.
 */
export function apiHandler(methods: Partial<Record<"GET" | "POST" | "PUT" | "DELETE", Handler>>): Handler {
  return async (args) => {
    const handler = methods[args.request.method as keyof typeof methods];
    try {
      if (!handler) throw new ApiError(405, "method_not_allowed", "errors.methodNotAllowed");
      return await handler(args);
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error, args.context);
      if (error instanceof Response) throw error;
      console.error("api error", args.request.method, new URL(args.request.url).pathname, error);
      return errorResponse(new ApiError(500, "internal", "errors.internal"), args.context);
    }
  };
}
