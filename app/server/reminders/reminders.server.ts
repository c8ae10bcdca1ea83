/**
 * Reminders that come from the charts (issue 15; docs/decisions/0020-reminders.md).
 *
 * A saved Kundli's events (engine/reminders.ts: dasha changes, Sade Sati and Dhaiya starts,
 * birthdays) are computed by the calc Worker, in batches, for about a year ahead and kept in
 * chart_events (migrations/0015); `kundalis.events_until` says how far. A refill is due when
 * fewer than DUE_DAYS are left, and a changed birth empties them (a trigger). Refills run from
 * the print Worker's cron, and from Home for the few Kundlis the reader may see that are due (a
 * Kundli saved a minute ago). Follow-ups are read from clients.follow_up_on as they are.
 *
 * Who sees what: Home lists the reminders of the clients the reader may reach (the clients'
 * rule: clients.server.ts `reachable`); notifications and the digest go to the client's own
 * astrologer only, so that an organization's owner is not notified of every member's clients.
 */
import { type Expression, type ExpressionBuilder, type Selectable, sql } from "kysely";
import type { BatchEvents } from "#engine/reminders.ts";
import type { Actor } from "#app/server/accounts/access.server";
import { reachable } from "#app/server/accounts/clients.server";
import { birthInputOf, kundliRecordOf } from "#app/server/accounts/kundalis.server";
import { db, statement } from "#app/server/db.server";
import type { Database, KundalisTable } from "#app/server/schema.server";
import type { Reminder, ReminderKind } from "#app/shared/reminders/describe";

/** How far ahead a refill computes, and how many days must be left before the next one. */
export const HORIZON_DAYS = 400;
export const DUE_DAYS = 35;
/** Births per calc Worker call (its limit is 100): a few milliseconds of its CPU. */
export const REFILL_BATCH = 50;

const DAY_MS = 86_400_000;

/** Today's date in India, where the astrologers work (as the consultation forms date things). */
export function todayInIndia(now = Date.now()): string {
  return new Date(now).toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Clients of `scope`: the ones an actor may reach, or one astrologer's own (a user id). */
function clientsOf(eb: ExpressionBuilder<Database, "clients">, scope: Actor | string) {
  return typeof scope === "string" ? eb("clients.user_id", "=", scope) : reachable(eb, scope);
}

/**
 * Computes the events of `rows` from `today` to HORIZON_DAYS ahead in one calc Worker call, and
 * stores them with the Kundli's new `events_until`, in one D1 transaction per call. Every write
 * is guarded by the row as it was read (updated_at, events_until): a Kundli changed meanwhile
 * (its trigger emptied its events) keeps none of these. A birth the calc Worker refuses is
 * marked done with no events, so that it is not asked again every run.
 */
export async function refillEvents(env: Env, rows: Selectable<KundalisTable>[], today: string): Promise<void> {
  if (rows.length === 0) return;
  const until = addDays(today, HORIZON_DAYS);
  const births = rows.map((row) => ({ id: row.id, input: birthInputOf(kundliRecordOf(row)) }));
  const result = await env.CALC.events({ births, from: today, to: until });
  if (!result.ok) throw new Error(`calc events: ${result.error.code} ${result.error.message}`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const statements: D1PreparedStatement[] = [];
  for (const answer of result.value as BatchEvents[]) {
    const row = byId.get(answer.id);
    if (!row) continue;
    const guard = [row.id, row.updated_at, row.events_until];
    // Raw (docs/decisions/0026 rule 1): a conditional INSERT whose condition is a subquery (the row unchanged).
    const unchanged = "EXISTS (SELECT 1 FROM kundalis WHERE id = ? AND updated_at = ? AND events_until = ?)";
    if ("events" in answer) {
      for (const e of answer.events) {
        statements.push(
          env.DB.prepare(
            `INSERT OR IGNORE INTO chart_events (kundali_id, kind, date, detail) SELECT ?, ?, ?, ? WHERE ${unchanged}`,
          ).bind(row.id, e.kind, e.date, e.detail, ...guard),
        );
      }
    } else {
      console.warn("reminders: a saved Kundli the calc Worker refuses", row.id, answer.error.code);
    }
    statements.push(
      statement(
        env,
        db(env)
          .updateTable("kundalis")
          .set({ events_until: until })
          .where("id", "=", row.id)
          .where("updated_at", "=", row.updated_at)
          .where("events_until", "=", row.events_until),
      ),
    );
  }
  await env.DB.batch(statements);
}

/**
 * Refills the Kundlis whose events run out within DUE_DAYS, at most `limit` of them (all
 * astrologers', or those of `scope`'s clients), REFILL_BATCH per calc call. `more`: some are left.
 */
export async function refillDue(
  env: Env,
  today: string,
  limit: number,
  scope?: Actor | string,
): Promise<{ filled: number; more: boolean }> {
  const rows = await db(env)
    .selectFrom("kundalis")
    .innerJoin("clients", "clients.id", "kundalis.client_id")
    .selectAll("kundalis")
    .where("kundalis.events_until", "<", addDays(today, DUE_DAYS))
    .$if(scope !== undefined, (q) => q.where((eb) => clientsOf(eb as never, scope!)))
    .orderBy("kundalis.events_until")
    .orderBy("kundalis.id")
    .limit(limit + 1)
    .execute();
  const due = rows.slice(0, limit);
  for (let i = 0; i < due.length; i += REFILL_BATCH) await refillEvents(env, due.slice(i, i + REFILL_BATCH), today);
  return { filled: due.length, more: rows.length > limit };
}

/**
 * The reminders dated `from`–`to` (inclusive) of `scope`'s clients, by date, at most `limit`:
 * the stored chart events and the clients' follow-ups.
 */
export async function listReminders(
  env: Env,
  scope: Actor | string,
  from: string,
  to: string,
  limit = 200,
): Promise<Reminder[]> {
  const q = db(env);
  const [events, followUps] = await Promise.all([
    q
      .selectFrom("clients")
      .innerJoin("kundalis", "kundalis.client_id", "clients.id")
      .innerJoin("chart_events as e", "e.kundali_id", "kundalis.id")
      .select([
        "e.kind",
        "e.date",
        "e.detail",
        "clients.id as client_id",
        "clients.name as client_name",
        kundliName.as("kundli_name"),
      ])
      .where((eb) => clientsOf(eb as never, scope))
      .where("e.date", ">=", from)
      .where("e.date", "<=", to)
      .orderBy("e.date")
      .limit(limit)
      .execute(),
    q
      .selectFrom("clients")
      .select(["clients.id as client_id", "clients.name as client_name", "clients.follow_up_on"])
      .where((eb) => clientsOf(eb, scope))
      .where("clients.follow_up_on", ">=", from)
      .where("clients.follow_up_on", "<=", to)
      .limit(limit)
      .execute(),
  ]);
  const all: Reminder[] = [
    ...events,
    ...followUps.map((c) => ({
      kind: "follow-up" as const,
      date: c.follow_up_on!,
      detail: "",
      client_id: c.client_id,
      client_name: c.client_name,
      kundli_name: null,
    })),
  ];
  const order: ReminderKind[] = ["follow-up", "birthday", "mahadasha", "antardasha", "sade-sati", "dhaiya"];
  return all
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        order.indexOf(a.kind) - order.indexOf(b.kind) ||
        a.client_name.localeCompare(b.client_name),
    )
    .slice(0, limit);
}

/** A reminder's identity among notifications: notified once, whatever reruns. */
export function reminderKey(r: { kind: ReminderKind; date: string; detail: string }, id: number): string {
  return `${r.kind}:${id}:${r.date}:${r.detail}`;
}

/** reminderKey() in SQL, for a query that looks a reminder's notification up. */
export function reminderKeyOf(
  kind: Expression<string>,
  id: Expression<number>,
  date: Expression<string | null>,
  detail: Expression<string>,
) {
  return sql<string>`${kind} || ':' || ${id} || ':' || ${date} || ':' || ${detail}`;
}

/** A reminder's Kundli as its line names it: none for the client's own chart. */
export const kundliName = sql<string | null>`CASE WHEN kundalis.relation = 'self' THEN NULL ELSE kundalis.name END`;

/** Runs `statements` in D1 batches of at most 100 (each batch is one transaction). */
export async function inBatches(env: Env, statements: D1PreparedStatement[]): Promise<void> {
  for (let i = 0; i < statements.length; i += 100) await env.DB.batch(statements.slice(i, i + 100));
}
