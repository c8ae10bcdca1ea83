/**
 * GET /__dev/outbox — the SMS and emails the dev outbox "sent", newest first:
 * {messages: [{to, channel, code, subject, message, sentAt}]}. `?to=` narrows to one recipient
 * (a phone in any accepted spelling, or an email), `?limit=` (1–200, default 50).
 * Exists only when ENVIRONMENT is "development"; everywhere else it answers 404.
 */
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { listOutbox } from "#app/server/auth/outbox.server";
import { normalizePhone } from "#app/shared/auth/phone";
import { cloudflareContext } from "#app/server/context.server";
import { ApiError, apiHandler, jsonResponse, parseWith } from "#app/server/http.server";
import { isDevelopment } from "#app/server/security.server";

const Query = z.object({
  to: z
    .string()
    .trim()
    .max(254)
    .transform((to) => normalizePhone(to) ?? to.toLowerCase())
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const loader = apiHandler({
  async GET({ request, context }) {
    const { env } = context.get(cloudflareContext);
    if (!isDevelopment(env)) throw new ApiError(404, "not_found", "errors.notFound");
    const query = parseWith(Query, Object.fromEntries(new URL(request.url).searchParams));
    return jsonResponse({ messages: await listOutbox(env, { to: query.to || undefined, limit: query.limit }) });
  },
});

/** Other methods: 404 like GET outside development, 405 inside it. */
async function refuse({ context }: { context: Readonly<RouterContextProvider> }): Promise<Response> {
  if (!isDevelopment(context.get(cloudflareContext).env)) throw new ApiError(404, "not_found", "errors.notFound");
  throw new ApiError(405, "method_not_allowed", "errors.methodNotAllowed");
}

export const action = apiHandler({ POST: refuse, PUT: refuse, DELETE: refuse });
