/**
 * POST /api/user/update-free-trial-user-count {body} — steps for free_trial_report and/or
 * free_trial_kundali: a negative step uses trials up (the caller, or their organization's
 * astrologers); a positive one grants trials and is for site admins only (403). Atomic; never
 * below zero (409 when no trial is left).
 * → {status:"success", data: {report_count, kundali_count, free_trial_report, free_trial_kundali}}
 */
import { requireActor } from "#app/server/accounts/access.server";
import { applyCounterSteps, counterBody, FREE_TRIAL_COUNTERS } from "#app/server/accounts/counters.server";
import { readBody } from "#app/server/accounts/input.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";

const Body = counterBody(FREE_TRIAL_COUNTERS);

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    const body = await readBody(request, Body, { wrapped: true });
    return jsonResponse({
      status: "success",
      data: await applyCounterSteps(env, actor, FREE_TRIAL_COUNTERS, body, true),
    });
  },
});
