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
import astroEn from "#app/i18n/en/astro.json";
import remindersEn from "#app/i18n/en/reminders.json";
import astroHi from "#app/i18n/hi/astro.json";
import remindersHi from "#app/i18n/hi/reminders.json";
import { emailSender } from "#app/server/auth/email.server";
import { translator } from "#app/server/print/translate";
import { describeReminder, type Reminder, reminderWho } from "#app/shared/reminders/describe";
import { addDays, inBatches, listReminders, refillDue, reminderKey, todayInIndia } from "./reminders.server";

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
  const { results } = await env.DB.prepare(
    `SELECT c.user_id, coalesce(s.reminder_language, 'en') AS language, e.kind, e.date, e.detail,
            e.kundali_id AS ref, c.id AS client_id, c.name AS client_name,
            CASE WHEN k.relation = 'self' THEN NULL ELSE k.name END AS kundli_name
     FROM chart_events e JOIN kundalis k ON k.id = e.kundali_id JOIN clients c ON c.id = k.client_id
     LEFT JOIN user_settings s ON s.user_id = c.user_id
     WHERE e.date BETWEEN ?1 AND ?2 AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = c.user_id
       AND n.reminder_key = e.kind || ':' || e.kundali_id || ':' || e.date || ':' || e.detail)
     UNION ALL
     SELECT c.user_id, coalesce(s.reminder_language, 'en'), 'follow-up', c.follow_up_on, '', c.id, c.id, c.name, NULL
     FROM clients c LEFT JOIN user_settings s ON s.user_id = c.user_id
     WHERE c.follow_up_on BETWEEN ?1 AND ?2 AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = c.user_id
       AND n.reminder_key = 'follow-up:' || c.id || ':' || c.follow_up_on || ':')
     LIMIT ?3`,
  )
    .bind(today, to, PAGE)
    .all<Due>();
  return results;
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
        return env.DB.prepare(
          `INSERT OR IGNORE INTO notifications (uid, user_id, type, title, message, link, is_unread, created_at, reminder_key)
           VALUES (?, ?, 'general', ?, ?, ?, 1, ?, ?)`,
        ).bind(
          crypto.randomUUID(),
          r.user_id,
          tr("reminders.notification.title", { who: reminderWho(r), what: describeReminder(tr, r) }),
          tr("reminders.notification.message", { date: r.date }),
          clientPath(r.client_id),
          created,
          reminderKey(r, r.ref),
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
  const { results } = await env.DB.prepare(
    `SELECT s.user_id, s.reminder_language AS language, u.email FROM user_settings s JOIN users u ON u.uid = s.user_id
     WHERE s.weekly_digest = 1 AND s.digest_sent_for <> ? AND u.email <> '' LIMIT 100`,
  )
    .bind(sunday)
    .all<{ user_id: string; language: string; email: string }>();
  if (results.length === 0) return 0;
  const sender = emailSender(env);
  const origin = siteOrigin(env);
  const to = addDays(sunday, NOTIFY_DAYS - 1);
  let sent = 0;
  for (const user of results) {
    const claim = await env.DB.prepare(
      "UPDATE user_settings SET digest_sent_for = ? WHERE user_id = ? AND digest_sent_for <> ?",
    )
      .bind(sunday, user.user_id, sunday)
      .run();
    if (claim.meta.changes !== 1) continue;
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
