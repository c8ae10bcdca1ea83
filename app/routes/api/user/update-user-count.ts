/**
 * POST /api/user/update-user-count {body} — steps for report_count and/or kundali_count
 * (integers −1000…1000, e.g. {"report_count": 1}), for the caller or `user_id` (their
 * organization's astrologers; any user for a site admin). Atomic; never below zero (409).
 * → {status:"success", data: {report_count, kundali_count, free_trial_report, free_trial_kundali}}
 */
import { applyCounterSteps, counterBody, USAGE_COUNTERS } from "#app/server/accounts/counters.server";
import { jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = counterBody(USAGE_COUNTERS);

export const loader = notAllowed;

export const action = apiAction({
  auth: "actor",
  body: Body,
  read: "wrapped fields",
  async handler({ env, actor, body }) {
    return jsonResponse({ status: "success", data: await applyCounterSteps(env, actor, USAGE_COUNTERS, body, false) });
  },
});
