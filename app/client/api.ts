/**
 * The one fetch layer of the browser (spec §7, §9): every call goes to /api on our own host,
 * with cookies (credentials "same-origin") and JSON both ways, and no timeout (spec §9: 0).
 *
 * Errors arrive as `{error: {code, message, field?}}` (app/server/http.server.ts), the message
 * already in the interface language; they become an ApiClientError. A request that never got an
 * answer (offline, DNS, reset) becomes an ApiNetworkError, so screens can tell the two apart.
 */
import { API_BASE_PATH, REQUEST_CACHE_STALE_MS } from "./constants";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** The server answered with an error status (or with a body we cannot read). */
export class ApiClientError extends Error {
  override readonly name = "ApiClientError";
  readonly status: number;
  /** The server's code, or "http_error" / "invalid_response" when it gave none we could read. */
  readonly code: string;
  readonly field: string | undefined;
  /** The parsed body, when it was JSON: some answers carry more (e.g. `detail`). */
  readonly body: unknown;
  constructor(status: number, code: string, message: string, field?: string, body?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
    this.body = body;
  }

  /** True when `message` is the server's own, translated text (not our fallback). */
  get fromServer(): boolean {
    return this.code !== "http_error" && this.code !== "invalid_response";
  }
}

/** No answer at all: the request never reached the server or the connection broke. */
export class ApiNetworkError extends Error {
  override readonly name = "ApiNetworkError";
  /** Translation key for the screen (app/i18n/en/errors.json). */
  readonly messageKey = "errors.network";
  constructor(cause: unknown) {
    super("Network request failed", { cause });
  }
}

/** Text to show for any error of this layer; `t` is i18next's. */
export function errorText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiClientError && error.fromServer && error.message) return error.message;
  if (error instanceof ApiNetworkError) return t(error.messageKey);
  return t("errors.internal");
}

/**
 * Shares one in-flight promise between identical concurrent requests (spec §4). Keys name what
 * is asked: `profiles:<userId>`, `kundlis:<userId>`, `organization:<orgId>`, `GET <url>`.
 * Only in-flight work is shared; a settled request leaves at once, so results are never served
 * from here (the cached lists own freshness). Because requests have no timeout, an entry older
 * than 5 minutes (spec §9) counts as stale and is no longer joined: a hung request cannot
 * capture every later caller.
 */
export class RequestCache {
  readonly #entries = new Map<string, { promise: Promise<unknown>; startedAt: number }>();
  readonly #now: () => number;
  readonly #staleAfterMs: number;

  constructor({
    now = () => Date.now(),
    staleAfterMs = REQUEST_CACHE_STALE_MS,
  }: { now?: () => number; staleAfterMs?: number } = {}) {
    this.#now = now;
    this.#staleAfterMs = staleAfterMs;
  }

  dedupe<T>(key: string, run: () => Promise<T>): Promise<T> {
    const entry = this.#entries.get(key);
    if (entry && this.#now() - entry.startedAt < this.#staleAfterMs) return entry.promise as Promise<T>;
    const promise = (async () => run())();
    this.#entries.set(key, { promise, startedAt: this.#now() });
    const leave = () => {
      // a stale entry may have been replaced meanwhile; only remove our own
      if (this.#entries.get(key)?.promise === promise) this.#entries.delete(key);
    };
    promise.then(leave, leave);
    return promise;
  }

  /** Whether a shareable (not stale) request is in flight under this key. */
  has(key: string): boolean {
    const entry = this.#entries.get(key);
    return entry !== undefined && this.#now() - entry.startedAt < this.#staleAfterMs;
  }
}

export interface ApiClientOptions {
  /** Injected for tests; defaults to the global fetch (looked up at call time). */
  fetch?: FetchLike;
  now?: () => number;
  basePath?: string;
  requests?: RequestCache;
  /** The interface language, sent as `lng` so the server words its errors the same way. */
  language?: () => string | undefined;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Share one in-flight request under this key. GETs share by URL unless set to null. */
  dedupeKey?: string | null;
  signal?: AbortSignal;
}

export interface ApiClient {
  readonly requests: RequestCache;
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions, "body">): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">): Promise<T>;
  /** PUT of raw bytes (a photo) to an upload URL the API signed, e.g. `/api/s3/upload?…`; never shared. */
  upload<T = unknown>(uploadUrl: string, file: Blob, contentType: string): Promise<T>;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const basePath = options.basePath ?? API_BASE_PATH;
  const requests = options.requests ?? new RequestCache({ now: options.now });

  function url(path: string, query: Query | undefined): string {
    if (!path.startsWith("/")) throw new TypeError(`API path must start with "/": ${path}`);
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) params.set(name, String(value));
    }
    const lng = options.language?.();
    if (lng && !params.has("lng")) params.set("lng", lng);
    const search = params.toString();
    return `${basePath}${path}${search ? `?${search}` : ""}`;
  }

  async function send<T>(
    method: HttpMethod,
    target: string,
    body: unknown,
    signal: AbortSignal | undefined,
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: "application/json" };
    const init: RequestInit = { method, credentials: "same-origin", headers };
    if (method !== "GET") {
      headers["Content-Type"] = "application/json";
      if (body !== undefined) init.body = JSON.stringify(body);
    }
    if (signal) init.signal = signal;
    let response: Response;
    try {
      response = await doFetch(target, init);
    } catch (error) {
      // an abort the caller asked for is not a network failure
      if (signal?.aborted) throw error;
      throw new ApiNetworkError(error);
    }
    return readAnswer<T>(response);
  }

  function request<T>(
    method: HttpMethod,
    path: string,
    { query, body, dedupeKey, signal }: RequestOptions = {},
  ): Promise<T> {
    const target = url(path, query);
    const key = dedupeKey === undefined ? (method === "GET" ? `GET ${target}` : null) : dedupeKey;
    if (key === null) return send<T>(method, target, body, signal);
    return requests.dedupe(key, () => send<T>(method, target, body, signal));
  }

  return {
    requests,
    request,
    get: (path, opts) => request("GET", path, opts),
    post: (path, body, opts) => request("POST", path, { ...opts, body }),
    put: (path, body, opts) => request("PUT", path, { ...opts, body }),
    async upload<T>(uploadUrl: string, file: Blob, contentType: string): Promise<T> {
      // Only our own API: the signed URL is a path under basePath, never another host.
      if (!uploadUrl.startsWith(`${basePath}/`)) throw new TypeError(`Upload URL outside the API: ${uploadUrl}`);
      let response: Response;
      try {
        response = await doFetch(uploadUrl, {
          method: "PUT",
          credentials: "same-origin",
          headers: { Accept: "application/json", "Content-Type": contentType },
          body: file,
        });
      } catch (error) {
        throw new ApiNetworkError(error);
      }
      return readAnswer<T>(response);
    },
  };
}

async function readAnswer<T>(response: Response): Promise<T> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // the connection broke while the body was on its way
    throw new ApiNetworkError(error);
  }
  let parsed: unknown = undefined;
  let readable = true;
  if (text.length > 0) {
    try {
      parsed = JSON.parse(text);
    } catch {
      readable = false;
    }
  }
  if (response.ok) {
    if (!readable) throw new ApiClientError(response.status, "invalid_response", "The server's answer is not JSON.");
    return parsed as T;
  }
  const error = isRecord(parsed) && isRecord(parsed.error) ? parsed.error : null;
  if (error && typeof error.code === "string" && typeof error.message === "string") {
    const field = typeof error.field === "string" ? error.field : undefined;
    throw new ApiClientError(response.status, error.code, error.message, field, parsed);
  }
  throw new ApiClientError(response.status, "http_error", `HTTP ${response.status}`, undefined, parsed);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
