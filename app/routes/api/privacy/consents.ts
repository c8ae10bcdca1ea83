/**
 * /api/clients/:id/consents (DPDP Act 2023) — the client's consent records, newest (current) first.
 *
 * - GET → {status, data: [consent]}
 * - POST {op: "record", purposes: ["birth_data" | "reports" | "contact", …], given_on, method, note?}
 *   → {status, data: consent}: the new current consent; the earlier records stay as history.
 * - POST {op: "withdraw", withdrawn_on} → {status, data: consent}; 409 when none is in force.
 */
import { z } from "zod";
import { readBody } from "#app/server/accounts/input.server";
import { apiAction, apiLoader } from "#app/server/api/route.server";
import { jsonResponse } from "#app/server/http.server";
import { listConsents, recordConsent, withdrawConsent } from "#app/server/privacy/consents.server";
import { ConsentFields, WithdrawFields } from "#app/shared/clients/fields";
import { reachableClient } from "./client.server";

const Body = z.discriminatedUnion(
  "op",
  [ConsentFields.extend({ op: z.literal("record") }), WithdrawFields.extend({ op: z.literal("withdraw") })],
  { error: "privacy.consent.invalidOp" },
);

export const loader = apiLoader({
  auth: "actor",
  async handler({ params, env, actor }) {
    const client = await reachableClient(env, actor, params.id);
    return jsonResponse({ status: "success", data: await listConsents(env, client.id) });
  },
});

/** The body is read once the client is known reachable: anyone else's client is 404 whatever they send. */
export const action = apiAction({
  auth: "actor",
  async handler({ request, params, env, actor }) {
    const client = await reachableClient(env, actor, params.id);
    const body = await readBody(request, Body);
    const data =
      body.op === "record"
        ? await recordConsent(env, client, actor.uid, body)
        : await withdrawConsent(env, client, actor.uid, body.withdrawn_on);
    return jsonResponse({ status: "success", data });
  },
});
