/**
 * update-user-count and update-free-trial-user-count: the four usage counters of spec §3 change
 * by whole-number steps, all in one SQL statement, never below zero (users.server.ts).
 *
 * - report_count, kundali_count (what was made): up or down by the astrologer, their
 *   organization's managers, or a site admin.
 * - free_trial_report, free_trial_kundali (trials left): used up (negative steps) the same way;
 *   granted (positive steps) only by a site admin.
 */
import { z } from "zod";
import { db } from "#app/server/db.server";
import { ApiError } from "#app/server/http.server";
import { type Actor, actFor } from "./access.server";
import { uidField } from "#app/shared/accounts/fields";
import { changeCounters, type Counter, type Counters } from "./users.server";

const Step = z
  .number({ error: "accounts.invalidStep" })
  .int("accounts.invalidStep")
  .min(-1000, "accounts.invalidStep")
  .max(1000, "accounts.invalidStep");

export const USAGE_COUNTERS = ["report_count", "kundali_count"] as const satisfies readonly Counter[];
export const FREE_TRIAL_COUNTERS = ["free_trial_report", "free_trial_kundali"] as const satisfies readonly Counter[];

export function counterBody(counters: readonly Counter[]) {
  const shape: Record<string, z.ZodOptional<typeof Step>> = {};
  for (const counter of counters) shape[counter] = Step.optional();
  return z.strictObject({ ...shape, user_id: uidField.optional() });
}

async function target(env: Env, actor: Actor, userId: string | undefined): Promise<string> {
  if (userId === undefined || userId === actor.uid || !actor.isAdmin) return actFor(env, actor, userId);
  const exists = await db(env).selectFrom("users").select("uid").where("uid", "=", userId).executeTakeFirst();
  if (!exists) throw new ApiError(404, "user_not_found", "accounts.userNotFound", "user_id");
  return userId;
}

export async function applyCounterSteps(
  env: Env,
  actor: Actor,
  counters: readonly Counter[],
  body: Record<string, unknown>,
  grantsNeedAdmin: boolean,
): Promise<Counters> {
  const steps: Partial<Counters> = {};
  for (const counter of counters) {
    const step = body[counter];
    if (typeof step === "number" && step !== 0) steps[counter] = step;
  }
  if (Object.keys(steps).length === 0) throw new ApiError(400, "nothing_to_update", "accounts.emptyUpdate");
  if (grantsNeedAdmin && !actor.isAdmin) {
    const grant = counters.find((counter) => (steps[counter] ?? 0) > 0);
    if (grant) throw new ApiError(403, "admin_only", "accounts.freeTrialGrantAdminOnly", grant);
  }
  return changeCounters(env, await target(env, actor, body.user_id as string | undefined), steps);
}
