/**
 * The reminders' daily run (the print Worker's daily Cron Trigger, workers/print/index.ts):
 * 1. refill the chart events that are due (reminders.server.ts), a bounded number per run;
 * 2. write a notification for every reminder of the coming week not notified yet, to the
 *    client's own astrologer, in their reminder language; the notification's reminder_key is
 *    unique per user (migrations/0015), so reruns and overlapping runs write each once;
 * 3. on Sundays (India), email the week's digest to each astrologer who chose it and has a
 *    verified email, through the email provider (the dev outbox locally); a Sunday is claimed
 *    before sending (user_settings.digest_sent_for), so a rerun sends none twice. Each reminder
 *    links to its client, an absolute address on the site's configured origin (SITE_ORIGIN).
 * Every step reads and writes in pages, and the run stops paging at a time budget: what is left
 * is done by the next run (the 5-minute cron refills too, docs/decisions/0020-reminders.md).
 */
import type { Resource } from "i18next";
import { type Expression, type ExpressionBuilder, sql } from "kysely";
import astroEn from "#app/i18n/en/astro.json";
import remindersEn from "#app/i18n/en/reminders.json";
import astroHi from "#app/i18n/hi/astro.json";
import remindersHi from "#app/i18n/hi/reminders.json";
import { emailSender } from "#app/server/auth/email.server";
import { translator } from "#app/server/print/translate";
import { db, statement } from "#app/server/db.server";
import type { Database } from "#app/server/schema.server";
import { describeReminder, type Reminder, reminderWho } from "#app/shared/reminders/describe";
import {
  addDays,
  inBatches,
  kundliName,
  listReminders,
  refillDue,
  reminderKey,
  reminderKeyOf,
  todayInIndia,
} from "./reminders.server";

/** Only what reminders say: the planets' and signs' names and the reminders' own texts. */
const RESOURCES: Resource = {
  en: { translation: { reminders: remindersEn, astro: { planets: astroEn.planets, signs: astroEn.signs } } },
  hi: { translation: { reminders: remindersHi, astro: { planets: astroHi.planets, signs: astroHi.signs } } },
};
const t = (language: string) => translator(RESOURCES, language === "hi" ? "hi" : "en");

/** The daily run's Cron Trigger (workers/print/wrangler.jsonc): 00:30 UTC, 06:00 in India. */
export const DAILY_CRON = "30 0 * * *";

/** A client's page, the link of its notifications (relative) and of the digest (on `origin`). */
export const clientPath = (clientId: number) => `/main/clients/${clientId}`;

/** The site's origin for links in emails: the print Worker has no request to take it from. */
export function siteOrigin(env: Pick<Env, "SITE_ORIGIN">): string {
  if (!env.SITE_ORIGIN) throw new Error("SITE_ORIGIN is not set (workers/print/wrangler.jsonc)");
  return new URL(env.SITE_ORIGIN).origin;
}

/** Days of reminders a notification comes ahead of: the week Home shows. */
export const NOTIFY_DAYS = 7;
const PAGE = 200;

export interface DailyResult {
  filled: number;
  notified: number;
  digests: number;
}

/** The refill step alone, for the 5-minute cron: new Kundlis' reminders within minutes. */
export async function refillStep(env: Env, now: number, budgetMs: number): Promise<number> {
  const today = todayInIndia(now);
  let filled = 0;
  const start = Date.now();
  for (;;) {
    const step = await refillDue(env, today, 100);
    filled += step.filled;
    if (!step.more || Date.now() - start > budgetMs) return filled;
  }
}

export async function runDaily(env: Env, now = Date.now(), budgetMs = 20_000): Promise<DailyResult> {
  const start = Date.now();
  const today = todayInIndia(now);
  const filled = await refillStep(env, now, budgetMs / 2);
  const notified = await notifyDue(env, today, () => Date.now() - start > budgetMs);
  const digests = new Date(`${today}T00:00:00Z`).getUTCDay() === 0 ? await sendDigests(env, today) : 0;
  return { filled, notified, digests };
}

interface Due {
  user_id: string;
  language: string;
  kind: Reminder["kind"];
  date: string;
  detail: string;
  ref: number;
  client_id: number;
  client_name: string;
  kundli_name: string | null;
}

/** Reminders dated today to NOTIFY_DAYS ahead that have no notification yet, a page at a time. */
async function dueReminders(env: Env, today: string): Promise<Due[]> {
  const to = addDays(today, NOTIFY_DAYS - 1);
  const q = db(env);
  type From = ExpressionBuilder<Database, "clients" | "user_settings">;
  const language = (eb: From) => eb.fn.coalesce("user_settings.reminder_language", sql.lit("en")).as("language");
  // No notification yet with the reminder's key (reminderKey(), in SQL) for the client's astrologer.
  const notNotified = (eb: From, key: Expression<string>) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom("notifications")
          .select("notifications.id")
          .whereRef("notifications.user_id", "=", "clients.user_id")
          .where("notifications.reminder_key", "=", key),
      ),
    );
  const events = q
    .selectFrom("chart_events as e")
    .innerJoin("kundalis", "kundalis.id", "e.kundali_id")
    .innerJoin("clients", "clients.id", "kundalis.client_id")
    .leftJoin("user_settings", "user_settings.user_id", "clients.user_id")
    .select((eb) => [
      "clients.user_id",
      language(eb),
      eb.ref("e.kind").$castTo<Due["kind"]>().as("kind"),
      "e.date",
      "e.detail",
      "e.kundali_id as ref",
      "clients.id as client_id",
      "clients.name as client_name",
      kundliName.as("kundli_name"),
    ])
    .where("e.date", ">=", today)
    .where("e.date", "<=", to)
    .where((eb) =>
      notNotified(eb, reminderKeyOf(eb.ref("e.kind"), eb.ref("e.kundali_id"), eb.ref("e.date"), eb.ref("e.detail"))),
    );
  const followUps = q
    .selectFrom("clients")
    .leftJoin("user_settings", "user_settings.user_id", "clients.user_id")
    .select((eb) => [
      "clients.user_id",
      language(eb),
      sql.lit<Due["kind"]>("follow-up").as("kind"),
      eb.ref("clients.follow_up_on").$castTo<string>().as("date"),
      sql.lit("").as("detail"),
      "clients.id as ref",
      "clients.id as client_id",
      "clients.name as client_name",
      sql.lit<string | null>(null).as("kundli_name"),
    ])
    .where("clients.follow_up_on", ">=", today)
    .where("clients.follow_up_on", "<=", to)
    .where((eb) =>
      notNotified(
        eb,
        reminderKeyOf(sql.lit("follow-up"), eb.ref("clients.id"), eb.ref("clients.follow_up_on"), sql.lit("")),
      ),
    );
  return events.unionAll(followUps).limit(PAGE).execute();
}

/** Writes the due notifications, page by page, until none is left or `outOfTime`. */
export async function notifyDue(env: Env, today: string, outOfTime = () => false): Promise<number> {
  let written = 0;
  for (;;) {
    const due = await dueReminders(env, today);
    if (due.length === 0) return written;
    const created = new Date().toISOString();
    await inBatches(
      env,
      due.map((r) => {
        const tr = t(r.language);
        return statement(
          env,
          db(env)
            .insertInto("notifications")
            .orIgnore()
            .values({
              uid: crypto.randomUUID(),
              user_id: r.user_id,
              type: "general",
              title: tr("reminders.notification.title", { who: reminderWho(r), what: describeReminder(tr, r) }),
              message: tr("reminders.notification.message", { date: r.date }),
              link: clientPath(r.client_id),
              is_unread: 1,
              created_at: created,
              reminder_key: reminderKey(r, r.ref),
            }),
        );
      }),
    );
    written += due.length;
    if (due.length < PAGE || outOfTime()) return written;
  }
}

/**
 * The weekly digest of `sunday` (today, a Sunday in India): the week's reminders of each
 * astrologer who turned it on and has a verified email, sent once (the Sunday is claimed first;
 * a failed send is logged and not retried that week).
 */
export async function sendDigests(env: Env, sunday: string): Promise<number> {
  const results = await db(env)
    .selectFrom("user_settings")
    .innerJoin("users", "users.uid", "user_settings.user_id")
    .select(["user_settings.user_id", "user_settings.reminder_language as language", "users.email"])
    .where("user_settings.weekly_digest", "=", 1)
    .where("user_settings.digest_sent_for", "<>", sunday)
    .where("users.email", "<>", "")
    .limit(100)
    .execute();
  if (results.length === 0) return 0;
  const sender = emailSender(env);
  const origin = siteOrigin(env);
  const to = addDays(sunday, NOTIFY_DAYS - 1);
  let sent = 0;
  for (const user of results) {
    const claim = await db(env)
      .updateTable("user_settings")
      .set({ digest_sent_for: sunday })
      .where("user_id", "=", user.user_id)
      .where("digest_sent_for", "<>", sunday)
      .executeTakeFirst();
    if (claim.numUpdatedRows !== 1n) continue;
    const reminders = await listReminders(env, user.user_id, sunday, to);
    if (reminders.length === 0) continue;
    const tr = t(user.language);
    const lines = reminders.flatMap((r) => [
      tr("reminders.digest.line", { date: r.date, who: reminderWho(r), what: describeReminder(tr, r) }),
      tr("reminders.digest.link", { url: origin + clientPath(r.client_id) }),
    ]);
    try {
      await sender.send({
        to: user.email,
        subject: tr("reminders.digest.subject", { count: reminders.length }),
        text: [tr("reminders.digest.intro", { from: sunday, to }), "", ...lines, "", tr("reminders.digest.outro")].join(
          "\n",
        ),
      });
      sent++;
    } catch (error) {
      console.error("reminders: digest not sent", user.user_id, error);
    }
  }
  return sent;
}
