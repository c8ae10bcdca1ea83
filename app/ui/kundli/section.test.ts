import { beforeAll, describe, expect, it } from "vitest";
import type { Ephemeris } from "../../../ephemeris/index.ts";
import { loadEphemerisNode } from "../../../ephemeris/node.ts";
import { computeKundli } from "../../../engine/kundli.ts";
import { kundliInputOf } from "./section";

let eph: Ephemeris;
beforeAll(async () => {
  eph = await loadEphemerisNode();
});

describe("kundliInputOf: a tab asks for its section with the shown Kundli's own input", () => {
  const runtime = { tzdata: "test" };
  it.each([
    {
      name: "Asha Verma",
      gender: "female",
      date: "1972-01-09",
      time: "04:05:00",
      place: { name: "Jaipur", latitude: 26.9124, longitude: 75.7873, timezone: "Asia/Kolkata" },
      options: { ayanamsa: "kp", node: "true", houses: "placidus" },
    },
    {
      name: "Mumbai LMT",
      gender: "male",
      date: "1931-03-05",
      time: "21:10:30",
      utcOffset: "+04:51:00",
      place: { name: "Mumbai", latitude: 19.076, longitude: 72.8777, timezone: "Asia/Kolkata" },
    },
  ])("gives back a Kundli equal to the shown one ($name)", (input) => {
    const shown = computeKundli(eph, input, runtime);
    const again = computeKundli(eph, kundliInputOf(shown), runtime);
    expect(again).toEqual(shown);
    // An offset given by hand is kept (as the contract writes it); a zone's is left to the zone.
    expect(kundliInputOf(shown).utcOffset).toBe(input.utcOffset?.replace(/:00$/, ""));
  });
});
