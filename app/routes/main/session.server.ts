/**
 * The gate of /main and everything under it (spec §2, §6): a request without a live session is
 * redirected to / before any loader runs or anything renders. Middleware, not a loader check,
 * so later child routes are covered even when the client asks only for their own data.
 */
import { createContext, redirect, redirectDocument, type MiddlewareFunction } from "react-router";
import { getSessionUser, hasSessionHint } from "#app/server/auth/session.server";
import type { SessionUser } from "#app/shared/auth/session-user";
import { resumePath } from "#app/server/auth/return-path";
import { cloudflareContext } from "#app/server/context.server";

/** The signed-in astrologer, for the loaders and actions of /main's routes. */
export const signedInUser = createContext<SessionUser>();

export const requireSignedIn: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { env } = context.get(cloudflareContext);
  const user = await getSessionUser(request, env);
  if (!user) {
    const url = new URL(request.url);
    const here = url.pathname.replace(/\.data$/, "") + url.search;
    // A browser that may still hold a refresh token renews the session and comes straight back
    // (a document load: the refresh cookie travels only to /api/auth). Anyone else goes to "/"
    // (spec §2), which passes `next` on to the sign-in so that it returns here.
    if (hasSessionHint(request, env)) throw redirectDocument(resumePath(here));
    throw redirect(`/?next=${encodeURIComponent(here)}`);
  }
  context.set(signedInUser, user);
  const response = await next();
  // Personal pages: never kept by a shared cache, nor shown from the back/forward cache after sign-out.
  response.headers.set("Cache-Control", "private, no-store");
  return response;
};
