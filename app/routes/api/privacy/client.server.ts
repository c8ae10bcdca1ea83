/**
 * The client a /api/clients/:id/… privacy route acts on: `:id` is the client's integer id or uid,
 * reached by the accounts' rule as in /api/clients/* (docs/decisions/0018); anyone else's client
 * is the same 404 as one that does not exist.
 */
import type { Actor } from "#app/server/accounts/access.server";
import { findClient } from "#app/server/accounts/clients.server";
import { recordRef } from "#app/shared/accounts/fields";
import type { OwnedRow } from "#app/server/accounts/records.server";
import { parseWith } from "#app/server/http.server";

export function reachableClient(env: Env, actor: Actor, param: string | undefined): Promise<OwnedRow> {
  const raw = param && /^\d{1,16}$/.test(param) ? Number(param) : param;
  return findClient(env, actor, parseWith(recordRef, raw));
}
