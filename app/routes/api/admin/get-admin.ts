/**
 * POST (or GET) /api/admin/get-admin — the admin record of a site admin, read by the client from
 * `data` (spec §6, §7): {status:"success", data: {uid, name, phone, email, role:"admin",
 * permissions}}. Anyone else: 403 `admin_only` with a clear message (the client ignores it).
 */
import type { Actor } from "#app/server/accounts/access.server";
import { apiAction, apiLoader } from "#app/server/api/route.server";
import { jsonResponse } from "#app/server/http.server";

/** What the admin role allows today; the admin screens grow this list. */
export const ADMIN_PERMISSIONS = ["counters.grant", "organizations.read"] as const;

async function admin({ actor }: { actor: Actor }): Promise<Response> {
  const { uid, name, phone, email, created_at } = actor.session;
  return jsonResponse({
    status: "success",
    data: { uid, name, phone, email, created_at, role: "admin", permissions: ADMIN_PERMISSIONS },
  });
}

export const loader = apiLoader({ auth: "admin", handler: admin });
export const action = apiAction({ auth: "admin", body: "empty", handler: admin });
