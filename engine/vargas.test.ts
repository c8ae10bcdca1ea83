import { describe, expect, it } from "vitest";
import { SEFLG, SE_SIDM } from "../ephemeris/index.ts";
import { loadEphemerisNode } from "../ephemeris/node.ts";

import { SHODASHVARGA, VARGA_DIVISIONS, type VargaDivision, vargaCharts, vargaPlacement, vargaSign } from "./vargas.ts";
import { SIGNS, modalityOf, signFrom } from "./zodiac.ts";
import { chartExamples, longitudesOf, readCase } from "./testing/reference.ts";

const charts = chartExamples();
const pvr = readCase("book-pvr-varga-examples-shared");

const SIGN_BY_NAME = Object.fromEntries(SIGNS.map((s, i) => [s.key, i + 1]));
/** "Gemini 3°00'" → sidereal longitude. */
function parsePosition(text: string): number {
  const m = /^(\w+) (\d+)°(\d+)'$/.exec(text);
  if (!m) throw new Error(text);
  return (SIGN_BY_NAME[m[1]!.toLowerCase()]! - 1) * 30 + Number(m[2]) + Number(m[3]) / 60;
}

describe("charts.jsonl: every varga of every body, from the expected longitudes", () => {
  for (const chart of charts) {
    it(chart.id, () => {
      const mine = vargaCharts(longitudesOf(chart));
      expect(Object.keys(mine).sort()).toEqual(Object.keys(chart.expected.vargas).sort());
      expect(mine).toEqual(chart.expected.vargas);
    });
  }
});

describe("P.V.R. Narasimha Rao's book (shared examples)", () => {
  for (const example of pvr.cases.filter((c: { input?: unknown }) => c.input)) {
    it(example.ref, () => {
      for (const [chartName, bodies] of Object.entries(example.expected as Record<string, Record<string, string>>)) {
        const division = Number(chartName.slice(1)) as VargaDivision;
        for (const [body, signName] of Object.entries(bodies)) {
          expect(vargaSign(parsePosition(example.input[body]), division), `${chartName} ${body}`).toBe(
            SIGN_BY_NAME[signName.toLowerCase()],
          );
        }
      }
    });
  }

  // The twins of Example 46 were born two minutes apart; their D24 Lagnas differ. The Ascendant
  // comes from Swiss Ephemeris (ephemeris/swe.wasm, sidereal houses_ex, Lahiri).
  it("Example 46 / Chart 15 (twins, D24 lagna)", async () => {
    const ephemeris = await loadEphemerisNode();
    ephemeris.setSidMode(SE_SIDM.LAHIRI);
    const example = pvr.cases.find((c: { ref: string }) => c.ref.startsWith("Example 46"));
    const { birth } = example;
    const [y, m, d] = birth.date.split("-").map(Number);
    for (const [clock, key] of [
      ["16:06", "16:06 (Satyam)"],
      ["16:08", "16:08 (Shivam)"],
    ] as const) {
      const [h, min] = clock.split(":").map(Number);
      const jd = ephemeris.julday(y, m, d, h! + min! / 60 - birth.tz_offset_hours);
      const { ascendant } = ephemeris.housesEx(jd, SEFLG.SIDEREAL, birth.lat, birth.lon, "P");
      expect(vargaSign(ascendant, 24), key).toBe(SIGN_BY_NAME[example.expected[key].D24_lagna.toLowerCase()]);
    }
  });
});

const EQUAL_PARTS = VARGA_DIVISIONS.filter((n) => n !== 30 && n !== 108 && n !== 144);

/** Sign of part k of sign s in Dn, written from conventions.md independently of vargas.ts. */
function expectedSign(n: VargaDivision, s: number, k: number): number {
  const odd = s % 2 === 1;
  const from = (start: number) => signFrom(start, k + 1);
  const mod = modalityOf(s);
  const element = ["fire", "earth", "air", "water"][(s - 1) % 4];
  switch (n) {
    case 1:
      return s;
    case 2:
      return odd ? [5, 4][k]! : [4, 5][k]!;
    case 3:
      return signFrom(s, [1, 5, 9][k]!);
    case 4:
      return signFrom(s, [1, 4, 7, 10][k]!);
    case 5:
      return odd ? [1, 11, 9, 3, 7][k]! : [2, 6, 12, 10, 8][k]!;
    case 6:
      return from(odd ? 1 : 7);
    case 7:
      return from(odd ? s : signFrom(s, 7));
    case 8:
      return from({ movable: 1, fixed: 9, dual: 5 }[mod]);
    case 9:
      return from({ movable: s, fixed: signFrom(s, 9), dual: signFrom(s, 5) }[mod]);
    case 10:
      return from(odd ? s : signFrom(s, 9));
    case 11:
      return from([1, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2][s - 1]!);
    case 12:
      return from(s);
    case 16:
      return from({ movable: 1, fixed: 5, dual: 9 }[mod]);
    case 20:
      return from({ movable: 1, fixed: 9, dual: 5 }[mod]);
    case 24:
      return from(odd ? 5 : 4);
    case 27:
      return from({ fire: 1, earth: 4, air: 7, water: 10 }[element!]!);
    case 40:
      return from(odd ? 1 : 7);
    case 45:
      return from({ movable: 1, fixed: 5, dual: 9 }[mod]);
    case 60:
      return from(s);
    case 81:
      return ((81 * (s - 1) + k) % 12) + 1;
    default:
      throw new Error(`no equal-part rule for D${n}`);
  }
}

describe("every rule over all 12 signs and every part", () => {
  for (const n of EQUAL_PARTS) {
    it(`D${n}`, () => {
      for (let s = 1; s <= 12; s++) {
        const base = (s - 1) * 30;
        for (let k = 0; k < n; k++) {
          const edge = (k * 30) / n;
          const next = ((k + 1) * 30) / n;
          const want = expectedSign(n, s, k);
          // Just inside both ends of the part, and its middle.
          expect(vargaSign(base + edge + 1e-9, n), `D${n} sign ${s} part ${k} start`).toBe(want);
          expect(vargaSign(base + (edge + next) / 2, n)).toBe(want);
          expect(vargaSign(base + next - 1e-9, n), `D${n} sign ${s} part ${k} end`).toBe(want);
        }
        expect(vargaSign(base, n)).toBe(expectedSign(n, s, 0)); // 0°
        expect(vargaSign(base + 29.999999999, n)).toBe(expectedSign(n, s, n - 1)); // 29.999…°
      }
    });
  }

  it("exact part edges that are representable in binary open the next part", () => {
    for (const n of EQUAL_PARTS) {
      for (let k = 1; k < n; k++) {
        const edge = (k * 30) / n;
        if ((edge * n) / 30 !== k || !Number.isInteger(edge * 2 ** 20)) continue; // not exact
        for (let s = 1; s <= 12; s++) {
          expect(vargaSign((s - 1) * 30 + edge, n), `D${n} sign ${s} edge ${edge}`).toBe(expectedSign(n, s, k));
        }
      }
    }
    // Division-first arithmetic would get these wrong: 10 / (30/9) = 2.9999999999999996.
    expect(vargaSign(10, 9)).toBe(4); // Aries 10°: 4th navamsa, Cancer
    expect(vargaSign(20, 9)).toBe(7);
    expect(vargaSign(15, 2)).toBe(4); // Aries 15°: Moon's hora
    expect(vargaSign(3, 10)).toBe(2);
  });

  it("D30 trimsamsa by its unequal parts", () => {
    const odd = [
      [0, 1],
      [4.999999, 1],
      [5, 11],
      [9.999999, 11],
      [10, 9],
      [17.999999, 9],
      [18, 3],
      [24.999999, 3],
      [25, 7],
      [29.999999, 7],
    ];
    const even = [
      [0, 2],
      [4.999999, 2],
      [5, 6],
      [11.999999, 6],
      [12, 12],
      [19.999999, 12],
      [20, 10],
      [24.999999, 10],
      [25, 8],
      [29.999999, 8],
    ];
    for (let s = 1; s <= 12; s++) {
      for (const [d, want] of s % 2 === 1 ? odd : even) {
        expect(vargaSign((s - 1) * 30 + d!, 30), `sign ${s} ${d}°`).toBe(want);
      }
    }
  });
});

describe("cycles", () => {
  it("navamsa and nava-navamsa run on through the zodiac without restarting at sign edges", () => {
    for (const n of [9, 81] as const) {
      for (let part = 0; part < 12 * n; part++) {
        const lon = ((part + 0.5) * 30) / n;
        expect(vargaSign(lon, n)).toBe((part % 12) + 1);
      }
    }
  });

  it("charts counted from a start sign step one sign per part", () => {
    const stepping = EQUAL_PARTS.filter((n) => ![1, 2, 3, 4, 5].includes(n));
    for (const n of stepping) {
      for (let s = 1; s <= 12; s++) {
        for (let k = 0; k + 1 < n; k++) {
          const a = vargaSign((s - 1) * 30 + ((k + 0.5) * 30) / n, n);
          const b = vargaSign((s - 1) * 30 + ((k + 1.5) * 30) / n, n);
          expect(b, `D${n} sign ${s} part ${k}`).toBe(signFrom(a, 2));
        }
      }
    }
  });

  it("every chart gives a sign 1..12 for any longitude, 360 behaving as 0", () => {
    for (const n of VARGA_DIVISIONS) {
      expect(vargaSign(360, n)).toBe(vargaSign(0, n));
      expect(vargaSign(-0.0000001, n)).toBe(vargaSign(359.9999999, n));
      for (let lon = 0; lon < 360; lon += 0.37) {
        const sign = vargaSign(lon, n);
        expect(Number.isInteger(sign) && sign >= 1 && sign <= 12).toBe(true);
      }
    }
  });

  it("the scaled degree stays inside [0, 30)", () => {
    for (const n of VARGA_DIVISIONS) {
      for (let lon = 0; lon < 360; lon += 0.731) {
        const { degree } = vargaPlacement(lon, n);
        expect(degree >= 0 && degree < 30, `D${n} ${lon}`).toBe(true);
      }
    }
  });
});

describe("compound charts", () => {
  it("D108 is the dwadasamsa of the navamsa position", () => {
    // Aries 5°: navamsa Taurus (part 1), 15° into it; Taurus 15° in D12 is part 6 → Scorpio.
    expect(vargaSign(5, 108)).toBe(8);
    expect(vargaSign(0, 108)).toBe(1);
    // Taurus 0°: navamsa Capricorn 0° → D12 Capricorn.
    expect(vargaSign(30, 108)).toBe(10);
    // 108 parts per sign, each its own D12 step: consecutive parts inside one navamsa step by one sign.
    for (let k = 0; k < 11; k++) {
      expect(vargaSign(((k + 0.5) * 30) / 108, 108)).toBe(signFrom(vargaSign((0.5 * 30) / 108, 108), k + 1));
    }
  });

  it("D144 is the dwadasamsa of the dwadasamsa position", () => {
    // Aries 2.5°: D12 Taurus 0° → D12 Taurus. Aries 3.75°: D12 Taurus 15° → Taurus + 6 = Scorpio.
    expect(vargaSign(2.5, 144)).toBe(2);
    expect(vargaSign(3.75, 144)).toBe(8);
    expect(vargaSign(29.999999999, 144)).toBe(signFrom(12, 12));
  });
});

describe("vargaCharts", () => {
  it("maps every body of every requested chart", () => {
    const longitudes = {
      Ascendant: 129.77,
      Sun: 232.54,
      Moon: 120.24,
      Mars: 185.38,
      Mercury: 242.71,
      Jupiter: 198.49,
      Venus: 224.92,
      Saturn: 244.53,
      Rahu: 114.03,
      Ketu: 294.03,
    };
    const all = vargaCharts(longitudes, VARGA_DIVISIONS);
    expect(Object.keys(all)).toHaveLength(VARGA_DIVISIONS.length);
    const shodash = vargaCharts(longitudes);
    expect(Object.keys(shodash)).toEqual(SHODASHVARGA.map((n) => `D${n}`));
    for (const chart of Object.values(all)) expect(Object.keys(chart)).toEqual(Object.keys(longitudes));
    expect(all.D1.Sun).toBe(8);
  });
});
