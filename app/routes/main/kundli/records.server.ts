/**
 * Opening one saved Kundli for the Kundli and matchmaking screens: the accounts' savedBirth (who
 * may open it is the accounts' rule), its 404 — the same for a row that is someone else's and
 * one that does not exist — as null, for the route to answer 404.
 */
import { type Actor } from "#app/server/accounts/access.server";
import { savedBirth, type SavedBirth } from "#app/server/accounts/kundalis.server";
import { ApiError } from "#app/server/http.server";

/** A route parameter as a row id, or null. */
export function rowId(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,15}$/.test(param) && Number.isSafeInteger(Number(param)) ? Number(param) : null;
}

/** The saved Kundli `id` and its calculation input (`options` over the saved ones), or null. */
export async function findKundli(
  env: Env,
  actor: Actor,
  id: number | null,
  options?: Record<string, unknown>,
): Promise<SavedBirth | null> {
  if (id === null) return null;
  try {
    return await savedBirth(env, actor, id, { messageKey: "kundli.notFound", field: "id" }, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
