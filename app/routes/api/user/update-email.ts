/**
 * POST /api/user/update-email {email} — sets the astrologer's email, which must have been proven
 * with the emailed one-time code (POST /api/auth/verify-otp-email) by this same user: it is their
 * verified address, or they verified it within the last 30 minutes. Otherwise 403
 * `email_not_verified` and nothing changes. → {status:"success", data: user}
 */
import { z } from "zod";
import { emailField } from "#app/shared/accounts/fields";
import { emailVerifiedFor, requireAccount, updateAccount } from "#app/server/accounts/users.server";
import { ApiError, jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = z.strictObject({ email: emailField });

export const loader = notAllowed;

export const action = apiAction({
  auth: "actor",
  body: Body,
  read: "fields",
  async handler({ env, actor, body: { email } }) {
    if (!(await emailVerifiedFor(env, actor.uid, email))) {
      throw new ApiError(403, "email_not_verified", "accounts.emailNotVerified", "email");
    }
    await updateAccount(env, actor.uid, { email });
    return jsonResponse({ status: "success", data: await requireAccount(env, actor.uid) });
  },
});
