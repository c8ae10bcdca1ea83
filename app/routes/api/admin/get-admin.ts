/**
 * POST (or GET) /api/admin/get-admin — the admin record of a site admin, read by the client from
 * `data` (spec §6, §7): {status:"success", data: {uid, name, phone, email, role:"admin",
 * permissions}}. Anyone else: 403 `admin_only` with a clear message (the client ignores it).
 */
import { requireActor, requireSiteAdmin } from "#app/server/accounts/access.server";
import { readNothing } from "#app/server/accounts/input.server";
import { cloudflareContext } from "#app/server/context.server";
import type { RouterContextProvider } from "react-router";
import { apiHandler, jsonResponse } from "#app/server/http.server";

/** What the admin role allows today; the admin screens grow this list. */
export const ADMIN_PERMISSIONS = ["counters.grant", "organizations.read"] as const;

async function admin(request: Request, context: Readonly<RouterContextProvider>): Promise<Response> {
  const { env } = context.get(cloudflareContext);
  const actor = await requireActor(request, env);
  requireSiteAdmin(actor);
  if (request.method !== "GET") await readNothing(request);
  const { uid, name, phone, email, created_at } = actor.session;
  return jsonResponse({
    status: "success",
    data: { uid, name, phone, email, created_at, role: "admin", permissions: ADMIN_PERMISSIONS },
  });
}

export const loader = apiHandler({ GET: ({ request, context }) => admin(request, context) });
export const action = apiHandler({ POST: ({ request, context }) => admin(request, context) });
