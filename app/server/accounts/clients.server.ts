/**
 * Clients and their consultations (issue 15, migrations/0014): the people an astrologer works
 * for, their saved Kundlis (with the relation of each to the client) and dated consultations.
 * Who may reach a client is the accounts' rule (access.server.ts), as for Kundlis: findOwnedRow
 * for one row, `reachable` for the list. A consultation's fee is recorded, never charged.
 */
import { type ExpressionBuilder, type Selectable, sql } from "kysely";
import { z } from "zod";
import { foldMatches, queryKeys, refreshFolds } from "#app/server/clients/search.server";
import { db } from "#app/server/db.server";
import { ApiError } from "#app/server/http.server";
import type { ClientsTable, ConsultationsTable, Database } from "#app/server/schema.server";
import type { KundliRecord, KundliRelation } from "#app/shared/accounts/kundli-record";
import { type Actor, managesOrganization } from "./access.server";
import { label, recordRef, uidField } from "#app/shared/accounts/fields";
import { ClientFields, ConsultationFields, JOINERS } from "#app/shared/clients/fields";
import { kundliRecordOf, relationField } from "./kundalis.server";
import { ensureRoom, findOwnedRow, nowIso, type OwnedRow } from "./records.server";

export { ClientFields, ConsultationFields };

const NOT_FOUND = { messageKey: "clients.notFound", field: "client_id" };
const CONSULTATION_NOT_FOUND = { messageKey: "clients.consultationNotFound", field: "consultation_id" };
/** Most clients one list answer carries. */
export const LIST_LIMIT = 500;

export const ListBody = z.strictObject({
  user_id: uidField.optional(),
  q: z.string({ error: "accounts.invalidText" }).max(100, "accounts.invalidText").optional(),
  tag: label(30).optional(),
  sort: z.enum(["recent", "follow-up", "name"], { error: "accounts.invalidChoice" }).optional(),
});
export type ListQuery = Omit<z.infer<typeof ListBody>, "user_id">;

export const API_BODIES = {
  get: z.strictObject({ client_id: recordRef }),
  add: ClientFields.extend({ user_id: uidField.optional() }),
  update: z.strictObject({ client_id: recordRef, body: ClientFields.partial() }),
  "add-consultation": ConsultationFields.extend({ client_id: recordRef }),
  "update-consultation": z.strictObject({ consultation_id: recordRef, body: ConsultationFields.partial() }),
  "delete-consultation": z.strictObject({ consultation_id: recordRef }),
  "attach-kundli": z.strictObject({ client_id: recordRef, kundali_id: recordRef, relation: relationField.optional() }),
};

export interface ClientRecord {
  id: number;
  uid: string;
  user_id: string;
  name: string;
  name_hi: string;
  phone: string;
  email: string;
  city: string;
  tags: string[];
  notes: string;
  last_consulted_on: string | null;
  follow_up_on: string | null;
  created_at: string;
  updated_at: string;
}

export type ConsultationRecord = Selectable<ConsultationsTable>;

export function clientRecordOf({ search: _search, fold: _fold, tags, ...row }: Selectable<ClientsTable>): ClientRecord {
  let list: string[] = [];
  try {
    list = JSON.parse(tags) as string[];
  } catch {
    // written by us as JSON; unreadable counts as none
  }
  return { ...row, tags: list };
}

/**
 * The same folding as the `search` column (lower() of D1: ASCII letters only) over what
 * personName does to stored names (NFC, single spaces), without the joiners people type or not.
 */
export function searchKey(text: string): string {
  return text
    .normalize("NFC")
    .replace(JOINERS, "")
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[A-Z]/g, (c) => c.toLowerCase());
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Clients whose astrologer `actor` may act for: their own, and as access.server.ts mayActFor says for managers. */
export function reachable(eb: ExpressionBuilder<Database, "clients">, actor: Actor) {
  if (!managesOrganization(actor)) return eb("clients.user_id", "=", actor.uid);
  let members = eb.selectFrom("users").select("users.uid").where("users.organization_id", "=", actor.organizationId);
  if (actor.organizationRole === "admin") {
    // an admin: the plain astrologers, not the owner, not other admins
    const owner = eb.selectFrom("organizations").select("organizations.uid").where("id", "=", actor.organizationId);
    members = members.where("users.organization_role", "=", "astrologer").where("users.uid", "not in", owner);
  }
  return eb.or([eb("clients.user_id", "=", actor.uid), eb("clients.user_id", "in", members)]);
}

/**
 * Clients `actor` may reach (or only `owner`'s, already checked with actFor), searched by name in
 * either script and city (`q`), or phone when `q` has three digits or more; one tag; sorted by
 * the last consultation (newest first), the next follow-up (soonest first) or name. Clients
 * without the date sorted on come last, newest first.
 */
export async function listClients(env: Env, actor: Actor, owner: string | undefined, query: ListQuery) {
  const key = searchKey(query.q ?? "");
  const digits = key.replace(/\D/g, "").replace(/^0+/, "");
  const scope = (eb: ExpressionBuilder<Database, "clients">) =>
    owner ? eb("clients.user_id", "=", owner) : reachable(eb, actor);
  let select = db(env).selectFrom("clients").selectAll().where(scope);
  if (key && digits.length >= 3 && /^[\d\s+()-]+$/.test(key))
    select = select.where("clients.phone", "like", `%${digits}%`);
  else if (key) {
    // either script, and tags: the folds (app/server/clients/search.server.ts) beside the literal text
    const keys = queryKeys(key);
    if (keys.length) await refreshFolds(env, scope);
    const literal = sql<boolean>`clients.search LIKE ${`%${likeEscaped(key)}%`} ESCAPE '\\'`;
    select = select.where((eb) => (keys.length ? eb.or([literal, foldMatches(eb, keys)]) : literal));
  }
  if (query.tag) {
    const tag = query.tag;
    select = select.where(
      sql<boolean>`EXISTS (SELECT 1 FROM json_each(clients.tags) WHERE lower(json_each.value) = lower(${tag}))`,
    );
  }
  const sort = query.sort ?? "recent";
  if (sort === "name") select = select.orderBy("clients.name");
  else {
    const column = sort === "recent" ? "clients.last_consulted_on" : "clients.follow_up_on";
    select = select.orderBy(sql`${sql.ref(column)} IS NULL`).orderBy(column, sort === "recent" ? "desc" : "asc");
  }
  const rows = await select.orderBy("clients.id", "desc").limit(LIST_LIMIT).execute();
  return rows.map(clientRecordOf);
}

/** Every tag on the clients `actor` may reach (or `owner`'s), for the tag filter. */
export async function listTags(env: Env, actor: Actor, owner: string | undefined): Promise<string[]> {
  const rows = await db(env)
    .selectFrom("clients")
    .innerJoin(sql<{ value: string }>`json_each(clients.tags)`.as("t"), (join) => join.onTrue())
    .select(sql<string>`t.value`.as("tag"))
    .distinct()
    .where((eb) => (owner ? eb("clients.user_id", "=", owner) : reachable(eb, actor)))
    .orderBy("tag")
    .limit(200)
    .execute();
  return rows.map((r) => r.tag);
}

export async function findClient(env: Env, actor: Actor, ref: number | string): Promise<OwnedRow> {
  return findOwnedRow(env, actor, "clients", ref, NOT_FOUND);
}

export async function findConsultation(env: Env, actor: Actor, ref: number | string): Promise<OwnedRow> {
  return findOwnedRow(env, actor, "consultations", ref, CONSULTATION_NOT_FOUND);
}

export interface ClientDetail {
  client: ClientRecord;
  /** The "self" Kundli first, then in the order saved. */
  kundlis: KundliRecord[];
  /** Newest first. */
  consultations: ConsultationRecord[];
}

/** A client already found reachable, with their Kundlis and consultations. */
export async function clientDetail(env: Env, id: number): Promise<ClientDetail> {
  const q = db(env);
  const [client, kundlis, consultations] = await Promise.all([
    q.selectFrom("clients").selectAll().where("id", "=", id).executeTakeFirst(),
    q
      .selectFrom("kundalis")
      .selectAll()
      .where("client_id", "=", id)
      .orderBy(sql`relation = 'self'`, "desc")
      .orderBy("id")
      .execute(),
    q
      .selectFrom("consultations")
      .selectAll()
      .where("client_id", "=", id)
      .orderBy("date", "desc")
      .orderBy("id", "desc")
      .limit(1000)
      .execute(),
  ]);
  if (!client) throw new ApiError(404, "not_found", NOT_FOUND.messageKey, NOT_FOUND.field);
  return { client: clientRecordOf(client), kundlis: kundlis.map(kundliRecordOf), consultations };
}

function clientColumns<T extends Partial<ClientFields>>({ tags, ...rest }: T) {
  return { ...rest, ...(tags ? { tags: JSON.stringify(tags) } : {}) };
}

export async function addClient(env: Env, userId: string, fields: ClientFields): Promise<ClientRecord> {
  await ensureRoom(env, "clients", userId);
  const now = nowIso();
  const row = await db(env)
    .insertInto("clients")
    .values({ uid: crypto.randomUUID(), user_id: userId, ...clientColumns(fields), created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return clientRecordOf(row);
}

export async function updateClient(env: Env, id: number, fields: Partial<ClientFields>): Promise<ClientRecord> {
  const row = await db(env)
    .updateTable("clients")
    .set({ ...clientColumns(fields), updated_at: nowIso() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return clientRecordOf(row);
}

/** A follow-up before the consultation it follows is a typing mistake. */
function checkDates(date: string, followUp: string | undefined): void {
  if (followUp && followUp < date) throw new ApiError(400, "invalid_input", "clients.followUpBefore", "follow_up_on");
}

export async function addConsultation(
  env: Env,
  client: OwnedRow,
  fields: ConsultationFields,
): Promise<ConsultationRecord> {
  checkDates(fields.date, fields.follow_up_on);
  if (!fields.question && !fields.advice && !fields.remedies)
    throw new ApiError(400, "invalid_input", "clients.emptyConsultation", "question");
  await ensureRoom(env, "consultations", client.user_id);
  const now = nowIso();
  return db(env)
    .insertInto("consultations")
    .values({
      uid: crypto.randomUUID(),
      client_id: client.id,
      user_id: client.user_id,
      ...fields,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateConsultation(
  env: Env,
  id: number,
  fields: Partial<ConsultationFields>,
): Promise<ConsultationRecord> {
  const q = db(env);
  const old = await q
    .selectFrom("consultations")
    .select(["date", "follow_up_on"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  checkDates(fields.date ?? old.date, fields.follow_up_on ?? old.follow_up_on);
  return q
    .updateTable("consultations")
    .set({ ...fields, updated_at: nowIso() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteConsultation(env: Env, id: number): Promise<void> {
  await db(env).deleteFrom("consultations").where("id", "=", id).execute();
}

/** A Kundli belongs to a client of its own astrologer: 400 otherwise. */
export function sameAstrologer(client: OwnedRow, owner: string): void {
  if (client.user_id !== owner) throw new ApiError(400, "other_astrologer", "clients.otherAstrologer", "client_id");
}

/** Moves a reachable Kundli to a client of the same astrologer. */
export async function attachKundli(
  env: Env,
  actor: Actor,
  kundliRef: number | string,
  clientRef: number | string,
  relation: KundliRelation = "self",
): Promise<KundliRecord> {
  const kundli = await findOwnedRow(env, actor, "kundalis", kundliRef, {
    messageKey: "accounts.kundliNotFound",
    field: "kundali_id",
  });
  const client = await findClient(env, actor, clientRef);
  sameAstrologer(client, kundli.user_id);
  const row = await db(env)
    .updateTable("kundalis")
    .set({ client_id: client.id, relation, updated_at: nowIso() })
    .where("id", "=", kundli.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return kundliRecordOf(row);
}
