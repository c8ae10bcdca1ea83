/**
 * Exporting an astrologer's clients with their Kundlis (issue 15; docs/client-import-export.md):
 * CSV in the import's own column set (rows.ts COLUMNS), so that an export imported again gives
 * the same clients and Kundlis; and JSON with everything, consultations too. Who is exported is
 * the list's rule: every client the actor may reach, or one astrologer's (checked by actFor).
 */
import type { Actor } from "#app/server/accounts/access.server";
import { type ClientRecord, listClients } from "#app/server/accounts/clients.server";
import { kundliRecordOf } from "#app/server/accounts/kundalis.server";
import type { KundliRecord } from "#app/shared/accounts/kundli-record";
import { db } from "#app/server/db.server";
import { toCsv } from "#app/shared/csv";
import { type Column, COLUMNS } from "./rows";

/** Most clients one export carries (the list's own bound). */
export { LIST_LIMIT as MAX_EXPORT_CLIENTS } from "#app/server/accounts/clients.server";

export interface ExportedClient extends ClientRecord {
  kundlis: KundliRecord[];
  consultations: Record<string, unknown>[];
}

export async function exportClients(env: Env, actor: Actor, owner: string | undefined): Promise<ExportedClient[]> {
  const clients = (await listClients(env, actor, owner, { sort: "name" })).reverse().sort((a, b) => a.id - b.id);
  const ids = clients.map((c) => c.id);
  const kundlis: KundliRecord[] = [];
  const consultations: Record<string, unknown>[] = [];
  for (let i = 0; i < ids.length; i += 90) {
    const chunk = ids.slice(i, i + 90);
    const [k, c] = await Promise.all([
      db(env).selectFrom("kundalis").selectAll().where("client_id", "in", chunk).orderBy("id").execute(),
      db(env)
        .selectFrom("consultations")
        .selectAll()
        .where("client_id", "in", chunk)
        .orderBy("date")
        .orderBy("id")
        .execute(),
    ]);
    kundlis.push(...k.map(kundliRecordOf));
    consultations.push(...c);
  }
  return clients.map((client) => ({
    ...client,
    kundlis: kundlis.filter((k) => k.client_id === client.id),
    consultations: consultations.filter((c) => c.client_id === client.id),
  }));
}

/** One row per Kundli (the client's columns on each), or one row for a client without any. */
export function exportCsv(clients: ExportedClient[]): string {
  const rows: string[][] = [[...COLUMNS]];
  for (const client of clients) {
    const base: Partial<Record<Column, string>> = {
      client_key: client.uid,
      name: client.name,
      name_hi: client.name_hi,
      phone: client.phone,
      email: client.email,
      city: client.city,
      tags: client.tags.join(", "),
      notes: client.notes,
    };
    const lines: Partial<Record<Column, string>>[] = client.kundlis.length
      ? client.kundlis.map((k) => ({
          ...base,
          relation: k.relation,
          kundli_name: k.name,
          gender: k.gender,
          date: k.date,
          time: k.time,
          place: k.place.name,
          latitude: String(k.place.latitude),
          longitude: String(k.place.longitude),
          timezone: k.place.timezone,
          utc_offset: k.utcOffset ?? "",
          place_id: k.place.id === null ? "" : String(k.place.id),
          father_name: k.father_name,
          mother_name: k.mother_name,
          jati: k.jati,
          gotra: k.gotra,
          options: Object.keys(k.options).length ? JSON.stringify(k.options) : "",
        }))
      : [base];
    for (const line of lines) rows.push(COLUMNS.map((c) => line[c] ?? ""));
  }
  return toCsv(rows);
}
