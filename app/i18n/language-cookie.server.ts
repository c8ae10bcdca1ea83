/**
 * A page asked for with `?lng=hi` (the public pages' language link, or any shared link) is
 * rendered in that language by the i18next middleware; this one also keeps the choice in the
 * language cookie, as the language switch does on the signed-in screens, so that the next
 * page, rendered without the query, is in the same language.
 */
import type { MiddlewareFunction } from "react-router";
import { isLanguage, LANGUAGE_COOKIE } from "./config";

export const languageCookieMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  const lng = new URL(request.url).searchParams.get("lng");
  if (request.method === "GET" && isLanguage(lng) && response.headers.get("Content-Type")?.startsWith("text/html")) {
    response.headers.append("Set-Cookie", `${LANGUAGE_COOKIE}=${lng}; Path=/; Max-Age=31536000; SameSite=Lax`);
    // An answer that sets a cookie is this browser's own.
    response.headers.set("Cache-Control", "private, no-store");
  }
  return response;
};
