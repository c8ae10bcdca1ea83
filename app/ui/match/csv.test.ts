import { describe, expect, it } from "vitest";
import { parseCsv, toCsv } from "./csv";

describe("parseCsv", () => {
  it("reads fields, quoted commas, doubled quotes and line breaks inside quotes, with the line each record starts on", () => {
    const text = 'name,place\r\n"Sharma, Priya","Varanasi ""Kashi"""\n"two\nlines",x\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ["name", "place"] },
      { line: 2, cells: ["Sharma, Priya", 'Varanasi "Kashi"'] },
      { line: 3, cells: ["two\nlines", "x"] },
    ]);
  });

  it("skips blank lines, strips a byte-order mark, and keeps a last line without a newline", () => {
    expect(parseCsv("\uFEFFa,b\n\n1,2\r\n\r\n3,4")).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 3, cells: ["1", "2"] },
      { line: 5, cells: ["3", "4"] },
    ]);
  });

  it("keeps empty cells and a quoted empty record", () => {
    expect(parseCsv('a,,c\n""\n')).toEqual([
      { line: 1, cells: ["a", "", "c"] },
      { line: 2, cells: [""] },
    ]);
  });

  it("refuses what is not CSV: an open quote, a quote inside a bare field, text after a closing quote", () => {
    expect(parseCsv('a,"b\n')).toBeNull();
    expect(parseCsv('a,b"c\n')).toBeNull();
    expect(parseCsv('a,"b"c\n')).toBeNull();
  });

  it("reads nothing from an empty file", () => {
    expect(parseCsv("")).toEqual([]);
  });
});

describe("toCsv", () => {
  it("quotes what needs it, ends lines with CRLF, and reads back the same", () => {
    const rows = [
      ["name", "note"],
      ["Sharma, Priya", 'said "yes"'],
      ["दो\nपंक्तियाँ", "28.5"],
    ];
    const text = toCsv(rows);
    expect(text).toBe('name,note\r\n"Sharma, Priya","said ""yes"""\r\n"दो\nपंक्तियाँ",28.5\r\n');
    expect(parseCsv(text)!.map((r) => r.cells)).toEqual(rows);
  });

  it("keeps a spreadsheet from running a cell as a formula, but not a signed number", () => {
    expect(toCsv([["=HYPERLINK(1)", "+1", "-2.5", "@x", "-x"]])).toBe("'=HYPERLINK(1),+1,-2.5,'@x,'-x\r\n");
  });
});
