/**
 * Plans and subscription periods. Buying a plan debits the wallet and adds a period in one D1
 * batch; the period starts where the user's last one ends (or now, if none is running), so a
 * renewal extends the end date instead of restarting from today.
 */
import { debitStatement } from "./ledger.server";
import { switchToPrimary } from "#app/server/d1-session.server";
import { db } from "#app/server/db.server";

export const DAY_MS = 86_400_000;

export interface Plan {
  id: string;
  period_days: number;
  price_paise: number;
  kundlis: number;
  reports: number;
  printed_orders: number;
}

export interface Period {
  id: number;
  plan_id: string;
  starts_at: number;
  ends_at: number;
  kundlis: number;
  reports: number;
  printed_orders: number;
  kundlis_used: number;
  reports_used: number;
  printed_orders_used: number;
  price_paise: number;
  created_at: number;
}

export interface SubscriptionStatus {
  /** the period running now, or null */
  current: Period | null;
  /** end of the last purchased period, or null when none is running or queued */
  endsAt: number | null;
  daysLeft: number;
  periods: Period[];
}

const PLAN_COLUMNS = ["id", "period_days", "price_paise", "kundlis", "reports", "printed_orders"] as const;

export async function listPlans(env: Env): Promise<Plan[]> {
  return db(env)
    .selectFrom("plans")
    .select(PLAN_COLUMNS)
    .where("active", "=", 1)
    .orderBy("sort")
    .orderBy("id")
    .execute();
}

export async function getPlan(env: Env, id: string): Promise<Plan | null> {
  const plan = await db(env)
    .selectFrom("plans")
    .select(PLAN_COLUMNS)
    .where("id", "=", id)
    .where("active", "=", 1)
    .executeTakeFirst();
  return plan ?? null;
}

/**
 * The period insert, acting only when the ledger entry `ledgerKey` (the plan's debit) exists;
 * the period's own key makes a retry add nothing.
 */
export function periodStatement(
  env: Env,
  input: { userId: string; planId: string; idempotencyKey: string; ledgerKey: string },
  now: number,
): D1PreparedStatement {
  switchToPrimary(env);
  // Raw (docs/decisions/0026 rule 1): a conditional INSERT … SELECT across three sources, with SQLite's MAX().
  return env.DB.prepare(
    `INSERT INTO subscriptions (user_id, plan_id, starts_at, ends_at, kundlis, reports, printed_orders, price_paise,
       idempotency_key, ledger_entry_id, created_at)
     SELECT ?1, p.id, s.start, s.start + p.period_days * ${DAY_MS}, p.kundlis, p.reports, p.printed_orders, p.price_paise,
       ?2, l.id, ?3
     FROM plans p, wallet_ledger l,
       (SELECT MAX(?3, COALESCE((SELECT MAX(ends_at) FROM subscriptions WHERE user_id = ?1), 0)) AS start) s
     WHERE p.id = ?4 AND l.user_id = ?1 AND l.idempotency_key = ?5
     ON CONFLICT (user_id, idempotency_key) DO NOTHING`,
  ).bind(input.userId, input.idempotencyKey, now, input.planId, input.ledgerKey);
}

export type BuyResult =
  { ok: true; period: Period; replayed: boolean } | { ok: false; code: "insufficient_funds"; wayForward: "top_up" };

export async function buyPlanFromWallet(
  env: Env,
  input: { userId: string; plan: Plan; idempotencyKey: string },
  now = Date.now(),
): Promise<BuyResult> {
  switchToPrimary(env);
  const ledgerKey = `plan:${input.idempotencyKey}`;
  const [, inserted] = await env.DB.batch([
    debitStatement(
      env,
      {
        userId: input.userId,
        amountPaise: input.plan.price_paise,
        reason: `plan:${input.plan.id}`,
        reference: input.idempotencyKey,
        idempotencyKey: ledgerKey,
      },
      now,
    ),
    periodStatement(
      env,
      { userId: input.userId, planId: input.plan.id, idempotencyKey: input.idempotencyKey, ledgerKey },
      now,
    ),
  ]);
  const period = await db(env)
    .selectFrom("subscriptions")
    .selectAll()
    .where("user_id", "=", input.userId)
    .where("idempotency_key", "=", input.idempotencyKey)
    .executeTakeFirst();
  if (!period) return { ok: false, code: "insufficient_funds", wayForward: "top_up" };
  return { ok: true, period, replayed: inserted!.meta.changes === 0 };
}

export async function subscriptionStatus(env: Env, userId: string, now = Date.now()): Promise<SubscriptionStatus> {
  const periods: Period[] = await db(env)
    .selectFrom("subscriptions")
    .selectAll()
    .where("user_id", "=", userId)
    .where("ends_at", ">", now)
    .orderBy("starts_at")
    .execute();
  const current = periods.find((p) => p.starts_at <= now) ?? null;
  const endsAt = current ? Math.max(...periods.map((p) => p.ends_at)) : null;
  return { current, endsAt, daysLeft: daysLeft(endsAt, now), periods };
}

/** Whole days of the subscription left, counting a started day as a day (0 when none runs). */
export function daysLeft(endsAt: number | null, now: number): number {
  return endsAt && endsAt > now ? Math.ceil((endsAt - now) / DAY_MS) : 0;
}
