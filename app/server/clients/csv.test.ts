import { describe, expect, it } from "vitest";
import { csvField, CsvError, parseCsv, toCsv } from "./csv";

const fields = (text: string) => parseCsv(text).map((r) => r.fields);

describe("parseCsv", () => {
  it("reads plain, quoted, doubled-quote and multi-line fields, with their starting lines", () => {
    const rows = parseCsv('a,b,c\r\n1,"x, y","say ""hi"""\n2,"two\nlines",\n');
    expect(rows).toEqual([
      { line: 1, fields: ["a", "b", "c"] },
      { line: 2, fields: ["1", "x, y", 'say "hi"'] },
      { line: 3, fields: ["2", "two\nlines", ""] },
    ]);
  });

  it("takes off a byte-order mark, skips empty lines, reads CR line ends and a last line without one", () => {
    expect(fields("\uFEFFname\r\rराम\r\n\nसीता")).toEqual([["name"], ["राम"], ["सीता"]]);
  });

  it("refuses an unterminated quote, a quote inside a plain field, and binary text", () => {
    for (const [text, code, line] of [
      ['name\n"Ram', "unterminated_quote", 2],
      ['name\nRa"m"', "stray_quote", 2],
      ['name\n"Ram"x', "stray_quote", 2],
      ["PK\u0003\u0004\u0000\u0000", "not_text", 1],
    ] as const) {
      const error = (() => {
        try {
          parseCsv(text);
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(CsvError);
      expect(error).toMatchObject({ code, line });
    }
  });
});

describe("toCsv", () => {
  it("quotes what needs it and reads back the same", () => {
    const rows = [
      ["name", "notes"],
      ["Asha, Verma", 'He said "wait"\nthen left'],
      ["राम", " padded "],
    ];
    const text = toCsv(rows);
    expect(text).toBe('name,notes\r\n"Asha, Verma","He said ""wait""\nthen left"\r\nराम," padded "\r\n');
    expect(fields(text)).toEqual(rows);
  });

  it("keeps a spreadsheet from running a field as a formula, but not a signed number", () => {
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("-77.2")).toBe("-77.2");
    expect(csvField("+919876543210")).toBe("+919876543210");
  });
});
