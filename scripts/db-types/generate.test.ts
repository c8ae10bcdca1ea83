import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GENERATED_PATH, checkedStrings, migratedDatabase, tableTypes } from "./generate";

describe("kysely types generated from migrations/", () => {
  it("the committed file is what migrations/ produce", () => {
    const fresh = tableTypes(migratedDatabase("migrations"));
    const committed = readFileSync(GENERATED_PATH, "utf8");
    // toBe's diff names the tables and columns that drifted.
    expect(committed, `${GENERATED_PATH} differs from migrations/: run \`npm run db:types\` and commit it`).toBe(fresh);
  });

  it("maps SQLite's column types, NULL, defaults, rowids, generated columns and CHECK lists", () => {
    const dir = mkdtempSync(join(tmpdir(), "db-types-"));
    writeFileSync(
      join(dir, "0001_a.sql"),
      `CREATE TABLE some_things (
         code TEXT PRIMARY KEY CHECK (code IN ('a', 'b')),
         label VARCHAR(20),
         ratio REAL NOT NULL DEFAULT 1.5,
         flag INTEGER NOT NULL DEFAULT 0 CHECK (flag IN (0, 1)),
         raw BLOB NOT NULL
       ) WITHOUT ROWID;`,
    );
    writeFileSync(
      join(dir, "0002_b.sql"),
      `CREATE TABLE t (n INTEGER PRIMARY KEY, s TEXT NOT NULL,
         low TEXT GENERATED ALWAYS AS (lower(s)) STORED);
       ALTER TABLE t ADD COLUMN state TEXT NOT NULL DEFAULT 'x'
         CHECK (state IN ('x', 'y'));`,
    );
    const text = tableTypes(migratedDatabase(dir));
    expect(text).toContain(
      [
        "export interface SomeThingsTable {",
        '  code: "a" | "b";',
        "  label: string | null;",
        "  ratio: Generated<number>;",
        "  flag: Generated<number>;",
        "  raw: Uint8Array;",
        "}",
      ].join("\n"),
    );
    expect(text).toContain(
      [
        "export interface TTable {",
        "  n: Generated<number>;",
        "  s: string;",
        "  low: GeneratedAlways<string | null>;",
        '  state: Generated<"x" | "y">;',
        "}",
      ].join("\n"),
    );
    expect(text).toContain("export interface GeneratedDatabase {\n  some_things: SomeThingsTable;\n  t: TTable;\n}");
  });

  it("reads only a CHECK that is a plain IN list of strings", () => {
    const checks = checkedStrings(
      `CREATE TABLE x (a TEXT CHECK (a IN ('p', 'q')), b TEXT CHECK (b IN ('p') OR b = ''),
       c INTEGER CHECK (c IN (1, 2)), d TEXT, CHECK ((d IN ('z') AND c = 1)))`,
    );
    expect([...checks]).toEqual([["a", ["p", "q"]]]);
  });

  it("names the migration that does not apply", () => {
    const dir = mkdtempSync(join(tmpdir(), "db-types-"));
    writeFileSync(join(dir, "0001_bad.sql"), "CREATE TABLE (;");
    expect(() => migratedDatabase(dir)).toThrow(/0001_bad\.sql does not apply/);
  });
});
