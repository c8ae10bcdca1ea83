/**
 * The development outbox: instead of leaving the machine, every SMS and email is printed on
 * the console and kept in D1 (dev_outbox), listed newest first at GET /__dev/outbox.
 * Only ever used when ENVIRONMENT is "development" (see sms.server.ts, email.server.ts).
 */
import { db } from "#app/server/db.server";

export type OutboxChannel = "sms" | "email";

export interface OutboxMessage {
  to: string;
  channel: OutboxChannel;
  code: string | null;
  subject: string | null;
  message: string;
  sentAt: string;
}

export async function putInOutbox(
  env: Env,
  entry: { channel: OutboxChannel; to: string; code?: string; subject?: string; message: string },
): Promise<void> {
  const sentAt = new Date().toISOString();
  console.log(
    `[dev outbox] ${entry.channel} to ${entry.to}${entry.code ? ` — code ${entry.code}` : ""}\n${entry.subject ? `${entry.subject}\n` : ""}${entry.message}`,
  );
  await db(env)
    .insertInto("dev_outbox")
    .values({
      channel: entry.channel,
      recipient: entry.to,
      code: entry.code ?? null,
      subject: entry.subject ?? null,
      message: entry.message,
      sent_at: sentAt,
    })
    .execute();
}

/** Newest first; `to` narrows to one recipient (exact phone in E.164 or email). */
export async function listOutbox(env: Env, { to, limit }: { to?: string; limit: number }): Promise<OutboxMessage[]> {
  let query = db(env)
    .selectFrom("dev_outbox")
    .select(["recipient", "channel", "code", "subject", "message", "sent_at"])
    .orderBy("id", "desc")
    .limit(limit);
  if (to) query = query.where("recipient", "=", to);
  const rows = await query.execute();
  return rows.map((row) => ({
    to: row.recipient,
    channel: row.channel,
    code: row.code,
    subject: row.subject,
    message: row.message,
    sentAt: row.sent_at,
  }));
}
