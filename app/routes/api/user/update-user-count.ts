/**
 * POST /api/user/update-user-count {body} — steps for report_count and/or kundali_count
 * (integers −1000…1000, e.g. {"report_count": 1}), for the caller or `user_id` (their
 * organization's astrologers; any user for a site admin). Atomic; never below zero (409).
 * → {status:"success", data: {report_count, kundali_count, free_trial_report, free_trial_kundali}}
 */
import { requireActor } from "#app/server/accounts/access.server";
import { applyCounterSteps, counterBody, USAGE_COUNTERS } from "#app/server/accounts/counters.server";
import { readBody } from "#app/server/accounts/input.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";

const Body = counterBody(USAGE_COUNTERS);

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    const body = await readBody(request, Body, { wrapped: true });
    return jsonResponse({ status: "success", data: await applyCounterSteps(env, actor, USAGE_COUNTERS, body, false) });
  },
});
