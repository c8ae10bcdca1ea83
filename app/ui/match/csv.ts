/**
 * CSV as RFC 4180 has it: comma-separated, fields with a comma, quote or line break inside
 * double quotes, a quote doubled. Read by the batch match's upload (server) and written by its
 * export (browser). Small and hand-written: a CSV library would cost the main Worker several KiB
 * of its gzip budget for the two functions below (docs/decisions/0021-batch-matching.md).
 */

export interface CsvRecord {
  /** 1-based line of the file where the record starts, for messages about it. */
  line: number;
  cells: string[];
}

/** The file's records; null when it is not CSV (a quote left open, a quote inside an unquoted field). */
export function parseCsv(text: string): CsvRecord[] | null {
  const records: CsvRecord[] = [];
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text; // a spreadsheet's byte-order mark
  let cells: string[] = [];
  let cell = "";
  let line = 1;
  let start = 1;
  let quoted = false;
  let wasQuoted = false;
  const endRecord = () => {
    cells.push(cell);
    // A blank line is no record.
    if (cells.length > 1 || cells[0] !== "" || wasQuoted) records.push({ line: start, cells });
    cells = [];
    cell = "";
    wasQuoted = false;
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === "\n") line++;
        cell += c;
      }
    } else if (c === '"') {
      if (cell !== "" || wasQuoted) return null;
      quoted = wasQuoted = true;
    } else if (c === ",") {
      cells.push(cell);
      cell = "";
      wasQuoted = false;
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && src[i + 1] === "\n") i++;
      endRecord();
      line++;
      start = line;
    } else {
      if (wasQuoted) return null;
      cell += c;
    }
  }
  if (quoted) return null;
  if (cell !== "" || cells.length || wasQuoted) endRecord();
  return records;
}

/**
 * Rows as CSV text (CRLF, as RFC 4180 and spreadsheets expect). A cell that a spreadsheet would
 * run as a formula (=, +, -, @ first) gets a leading apostrophe, unless it is a plain number.
 */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => {
    let text = String(value);
    if (/^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return rows.map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}
