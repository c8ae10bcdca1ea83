import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiClientError, ApiNetworkError, createApiClient, errorText, RequestCache } from "./api";
import { REQUEST_CACHE_STALE_MS, REQUEST_TIMEOUT_MS } from "./constants";
import { deferred, fakeServer, json, settle } from "./fake-server";

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-03-01T10:00:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("api client: requests", () => {
  it("sends a GET to /api on the same host, with cookies and JSON accepted, without a body", async () => {
    const server = fakeServer(() => json({ ok: 1 }));
    const api = createApiClient({ fetch: server.fetch });
    expect(await api.get("/user/")).toEqual({ ok: 1 });
    const [call] = server.calls;
    expect(call?.url).toBe("/api/user/");
    expect(call?.method).toBe("GET");
    expect(call?.init.credentials).toBe("same-origin");
    expect(call?.init.headers).toEqual({ Accept: "application/json" });
    expect(call?.init.body).toBeUndefined();
  });

  it("sends a POST with a JSON body and a JSON content type", async () => {
    const server = fakeServer(() => json({ data: [] }));
    const api = createApiClient({ fetch: server.fetch });
    await api.post("/user/get-profiles", { user_id: "u1" });
    const [call] = server.calls;
    expect(call?.method).toBe("POST");
    expect(call?.init.credentials).toBe("same-origin");
    expect(call?.init.headers).toEqual({ Accept: "application/json", "Content-Type": "application/json" });
    expect(call?.init.body).toBe('{"user_id":"u1"}');
  });

  it("sends a PUT with its JSON body, and a body-less POST as JSON with no body", async () => {
    const server = fakeServer(() => json({}));
    const api = createApiClient({ fetch: server.fetch });
    await api.put("/sql/update-entry", { table: "profiles" });
    await api.post("/auth/logout");
    expect(server.calls.map((c) => [c.method, c.body])).toEqual([
      ["PUT", { table: "profiles" }],
      ["POST", undefined],
    ]);
    expect(server.calls[1]?.init.headers).toMatchObject({ "Content-Type": "application/json" });
  });

  it("puts query values (skipping empty ones) and the interface language in the URL", async () => {
    const server = fakeServer(() => json({}));
    const api = createApiClient({ fetch: server.fetch, language: () => "hi" });
    await api.get("/user/organization", { query: { id: 7, skip: undefined, none: null } });
    expect(server.calls[0]?.url).toBe("/api/user/organization?id=7&lng=hi");
  });

  it("refuses a path that does not start with a slash", () => {
    const api = createApiClient({ fetch: fakeServer().fetch });
    expect(() => api.get("user")).toThrow(TypeError);
  });

  it("answers undefined for an empty success body", async () => {
    const api = createApiClient({ fetch: fakeServer(() => new Response(null, { status: 204 })).fetch });
    expect(await api.post("/auth/logout")).toBeUndefined();
  });

  it("has no timeout: an answer after 10 minutes still arrives", async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(0);
    const answer = deferred<Response>();
    const server = fakeServer(() => answer.promise);
    const api = createApiClient({ fetch: server.fetch });
    const pending = api.post("/user/add-kundali", { name: "A" });
    await settle();
    expect(server.calls[0]?.init.signal).toBeUndefined();
    vi.advanceTimersByTime(10 * 60_000);
    answer.resolve(json({ saved: true }));
    expect(await pending).toEqual({ saved: true });
  });
});

describe("api client: errors", () => {
  it("turns {error:{code,message,field}} into an ApiClientError with the status", async () => {
    const body = { error: { code: "invalid_input", message: "कृपया चिह्नित फ़ील्ड जाँच लें।", field: "phone" } };
    const api = createApiClient({ fetch: fakeServer(() => json(body, 400)).fetch });
    const error = await api.post("/auth/send-otp", { phone: "1" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({
      status: 400,
      code: "invalid_input",
      message: body.error.message,
      field: "phone",
      fromServer: true,
    });
    expect((error as ApiClientError).body).toEqual(body);
  });

  it("leaves field undefined when the server names none", async () => {
    const api = createApiClient({
      fetch: fakeServer(() => json({ error: { code: "unauthorized", message: "Please sign in." } }, 401)).fetch,
    });
    const error = (await api.get("/user/").catch((e: unknown) => e)) as ApiClientError;
    expect(error.status).toBe(401);
    expect(error.code).toBe("unauthorized");
    expect(error.field).toBeUndefined();
  });

  it("gives code http_error for an error status without our error body", async () => {
    const api = createApiClient({
      fetch: fakeServer(() => new Response("<html>Bad gateway</html>", { status: 502 })).fetch,
    });
    const error = (await api.get("/user/").catch((e: unknown) => e)) as ApiClientError;
    expect(error).toBeInstanceOf(ApiClientError);
    expect([error.status, error.code, error.message, error.fromServer]).toEqual([502, "http_error", "HTTP 502", false]);
  });

  it("keeps a JSON error body of another shape for callers that read more (e.g. detail)", async () => {
    const api = createApiClient({
      fetch: fakeServer(() => json({ status: "invalid", detail: "Not yours" }, 403)).fetch,
    });
    const error = (await api.get("/user/organization").catch((e: unknown) => e)) as ApiClientError;
    expect(error.code).toBe("http_error");
    expect(error.body).toEqual({ status: "invalid", detail: "Not yours" });
  });

  it("gives code invalid_response for a success that is not JSON", async () => {
    const api = createApiClient({ fetch: fakeServer(() => new Response("hello", { status: 200 })).fetch });
    const error = (await api.get("/user/").catch((e: unknown) => e)) as ApiClientError;
    expect([error.status, error.code]).toEqual([200, "invalid_response"]);
  });

  it("turns a request that got no answer into an ApiNetworkError, not an ApiClientError", async () => {
    const cause = new TypeError("Failed to fetch");
    const api = createApiClient({ fetch: fakeServer(() => cause).fetch });
    const error = await api.get("/user/").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error).not.toBeInstanceOf(ApiClientError);
    expect((error as ApiNetworkError).cause).toBe(cause);
    expect((error as ApiNetworkError).messageKey).toBe("errors.network");
  });

  it("passes a caller's abort through as it is", async () => {
    const controller = new AbortController();
    const abort = new DOMException("stopped", "AbortError");
    const api = createApiClient({
      fetch: fakeServer(() => {
        controller.abort();
        return abort;
      }).fetch,
    });
    const error = await api.get("/user/", { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toBe(abort);
  });

  it("words errors for the screen: server text, network key, or the generic key", () => {
    const t = (key: string) => `t:${key}`;
    expect(errorText(new ApiClientError(400, "invalid_input", "Check the phone"), t)).toBe("Check the phone");
    expect(errorText(new ApiClientError(502, "http_error", "HTTP 502"), t)).toBe("t:errors.internal");
    expect(errorText(new ApiNetworkError(new Error("x")), t)).toBe("t:errors.network");
    expect(errorText(new Error("boom"), t)).toBe("t:errors.internal");
  });
});

describe("api client: de-duplication", () => {
  it("shares one in-flight GET between identical concurrent requests", async () => {
    const answer = deferred<Response>();
    const server = fakeServer((call) =>
      call.query.get("id") === "3" ? answer.promise : json({ status: "valid", id: 4 }),
    );
    const api = createApiClient({ fetch: server.fetch });
    const first = api.get("/user/organization", { query: { id: 3 } });
    const second = api.get("/user/organization", { query: { id: 3 } });
    const other = api.get("/user/organization", { query: { id: 4 } });
    await settle();
    expect(server.calls.map((c) => c.url)).toEqual(["/api/user/organization?id=3", "/api/user/organization?id=4"]);
    answer.resolve(json({ status: "valid", id: 3 }));
    expect(await first).toEqual({ status: "valid", id: 3 });
    expect(await second).toBe(await first);
    expect(await other).toEqual({ status: "valid", id: 4 });
  });

  it("asks again once the shared request has settled", async () => {
    const server = fakeServer(() => json({}));
    const api = createApiClient({ fetch: server.fetch });
    await Promise.all([api.get("/user/"), api.get("/user/")]);
    await api.get("/user/");
    expect(server.calls).toHaveLength(2);
  });

  it("does not share POSTs unless they name a key", async () => {
    const server = fakeServer(() => json({}));
    const api = createApiClient({ fetch: server.fetch });
    await Promise.all([api.post("/user/add-kundali", { a: 1 }), api.post("/user/add-kundali", { a: 1 })]);
    expect(server.calls).toHaveLength(2);
    await Promise.all([
      api.post("/user/get-profiles", { user_id: "u" }, { dedupeKey: "profiles:u" }),
      api.post("/user/get-profiles", { user_id: "u" }, { dedupeKey: "profiles:u" }),
    ]);
    expect(server.calls).toHaveLength(3);
  });

  it("shares a failure too, and forgets it afterwards", async () => {
    const server = fakeServer(() => json({ error: { code: "internal", message: "x" } }, 500));
    const api = createApiClient({ fetch: server.fetch });
    const results = await Promise.allSettled([api.get("/user/"), api.get("/user/")]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(server.calls).toHaveLength(1);
    expect(api.requests.has("GET /api/user/")).toBe(false);
  });
});

describe("request cache", () => {
  it("shares an in-flight entry up to 5 minutes old, and starts a new request at exactly 5 minutes", async () => {
    expect(REQUEST_CACHE_STALE_MS).toBe(300_000);
    const cache = new RequestCache();
    const hung = deferred<string>();
    const run = vi.fn(() => hung.promise);
    const first = cache.dedupe("kundlis:u1", run);
    vi.advanceTimersByTime(REQUEST_CACHE_STALE_MS - 1);
    expect(cache.dedupe("kundlis:u1", run)).toBe(first);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(cache.has("kundlis:u1")).toBe(false);
    const fresh = cache.dedupe("kundlis:u1", () => Promise.resolve("new"));
    expect(fresh).not.toBe(first);
    expect(await fresh).toBe("new");
  });

  it("does not let a stale request, settling late, evict its replacement", async () => {
    const cache = new RequestCache();
    const old = deferred<string>();
    const replacement = deferred<string>();
    void cache.dedupe("profiles:u1", () => old.promise);
    vi.advanceTimersByTime(REQUEST_CACHE_STALE_MS);
    const current = cache.dedupe("profiles:u1", () => replacement.promise);
    old.resolve("old");
    await settle();
    expect(cache.dedupe("profiles:u1", () => Promise.resolve("third"))).toBe(current);
    replacement.resolve("new");
    expect(await current).toBe("new");
  });

  it("keeps keys apart and uses the injected clock", async () => {
    let clock = 1_000;
    const cache = new RequestCache({ now: () => clock });
    const a = cache.dedupe("profiles:u1", () => new Promise<never>(() => {}));
    const b = cache.dedupe("profiles:u2", () => new Promise<never>(() => {}));
    expect(a).not.toBe(b);
    clock += REQUEST_CACHE_STALE_MS;
    expect(cache.has("profiles:u1")).toBe(false);
  });
});

describe("api client: photo uploads", () => {
  it("PUTs the file's bytes with its own content type to the signed URL and reads the JSON answer", async () => {
    const server = fakeServer(() => json({ status: "success", file_url: "/files/photos/x.png" }, 201));
    const api = createApiClient({ fetch: server.fetch });
    const file = new Blob([new Uint8Array([0x89, 0x50])], { type: "image/png" });
    const answer = await api.upload("/api/s3/upload?key=k&sig=s", file, "image/png");
    expect(answer).toEqual({ status: "success", file_url: "/files/photos/x.png" });
    const [call] = server.calls;
    expect(call?.url).toBe("/api/s3/upload?key=k&sig=s");
    expect(call?.method).toBe("PUT");
    expect(call?.init.headers).toEqual({ Accept: "application/json", "Content-Type": "image/png" });
    expect(call?.init.body).toBe(file);
  });

  it("turns the server's refusal into an ApiClientError with its translated message", async () => {
    const server = fakeServer(() => json({ error: { code: "photo_too_large", message: "फ़ोटो 2 MB से बड़ी है।" } }, 413));
    const api = createApiClient({ fetch: server.fetch });
    const failure = api.upload("/api/s3/upload?key=k", new Blob(["x"]), "image/jpeg");
    await expect(failure).rejects.toMatchObject({
      status: 413,
      code: "photo_too_large",
      message: "फ़ोटो 2 MB से बड़ी है।",
    });
  });

  it("refuses an upload URL outside our API (never sends the photo elsewhere)", async () => {
    const server = fakeServer(() => json({}));
    const api = createApiClient({ fetch: server.fetch });
    await expect(api.upload("https://elsewhere.example/put", new Blob(["x"]), "image/png")).rejects.toThrow(TypeError);
    expect(server.calls).toHaveLength(0);
  });
});
