/**
 * The gate of /main and everything under it (spec §2, §6): a request without a live session is
 * redirected to / before any loader runs or anything renders. Middleware, not a loader check,
 * so later child routes are covered even when the client asks only for their own data.
 */
import { createContext, redirect, type MiddlewareFunction } from "react-router";
import { getSessionUser } from "~/server/auth/session.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { cloudflareContext } from "~/server/context.server";

/** The signed-in astrologer, for the loaders and actions of /main's routes. */
export const signedInUser = createContext<SessionUser>();

export const requireSignedIn: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const user = await getSessionUser(request, context.get(cloudflareContext).env);
  if (!user) {
    // Still "/" (spec §2); `next` lets the landing page return here if a refresh token renews the session.
    const url = new URL(request.url);
    throw redirect(`/?next=${encodeURIComponent(url.pathname.replace(/\.data$/, "") + url.search)}`);
  }
  context.set(signedInUser, user);
  const response = await next();
  // Personal pages: never kept by a shared cache, nor shown from the back/forward cache after sign-out.
  response.headers.set("Cache-Control", "private, no-store");
  return response;
};
