/**
 * Money coming in: a payment is created with the provider, then settled exactly once when the
 * provider's answer is verified (the test page, a Razorpay checkout signature, or a signed
 * webhook). Settling is one D1 batch: the payment becomes paid, the wallet is credited, a plan
 * bought with it is added, and a tax invoice is numbered — every statement after the first acts
 * only on a paid payment and is idempotent, so a replayed webhook or a second tab changes nothing.
 */
import type { Selectable } from "kysely";
import type { PaymentsTable } from "#app/server/schema.server";
import { resources } from "#app/i18n/resources";
import { translator } from "#app/server/print/translate";
import { formatRupees } from "#app/shared/format";
import { financialYear, GST_RATE_BP, gstMode, invoiceNumber, splitGst } from "#app/shared/commerce/gst";
import type { Checkout } from "#app/shared/commerce/checkout";
import type { PaymentProvider } from "./payments/provider.server";
import { getPlan, periodStatement, type Plan } from "./subscriptions.server";
import { switchToPrimary } from "#app/server/d1-session.server";
import { db, statement } from "#app/server/db.server";

export type PaymentStatus = "created" | "paid" | "failed" | "cancelled";

/** A row as D1 returns it (the table's type in schema.server.ts). */
export type Payment = Selectable<PaymentsTable>;

export type PaymentPurpose = { purpose: "topup"; amountPaise: number } | { purpose: "plan"; plan: Plan };

export async function getPayment(env: Env, id: string): Promise<Payment | null> {
  return (await db(env).selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

export async function paymentByOrder(env: Env, provider: string, orderId: string): Promise<Payment | null> {
  const payment = await db(env)
    .selectFrom("payments")
    .selectAll()
    .where("provider", "=", provider)
    .where("provider_order_id", "=", orderId)
    .executeTakeFirst();
  return payment ?? null;
}

export function checkoutOf(payment: Payment): Checkout {
  return JSON.parse(payment.checkout) as Checkout;
}

/**
 * Opens a payment for a top-up or a plan. The wallet is credited with the price (the service's
 * value); the provider charges it plus GST when prices exclude GST. The same idempotency key
 * returns the payment already opened.
 */
export async function startPayment(
  env: Env,
  provider: PaymentProvider,
  input: { userId: string; phone: string; idempotencyKey: string } & PaymentPurpose,
  now = Date.now(),
): Promise<Payment> {
  switchToPrimary(env);
  const payments = db(env);
  const existing = await payments
    .selectFrom("payments")
    .selectAll()
    .where("user_id", "=", input.userId)
    .where("idempotency_key", "=", input.idempotencyKey)
    .executeTakeFirst();
  if (existing) return existing;
  const walletPaise = input.purpose === "topup" ? input.amountPaise : input.plan.price_paise;
  const split = splitGst(walletPaise, gstMode(env.GST_PRICES));
  const taxable = gstMode(env.GST_PRICES) === "exclusive" ? walletPaise : split.taxablePaise;
  const id = crypto.randomUUID();
  const inserted = await payments
    .insertInto("payments")
    .values({
      id,
      user_id: input.userId,
      purpose: input.purpose,
      plan_id: input.purpose === "plan" ? input.plan.id : null,
      wallet_paise: walletPaise,
      taxable_paise: taxable,
      gst_paise: split.totalPaise - taxable,
      amount_paise: split.totalPaise,
      provider: provider.name,
      idempotency_key: input.idempotencyKey,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(["user_id", "idempotency_key"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return startPayment(env, provider, input, now);
  try {
    const order = await provider.createOrder({
      paymentId: id,
      amountPaise: split.totalPaise,
      description: input.purpose === "topup" ? "Wallet top-up" : `Plan ${input.plan.id}`,
      phone: input.phone,
    });
    await payments
      .updateTable("payments")
      .set({ provider_order_id: order.providerOrderId, checkout: JSON.stringify(order.checkout), updated_at: now })
      .where("id", "=", id)
      .execute();
  } catch (error) {
    await payments
      .updateTable("payments")
      .set({ status: "failed", updated_at: now })
      .where("id", "=", id)
      .where("status", "=", "created")
      .execute();
    throw error;
  }
  return (await getPayment(env, id))!;
}

/** The notification of a payment received, in the payer's language when known. */
function paidNotice(payment: Payment, language: "en" | "hi"): [string, string] {
  const t = translator(resources, language);
  const amount = formatRupees(payment.amount_paise, language, { exact: true });
  const plan = t(`wallet.plans.${payment.plan_id}`, { defaultValue: payment.plan_id ?? "" });
  return [t("wallet.notice.paidTitle"), t(`wallet.notice.${payment.purpose}`, { amount, plan })];
}

/**
 * The provider's verified answer. Returns the payment as it is afterwards and whether this call
 * changed it (false for a replay or an answer about a settled payment).
 */
export async function settlePayment(
  env: Env,
  payment: Payment,
  outcome: { status: "paid"; providerPaymentId: string } | { status: "failed" | "cancelled" },
  now = Date.now(),
  language: "en" | "hi" = "en",
): Promise<{ payment: Payment; changed: boolean }> {
  switchToPrimary(env);
  const setStatus = statement(
    env,
    db(env)
      .updateTable("payments")
      .set({
        status: outcome.status,
        provider_payment_id: outcome.status === "paid" ? outcome.providerPaymentId : null,
        updated_at: now,
      })
      .where("id", "=", payment.id)
      .where("status", "=", "created"),
  );
  if (outcome.status !== "paid") {
    const result = await setStatus.run();
    return { payment: (await getPayment(env, payment.id))!, changed: result.meta.changes === 1 };
  }
  // Raw below (docs/decisions/0026 rule 1): each statement acts only on a paid payment without
  // an invoice (INSERT … SELECT with EXISTS conditions), and the invoice numbers itself from an upsert.
  const paid = "EXISTS (SELECT 1 FROM payments WHERE id = ? AND status = 'paid')";
  const noInvoice = "NOT EXISTS (SELECT 1 FROM invoices WHERE payment_id = ?)";
  const year = financialYear(now);
  const description = payment.purpose === "topup" ? "topup" : `plan:${payment.plan_id}`;
  const statements: D1PreparedStatement[] = [
    setStatus,
    env.DB.prepare(
      `INSERT INTO wallet_ledger (user_id, kind, amount_paise, reason, reference, idempotency_key, created_at)
       SELECT user_id, 'topup', wallet_paise, 'topup', id, 'payment:' || id, ? FROM payments WHERE id = ? AND status = 'paid'
       ON CONFLICT (user_id, idempotency_key) DO NOTHING`,
    ).bind(now, payment.id),
  ];
  if (payment.purpose === "plan" && payment.plan_id) {
    const ledgerKey = `plan:payment:${payment.id}`;
    statements.push(
      env.DB.prepare(
        `INSERT INTO wallet_ledger (user_id, kind, amount_paise, reason, reference, idempotency_key, created_at)
         SELECT ?1, 'purchase', -?2, ?3, ?4, ?5, ?6
         WHERE ${paid.replace("?", "?4")}
           AND (SELECT COALESCE(SUM(amount_paise), 0) FROM wallet_ledger WHERE user_id = ?1) >= ?2
         ON CONFLICT (user_id, idempotency_key) DO NOTHING`,
      ).bind(payment.user_id, payment.wallet_paise, `plan:${payment.plan_id}`, payment.id, ledgerKey, now),
      periodStatement(
        env,
        { userId: payment.user_id, planId: payment.plan_id, idempotencyKey: `payment:${payment.id}`, ledgerKey },
        now,
      ),
    );
  }
  statements.push(
    env.DB.prepare(
      `INSERT INTO notifications (uid, user_id, type, title, message, link, is_unread, created_at)
       SELECT ?, ?, 'payment', ?, ?, '/main/billing', 1, ? WHERE ${paid} AND ${noInvoice}`,
    ).bind(
      crypto.randomUUID(),
      payment.user_id,
      ...paidNotice(payment, language),
      new Date(now).toISOString(),
      payment.id,
      payment.id,
    ),
    env.DB.prepare(
      `INSERT INTO invoice_sequences (financial_year, last) SELECT ?, 1 WHERE ${paid} AND ${noInvoice}
       ON CONFLICT (financial_year) DO UPDATE SET last = last + 1`,
    ).bind(year, payment.id, payment.id),
    env.DB.prepare(
      `INSERT INTO invoices (number, financial_year, user_id, payment_id, description, buyer_name, buyer_phone,
         buyer_organization, buyer_gstin, taxable_paise, gst_rate_bp, gst_paise, total_paise, issued_at)
       SELECT 'KS/' || ?1 || '/' || printf('%06d', q.last), ?1, p.user_id, p.id, ?2, u.name, u.phone,
         COALESCE(o.name, ''), COALESCE(o.gst_number, ''), p.taxable_paise, ?3, p.gst_paise, p.amount_paise, ?4
       FROM payments p JOIN users u ON u.uid = p.user_id
         JOIN invoice_sequences q ON q.financial_year = ?1
         LEFT JOIN organizations o ON o.id = u.organization_id AND u.organization_id <> 0
       WHERE p.id = ?5 AND p.status = 'paid' AND NOT EXISTS (SELECT 1 FROM invoices WHERE payment_id = ?5)`,
    ).bind(year, description, GST_RATE_BP, now, payment.id),
  );
  const [result] = await env.DB.batch(statements);
  return { payment: (await getPayment(env, payment.id))!, changed: result!.meta.changes === 1 };
}

export { getPlan, invoiceNumber };
