/**
 * Response hardening and the Origin check for state-changing requests. Applied to every
 * response of the main Worker (workers/app.ts), HTML and /api alike.
 */

export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function isDevelopment(env: Env): boolean {
  return env.ENVIRONMENT === "development";
}

/**
 * A POST/PUT/PATCH/DELETE must come from our own origin. Browsers always send Origin on
 * cross-site state-changing requests, so a foreign Origin is refused; a request without
 * Origin (curl, server-to-server, the test suite) must then carry Sec-Fetch-Site none/same-origin or nothing at all.
 */
export function isAllowedOrigin(request: Request): boolean {
  if (["GET", "HEAD", "OPTIONS"].includes(request.method)) return true;
  const origin = request.headers.get("Origin");
  const site = request.headers.get("Sec-Fetch-Site");
  if (origin) return origin === new URL(request.url).origin;
  return site === null || site === "same-origin" || site === "none";
}

export function securityHeaders(headers: Headers, { nonce, dev }: { nonce: string; dev: boolean }): void {
  // Vite's dev server injects inline scripts without our nonce and talks over a websocket.
  const scriptSrc = dev ? "'self' 'unsafe-inline'" : `'self' 'nonce-${nonce}'`;
  const connectSrc = dev ? "'self' ws: wss:" : "'self'";
  headers.set(
    "Content-Security-Policy",
    [
      "default-src 'self'",
      `script-src ${scriptSrc}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      `connect-src ${connectSrc}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join("; "),
  );
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  if (!dev) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
