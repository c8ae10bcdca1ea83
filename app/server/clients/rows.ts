/**
 * The CSV column set of client import and export (docs/client-import-export.md) and one row's
 * checks that need no database: the client's fields by the clients' own schema (ClientFields),
 * the Kundli's by the saved Kundlis' (KundliFields). Dates and times are also accepted the ways
 * Indian registers and spreadsheets write them. Pure, no I/O.
 */
import type { z } from "zod";
import { ClientFields } from "#app/server/accounts/clients.server";
import { KundliFields, relationField } from "#app/server/accounts/kundalis.server";

/** Every column, in the order export writes them and the template shows them. */
export const COLUMNS = [
  "client_key",
  "name",
  "name_hi",
  "phone",
  "email",
  "city",
  "tags",
  "notes",
  "relation",
  "kundli_name",
  "gender",
  "date",
  "time",
  "place",
  "state",
  "country",
  "latitude",
  "longitude",
  "timezone",
  "utc_offset",
  "place_id",
  "father_name",
  "mother_name",
  "jati",
  "gotra",
  "options",
] as const;
export type Column = (typeof COLUMNS)[number];
export type RawRow = Partial<Record<Column, string>>;

/** The client's columns: on a client's second and later rows they may be left empty. */
export const CLIENT_COLUMNS = ["name", "name_hi", "phone", "email", "city", "tags", "notes"] as const;
/** Columns that mean "this row has a birth". */
const BIRTH_COLUMNS = ["kundli_name", "gender", "date", "time", "place", "latitude", "longitude", "timezone"] as const;

/** A refusal of one row: the field and a translation key of app/i18n/<lng>/clients.json (or another namespace). */
export class RowError extends Error {
  readonly field: string;
  readonly messageKey: string;
  readonly params: Record<string, unknown> | undefined;
  constructor(field: string, messageKey: string, params?: Record<string, unknown>) {
    super(messageKey);
    this.field = field;
    this.messageKey = messageKey;
    this.params = params;
  }
}

/** Header names → column positions; unknown or repeated names refuse the whole file. */
export function readHeader(fields: string[]): Map<Column, number> {
  const map = new Map<Column, number>();
  fields.forEach((raw, i) => {
    const name = raw.trim().toLowerCase().replace(/\s+/g, "_");
    if (name === "" && i === fields.length - 1) return; // a trailing comma
    if (!(COLUMNS as readonly string[]).includes(name) || map.has(name as Column))
      throw new RowError(name || `#${i + 1}`, "clientsIo.unknownColumn", { column: raw.trim().slice(0, 40) });
    map.set(name as Column, i);
  });
  if (!map.has("name")) throw new RowError("name", "clientsIo.noNameColumn");
  return map;
}

export function rawRow(header: Map<Column, number>, fields: string[]): RawRow {
  const row: RawRow = {};
  for (const [column, i] of header) {
    let value = (fields[i] ?? "").trim();
    // export protects formulas with an apostrophe (csv.ts csvField): take it off
    if (/^'[=+\-@]/.test(value)) value = value.slice(1);
    if (value) row[column] = value;
  }
  return row;
}

/** YYYY-MM-DD, or DD-MM-YYYY, DD/MM/YYYY, DD.MM.YYYY (never month first). */
export function normalDate(text: string): string {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : [];
  if (!y || !m || !d) return text; // the birth check names what is wrong
  return `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`;
}

/** HH:MM[:SS], or H:MM[:SS] with AM/PM. */
export function normalTime(text: string): string {
  const m =
    /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap])\.?m\.?$/i.exec(text) ?? /^(\d{1,2}):(\d{2})(?::(\d{2}))?()$/.exec(text);
  if (!m) return text;
  let hour = Number(m[1]);
  const half = m[4]?.toLowerCase();
  if (half) {
    if (hour < 1 || hour > 12) return text;
    hour = (hour % 12) + (half === "p" ? 12 : 0);
  }
  return `${String(hour).padStart(2, "0")}:${m[2]}${m[3] ? `:${m[3]}` : ""}`;
}

const GENDERS: Record<string, "male" | "female"> = { male: "male", m: "male", female: "female", f: "female" };

function number(row: RawRow, column: "latitude" | "longitude" | "place_id"): number | undefined {
  const text = row[column];
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^-?\d+(\.\d+)?$/.test(text) || !Number.isFinite(value)) throw new RowError(column, "clientsIo.invalidNumber");
  return value;
}

/** zod's first issue as a RowError (the schemas' messages are translation keys). */
function parsed<T extends z.ZodType>(schema: T, value: unknown, prefix = ""): z.infer<T> {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join(".") || prefix;
  const key = /^[a-z]\w*\.[\w.]+$/.test(issue.message) ? issue.message : "errors.validation";
  throw new RowError(prefix && field !== prefix ? `${prefix}.${field}` : field, key);
}

export const ClientRow = ClientFields;

/** What one row asks for, checked without the database. The place may still need the gazetteer. */
export interface RowPlan {
  client: ClientFields;
  clientKey: string | undefined;
  birth?: {
    fields: Omit<KundliFields, "place"> & { place?: KundliFields["place"] };
    relation: z.infer<typeof relationField>;
    /** A place to look up in the gazetteer (when no coordinates were given). */
    lookup?: { name: string; state?: string; country?: string };
  };
}

export function planRow(row: RawRow): RowPlan {
  const client = parsed(ClientRow, Object.fromEntries(CLIENT_COLUMNS.flatMap((c) => (row[c] ? [[c, row[c]]] : []))));
  const hasBirth = BIRTH_COLUMNS.some((c) => row[c] !== undefined);
  if (!hasBirth) {
    if (row.relation) throw new RowError("date", "clientsIo.birthMissing");
    return { client, clientKey: row.client_key };
  }
  for (const c of ["gender", "date", "time"] as const) if (!row[c]) throw new RowError(c, "clientsIo.birthMissing");
  const gender = GENDERS[row.gender!.toLowerCase()];
  if (!gender) throw new RowError("gender", "accounts.invalidGender");
  const latitude = number(row, "latitude");
  const longitude = number(row, "longitude");
  const placeId = number(row, "place_id");
  const coordinates = latitude !== undefined || longitude !== undefined || row.timezone !== undefined;
  if (coordinates && (latitude === undefined || longitude === undefined || !row.timezone))
    throw new RowError(
      latitude === undefined ? "latitude" : longitude === undefined ? "longitude" : "timezone",
      "clientsIo.coordinatesIncomplete",
    );
  if (!coordinates && !row.place) throw new RowError("place", "clientsIo.placeMissing");
  let options: unknown;
  if (row.options) {
    try {
      options = JSON.parse(row.options);
    } catch {
      throw new RowError("options", "calc.errors.INVALID_OPTION");
    }
  }
  const fields = parsed(KundliFields.omit({ place: true }), {
    name: row.kundli_name ?? row.name,
    gender,
    date: normalDate(row.date!),
    time: normalTime(row.time!),
    ...(row.utc_offset ? { utcOffset: row.utc_offset } : {}),
    ...(row.father_name ? { father_name: row.father_name } : {}),
    ...(row.mother_name ? { mother_name: row.mother_name } : {}),
    ...(row.jati ? { jati: row.jati } : {}),
    ...(row.gotra ? { gotra: row.gotra } : {}),
    ...(options !== undefined ? { options } : {}),
  });
  const relation = parsed(relationField, row.relation?.toLowerCase() ?? "self", "relation");
  if (coordinates) {
    const place = {
      id: placeId ?? null,
      name: row.place ?? "",
      latitude: latitude!,
      longitude: longitude!,
      timezone: row.timezone!,
    };
    return { client, clientKey: row.client_key, birth: { fields: { ...fields, place }, relation } };
  }
  return {
    client,
    clientKey: row.client_key,
    birth: {
      fields,
      relation,
      lookup: {
        name: row.place!,
        ...(row.state ? { state: row.state } : {}),
        ...(row.country ? { country: row.country } : {}),
      },
    },
  };
}
