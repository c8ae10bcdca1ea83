import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fromSexagesimal, JhdError, nameFromFileName, parseJhd, toSexagesimal } from "./jhd";

const sample = (name: string) => readFileSync(path.join(import.meta.dirname, "testing", name), "utf8");

describe("parseJhd (samples in testing/, credited in testing/README.md)", () => {
  it("reads the birth of chart 3: 25 Dec 1926 05:12, 26°14′ N 78°10′ E, UTC+05:30, named after the file", () => {
    expect(parseJhd(sample("Atal Bihari Vajpayee.jhd"), "Atal Bihari Vajpayee.jhd")).toEqual({
      name: "Atal Bihari Vajpayee",
      date: "1926-12-25",
      time: "05:12:00",
      utcOffset: "+05:30",
      latitude: 26.233333, // 26 + 14/60
      longitude: 78.166667, // 78 + 10/60, east: written negative
      place: "Gwalior",
      country: "India",
    });
  });

  it("reads a local-mean-time offset and LF line ends (chart 6: UTC+05:17, 18°26′ N 79°09′ E)", () => {
    expect(parseJhd(sample("P V Narasimha Rao.jhd"), "C:\\JH\\data\\P V Narasimha Rao.jhd")).toMatchObject({
      name: "P V Narasimha Rao",
      date: "1921-06-21",
      time: "12:49:00",
      utcOffset: "+05:17",
      latitude: 18.433333,
      longitude: 79.15,
      place: "Wangapalli",
    });
  });

  it("reads a birth west of Greenwich: a positive zone and longitude are west", () => {
    const text = ["7", "4", "1976", "23.5930", "5.0000", "74.0022", "40.4300", "0"].join("\n");
    expect(parseJhd(text, "new_york.jhd")).toMatchObject({
      name: "new york",
      time: "23:59:30",
      utcOffset: "-05:00",
      longitude: -74.006111, // 74°00′22″ W
      latitude: 40.716667,
    });
  });

  it("refuses what is not a birth file, naming the part", () => {
    const good = sample("Atal Bihari Vajpayee.jhd").split("\r\n");
    const broken = (i: number, value: string) => good.map((l, j) => (j === i ? value : l)).join("\n");
    for (const [text, code] of [
      ["hello", "jhd_too_short"],
      [broken(0, "13"), "jhd_date"],
      [broken(2, "year"), "jhd_date"],
      [broken(3, "5.7200"), "jhd_time"], // 72 minutes
      [broken(3, "24.0000"), "jhd_time"],
      [broken(4, "-16.0"), "jhd_zone"],
      [broken(5, "-181.0"), "jhd_coordinates"],
      [broken(6, "91.0"), "jhd_coordinates"],
    ] as const) {
      expect(() => parseJhd(text, "x.jhd"), code).toThrow(JhdError);
      try {
        parseJhd(text, "x.jhd");
      } catch (e) {
        expect((e as JhdError).code).toBe(code);
      }
    }
  });
});

describe("sexagesimal values", () => {
  it("reads D.MMSS both ways and refuses minutes or seconds past 59", () => {
    expect(fromSexagesimal("77.1330")).toBeCloseTo(77 + 13 / 60 + 30 / 3600, 9);
    expect(fromSexagesimal("-5.3")).toBeCloseTo(-5.5, 9);
    expect(fromSexagesimal("12")).toBe(12);
    expect(fromSexagesimal("10.6000")).toBeNull();
    expect(fromSexagesimal("10.0060")).toBeNull();
    expect(fromSexagesimal("1e3")).toBeNull();
    expect(toSexagesimal(-(77 + 13 / 60 + 30 / 3600))).toBe("-77.1330");
    expect(nameFromFileName("/data/Sita_Ram.JHD")).toBe("Sita Ram");
  });
});
