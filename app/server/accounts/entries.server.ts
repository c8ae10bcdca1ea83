/**
 * /api/sql/add-entry and /api/sql/update-entry. Despite the path these are not SQL: a request
 * names one of the tables below and some of its known columns; values are validated and bound;
 * every row belongs to the session's user (or, for organization managers, one of their
 * astrologers). Anything else is a 400 naming the refused table or column.
 *
 * To let clients write a new column, add it here with its schema — nowhere else.
 */
import { sql } from "kysely";
import { z } from "zod";
import { db } from "#app/server/db.server";
import { ApiError } from "#app/server/http.server";
import { type Actor, actFor, mayActFor, selfOnly } from "./access.server";
import {
  appLinkField,
  emailField,
  freeText,
  label,
  optionalDate,
  optionalGender,
  optionalPersonName,
  optionalTime,
  personName,
  phoneField,
  type RecordRef,
  recordRef,
  uidField,
} from "#app/shared/accounts/fields";
import { echoable, validate } from "./input.server";
import { ensureRoom, findOwnedRow, nowIso, ownsRow, type PersonalTable } from "./records.server";
import { REPORT_TYPES } from "#app/shared/reports";

interface Column {
  schema: z.ZodType;
  /** Must be given in add-entry. */
  required?: boolean;
  /** May be given in add-entry (default true). */
  insert?: boolean;
  /** May be changed in update-entry: true, or "increment" for counters raised by one. */
  update?: boolean | "increment";
  /** The value is the uid of a row of this table kept by the same astrologer. */
  ref?: PersonalTable;
}

interface TableRule {
  table: PersonalTable;
  columns: Record<string, Column>;
  /** Personal inboxes: nobody writes them for someone else. */
  ownerOnly?: boolean;
  /** Columns stored as 0/1 and answered as booleans. */
  booleans?: string[];
  /** Translation key of this table's "not found". */
  notFound: string;
}

const optionalPhone = z.union([z.literal(""), phoneField], { error: "auth.invalidPhone" });
const optionalEmail = z.union([z.literal(""), emailField], { error: "auth.invalidEmail" });
const language = z.enum(["en", "hi"], { error: "accounts.invalidChoice" });
const paperSize = z.enum(["A4", "A5", "Letter"], { error: "accounts.invalidChoice" });
const chartStyle = z.enum(["north", "south"], { error: "accounts.invalidChoice" });
const reportType = z.enum(REPORT_TYPES, { error: "accounts.invalidChoice" });
const kundliRef = (required = false): Column => ({ schema: uidField, required, ref: "kundalis" });
const brandingRef: Column = { schema: uidField.nullable(), ref: "branding_profiles" };
const counter: Column = { schema: z.never(), insert: false, update: "increment" };

const TABLES: Record<string, TableRule> = {
  profiles: {
    table: "profiles",
    notFound: "accounts.profileNotFound",
    columns: {
      name: { schema: personName, required: true, update: true },
      gender: { schema: optionalGender, update: true },
      phone: { schema: optionalPhone, update: true },
      email: { schema: optionalEmail, update: true },
      date_of_birth: { schema: optionalDate, update: true },
      time_of_birth: { schema: optionalTime, update: true },
      place_of_birth: { schema: label(200), update: true },
      notes: { schema: freeText(2000), update: true },
      kundali_count: counter,
      report_count: counter,
      match_count: counter,
    },
  },
  // Print and report requests are frozen once made (their print job copies them): add-entry only.
  kundali_print: {
    table: "kundali_print",
    notFound: "accounts.entryNotFound",
    columns: {
      kundali_id: kundliRef(true),
      branding_profile_id: brandingRef,
      name: { schema: optionalPersonName },
      report_type: { schema: reportType },
      language: { schema: language },
      paper_size: { schema: paperSize },
      chart_style: { schema: chartStyle },
    },
  },
  matchkundali_print: {
    table: "matchkundali_print",
    notFound: "accounts.entryNotFound",
    columns: {
      boy_kundali_id: kundliRef(true),
      girl_kundali_id: kundliRef(true),
      branding_profile_id: brandingRef,
      boy_name: { schema: optionalPersonName },
      girl_name: { schema: optionalPersonName },
      language: { schema: language },
      paper_size: { schema: paperSize },
      chart_style: { schema: chartStyle },
    },
  },
  report: {
    table: "report",
    notFound: "accounts.entryNotFound",
    columns: {
      kundali_id: kundliRef(),
      report_type: { schema: reportType, required: true },
      name: { schema: optionalPersonName },
      language: { schema: language },
    },
  },
  notifications: {
    table: "notifications",
    notFound: "accounts.notificationNotFound",
    ownerOnly: true,
    booleans: ["is_unread"],
    columns: {
      // 'organization', 'payment' and 'order' notifications are written by the server only.
      type: { schema: z.enum(["general", "download", "print"], { error: "accounts.invalidChoice" }) },
      title: { schema: freeText(200), required: true },
      message: { schema: freeText(1000) },
      link: { schema: appLinkField },
      is_unread: { schema: z.boolean({ error: "errors.validation" }), update: true },
    },
  },
};
/** spec §3: "matchmaking_print as matchkundali_print". */
const ALIASES: Record<string, string> = { matchmaking_print: "matchkundali_print" };

export const ENTRY_TABLES = [...Object.keys(TABLES), ...Object.keys(ALIASES)];

function tableRule(name: string): TableRule {
  const rule = Object.hasOwn(TABLES, name)
    ? TABLES[name]
    : Object.hasOwn(ALIASES, name)
      ? TABLES[ALIASES[name]!]
      : undefined;
  if (!rule) {
    throw new ApiError(400, "unknown_table", "accounts.unknownTable", "table", {
      table: echoable(name),
      tables: ENTRY_TABLES.join(", "),
    });
  }
  return rule;
}

function refuseColumn(rule: TableRule, field: string, column: string, readOnly: boolean): never {
  throw new ApiError(
    400,
    readOnly ? "read_only_column" : "unknown_column",
    readOnly ? "accounts.readOnlyColumn" : "accounts.unknownColumn",
    `${field}.${column}`,
    {
      column: echoable(column),
      table: rule.table,
    },
  );
}

const Entry = z.strictObject({
  table: z.string({ error: "accounts.invalidTable" }).max(64, "accounts.invalidTable"),
  data: z.record(z.string(), z.unknown(), { error: "accounts.invalidData" }),
});

const EntryUpdate = z.strictObject({
  table: z.string({ error: "accounts.invalidTable" }).max(64, "accounts.invalidTable"),
  updates: z.record(z.string(), z.unknown(), { error: "accounts.invalidData" }),
  condition: z.record(z.string(), z.unknown(), { error: "accounts.invalidCondition" }),
});

type Row = Record<string, unknown>;

function answerRow(rule: TableRule, row: Row): Row {
  const out = { ...row };
  for (const column of rule.booleans ?? []) if (column in out) out[column] = out[column] === 1;
  return out;
}

async function checkRefs(env: Env, rule: TableRule, values: Row, ownerUid: string, field: string): Promise<void> {
  for (const [column, value] of Object.entries(values)) {
    const ref = rule.columns[column]?.ref;
    if (!ref || value === null || value === undefined) continue;
    if (!(await ownsRow(env, ref, value as string, ownerUid))) {
      throw new ApiError(400, "reference_not_found", "accounts.referenceNotFound", `${field}.${column}`, { column });
    }
  }
}

/** POST /api/sql/add-entry {table, data}. */
export async function addEntry(env: Env, actor: Actor, raw: unknown): Promise<{ table: string; row: Row }> {
  const { table, data } = validate(Entry, raw);
  const rule = tableRule(table);
  const shape: Record<string, z.ZodType> = { user_id: uidField.optional() };
  for (const [name, column] of Object.entries(rule.columns)) {
    if (column.insert === false) continue;
    shape[name] = column.required ? column.schema : column.schema.optional();
  }
  for (const key of Object.keys(data)) {
    if (!Object.hasOwn(shape, key)) refuseColumn(rule, "data", key, Object.hasOwn(rule.columns, key));
  }
  const { user_id: target, ...values } = validate(z.strictObject(shape), data, "data") as Row & { user_id?: string };
  const ownerUid = rule.ownerOnly
    ? selfOnly(actor, target, "data.user_id")
    : await actFor(env, actor, target, "data.user_id");
  await checkRefs(env, rule, values, ownerUid, "data");
  await ensureRoom(env, rule.table, ownerUid);
  const now = nowIso();
  const stamps: Row = rule.table === "notifications" ? { created_at: now } : { created_at: now, updated_at: now };
  const row = await db(env)
    .insertInto(rule.table)
    .values({ ...values, uid: crypto.randomUUID(), user_id: ownerUid, ...stamps } as never)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { table: rule.table, row: answerRow(rule, row as Row) };
}

/** A counter is raised by one: `{"increment": 1}`, or the new value (current + 1, checked atomically). */
const Increment = z.union(
  [z.strictObject({ increment: z.literal(1) }), z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)],
  {
    error: "accounts.incrementOnly",
  },
);

function conditionRef(condition: Row): RecordRef {
  const keys = Object.keys(condition);
  for (const key of keys) {
    if (key !== "uid" && key !== "id") {
      throw new ApiError(400, "unknown_condition", "accounts.conditionKey", `condition.${key}`, {
        column: echoable(key),
      });
    }
  }
  if (keys.length !== 1)
    throw new ApiError(400, "invalid_condition", "accounts.conditionKey", "condition", { column: "" });
  const key = keys[0]!;
  return validate(key === "uid" ? uidField : recordRef, condition[key], `condition.${key}`);
}

/** PUT /api/sql/update-entry {table, updates, condition}. */
export async function updateEntry(env: Env, actor: Actor, raw: unknown): Promise<{ table: string; row: Row }> {
  const { table, updates, condition } = validate(EntryUpdate, raw);
  const rule = tableRule(table);
  const keys = Object.keys(updates);
  if (keys.length === 0) throw new ApiError(400, "nothing_to_update", "accounts.emptyUpdate", "updates");
  const shape: Record<string, z.ZodType> = {};
  for (const key of keys) {
    const column = Object.hasOwn(rule.columns, key) ? rule.columns[key] : undefined;
    if (!column?.update) refuseColumn(rule, "updates", key, column !== undefined);
    shape[key] = column.update === "increment" ? Increment : column.schema;
  }
  const values = validate(z.strictObject(shape), updates, "updates") as Row;
  const ref = conditionRef(condition);
  const may = rule.ownerOnly ? async (_env: Env, a: Actor, owner: string) => owner === a.uid : mayActFor;
  const owned = await findOwnedRow(env, actor, rule.table, ref, { messageKey: rule.notFound, field: "condition" }, may);
  await checkRefs(env, rule, values, owned.user_id, "updates");

  const set: Row = {};
  const expected: [string, number][] = [];
  for (const [column, value] of Object.entries(values)) {
    if (rule.columns[column]?.update === "increment") {
      set[column] = sql`${sql.ref(column)} + 1`;
      if (typeof value === "number") expected.push([column, value - 1]);
    } else {
      set[column] = typeof value === "boolean" ? (value ? 1 : 0) : value;
    }
  }
  if (rule.table !== "notifications") set.updated_at = nowIso();
  let query = db(env)
    .updateTable(rule.table)
    .set(set as never)
    .where("id", "=", owned.id);
  for (const [column, before] of expected) query = query.where(sql.ref(column), "=", before);
  const row = await query.returningAll().executeTakeFirst();
  if (!row) throw new ApiError(409, "counter_conflict", "accounts.counterConflict", "updates");
  return { table: rule.table, row: answerRow(rule, row as Row) };
}
