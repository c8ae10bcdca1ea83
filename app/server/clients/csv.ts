/**
 * CSV as RFC 4180 writes it (comma-separated, fields with a comma, quote or line break in double
 * quotes, quotes doubled), read and written. Hand-written rather than a library: it is 60 lines,
 * and the main Worker has about 9 KiB of its 400 KiB gzip budget left (docs/decisions/0022).
 * Pure, no I/O.
 */

export class CsvError extends Error {
  readonly code: "unterminated_quote" | "stray_quote" | "not_text";
  readonly line: number;
  constructor(code: CsvError["code"], line: number) {
    super(`${code} at line ${line}`);
    this.code = code;
    this.line = line;
  }
}

/**
 * Rows of fields. Accepts CRLF, LF or CR line ends and a UTF-8 byte-order mark (spreadsheet
 * programs write one); a line that is entirely empty is skipped. Each row carries the line it
 * starts on, for messages.
 */
export function parseCsv(text: string): { line: number; fields: string[] }[] {
  // eslint-disable-next-line no-control-regex
  if (/\u0000/.test(text)) throw new CsvError("not_text", 1);
  const src = text.replace(/^\uFEFF/, "");
  const rows: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let i = 0;
  const endRow = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0] === "")) rows.push({ line: rowLine, fields });
    fields = [];
    field = "";
  };
  while (i < src.length) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        const next = src[i];
        if (next !== undefined && next !== "," && next !== "\n" && next !== "\r")
          throw new CsvError("stray_quote", line);
        continue;
      }
      if (ch === "\n" || (ch === "\r" && src[i + 1] !== "\n")) line++;
      field += ch;
      i++;
      continue;
    }
    if (ch === '"') {
      if (field !== "") throw new CsvError("stray_quote", line);
      quoted = true;
      i++;
    } else if (ch === ",") {
      fields.push(field);
      field = "";
      i++;
    } else if (ch === "\r" || ch === "\n") {
      endRow();
      i += ch === "\r" && src[i + 1] === "\n" ? 2 : 1;
      line++;
      rowLine = line;
    } else {
      field += ch;
      i++;
    }
  }
  if (quoted) throw new CsvError("unterminated_quote", rowLine);
  if (field !== "" || fields.length > 0) endRow();
  return rows;
}

/**
 * One field as CSV. A field that a spreadsheet would run as a formula (= + - @ at the start) gets
 * a leading apostrophe when `protectFormulas` (OWASP "CSV injection"); the importer takes it off.
 */
export function csvField(value: string, protectFormulas = true): string {
  let text = value;
  if (protectFormulas && /^[=+\-@\t\r]/.test(text) && !/^[+-]\d/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text with CRLF line ends (RFC 4180). */
export function toCsv(rows: string[][]): string {
  return rows.map((row) => row.map((v) => csvField(v)).join(",")).join("\r\n") + "\r\n";
}
