/**
 * The wallet: an append-only ledger in D1 (migrations/0006_wallet.sql). A balance is the sum of
 * the user's entries, in integer paise. A debit is one conditional INSERT — D1 runs statements
 * one at a time, so "balance ≥ amount" and the insert cannot be split by a concurrent debit —
 * and a trigger refuses any entry that would take the balance below zero. The idempotency key is
 * UNIQUE per user: a retried call writes nothing and answers with the first entry.
 */
import type { Selectable } from "kysely";
import type { WalletLedgerTable } from "#app/server/schema.server";
import { switchToPrimary } from "#app/server/d1-session.server";
import { db, statement } from "#app/server/db.server";

export type LedgerKind = "topup" | "purchase" | "refund" | "adjustment";

/** Largest single movement: ₹1 crore. Bigger amounts are a bug or an attack, never a payment. */
export const MAX_AMOUNT_PAISE = 1_000_000_000;

/** A row as D1 returns it (the table's type in schema.server.ts). */
export type LedgerEntry = Selectable<WalletLedgerTable>;

function checkAmount(amountPaise: number): void {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0 || amountPaise > MAX_AMOUNT_PAISE)
    throw new RangeError(`amount must be a whole number of paise in 1..${MAX_AMOUNT_PAISE}, got ${amountPaise}`);
}

export async function walletBalance(env: Env, userId: string): Promise<number> {
  const row = await db(env)
    .selectFrom("wallet_ledger")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("amount_paise"), eb.lit(0)).as("balance"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.balance ?? 0;
}

export async function entryByKey(env: Env, userId: string, idempotencyKey: string): Promise<LedgerEntry | null> {
  const entry = await db(env)
    .selectFrom("wallet_ledger")
    .selectAll()
    .where("user_id", "=", userId)
    .where("idempotency_key", "=", idempotencyKey)
    .executeTakeFirst();
  return entry ?? null;
}

/**
 * The conditional debit as a prepared statement, so other writes can join it in one batch
 * (a plan bought from the wallet, a charge). Inserts nothing when the balance is short or the
 * key was used.
 */
export function debitStatement(
  env: Env,
  input: { userId: string; amountPaise: number; reason: string; reference: string; idempotencyKey: string },
  now = Date.now(),
): D1PreparedStatement {
  switchToPrimary(env);
  checkAmount(input.amountPaise);
  // Raw (docs/decisions/0026 rule 1): a conditional INSERT whose condition is a subquery.
  return env.DB.prepare(
    `INSERT INTO wallet_ledger (user_id, kind, amount_paise, reason, reference, idempotency_key, created_at)
     SELECT ?1, 'purchase', -?2, ?3, ?4, ?5, ?6
     WHERE (SELECT COALESCE(SUM(amount_paise), 0) FROM wallet_ledger WHERE user_id = ?1) >= ?2
     ON CONFLICT (user_id, idempotency_key) DO NOTHING`,
  ).bind(input.userId, input.amountPaise, input.reason, input.reference, input.idempotencyKey, now);
}

export async function debitWallet(
  env: Env,
  input: { userId: string; amountPaise: number; reason: string; reference: string; idempotencyKey: string },
): Promise<
  | { ok: true; entryId: number; balancePaise: number; replayed: boolean }
  | { ok: false; code: "insufficient_funds"; balancePaise: number }
> {
  switchToPrimary(env);
  const result = await debitStatement(env, input).run();
  const entry = await entryByKey(env, input.userId, input.idempotencyKey);
  const balancePaise = await walletBalance(env, input.userId);
  if (entry) return { ok: true, entryId: entry.id, balancePaise, replayed: result.meta.changes === 0 };
  return { ok: false, code: "insufficient_funds", balancePaise };
}

/** A credit to a wallet; the idempotency key makes a repeated credit a no-op. */
export type Credit = {
  userId: string;
  amountPaise: number;
  kind: Exclude<LedgerKind, "purchase">;
  reason: string;
  reference: string;
  idempotencyKey: string;
};

export function creditStatement(env: Env, input: Credit, now = Date.now()): D1PreparedStatement {
  switchToPrimary(env);
  checkAmount(input.amountPaise);
  return statement(
    env,
    db(env)
      .insertInto("wallet_ledger")
      .values({
        user_id: input.userId,
        kind: input.kind,
        amount_paise: input.amountPaise,
        reason: input.reason,
        reference: input.reference,
        idempotency_key: input.idempotencyKey,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(["user_id", "idempotency_key"]).doNothing()),
  );
}

export async function creditWallet(
  env: Env,
  input: Credit,
): Promise<{ entryId: number; balancePaise: number; replayed: boolean }> {
  switchToPrimary(env);
  const result = await creditStatement(env, input).run();
  const entry = await entryByKey(env, input.userId, input.idempotencyKey);
  if (!entry) throw new Error("credit not recorded");
  return {
    entryId: entry.id,
    balancePaise: await walletBalance(env, input.userId),
    replayed: result.meta.changes === 0,
  };
}

/** The user's entries, newest first; `month` ("YYYY-MM", in India's time) narrows them. */
export async function listEntries(
  env: Env,
  userId: string,
  options: { limit?: number; month?: string } = {},
): Promise<LedgerEntry[]> {
  const range = options.month ? monthRange(options.month) : null;
  return db(env)
    .selectFrom("wallet_ledger")
    .selectAll()
    .where("user_id", "=", userId)
    .where("created_at", ">=", range?.[0] ?? 0)
    .where("created_at", "<", range?.[1] ?? Number.MAX_SAFE_INTEGER)
    .orderBy("id", "desc")
    .limit(options.limit ?? 200)
    .execute();
}

/** India has one time zone, +05:30 all year: a calendar month there as epoch milliseconds. */
export function monthRange(month: string): [number, number] {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const IST = 330 * 60_000;
  return [Date.UTC(y, m - 1, 1) - IST, Date.UTC(y, m, 1) - IST];
}
