/**
 * POST /api/user/update-free-trial-user-count {body} — steps for free_trial_report and/or
 * free_trial_kundali: a negative step uses trials up (the caller, or their organization's
 * astrologers); a positive one grants trials and is for site admins only (403). Atomic; never
 * below zero (409 when no trial is left).
 * → {status:"success", data: {report_count, kundali_count, free_trial_report, free_trial_kundali}}
 */
import { applyCounterSteps, counterBody, FREE_TRIAL_COUNTERS } from "#app/server/accounts/counters.server";
import { jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = counterBody(FREE_TRIAL_COUNTERS);

export const loader = notAllowed;

export const action = apiAction({
  auth: "actor",
  body: Body,
  read: "wrapped fields",
  async handler({ env, actor, body }) {
    return jsonResponse({
      status: "success",
      data: await applyCounterSteps(env, actor, FREE_TRIAL_COUNTERS, body, true),
    });
  },
});
