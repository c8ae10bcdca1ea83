/**
 * The audit log of clients' exports and erasures (migrations/0017): who, when, whose client,
 * which client by its random uid, and counts. Never a name, a birth detail or a file name.
 */
import { nowIso } from "#app/server/accounts/records.server";
import { db, statement } from "#app/server/db.server";
import type { AuditLogTable } from "#app/server/schema.server";

export interface AuditEntry {
  actor_uid: string;
  owner_uid: string;
  action: AuditLogTable["action"];
  subject_uid: string;
  /** Counts only. */
  details: Record<string, number>;
}

/** The INSERT of one entry, for a batch (erasure) or on its own. */
export function auditStatement(env: Env, entry: AuditEntry, at = nowIso()): D1PreparedStatement {
  return statement(
    env,
    db(env)
      .insertInto("audit_log")
      .values({ at, ...entry, details: JSON.stringify(entry.details) }),
  );
}

export async function writeAudit(env: Env, entry: AuditEntry): Promise<void> {
  await auditStatement(env, entry).run();
}

/** The entries about one client, oldest first (for the tests and an administrator's question). */
export async function auditOf(env: Env, subjectUid: string) {
  return db(env).selectFrom("audit_log").selectAll().where("subject_uid", "=", subjectUid).orderBy("id").execute();
}
