/**
 * Importing clients and births (issue 15; docs/client-import-export.md; docs/decisions/0022):
 * rows of a CSV file or Jagannatha Hora files become plans (rows.ts, jhd.ts), places are found in
 * the gazetteer, every birth passes the saved Kundlis' own checks, and then, when asked to, the
 * plans are written through the one way clients and Kundlis are saved (addClient, addKundli:
 * the same checks, limits and charges as New Kundli). A preview writes nothing.
 *
 * Rows are grouped into clients by `client_key` (a row without one is a client of its own). A
 * bad row is reported and skipped; a client whose first row is bad is skipped whole. A client
 * whose first row is already saved (same Kundli, or same name and phone) counts as imported,
 * so a corrected file can be imported again.
 */
import { addClient, type ClientFields } from "#app/server/accounts/clients.server";
import { addKundli, type KundliFields, validateKundli } from "#app/server/accounts/kundalis.server";
import { db } from "#app/server/db.server";
import { ApiError } from "#app/server/http.server";
import { placeKey } from "#app/shared/place-key";
import type { KundliRelation } from "#app/shared/accounts/kundli-record";
import { CsvError, parseCsv } from "#app/shared/csv";
import type { ImportReport, RowResult, RowStatus } from "#app/shared/clients/import-report";
import { JhdError, parseJhd } from "./jhd";
import { CLIENT_COLUMNS, planRow, type RawRow, rawRow, readHeader, RowError, type RowPlan } from "./rows";

/** Bounds of one CSV import. Each birth written costs about ten D1 queries (a Worker gets 1,000). */
export const MAX_CSV_BYTES = 256 * 1024;
export const MAX_CSV_ROWS = 50;
/** Bounds of one upload of Jagannatha Hora files. */
export const MAX_JHD_FILES = 20;
export const MAX_JHD_BYTES = 8 * 1024;

interface Item {
  row: number;
  file?: string;
  name: string;
  plan?: RowPlan;
  error?: RowError;
}

/** A file-level refusal: nothing is read further, nothing written. */
const refuse = (status: number, code: string, key: string, params?: Record<string, unknown>) =>
  new ApiError(status, code, key, "file", params);

/** CSV text → items, or a refusal of the whole file. */
export function csvItems(text: string): Item[] {
  let table: ReturnType<typeof parseCsv>;
  try {
    table = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw refuse(400, "not_csv", "clientsIo.notCsvAt", { line: error.line });
    throw error;
  }
  const [head, ...body] = table;
  if (!head) throw refuse(400, "empty_file", "clientsIo.emptyFile");
  let header;
  try {
    header = readHeader(head.fields);
  } catch (error) {
    if (error instanceof RowError) throw refuse(400, "bad_header", error.messageKey, error.params);
    throw error;
  }
  if (body.length === 0) throw refuse(400, "empty_file", "clientsIo.emptyFile");
  if (body.length > MAX_CSV_ROWS) throw refuse(413, "too_many_rows", "clientsIo.tooManyRows", { max: MAX_CSV_ROWS });
  const firstOf = new Map<string, RawRow>();
  return body.map(({ line, fields }) => {
    let raw = rawRow(header, fields);
    // a client's later rows may leave the client's columns empty: they are the first row's
    if (raw.client_key) {
      const first = firstOf.get(raw.client_key);
      if (!first) firstOf.set(raw.client_key, raw);
      else raw = { ...Object.fromEntries(CLIENT_COLUMNS.map((c) => [c, first[c]])), ...raw };
    }
    const name = raw.name ?? "";
    if (fields.length > head.fields.length && fields.slice(head.fields.length).some((f) => f.trim()))
      return { row: line, name, error: new RowError("row", "clientsIo.extraFields") };
    try {
      return { row: line, name, plan: planRow(raw) };
    } catch (error) {
      if (error instanceof RowError) return { row: line, name, error };
      throw error;
    }
  });
}

/** Jagannatha Hora files → items (one client with one Kundli each); `gender` is not in the files. */
export function jhdItems(files: { name: string; text: string }[], gender: "male" | "female"): Item[] {
  return files.map((file, i) => {
    const base = { row: i + 1, file: file.name, name: file.name };
    try {
      const birth = parseJhd(file.text, file.name);
      const raw = {
        name: birth.name,
        gender,
        date: birth.date,
        time: birth.time,
        place: birth.place || `${birth.latitude}, ${birth.longitude}`,
        latitude: String(birth.latitude),
        longitude: String(birth.longitude),
        timezone: "UTC", // replaced by the named place's zone when the gazetteer has it
        utc_offset: birth.utcOffset,
      };
      const plan = planRow(raw);
      return { ...base, name: birth.name, plan: { ...plan, jhdPlace: birth.place, jhdCountry: birth.country } };
    } catch (error) {
      if (error instanceof JhdError) return { ...base, error: new RowError("file", `clientsIo.${error.code}`) };
      if (error instanceof RowError) return { ...base, error };
      throw error;
    }
  });
}

type Candidate = {
  id: number;
  name: string;
  admin1: string;
  country: string;
  latitude: number;
  longitude: number;
  timezone: string;
  population: number;
};

/** Gazetteer places by exact name (any spelling, aliases too), biggest first; in chunks (D1 binds 100 values at most). */
async function placesNamed(env: Env, names: string[]): Promise<Map<string, Candidate[]>> {
  const keys = [...new Set(names.map(placeKey).filter(Boolean))];
  const byKey = new Map<string, Candidate[]>();
  for (let i = 0; i < keys.length; i += 90) {
    const rows = await db(env)
      .selectFrom("place_names")
      .innerJoin("places", "places.id", "place_names.place_id")
      .select([
        "place_names.key",
        "places.id",
        "places.name",
        "places.admin1",
        "places.country",
        "places.latitude",
        "places.longitude",
        "places.timezone",
        "places.population",
      ])
      .where("place_names.key", "in", keys.slice(i, i + 90))
      .orderBy("places.population", "desc")
      .orderBy("places.id")
      .limit(2000)
      .execute();
    for (const { key, ...place } of rows) byKey.set(key, [...(byKey.get(key) ?? []), place]);
  }
  return byKey;
}

function pick(candidates: Candidate[] | undefined, state?: string, country?: string): Candidate | undefined {
  const s = state ? placeKey(state) : "";
  const c = country ? (placeKey(country) === "india" ? "IN" : country.trim().toUpperCase()) : "";
  return candidates?.find((p) => (!s || placeKey(p.admin1).startsWith(s)) && (!c || p.country === c));
}

type JhdPlan = RowPlan & { jhdPlace?: string; jhdCountry?: string };

/** Places found, births checked (the saved Kundlis' rules), duplicates marked: what a preview shows. */
async function check(env: Env, owner: string, items: Item[]) {
  const lookups = items.flatMap((it) => {
    const plan = it.plan as JhdPlan | undefined;
    return [plan?.birth?.lookup?.name, plan?.jhdPlace].filter((n): n is string => Boolean(n));
  });
  const places = await placesNamed(env, lookups);
  const births = new Map<number, KundliFields>();
  for (const item of items) {
    const plan = item.plan as JhdPlan | undefined;
    if (!plan?.birth) continue;
    let fields: KundliFields;
    if (plan.birth.lookup) {
      const { name, state, country } = plan.birth.lookup;
      const place = pick(places.get(placeKey(name)), state, country);
      if (!place) {
        item.error = new RowError("place", "clientsIo.placeNotFound", { place: name.slice(0, 60) });
        continue;
      }
      fields = {
        ...plan.birth.fields,
        place: {
          id: place.id,
          name: place.name,
          latitude: place.latitude,
          longitude: place.longitude,
          timezone: place.timezone,
        },
      };
    } else {
      fields = plan.birth.fields as KundliFields;
      // a Jagannatha Hora file gives the clock's offset, not the zone: take the named place's zone
      const named = plan.jhdPlace ? pick(places.get(placeKey(plan.jhdPlace)), undefined, plan.jhdCountry) : undefined;
      if (named) fields = { ...fields, place: { ...fields.place, timezone: named.timezone } };
    }
    try {
      await validateKundli(env, fields);
      births.set(item.row, fields);
    } catch (error) {
      if (error instanceof ApiError && error.status < 500)
        item.error = new RowError(error.field ?? "row", error.messageKey, error.params);
      else throw error;
    }
  }
  const saved = await existing(env, owner, items, births);
  return { births, saved };
}

/** Which items are saved already: a Kundli with the same name, date, time and place; or a client with the same name and phone. */
async function existing(
  env: Env,
  owner: string,
  items: Item[],
  births: Map<number, KundliFields>,
): Promise<Set<number>> {
  const dates = [...new Set([...births.values()].map((b) => b.date))];
  const kundlis = new Set<string>();
  for (let i = 0; i < dates.length; i += 90) {
    const rows = await db(env)
      .selectFrom("kundalis")
      .select(["name", "date", "time", "latitude", "longitude"])
      .where("user_id", "=", owner)
      .where("date", "in", dates.slice(i, i + 90))
      .execute();
    for (const r of rows) kundlis.add(birthKey(r.name, r.date, r.time, r.latitude, r.longitude));
  }
  const names = [...new Set(items.filter((it) => it.plan && !it.plan.birth).map((it) => it.plan!.client.name))];
  const clients = new Set<string>();
  for (let i = 0; i < names.length; i += 90) {
    const rows = await db(env)
      .selectFrom("clients")
      .select(["name", "phone"])
      .where("user_id", "=", owner)
      .where("name", "in", names.slice(i, i + 90))
      .execute();
    for (const r of rows) clients.add(`${r.name}\u0000${r.phone}`);
  }
  const found = new Set<number>();
  for (const item of items) {
    const birth = births.get(item.row);
    if (birth && kundlis.has(birthKey(birth.name, birth.date, birth.time, birth.place.latitude, birth.place.longitude)))
      found.add(item.row);
    else if (
      item.plan &&
      !item.plan.birth &&
      clients.has(`${item.plan.client.name}\u0000${item.plan.client.phone ?? ""}`)
    )
      found.add(item.row);
  }
  return found;
}

const birthKey = (name: string, date: string, time: string, lat: number, lon: number) =>
  [name, date, time.length === 5 ? `${time}:00` : time, lat.toFixed(4), lon.toFixed(4)].join("\u0000");

const same = (a: ClientFields, b: ClientFields) =>
  JSON.stringify([a.name, a.name_hi ?? "", a.phone ?? "", a.email ?? "", a.city ?? "", a.tags ?? [], a.notes ?? ""]) ===
  JSON.stringify([b.name, b.name_hi ?? "", b.phone ?? "", b.email ?? "", b.city ?? "", b.tags ?? [], b.notes ?? ""]);

/** Items grouped into clients: by client_key, in the order first seen. */
function groups(items: Item[]): Item[][] {
  const out: Item[][] = [];
  const byKey = new Map<string, Item[]>();
  for (const item of items) {
    const key = item.plan?.clientKey;
    if (key && byKey.has(key)) byKey.get(key)!.push(item);
    else {
      const group = [item];
      out.push(group);
      if (key) byKey.set(key, group);
    }
  }
  return out;
}

/**
 * Checks `items` for `owner` and, with `write`, saves what passed. `reference` names this import
 * in the charges' idempotency keys (a digest of the file), so a retried request pays once.
 */
export async function runImport(
  env: Env,
  owner: string,
  items: Item[],
  write: boolean,
  reference: string,
): Promise<ImportReport> {
  const { births, saved } = await check(env, owner, items);
  const results: RowResult[] = [];
  const result = (item: Item, status: RowStatus, error?: RowError): RowResult => {
    const birth = births.get(item.row) ?? item.plan?.birth?.fields;
    const r: RowResult = {
      row: item.row,
      status,
      name: item.plan?.client.name ?? item.name,
      ...(birth ? { kundli_name: birth.name } : {}),
      ...(item.file ? { file: item.file } : {}),
      ...(error
        ? { field: error.field, messageKey: error.messageKey, ...(error.params ? { params: error.params } : {}) }
        : {}),
    };
    results.push(r);
    return r;
  };
  let stopped: RowError | undefined;
  for (const group of groups(items)) {
    const [first, ...rest] = group as [Item, ...Item[]];
    if (first.error || !first.plan) {
      result(first, "error", first.error);
      for (const item of rest)
        result(
          item,
          "error",
          item.error ?? new RowError("client_key", "clientsIo.clientRowInvalid", { row: first.row }),
        );
      continue;
    }
    if (saved.has(first.row)) {
      for (const item of group) result(item, item.error ? "error" : "duplicate", item.error);
      continue;
    }
    const rows = group.map((item) => {
      if (!item.error && item !== first && item.plan && !same(item.plan.client, first.plan!.client))
        item.error = new RowError("name", "clientsIo.clientDiffers", { row: first.row });
      if (!item.error && item !== first && !item.plan?.birth)
        item.error = new RowError("date", "clientsIo.birthMissing");
      return item;
    });
    if (!write || stopped) {
      for (const item of rows) result(item, item.error ? "error" : stopped ? "error" : "ready", item.error ?? stopped);
      continue;
    }
    const client = await addClient(env, owner, first.plan.client);
    let written = 0;
    for (const item of rows) {
      const birth = births.get(item.row);
      if (item.error || (!birth && item.plan?.birth)) {
        result(item, "error", item.error);
        continue;
      }
      if (!birth) {
        result(item, "written");
        continue;
      }
      if (stopped) {
        result(item, "error", stopped);
        continue;
      }
      try {
        await addKundli(env, owner, birth, `import:${reference}:${item.row}`, {
          id: client.id,
          relation: item.plan!.birth!.relation as KundliRelation,
        });
        written++;
        result(item, "written");
      } catch (error) {
        if (!(error instanceof ApiError) || error.status >= 500) throw error;
        const refusal = new RowError("row", error.messageKey, error.params);
        if (error.status === 402 || error.status === 409) stopped = refusal;
        result(item, "error", refusal);
      }
    }
    // a client imported for births none of which could be saved would only be an empty duplicate
    if (written === 0 && first.plan.birth) await db(env).deleteFrom("clients").where("id", "=", client.id).execute();
  }
  results.sort((a, b) => a.row - b.row);
  const count = (s: RowStatus) => results.filter((r) => r.status === s).length;
  return {
    rows: items.length,
    ready: count(write ? "written" : "ready"),
    written: count("written"),
    duplicates: count("duplicate"),
    failed: count("error"),
    kundlis: results.filter(
      (r) => (r.status === "ready" || r.status === "written") && r.kundli_name && births.has(r.row),
    ).length,
    results,
  };
}

/** A short digest of what was imported, for the charges' idempotency keys. */
export async function digest(text: string): Promise<string> {
  const hash = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(hash).slice(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
