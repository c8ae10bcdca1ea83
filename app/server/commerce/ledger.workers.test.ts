import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signIn } from "../../../tests/workers/session";
import { charge, refund } from "./entitlements.server";
import { creditWallet, debitWallet, walletBalance } from "./ledger.server";

async function topUp(userId: string, amountPaise: number) {
  return creditWallet(env, {
    userId,
    amountPaise,
    kind: "topup",
    reason: "test",
    reference: "t",
    idempotencyKey: crypto.randomUUID(),
  });
}

async function ledgerRows(userId: string) {
  const { results } = await env.DB.prepare("SELECT kind, amount_paise FROM wallet_ledger WHERE user_id = ? ORDER BY id")
    .bind(userId)
    .all<{ kind: string; amount_paise: number }>();
  return results;
}

async function user(fields: Record<string, number> = {}) {
  const u = await signIn();
  for (const [column, value] of Object.entries(fields))
    await env.DB.prepare(`UPDATE users SET ${column} = ? WHERE uid = ?`).bind(value, u.uid).run();
  return u;
}

describe("wallet ledger", () => {
  it("50 parallel debits of ₹30 against ₹1,000 leave exactly 33 purchases and ₹10", async () => {
    const { uid } = await user();
    await topUp(uid, 100_000);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        debitWallet(env, {
          userId: uid,
          amountPaise: 3_000,
          reason: "report",
          reference: `r${i}`,
          idempotencyKey: `k${i}`,
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(33);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.code === "insufficient_funds")).toBe(true);
    expect(await walletBalance(env, uid)).toBe(1_000);
    const rows = await ledgerRows(uid);
    expect(rows.filter((r) => r.kind === "purchase")).toHaveLength(33);
    // Every prefix of the ledger is non-negative: no moment where the balance was below zero.
    let running = 0;
    for (const row of rows) {
      running += row.amount_paise;
      expect(running).toBeGreaterThanOrEqual(0);
    }
  });

  it("a retried debit (same key) charges once, also when retried in parallel", async () => {
    const { uid } = await user();
    await topUp(uid, 10_000);
    const input = { userId: uid, amountPaise: 4_000, reason: "report", reference: "r1", idempotencyKey: "same" };
    const results = await Promise.all([debitWallet(env, input), debitWallet(env, input), debitWallet(env, input)]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(new Set(results.map((r) => r.ok && r.entryId)).size).toBe(1);
    expect(results.filter((r) => r.ok && !r.replayed)).toHaveLength(1);
    expect(await walletBalance(env, uid)).toBe(6_000);
  });

  it("a retried credit (same key) credits once", async () => {
    const { uid } = await user();
    const input = {
      userId: uid,
      amountPaise: 5_000,
      kind: "topup" as const,
      reason: "topup",
      reference: "p",
      idempotencyKey: "pay-1",
    };
    const first = await creditWallet(env, input);
    const second = await creditWallet(env, input);
    expect([first.replayed, second.replayed]).toEqual([false, true]);
    expect(second.entryId).toBe(first.entryId);
    expect(await walletBalance(env, uid)).toBe(5_000);
  });

  it("refuses amounts that are not whole positive paise", async () => {
    const { uid } = await user();
    for (const amountPaise of [0, -100, 10.5, Number.NaN, 1e15])
      await expect(
        debitWallet(env, {
          userId: uid,
          amountPaise,
          reason: "x",
          reference: "x",
          idempotencyKey: `bad${amountPaise}`,
        }),
      ).rejects.toThrow(RangeError);
    expect(await ledgerRows(uid)).toEqual([]);
  });

  it("the database itself refuses a debit below zero and any change to an entry", async () => {
    const { uid } = await user();
    await topUp(uid, 100);
    const insert = env.DB.prepare(
      "INSERT INTO wallet_ledger (user_id, kind, amount_paise, reason, reference, idempotency_key, created_at) VALUES (?, 'purchase', -101, 'x', 'x', 'raw', 0)",
    ).bind(uid);
    await expect(insert.run()).rejects.toThrow(/below zero/);
    await expect(
      env.DB.prepare("UPDATE wallet_ledger SET amount_paise = 1000000 WHERE user_id = ?").bind(uid).run(),
    ).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("DELETE FROM wallet_ledger WHERE user_id = ?").bind(uid).run()).rejects.toThrow(
      /append-only/,
    );
    expect(await walletBalance(env, uid)).toBe(100);
  });
});

async function plan(
  userId: string,
  allowance: { kundlis?: number; reports?: number; printed_orders?: number },
  now = Date.now(),
) {
  await env.DB.prepare(
    `INSERT INTO subscriptions (user_id, plan_id, starts_at, ends_at, kundlis, reports, printed_orders, price_paise, idempotency_key, created_at)
     VALUES (?, 'monthly', ?, ?, ?, ?, ?, 49900, ?, ?)`,
  )
    .bind(
      userId,
      now - 1000,
      now + 86_400_000,
      allowance.kundlis ?? 0,
      allowance.reports ?? 0,
      allowance.printed_orders ?? 0,
      crypto.randomUUID(),
      now,
    )
    .run();
}

async function usersRow(uid: string) {
  return env.DB.prepare("SELECT free_trial_kundali, free_trial_report FROM users WHERE uid = ?").bind(uid).first();
}

describe("charge(): free trial, then plan, then wallet", () => {
  it("consumes in order and refuses with the way forward when all are spent", async () => {
    const { uid } = await user({ free_trial_kundali: 1 });
    await plan(uid, { kundlis: 1 });
    await topUp(uid, 1_000); // one Kundli at ₹10
    const sources = [];
    for (let i = 0; i < 4; i++) {
      const result = await charge(env, { userId: uid, item: "kundli", reference: `k${i}`, idempotencyKey: `c${i}` });
      sources.push(result.ok ? result.source : `${result.code}/${result.wayForward}`);
    }
    expect(sources).toEqual(["free_trial", "plan", "wallet", "insufficient_funds/top_up"]);
    expect(await usersRow(uid)).toEqual({ free_trial_kundali: 0, free_trial_report: 0 });
    expect(await walletBalance(env, uid)).toBe(0);
  });

  it("a printed order never uses a free trial", async () => {
    const { uid } = await user({ free_trial_kundali: 5, free_trial_report: 5 });
    await topUp(uid, 50_000);
    const result = await charge(env, {
      userId: uid,
      item: "printed_order",
      reference: "o1",
      idempotencyKey: "o1",
      walletPricePaise: 25_000,
    });
    expect(result).toMatchObject({ ok: true, source: "wallet" });
    expect(await walletBalance(env, uid)).toBe(25_000);
    expect(await usersRow(uid)).toEqual({ free_trial_kundali: 5, free_trial_report: 5 });
  });

  it("the same key charges once, even in parallel", async () => {
    const { uid } = await user({ free_trial_report: 3 });
    const input = { userId: uid, item: "report" as const, reference: "job-1", idempotencyKey: "job-1" };
    const results = await Promise.all([charge(env, input), charge(env, input), charge(env, input)]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.filter((r) => r.ok && !r.replayed)).toHaveLength(1);
    expect(await usersRow(uid)).toMatchObject({ free_trial_report: 2 });
  });

  it("a plan's allowance is never overdrawn by parallel charges", async () => {
    const { uid } = await user();
    await plan(uid, { reports: 3 });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        charge(env, { userId: uid, item: "report", reference: `r${i}`, idempotencyKey: `r${i}` }),
      ),
    );
    expect(results.filter((r) => r.ok && r.source === "plan")).toHaveLength(3);
    expect(results.filter((r) => !r.ok)).toHaveLength(5);
    const sub = await env.DB.prepare("SELECT reports_used FROM subscriptions WHERE user_id = ?").bind(uid).first();
    expect(sub).toEqual({ reports_used: 3 });
  });

  it("refund() gives back exactly what was taken, once", async () => {
    const { uid } = await user({ free_trial_report: 1 });
    await plan(uid, { reports: 1 });
    await topUp(uid, 10_000);
    for (const ref of ["a", "b", "c"])
      await charge(env, { userId: uid, item: "report", reference: ref, idempotencyKey: ref });
    expect(await walletBalance(env, uid)).toBe(10_000 - 4_900);
    await Promise.all([refund(env, { userId: uid, reference: "a" }), refund(env, { userId: uid, reference: "a" })]);
    await refund(env, { userId: uid, reference: "b" });
    await Promise.all([refund(env, { userId: uid, reference: "c" }), refund(env, { userId: uid, reference: "c" })]);
    await refund(env, { userId: uid, reference: "c" });
    expect(await usersRow(uid)).toMatchObject({ free_trial_report: 1 });
    const sub = await env.DB.prepare("SELECT reports_used FROM subscriptions WHERE user_id = ?").bind(uid).first();
    expect(sub).toEqual({ reports_used: 0 });
    expect(await walletBalance(env, uid)).toBe(10_000);
    expect((await ledgerRows(uid)).filter((r) => r.kind === "refund")).toEqual([
      { kind: "refund", amount_paise: 4_900 },
    ]);
    // Someone else's reference refunds nothing of yours.
    const other = await user();
    await refund(env, { userId: other.uid, reference: "c" });
    expect(await walletBalance(env, other.uid)).toBe(0);
  });
});
