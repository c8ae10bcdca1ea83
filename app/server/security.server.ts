/**
 * Response hardening and the Origin check for state-changing requests. Applied to every
 * response of the main Worker (workers/app.ts), HTML and /api alike.
 */

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * A nonce made on first use. Only a rendered document reads one (its inline scripts); an /api
 * answer never does, so its policy names none. (A profile at load 7 put `getRandomValues` at
 * 0.75 ms a request; the quiet load bench showed no measurable change, so this is for the policy,
 * not for speed.)
 */
export function lazyNonce(): { readonly value: string; readonly made: string | null } {
  let made: string | null = null;
  return {
    get value() {
      return (made ??= newNonce());
    },
    get made() {
      return made;
    },
  };
}

/** Development values (outbox, test payments) are allowed only on exactly this: a missing or misspelt value fails closed. */
export function isDevelopment(env: Pick<Env, "ENVIRONMENT">): boolean {
  return env.ENVIRONMENT === "development";
}

type Config = Partial<
  Pick<Env, "ENVIRONMENT" | "SMS_PROVIDER" | "EMAIL_PROVIDER" | "PAYMENT_PROVIDER" | "SITE_ORIGIN">
>;

/** A deployed site's origin (the digest's links): https, and not this machine. */
function isPublicOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === "https:" && !["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

/**
 * Why this Worker must refuse to run, or null. Outside development a dev outbox would publish
 * every sign-in code and the test provider would credit wallets for free, so a config that names
 * them there (one `wrangler deploy` of a development config) stops the Worker instead.
 */
export function unsafeConfig(env: Config): string | null {
  const { ENVIRONMENT, SMS_PROVIDER, EMAIL_PROVIDER, PAYMENT_PROVIDER, SITE_ORIGIN } = env;
  if (ENVIRONMENT === "development") return null;
  const problems = [
    ENVIRONMENT !== "production" &&
      `ENVIRONMENT is ${JSON.stringify(ENVIRONMENT ?? null)}, not "production" or "development"`,
    SMS_PROVIDER === "outbox" && "SMS_PROVIDER=outbox (the dev outbox)",
    EMAIL_PROVIDER === "outbox" && "EMAIL_PROVIDER=outbox (the dev outbox)",
    PAYMENT_PROVIDER === "test" && "PAYMENT_PROVIDER=test (the test payment provider)",
    SITE_ORIGIN !== undefined &&
      !isPublicOrigin(SITE_ORIGIN) &&
      `SITE_ORIGIN is ${JSON.stringify(SITE_ORIGIN)}, not the site's https origin`,
  ].filter((p): p is string => typeof p === "string");
  return problems.length === 0
    ? null
    : `Kundli Studio refuses to serve: ${problems.join("; ")}. Development values belong in .dev.vars ` +
        "(local only, see .dev.vars.example); a deployed Worker needs ENVIRONMENT=production and real providers (docs/deploy.md).";
}

/** For Workers without pages (the print Worker): throws, so that nothing is processed. */
export function refuseUnsafeConfig(env: Config): void {
  const unsafe = unsafeConfig(env);
  if (unsafe) throw new Error(unsafe);
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

/** Razorpay Checkout's own script, frame and calls, allowed only when it is the payment provider. */
const RAZORPAY = {
  script: "https://checkout.razorpay.com",
  frame: "https://api.razorpay.com https://checkout.razorpay.com",
  connect: "https://api.razorpay.com https://lumberjack.razorpay.com",
};

export function securityHeaders(
  headers: Headers,
  { nonce, dev, razorpay = false }: { nonce: string | null; dev: boolean; razorpay?: boolean },
): void {
  // Vite's dev server injects inline scripts without our nonce and talks over a websocket. With no
  // nonce (nothing rendered asked for one) no inline script runs at all.
  const ownScripts = nonce === null ? "'self'" : `'self' 'nonce-${nonce}'`;
  const scriptSrc = [dev ? "'self' 'unsafe-inline'" : ownScripts, razorpay && RAZORPAY.script];
  const connectSrc = [dev ? "'self' ws: wss:" : "'self'", razorpay && RAZORPAY.connect];
  headers.set(
    "Content-Security-Policy",
    [
      "default-src 'self'",
      `script-src ${scriptSrc.filter(Boolean).join(" ")}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      `connect-src ${connectSrc.filter(Boolean).join(" ")}`,
      razorpay ? `frame-src ${RAZORPAY.frame}` : "frame-src 'none'",
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
