/**
 * POST /api/user/add-kundali {body} — saves a Kundli's birth data: name, gender, date, time,
 * place {id?, name, latitude, longitude, timezone}, utcOffset?, father_name?, mother_name?, jati?,
 * gotra?, options? — checked with the calculation contract's rules (same codes and messages as
 * /api/kundli/generate). Without `options`, the owner's Settings give them, as on the New Kundli
 * form. `user_id` saves it for one of the organization's astrologers (owners
 * and admins). `client_id` (and `relation`: self, spouse, child, match, other) files it under a
 * client of the same astrologer (without user_id: the client's); without it the Kundli gets a
 * client of its own. → {status:"success", data: kundli}. Paid as one Kundli (402 with the way forward
 * when nothing is left); an `Idempotency-Key` header makes a retried request charge once.
 */
import { actFor } from "#app/server/accounts/access.server";
import { findClient, sameAstrologer } from "#app/server/accounts/clients.server";
import { AddKundliBody, addKundli } from "#app/server/accounts/kundalis.server";
import { defaultCalcOptions } from "#app/server/accounts/settings.server";
import { jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

export const loader = notAllowed;

export const action = apiAction({
  auth: "actor",
  body: AddKundliBody,
  read: "wrapped fields",
  idempotencyKey: true,
  async handler({ env, actor, idempotencyKey, body: { user_id, client_id, relation, ...fields } }) {
    const found = client_id === undefined ? null : await findClient(env, actor, client_id);
    const owner = await actFor(env, actor, user_id ?? found?.user_id);
    if (found) sameAstrologer(found, owner);
    const client = found ? { id: found.id, relation: relation ?? "self" } : undefined;
    const options = fields.options ?? (await defaultCalcOptions(env, owner));
    return jsonResponse({
      status: "success",
      data: await addKundli(env, owner, { ...fields, options }, idempotencyKey, client),
    });
  },
});
