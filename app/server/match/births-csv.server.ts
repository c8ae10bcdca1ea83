/**
 * A CSV of births for batch matching (docs/batch-matching.md lists the columns): every row is
 * checked as a saved Kundli's birth is (KundliFields, then the calculation contract's date, time,
 * zone and coordinate rules) and refused one by one; the good rows go on to be matched.
 */
import { KundliFields, checkBirth } from "#app/server/accounts/kundalis.server";
import { ApiError, parseWith } from "#app/server/http.server";
import { CsvError, parseCsv } from "#app/shared/csv";
import { MANUAL_ZONE } from "#app/routes/main/kundli/birth.server";

/** The most bytes and data rows one upload may have (batch.server.ts MAX_CANDIDATES; past 500 it is a queued job). */
export const MAX_CSV_BYTES = 1024 * 1024;
export const MAX_CSV_ROWS = 5000;

export const CSV_COLUMNS = [
  "name",
  "gender",
  "date",
  "time",
  "place",
  "latitude",
  "longitude",
  "timezone",
  "utc_offset",
] as const;
type Column = (typeof CSV_COLUMNS)[number];
const REQUIRED: readonly Column[] = ["name", "date", "time", "latitude", "longitude"];

/** What the template download holds: the header and one example row. */
export const CSV_TEMPLATE =
  `${CSV_COLUMNS.join(",")}\r\n` + "Priya Sharma,female,1994-03-21,06:45,Varanasi,25.3176,82.9739,Asia/Kolkata,\r\n";

export interface CsvBirth {
  line: number;
  fields: KundliFields;
}

export interface CsvRowError {
  line: number;
  /** The CSV column at fault. */
  column: string;
  code: string;
  messageKey: string;
}

/** The contract's (KundliFields') field names back to the CSV's columns. */
const COLUMN_OF: Readonly<Record<string, Column>> = {
  name: "name",
  gender: "gender",
  date: "date",
  time: "time",
  place: "place",
  "place.name": "place",
  "place.latitude": "latitude",
  "place.longitude": "longitude",
  "place.timezone": "timezone",
  latitude: "latitude",
  longitude: "longitude",
  timezone: "timezone",
  utcOffset: "utc_offset",
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{1,2}:\d{2}(:\d{2})?$/;
const NUMBER = /^[+-]?\d{1,3}(\.\d+)?$/;

function rowError(line: number, column: string, code: string, messageKey: string): CsvRowError {
  return { line, column, code, messageKey };
}

/**
 * The births of a CSV upload for candidates of `gender`. A file that is not CSV, has no header
 * with the required columns, or has no data row or too many is refused as a whole (400); a bad
 * row is reported with its line and column and left out.
 */
export function parseBirthsCsv(
  text: string,
  gender: "male" | "female",
  options: Record<string, unknown>,
): { births: CsvBirth[]; errors: CsvRowError[] } {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw new ApiError(400, "invalid_csv", "batch.errors.notCsv", "csv");
    throw error;
  }
  const [header, ...data] = records;
  if (!header) throw new ApiError(400, "empty_csv", "batch.errors.noRows", "csv");
  const at = new Map(header.fields.map((name, i) => [name.trim().toLowerCase(), i]));
  const missing = REQUIRED.find((c) => !at.has(c));
  if (missing) throw new ApiError(400, "missing_column", "batch.errors.missingColumn", "csv", { column: missing });
  if (data.length === 0) throw new ApiError(400, "empty_csv", "batch.errors.noRows", "csv");
  if (data.length > MAX_CSV_ROWS)
    throw new ApiError(400, "too_many_rows", "batch.errors.tooManyRows", "csv", { max: MAX_CSV_ROWS });

  const births: CsvBirth[] = [];
  const errors: CsvRowError[] = [];
  for (const { line, fields: cells } of data) {
    const get = (c: Column) => (at.has(c) ? (cells[at.get(c)!] ?? "").trim() : "");
    if (cells.length !== header.fields.length) {
      errors.push(rowError(line, "", "wrong_cell_count", "batch.errors.cellCount"));
      continue;
    }
    const rowGender = get("gender").toLowerCase();
    if (rowGender && rowGender !== gender) {
      errors.push(rowError(line, "gender", "wrong_gender", `batch.errors.gender.${gender}`));
      continue;
    }
    const empty = REQUIRED.find((c) => get(c) === "");
    if (empty) {
      errors.push(rowError(line, empty, "required", "errors.required"));
      continue;
    }
    const bad = (["date", "time", "latitude", "longitude"] as const).find(
      (c) => !(c === "date" ? DATE : c === "time" ? TIME : NUMBER).test(get(c)),
    );
    if (bad) {
      errors.push(rowError(line, bad, "invalid_input", `batch.errors.${bad}`));
      continue;
    }
    const timezone = get("timezone");
    const utcOffset = get("utc_offset");
    if (!timezone && !utcOffset) {
      errors.push(rowError(line, "timezone", "required", "batch.errors.zoneOrOffset"));
      continue;
    }
    const time = get("time");
    const raw = {
      name: get("name"),
      gender,
      date: get("date"),
      time: time.length < 6 ? time.padStart(5, "0") : time.padStart(8, "0"),
      place: {
        name: get("place") || `${get("latitude")}, ${get("longitude")}`,
        latitude: Number(get("latitude")),
        longitude: Number(get("longitude")),
        timezone: timezone || MANUAL_ZONE,
      },
      ...(utcOffset ? { utcOffset } : {}),
      ...(Object.keys(options).length ? { options } : {}),
    };
    try {
      const fields = parseWith(KundliFields, raw);
      checkBirth(fields);
      births.push({ line, fields });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const column = COLUMN_OF[error.field ?? ""] ?? error.field ?? "";
      errors.push(rowError(line, column, error.code, error.messageKey));
    }
  }
  return { births, errors };
}
