/**
 * The browser's view of the session (spec §4): unknown → signed in | signed out.
 *
 * A check asks GET /api/auth/verify-token; status "valid" means signed in. Otherwise it tries
 * POST /api/auth/refresh-token (which rotates the cookies), and "valid" there also means signed
 * in. Any other answer or failure means signed out. A result is reused for 30 s (spec §9) and
 * concurrent checks share one request, so every screen may ask freely.
 *
 * Also here: the sign-in calls of the /auth screen and sign-out, which feed the same store.
 */
import { useSyncExternalStore } from "react";
import type { SessionUser } from "#app/shared/auth/session-user";

/** Spec §9: session check reuse, 30000 ms. */
export const SESSION_CHECK_REUSE_MS = 30_000;

export type AuthStatus = "unknown" | "signedIn" | "signedOut";

export interface SessionState {
  status: AuthStatus;
  user: SessionUser | null;
}

const UNKNOWN: SessionState = { status: "unknown", user: null };

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface SessionStore {
  get(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Resolves the session, reusing a result younger than 30 s unless `force`. */
  check(options?: { force?: boolean }): Promise<SessionState>;
  /** After a successful sign-in (or a server that already knows): signed in, fresh. */
  signedIn(user: SessionUser | null): void;
  signedOut(): void;
}

async function statusOf(response: Response): Promise<{ status?: unknown; user?: SessionUser }> {
  if (!response.ok) return {};
  try {
    return (await response.json()) as { status?: unknown; user?: SessionUser };
  } catch {
    return {};
  }
}

export function createSessionStore({
  fetch: fetchFn = (input, init) => fetch(input, init),
  now = Date.now,
}: { fetch?: Fetch; now?: () => number } = {}): SessionStore {
  let state: SessionState = UNKNOWN;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let inflight: Promise<SessionState> | null = null;
  const listeners = new Set<() => void>();

  function set(next: SessionState) {
    state = next;
    checkedAt = now();
    for (const listener of listeners) listener();
  }

  async function ask(): Promise<SessionState> {
    const init: RequestInit = { credentials: "same-origin", headers: { Accept: "application/json" } };
    try {
      const verified = await statusOf(await fetchFn("/api/auth/verify-token", init));
      if (verified.status === "valid") return { status: "signedIn", user: verified.user ?? null };
    } catch {
      // an unreachable verify falls through to the refresh, which decides
    }
    try {
      const refreshed = await statusOf(await fetchFn("/api/auth/refresh-token", { ...init, method: "POST" }));
      if (refreshed.status === "valid") return { status: "signedIn", user: refreshed.user ?? state.user };
    } catch {
      // any failure means signed out (spec §4)
    }
    return { status: "signedOut", user: null };
  }

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    check({ force = false } = {}) {
      if (!force && state.status !== "unknown" && now() - checkedAt < SESSION_CHECK_REUSE_MS)
        return Promise.resolve(state);
      inflight ??= ask().then(
        (next) => {
          inflight = null;
          set(next);
          return next;
        },
        () => {
          inflight = null;
          set({ status: "signedOut", user: null });
          return state;
        },
      );
      return inflight;
    },
    signedIn(user) {
      set({ status: "signedIn", user: user ?? state.user });
    },
    signedOut() {
      set({ status: "signedOut", user: null });
    },
  };
}

/** The one store of this browser tab. On the server it is never checked and stays unknown. */
export const sessionStore = createSessionStore();

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => UNKNOWN);
}

// ── sign-in and sign-out calls ──────────────────────────────────────────────

/** The API's error body, message already in the interface language; code "network"/"internal" when none came. */
export interface ApiFailure {
  code: string;
  message: string;
  field?: string;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: ApiFailure };

/** send-otp's answer; the times are in seconds (the API spells them snake_case, older drafts camelCase). */
export interface OtpSent {
  status: "sent";
  phone?: string;
  resend_after?: number;
  expires_in?: number;
  resendAfter?: number;
  expiresIn?: number;
}

export interface OtpVerified {
  status: "valid";
  user: SessionUser;
}

/** POSTs JSON and reads either the data or the `{error}` body; `lng` makes the server answer in the screen's language. */
export async function postJson<T>(
  path: string,
  body: unknown,
  lng: string,
  fetchFn: Fetch = (input, init) => fetch(input, init),
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetchFn(`${path}?lng=${encodeURIComponent(lng)}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, error: { code: "network", message: "" } };
  }
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    // an empty or non-JSON body (e.g. a proxy's error page)
  }
  if (response.ok) return { ok: true, data: parsed as T };
  const error = (parsed as { error?: Partial<ApiFailure> } | null)?.error;
  return {
    ok: false,
    status: response.status,
    error: {
      code: typeof error?.code === "string" ? error.code : "internal",
      message: typeof error?.message === "string" ? error.message : "",
      ...(typeof error?.field === "string" ? { field: error.field } : {}),
    },
  };
}

export function sendOtp(phone: string, lng: string): Promise<ApiResult<OtpSent>> {
  return postJson<OtpSent>("/api/auth/send-otp", { phone }, lng);
}

export async function verifyOtp(phone: string, otp: string, lng: string): Promise<ApiResult<OtpVerified>> {
  const result = await postJson<OtpVerified>("/api/auth/verify-otp", { phone, otp }, lng);
  if (result.ok && result.data?.status === "valid") sessionStore.signedIn(result.data.user ?? null);
  return result;
}

/** Signs out on the server; a 401 (already signed out) counts as done. */
export async function signOut(lng: string): Promise<ApiResult<unknown>> {
  const result = await postJson<unknown>("/api/auth/logout", undefined, lng);
  if (result.ok || result.status === 401) {
    sessionStore.signedOut();
    return { ok: true, data: null };
  }
  return result;
}
