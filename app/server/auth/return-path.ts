/**
 * Where a sign-in or a resumed session may send the browser back to: a path inside the
 * workspace only, so `?next=` can never become an open redirect.
 */
export function workspacePath(next: string | null | undefined): string | null {
  return next && /^\/main(?:[/?#]|$)/.test(next) && !next.startsWith("//") && !next.includes("\\") ? next : null;
}

/** GET /api/auth/resume's address: renew the session, then go to `next`; failing, to / or back to /auth. */
export function resumePath(next: string, fallback: "landing" | "auth" = "landing"): string {
  const query = new URLSearchParams(fallback === "auth" ? { fallback, next } : { next });
  return `/api/auth/resume?${query}`;
}
