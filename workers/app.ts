import { createRequestHandler, RouterContextProvider } from "react-router";
// Imported at module scope, so that evaluating the server build happens at isolate start-up (its
// own 1 s budget) and not inside the first request's CPU (docs/benchmarks.md: 53 → ~40 ms).
import * as serverBuild from "virtual:react-router/server-build";
import { hasSessionHint, readCookie, sessionCookieNames } from "#app/server/auth/session.server";
import { guardCacheControl } from "#app/server/cache.server";
import { ensureTranslations } from "#app/i18n/resources";
import { cloudflareContext } from "#app/server/context.server";
import { passBookmark, requestDatabase, type RequestDatabase } from "#app/server/d1-session.server";
import { isAllowedOrigin, isDevelopment, lazyNonce, securityHeaders, unsafeConfig } from "#app/server/security.server";

const requestHandler = createRequestHandler(serverBuild, import.meta.env.MODE);

/**
 * The main Worker: pages and /api. It only produces print jobs; the print Worker
 * (workers/print) consumes them, so no PDF code is on the request path.
 */
export default {
  async fetch(request, env, ctx) {
    // A deployed config with a dev outbox or the test payments must not serve a single request.
    const unsafe = unsafeConfig(env);
    if (unsafe) {
      console.error(unsafe);
      return new Response(unsafe, { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    }
    const dev = isDevelopment(env);
    const nonce = lazyNonce();
    // Whoever carries a session cookie gets private answers, whether or not it is still good.
    const signedIn = readCookie(request, sessionCookieNames(env).access) !== null || hasSessionHint(request, env);
    let database: RequestDatabase | null = null;
    let response: Response;
    if (!isAllowedOrigin(request)) {
      response = Response.json(
        { error: { code: "bad_origin", message: "The request came from another site and was refused." } },
        { status: 403 },
      );
    } else {
      // One D1 session for all of the request's queries (docs/decisions/0015).
      database = requestDatabase(request, env.DB);
      // The texts of the production build are static assets, read at the isolate's first request.
      await ensureTranslations(env.ASSETS, request.url);
      const context = new RouterContextProvider();
      context.set(cloudflareContext, {
        env: { ...env, DB: database },
        ctx,
        get nonce() {
          return nonce.value;
        },
      });
      response = await requestHandler(request, context);
    }
    // Responses from fetch() may have immutable headers (e.g. redirects): copy before hardening.
    const hardened = new Response(response.body, response);
    if (database) passBookmark(request, hardened.headers, database, { secure: !dev, signedIn });
    guardCacheControl(hardened, signedIn);
    securityHeaders(hardened.headers, { nonce: nonce.made, dev, razorpay: env.PAYMENT_PROVIDER === "razorpay" });
    return hardened;
  },
} satisfies ExportedHandler<Env>;
