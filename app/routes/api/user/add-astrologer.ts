/**
 * POST /api/user/add-astrologer {phone, name, role?} — "Add New Astrologer", for the owner or an
 * admin of an organization (role "admin" only by the owner). A phone without an account becomes
 * an astrologer of the organization at once (status "added"); an existing account is invited and
 * joins by accepting (status "invited"). 30 per hour per manager.
 * → {status:"added", data: member} | {status:"invited", data: invite}
 */
import { z } from "zod";
import { getInstance } from "#app/i18n/i18next.server";
import { personName, phoneField } from "#app/shared/accounts/fields";
import { addAstrologer } from "#app/server/accounts/organizations.server";
import { consumeRateLimit, type RateLimit } from "#app/server/auth/rate-limit.server";
import { jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = z.strictObject({
  phone: phoneField,
  name: personName,
  role: z.enum(["astrologer", "admin"], { error: "accounts.invalidChoice" }).optional(),
});

const ADDS_PER_MANAGER: RateLimit = {
  bucket: "add-astrologer:user",
  limit: 30,
  windowMs: 60 * 60_000,
  messageKey: "accounts.tooManyRequests",
};

export const loader = notAllowed;

export const action = apiAction({
  auth: "manager",
  body: Body,
  read: "wrapped fields",
  async handler({ context, env, actor, body: { phone, name, role } }) {
    await consumeRateLimit(env, ADDS_PER_MANAGER, actor.uid);
    const result = await addAstrologer(env, actor, getInstance(context).t, { phone, name, role: role ?? "astrologer" });
    return jsonResponse({ status: result.status, data: result.member ?? result.invite });
  },
});
