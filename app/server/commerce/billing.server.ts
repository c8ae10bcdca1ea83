/**
 * What the Wallet, Subscription and Billing History screens and their /api routes show: the
 * balance, ledger entries and invoices of the signed-in user only, optionally for one month.
 */
import type { Selectable } from "kysely";
import { db } from "#app/server/db.server";
import type { InvoicesTable } from "#app/server/schema.server";
import { listEntries, monthRange, walletBalance, type LedgerEntry } from "./ledger.server";
import { listPlans, subscriptionStatus, type Plan, type SubscriptionStatus } from "./subscriptions.server";

/** A row as D1 returns it (the table's type in schema.server.ts). */
export type Invoice = Selectable<InvoicesTable>;

export async function listInvoices(env: Env, userId: string, month?: string): Promise<Invoice[]> {
  const [from, to] = month ? monthRange(month) : [0, Number.MAX_SAFE_INTEGER];
  return db(env)
    .selectFrom("invoices")
    .selectAll()
    .where("user_id", "=", userId)
    .where("issued_at", ">=", from)
    .where("issued_at", "<", to)
    .orderBy("id", "desc")
    .limit(200)
    .execute();
}

/** The invoice, only for its own buyer: anyone else gets null, as if it did not exist. */
export async function getInvoice(env: Env, userId: string, id: number): Promise<Invoice | null> {
  const invoice = await db(env)
    .selectFrom("invoices")
    .selectAll()
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return invoice ?? null;
}

export interface WalletView {
  balancePaise: number;
  entries: LedgerEntry[];
}

export async function walletView(env: Env, userId: string, limit = 20): Promise<WalletView> {
  return { balancePaise: await walletBalance(env, userId), entries: await listEntries(env, userId, { limit }) };
}

export interface BillingView {
  month: string | null;
  entries: LedgerEntry[];
  invoices: Invoice[];
}

export async function billingView(env: Env, userId: string, month?: string): Promise<BillingView> {
  const [entries, invoices] = await Promise.all([
    listEntries(env, userId, month ? { month, limit: 500 } : { limit: 500 }),
    listInvoices(env, userId, month),
  ]);
  return { month: month ?? null, entries, invoices };
}

export interface SubscriptionView {
  plans: Plan[];
  status: SubscriptionStatus;
  balancePaise: number;
}

export async function subscriptionView(env: Env, userId: string): Promise<SubscriptionView> {
  const [plans, status, balancePaise] = await Promise.all([
    listPlans(env),
    subscriptionStatus(env, userId),
    walletBalance(env, userId),
  ]);
  return { plans, status, balancePaise };
}

/** The header's two money figures. */
export async function headerMoney(env: Env, userId: string): Promise<{ walletPaise: number; daysLeft: number }> {
  const [walletPaise, status] = await Promise.all([walletBalance(env, userId), subscriptionStatus(env, userId)]);
  return { walletPaise, daysLeft: status.daysLeft };
}
