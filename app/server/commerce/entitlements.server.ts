/**
 * Paying for an action. charge() takes, in this order, a free trial (kundli and report only),
 * then the active plan's allowance, then the wallet at the price table — each step one D1 batch
 * (a transaction) whose first statement records the charge and whose next statements only act
 * when that row, with this attempt's token, exists. refund() gives back exactly what the charge
 * took, at most once. Counters of what was made (kundali_count, report_count) are not touched
 * here: they count work that happened, where it happens.
 */
import { debitStatement, entryByKey } from "./ledger.server";
import { switchToPrimary } from "#app/server/d1-session.server";
import { db, statement } from "#app/server/db.server";
import type { WayForward } from "#app/shared/commerce/way-forward";

export type Item = "kundli" | "report" | "printed_order";
export type ChargeSource = "free_trial" | "plan" | "wallet";

export type ChargeResult =
  | { ok: true; source: ChargeSource; entryId?: number; replayed: boolean }
  | { ok: false; code: "insufficient_funds" | "no_plan"; wayForward: WayForward };

interface ChargeRow {
  id: number;
  source: ChargeSource;
  ledger_entry_id: number | null;
  subscription_id: number | null;
  item: Item;
  refunded_at: number | null;
}

const TRIAL_COLUMN: Partial<Record<Item, string>> = { kundli: "free_trial_kundali", report: "free_trial_report" };
const USED_COLUMN: Record<Item, string> = {
  kundli: "kundlis_used",
  report: "reports_used",
  printed_order: "printed_orders_used",
};
const ALLOWANCE_COLUMN: Record<Item, string> = {
  kundli: "kundlis",
  report: "reports",
  printed_order: "printed_orders",
};

async function chargeByKey(env: Env, userId: string, key: string): Promise<ChargeRow | null> {
  const row = await db(env)
    .selectFrom("charges")
    .selectAll()
    .where("user_id", "=", userId)
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
  return row ?? null;
}

export async function priceOf(env: Env, item: Item): Promise<number> {
  const row = await db(env)
    .selectFrom("prices")
    .select("wallet_price_paise")
    .where("item", "=", item)
    .executeTakeFirst();
  if (!row) throw new Error(`no price for ${item}`);
  return row.wallet_price_paise;
}

/**
 * Raw (docs/decisions/0026 rule 1), as the statements that follow it in each batch: a conditional
 * INSERT … SELECT whose source and condition differ per step, and writes that act only when
 * this attempt's charge exists (EXISTS subqueries) on a column chosen per item.
 */
function insertCharge(env: Env, base: ChargeBase, source: ChargeSource, from: string, params: unknown[]) {
  return env.DB.prepare(
    `INSERT INTO charges (user_id, item, reference, idempotency_key, source, subscription_id, ledger_entry_id, amount_paise, token, created_at)
     SELECT ?, ?, ?, ?, ?, ${from}
     ON CONFLICT (user_id, idempotency_key) DO NOTHING`,
  ).bind(base.userId, base.item, base.reference, base.idempotencyKey, source, ...params);
}

interface ChargeBase {
  userId: string;
  item: Item;
  reference: string;
  idempotencyKey: string;
}

async function tryFreeTrial(env: Env, base: ChargeBase, now: number): Promise<boolean> {
  const column = TRIAL_COLUMN[base.item];
  if (!column) return false;
  const token = crypto.randomUUID();
  const [inserted] = await env.DB.batch([
    insertCharge(env, base, "free_trial", `NULL, NULL, 0, ?, ? FROM users WHERE uid = ? AND ${column} > 0`, [
      token,
      now,
      base.userId,
    ]),
    env.DB.prepare(
      `UPDATE users SET ${column} = ${column} - 1 WHERE uid = ? AND EXISTS (SELECT 1 FROM charges WHERE token = ?)`,
    ).bind(base.userId, token),
  ]);
  return inserted!.meta.changes === 1;
}

async function tryPlan(env: Env, base: ChargeBase, now: number): Promise<boolean> {
  const used = USED_COLUMN[base.item];
  const token = crypto.randomUUID();
  const [inserted] = await env.DB.batch([
    insertCharge(
      env,
      base,
      "plan",
      `id, NULL, 0, ?, ? FROM subscriptions WHERE user_id = ? AND starts_at <= ? AND ends_at > ?
         AND ${used} < ${ALLOWANCE_COLUMN[base.item]} ORDER BY ends_at LIMIT 1`,
      [token, now, base.userId, now, now],
    ),
    env.DB.prepare(
      `UPDATE subscriptions SET ${used} = ${used} + 1 WHERE id = (SELECT subscription_id FROM charges WHERE token = ?)`,
    ).bind(token),
  ]);
  return inserted!.meta.changes === 1;
}

async function tryWallet(env: Env, base: ChargeBase, pricePaise: number, now: number): Promise<boolean> {
  const ledgerKey = `charge:${base.idempotencyKey}`;
  const token = crypto.randomUUID();
  const [debited] = await env.DB.batch([
    debitStatement(
      env,
      {
        userId: base.userId,
        amountPaise: pricePaise,
        reason: base.item,
        reference: base.reference,
        idempotencyKey: ledgerKey,
      },
      now,
    ),
    insertCharge(
      env,
      base,
      "wallet",
      `NULL, id, -amount_paise, ?, ? FROM wallet_ledger WHERE user_id = ? AND idempotency_key = ?`,
      [token, now, base.userId, ledgerKey],
    ),
  ]);
  return debited!.meta.changes === 1 || (await entryByKey(env, base.userId, ledgerKey)) !== null;
}

export async function charge(
  env: Env,
  input: { userId: string; item: Item; reference: string; idempotencyKey: string; walletPricePaise?: number },
  now = Date.now(),
): Promise<ChargeResult> {
  switchToPrimary(env);
  const base: ChargeBase = input;
  const done = async (replayed: boolean): Promise<ChargeResult> => {
    const row = await chargeByKey(env, input.userId, input.idempotencyKey);
    if (!row) throw new Error("charge not recorded");
    return { ok: true, source: row.source, ...(row.ledger_entry_id ? { entryId: row.ledger_entry_id } : {}), replayed };
  };
  if (await chargeByKey(env, input.userId, input.idempotencyKey)) return done(true);
  if ((await tryFreeTrial(env, base, now)) || (await tryPlan(env, base, now))) return done(false);
  const price = input.walletPricePaise ?? (await priceOf(env, input.item));
  // An item without a wallet price is sold only within a plan.
  if (price === 0) return { ok: false, code: "no_plan", wayForward: "subscribe" };
  if (await tryWallet(env, base, price, now)) return done(false);
  // A concurrent call with the same key may have won one of the steps above.
  if (await chargeByKey(env, input.userId, input.idempotencyKey)) return done(true);
  return { ok: false, code: "insufficient_funds", wayForward: "top_up" };
}

/**
 * Gives back what charge(reference) took: the free trial, the plan's use, or the wallet debit
 * as a refund entry. Each charge is reversed at most once, also when refund() runs twice at once.
 */
export async function refund(env: Env, input: { userId: string; reference: string }, now = Date.now()): Promise<void> {
  switchToPrimary(env);
  const rows = await db(env)
    .selectFrom("charges")
    .selectAll()
    .where("user_id", "=", input.userId)
    .where("reference", "=", input.reference)
    .where("refunded_at", "is", null)
    .execute();
  for (const row of rows) {
    const token = crypto.randomUUID();
    // Raw (docs/decisions/0026 rule 1): each reversal acts only when this batch set refund_token (EXISTS).
    const mine = "EXISTS (SELECT 1 FROM charges WHERE id = ? AND refund_token = ?)";
    const reversal =
      row.source === "free_trial"
        ? env.DB.prepare(
            `UPDATE users SET ${TRIAL_COLUMN[row.item]} = ${TRIAL_COLUMN[row.item]} + 1 WHERE uid = ? AND ${mine}`,
          ).bind(input.userId, row.id, token)
        : row.source === "plan"
          ? env.DB.prepare(
              `UPDATE subscriptions SET ${USED_COLUMN[row.item]} = ${USED_COLUMN[row.item]} - 1 WHERE id = ? AND ${mine}`,
            ).bind(row.subscription_id, row.id, token)
          : refundEntry(env, input.userId, row, token, now);
    await env.DB.batch([
      statement(
        env,
        db(env)
          .updateTable("charges")
          .set({ refund_token: token, refunded_at: now })
          .where("id", "=", row.id)
          .where("refunded_at", "is", null),
      ),
      reversal,
    ]);
  }
}

function refundEntry(env: Env, userId: string, row: ChargeRow & { amount_paise: number }, token: string, now: number) {
  // Raw (docs/decisions/0026 rule 1): an INSERT … SELECT that acts only when this batch set refund_token.
  // The refund's key is unique to the charge, and it is written only by the batch that set refund_token.
  return env.DB.prepare(
    `INSERT INTO wallet_ledger (user_id, kind, amount_paise, reason, reference, idempotency_key, created_at)
     SELECT ?, 'refund', ?, ?, reference, ?, ? FROM charges WHERE id = ? AND refund_token = ?
     ON CONFLICT (user_id, idempotency_key) DO NOTHING`,
  ).bind(userId, row.amount_paise, row.item, `refund:${row.id}`, now, row.id, token);
}
