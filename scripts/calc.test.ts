/** The `calc` command line as a script would use it: JSON Lines in, JSON Lines out, exit status. */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readExamples } from "#engine/testing/reference.ts";

const root = path.resolve(import.meta.dirname, "..");
const charts: { input: unknown }[] = readExamples("charts");
const inputOf = (chart: { input: unknown }) => JSON.stringify(chart.input);

function calc(command: string, stdin: string) {
  const r = spawnSync("tsx", ["scripts/calc.ts", command], {
    cwd: root,
    input: stdin,
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });
  return {
    status: r.status,
    lines: r.stdout
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

describe("calc command line", () => {
  it("answers each line in order, reports bad lines and exits 1", () => {
    const stdin = [inputOf(charts[0]!), "{not json", JSON.stringify({ gender: "male" }), inputOf(charts[1]!)].join(
      "\n",
    );
    const { status, lines } = calc("kundli", stdin);
    expect(status).toBe(1);
    expect(lines).toHaveLength(4);
    expect((lines[0]!.basic as { name: string }).name).toBe("EXC001");
    expect(lines[1]).toMatchObject({ error: { code: "INVALID_JSON" } });
    expect(lines[2]).toMatchObject({ error: { code: "MISSING_FIELD", field: "date" } });
    expect((lines[3]!.basic as { name: string }).name).toBe("EXC002");
  });

  it("accepts one pretty-printed match input and exits 0", () => {
    const pair = { boy: JSON.parse(inputOf(charts[0]!)) as unknown, girl: JSON.parse(inputOf(charts[1]!)) as unknown };
    const { status, lines } = calc("match", JSON.stringify(pair, null, 2));
    expect(status).toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toHaveProperty("ashtakoot.total.outOf", 36);
    expect(lines[0]).toHaveProperty("tier");
  });

  it("answers day panchang lines (calc-cli-v2.md), a bad one with its error, exit 1", () => {
    const delhi = { name: "New Delhi", latitude: 28.63576, longitude: 77.22445, timezone: "Asia/Kolkata" };
    const stdin = [
      JSON.stringify({ date: "2026-03-19", place: delhi }),
      JSON.stringify({ date: "2026-02-30", place: delhi }),
    ].join("\n");
    const { status, lines } = calc("panchang", stdin);
    expect(status).toBe(1);
    expect(lines).toHaveLength(2);
    // Vikram Samvat 2083 begins that day (Chaitra Shukla Pratipada, wholly within it).
    expect(lines[0]).toMatchObject({ date: "2026-03-19", vara: 5, samvat: { vikram: 2083, shaka: 1948 } });
    expect(lines[0]).toHaveProperty("hora.23.planet");
    expect(lines[1]).toMatchObject({ error: { code: "INVALID_DATE", field: "date" } });
  });

  it("writes answers longer than a pipe's buffer whole (a 700 KB Kundli with four dasha levels)", () => {
    const big = JSON.stringify({ ...(charts[0]!.input as object), dashaLevels: 4 });
    const { status, lines } = calc("kundli", `${big}\n${inputOf(charts[1]!)}`);
    expect(status).toBe(0);
    expect(lines.map((l) => (l.basic as { name: string }).name)).toEqual(["EXC001", "EXC002"]);
  });

  it("refuses an unknown command with usage and exit 2", () => {
    expect(calc("horoscope", "").status).toBe(2);
  });
});
