/**
 * Printed-and-shipped orders (issue 7): an astrologer orders copies of a finished report of
 * theirs to an address; the price (print per copy + delivery to the PIN's zone) is frozen when
 * placed and charged through the ledger (payment.server.ts); an admin moves the order through
 * its states (states.ts). Every state entered is kept in order_events and notified to the
 * astrologer in the language they ordered in.
 */
import type { Selectable } from "kysely";
import { resources } from "#app/i18n/resources";
import type { Actor } from "#app/server/accounts/access.server";
import { priceOf } from "#app/server/commerce/entitlements.server";
import { db, statement } from "#app/server/db.server";
import { ApiError } from "#app/server/http.server";
import { getJob } from "#app/server/print/jobs.server";
import { translator } from "#app/server/print/translate";
import { quoteDelivery } from "./delivery.server";
import type { OrderInput } from "#app/shared/orders/fields";
import type { Order } from "#app/shared/orders/order";
import { chargeOrder, refundOrder, type PaymentOutcome } from "./payment.server";
import type { OrderEventsTable, OrdersTable } from "#app/server/schema.server";
import { adminMoves, canMove, ownerMayCancel, returnsMoney, type OrderState } from "#app/shared/orders/states";
import { switchToPrimary } from "#app/server/d1-session.server";

type OrderRow = Selectable<OrdersTable>;

/** How many orders a list answer carries (newest first). */
export const ORDER_PAGE = 200;

function toOrder(row: OrderRow, events: Selectable<OrderEventsTable>[]): Order {
  const { idempotency_key: _key, language: _language, ...rest } = row;
  return {
    ...rest,
    history: events
      .filter((e) => e.order_id === row.id)
      .map(({ status, tracking_number, note, created_at }) => ({ status, tracking_number, note, created_at })),
  };
}

async function withHistory(env: Env, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const events = await db(env)
    .selectFrom("order_events")
    .selectAll()
    .where(
      "order_id",
      "in",
      rows.map((r) => r.id),
    )
    .orderBy("id")
    .execute();
  return rows.map((row) => toOrder(row, events));
}

export async function listOrders(env: Env, userId: string): Promise<Order[]> {
  const rows = await db(env)
    .selectFrom("orders")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .limit(ORDER_PAGE)
    .execute();
  return withHistory(env, rows);
}

/** Every order, or those in one state, newest first: the admin's queue. */
export async function listAllOrders(env: Env, status?: OrderState): Promise<Order[]> {
  let query = db(env).selectFrom("orders").selectAll();
  if (status) query = query.where("status", "=", status);
  return withHistory(env, await query.orderBy("id", "desc").limit(ORDER_PAGE).execute());
}

async function orderRow(env: Env, uid: string): Promise<OrderRow | undefined> {
  return db(env).selectFrom("orders").selectAll().where("uid", "=", uid).executeTakeFirst();
}

async function orderOf(env: Env, row: OrderRow): Promise<Order> {
  return (await withHistory(env, [row]))[0]!;
}

/**
 * Moves `row` from its state to `to` atomically: the UPDATE wins only from the state read, and
 * the history row and the notification follow it in the same batch only if it did. Returns
 * whether this call made the move.
 */
async function applyMove(
  env: Env,
  row: OrderRow,
  to: OrderState,
  actorUid: string,
  extra: { tracking_number?: string; note?: string; payment_source?: OrderRow["payment_source"] } = {},
): Promise<boolean> {
  const now = new Date().toISOString();
  const t = translator(resources, row.language);
  const tracking = extra.tracking_number ?? row.tracking_number;
  const title = t(`orders.notifications.${to}.title`, { number: row.id });
  const message = t(`orders.notifications.${to}.message`, {
    number: row.id,
    name: row.report_name,
    tracking,
    days: `${row.min_days}–${row.max_days}`,
  });
  // Raw (docs/decisions/0026 rule 1), the two INSERTs: `WHERE changes() = 1` runs them only if the UPDATE won.
  const results = await env.DB.batch([
    statement(
      env,
      db(env)
        .updateTable("orders")
        .set({
          status: to,
          tracking_number: tracking,
          payment_source: extra.payment_source ?? row.payment_source,
          updated_at: now,
        })
        .where("id", "=", row.id)
        .where("status", "=", row.status),
    ),
    env.DB.prepare(
      `INSERT INTO order_events (order_id, status, tracking_number, note, actor_uid, created_at)
       SELECT ?, ?, ?, ?, ?, ? WHERE changes() = 1`,
    ).bind(row.id, to, to === "shipped" ? tracking : "", extra.note ?? "", actorUid, now),
    env.DB.prepare(
      `INSERT INTO notifications (uid, user_id, type, title, message, link, is_unread, created_at)
       SELECT ?, ?, 'order', ?, ?, ?, 1, ? WHERE changes() = 1`,
    ).bind(crypto.randomUUID(), row.user_id, title, message, `/main/orders?order=${row.uid}`, now),
  ]);
  return results[0]!.meta.changes === 1;
}

export interface Placed {
  order: Order;
  payment: PaymentOutcome;
  /** False when the same request (idempotency key) had already placed it. */
  created: boolean;
}

/**
 * Places an order of a finished report of the session's own (another's report, or one not ready,
 * is 404 like one that does not exist), then pays it. The same idempotency key returns the same
 * order and never charges twice: the charge carries the order's key too.
 */
export async function placeOrder(env: Env, actor: Actor, input: OrderInput, language: "en" | "hi"): Promise<Placed> {
  switchToPrimary(env);
  const existing = await db(env)
    .selectFrom("orders")
    .selectAll()
    .where("user_id", "=", actor.uid)
    .where("idempotency_key", "=", input.idempotency_key)
    .executeTakeFirst();
  if (existing) {
    if (existing.job_id !== input.job_id)
      throw new ApiError(409, "idempotency_conflict", "orders.errors.idempotencyConflict", "idempotency_key");
    return { ...(await payOrder(env, existing)), created: false };
  }

  const job = await getJob(env, input.job_id);
  if (!job || job.user_id !== actor.uid || job.status !== "ready" || job.cleared !== 0)
    throw new ApiError(404, "report_not_found", "orders.errors.reportNotFound", "job_id");
  const quote = await quoteDelivery(env, input.pincode);
  const print_price_paise = await priceOf(env, "printed_order");
  const now = new Date().toISOString();
  const uid = crypto.randomUUID();
  const inserted = await db(env)
    .insertInto("orders")
    .values({
      uid,
      user_id: actor.uid,
      job_id: job.id,
      report_name: job.name,
      report_type: job.report_type,
      report_language: job.language as "en" | "hi",
      paper_size: job.paper_size,
      copies: input.copies,
      recipient_name: input.recipient_name,
      phone: input.phone,
      address: input.address,
      city: input.city,
      pincode: quote.pincode,
      district: quote.district,
      state: quote.state,
      zone: quote.zone,
      print_price_paise,
      delivery_price_paise: quote.price_paise,
      total_paise: print_price_paise * input.copies + quote.price_paise,
      min_days: quote.min_days,
      max_days: quote.max_days,
      language,
      idempotency_key: input.idempotency_key,
      created_at: now,
      updated_at: now,
    })
    // Two copies of one request racing: one inserts, the other reads what it inserted.
    .onConflict((oc) => oc.columns(["user_id", "idempotency_key"]).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!inserted) return placeOrder(env, actor, input, language);
  const t = translator(resources, language);
  const q = db(env);
  await env.DB.batch([
    statement(
      env,
      q
        .insertInto("order_events")
        .values({ order_id: inserted.id, status: "placed", actor_uid: actor.uid, created_at: now }),
    ),
    statement(
      env,
      q.insertInto("notifications").values({
        uid: crypto.randomUUID(),
        user_id: actor.uid,
        type: "order",
        title: t("orders.notifications.placed.title", { number: inserted.id }),
        message: t("orders.notifications.placed.message", { number: inserted.id, name: inserted.report_name }),
        link: `/main/orders?order=${uid}`,
        is_unread: 1,
        created_at: now,
      }),
    ),
  ]);
  return { ...(await payOrder(env, inserted)), created: true };
}

/** Charges a placed order (again: the ledger replays a charge it already made) and marks it paid. */
export async function payOrder(env: Env, row: OrderRow): Promise<Omit<Placed, "created">> {
  switchToPrimary(env);
  if (row.status !== "placed") {
    const payment: PaymentOutcome = row.payment_source
      ? { status: "paid", source: row.payment_source }
      : { status: "none" };
    return { order: await orderOf(env, row), payment };
  }
  const payment = await chargeOrder(env, row);
  if (payment.status === "paid") await applyMove(env, row, "paid", row.user_id, { payment_source: payment.source });
  return { order: await orderOf(env, (await orderRow(env, row.uid))!), payment };
}

/** The order `uid` if `userId` owns it; otherwise 404, the same as for none. */
export async function ownOrder(env: Env, userId: string, uid: string): Promise<OrderRow> {
  const row = await orderRow(env, uid);
  if (!row || row.user_id !== userId) throw new ApiError(404, "not_found", "orders.errors.orderNotFound", "order_id");
  return row;
}

/**
 * Moves an order: an admin any valid way but to paid (a shipment needs its tracking number);
 * its owner only to cancelled, before printing. Leaving money states gives the money back first.
 */
export async function moveOrder(
  env: Env,
  actor: Actor,
  uid: string,
  to: OrderState,
  extra: { tracking_number?: string; note?: string },
): Promise<Order> {
  switchToPrimary(env);
  const row = await orderRow(env, uid);
  const asAdmin = actor.isAdmin;
  if (!row || (!asAdmin && row.user_id !== actor.uid))
    throw new ApiError(404, "not_found", "orders.errors.orderNotFound", "order_id");
  const allowed = asAdmin ? adminMoves(row.status).includes(to) : to === "cancelled" && ownerMayCancel(row.status);
  if (!allowed || !canMove(row.status, to))
    throw new ApiError(409, "invalid_transition", "orders.errors.invalidTransition", "status");
  if (to === "shipped" && !extra.tracking_number)
    throw new ApiError(400, "required", "orders.errors.trackingRequired", "tracking_number");
  // The move first: only the call that wins it may give money back, so a move racing this one
  // (printing while we cancel) can never leave a refunded order going to print.
  const moved = await applyMove(env, row, to, actor.uid, extra);
  if (!moved) throw new ApiError(409, "order_changed", "orders.errors.orderChanged", "status");
  if (returnsMoney(to) && row.payment_source !== "") {
    try {
      await refundOrder(env, row);
    } catch (error) {
      // refund() is at most once per charge: it can be run again for this reference.
      console.error("order refund failed after the move; run refund() again", row.uid, error);
      throw error;
    }
  }
  return orderOf(env, (await orderRow(env, uid))!);
}

export interface FinishedReport {
  id: string;
  name: string;
  /** The report's title in its language. */
  type: string;
  date: string;
  paperSize: string;
}

/** The astrologer's ready reports (the Downloads list's ready items), newest first: what can be ordered. */
export async function finishedReports(env: Env, userId: string): Promise<FinishedReport[]> {
  const rows = await db(env)
    .selectFrom("print_jobs")
    .select(["id", "name", "report_type", "language", "date", "paper_size"])
    .where("user_id", "=", userId)
    .where("status", "=", "ready")
    .where("cleared", "=", 0)
    .orderBy("created_at", "desc")
    .limit(50)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: translator(resources, row.language)(`report.types.${row.report_type}`),
    date: row.date,
    paperSize: row.paper_size,
  }));
}
