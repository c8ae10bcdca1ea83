import { describe, expect, it } from "vitest";
import { KOOTAS, ashtakoot, nakshatraCount, taraOf, tierOf, type PartnerInput } from "./ashtakoot.ts";
import * as tables from "./data/ashtakoot.ts";
import { pairExamples, readAshtakootTables, type ReferencePartner } from "./testing/reference.ts";

const partner = (e: ReferencePartner): PartnerInput => ({
  moonLongitude: e.moon.longitude,
  ascendantSign: e.ascendantSign,
  marsSign: e.marsSign,
});

describe("ashtakoot: examples/pairs.jsonl (all 20 pairs, exact)", () => {
  const pairs = pairExamples();
  it("has 20 pairs", () => expect(pairs).toHaveLength(20));
  for (const pair of pairs) {
    it(`${pair.id}: every koota, total, tier, Mangal dosh`, () => {
      const { boy, girl } = pair.expected;
      const result = ashtakoot(partner(boy), partner(girl));
      for (const k of KOOTAS) {
        expect({ received: result.ashtakoot[k].received, outOf: result.ashtakoot[k].outOf }, k).toEqual(
          pair.expected.ashtakoot[k],
        );
      }
      expect(result.ashtakoot.total).toEqual(pair.expected.ashtakoot.total);
      expect(result.tier).toBe(pair.expected.tier);
      expect(result.mangalDosh).toEqual(pair.expected.mangalDosh);
      // The categories behind the points, as the oracle reports them.
      for (const [who, e] of [
        ["boy", boy],
        ["girl", girl],
      ] as const) {
        expect(result.ashtakoot.varna[who]).toBe(e.moon.varna);
        expect(result.ashtakoot.vashya[who]).toBe(e.moon.vashya);
        expect(result.ashtakoot.yoni[who]).toBe(e.moon.yoni);
        expect(result.ashtakoot.gana[who]).toBe(e.moon.gana);
        expect(result.ashtakoot.nadi[who]).toBe(e.moon.nadi);
        expect(result.ashtakoot.grahaMaitri[who]).toBe(e.moon.signLord);
        expect(result.ashtakoot.bhakoot[who]).toBe(e.moon.sign);
        expect(result.doshas.mangal[who].fromAscendant.house).toBe(e.marsHouse);
      }
    });
  }
});

describe("data/ashtakoot.ts is a faithful transcription of ashtakoot-tables.json", () => {
  const json = readAshtakootTables();
  const k = json.kootas;
  it("version and maximum points", () => {
    expect(tables.ASHTAKOOT_TABLES_VERSION).toBe(json.version);
    expect(tables.MAX_POINTS).toEqual(json.maxPoints);
  });
  it("every matrix and its order", () => {
    expect([tables.VARNA_ORDER, tables.VARNA_POINTS]).toEqual([k.varna.order, k.varna.matrix]);
    expect([tables.VASHYA_ORDER, tables.VASHYA_POINTS]).toEqual([k.vashya.order, k.vashya.matrix]);
    expect([tables.YONI_ORDER, tables.YONI_POINTS]).toEqual([k.yoni.order, k.yoni.matrix]);
    expect([tables.GRAHA_MAITRI_ORDER, tables.GRAHA_MAITRI_POINTS]).toEqual([
      k.grahaMaitri.order,
      k.grahaMaitri.matrix,
    ]);
    expect([tables.GANA_ORDER, tables.GANA_POINTS]).toEqual([k.gana.order, k.gana.matrix]);
    expect([tables.NADI_ORDER, tables.NADI_POINTS]).toEqual([k.nadi.order, k.nadi.matrix]);
    expect(tables.TIERS).toEqual(json.tiers.thresholds);
    expect(tables.TARA_BAD_REMAINDERS).toEqual(k.tara.badRemainders);
    expect(tables.TARA_POINTS_PER_GOOD_DIRECTION).toBe(k.tara.pointsPerGoodDirection);
  });
  // Tara and bhakoot are computed from their rules; the file's 27x27 and 12x12 matrices must agree.
  const lonOfNakshatra = (n: number) => (n - 1) * (40 / 3) + 1;
  const lonOfSign = (s: number) => (s - 1) * 30 + 1;
  it("tara rule reproduces the 27x27 matrix", () => {
    for (let b = 1; b <= 27; b++) {
      for (let g = 1; g <= 27; g++) {
        const r = ashtakoot(
          { moonLongitude: lonOfNakshatra(b), ascendantSign: 1, marsSign: 3 },
          { moonLongitude: lonOfNakshatra(g), ascendantSign: 1, marsSign: 3 },
        );
        expect(r.ashtakoot.tara.received, `${b}/${g}`).toBe(k.tara.matrix[b - 1][g - 1]);
      }
    }
  });
  it("bhakoot rule reproduces the 12x12 matrix", () => {
    for (let b = 1; b <= 12; b++) {
      for (let g = 1; g <= 12; g++) {
        const r = ashtakoot(
          { moonLongitude: lonOfSign(b), ascendantSign: 1, marsSign: 3 },
          { moonLongitude: lonOfSign(g), ascendantSign: 1, marsSign: 3 },
        );
        expect(r.ashtakoot.bhakoot.received, `${b}/${g}`).toBe(k.bhakoot.matrix[b - 1][g - 1]);
      }
    }
  });
});

describe("ashtakoot rules", () => {
  it("Maitreya8 issue #83: girl Revati, boy Anuradha -> counts 18 and 11, both good, 3 points", () => {
    const revati = 27,
      anuradha = 17;
    expect(nakshatraCount(revati, anuradha)).toBe(18);
    expect(nakshatraCount(anuradha, revati)).toBe(11);
    expect(taraOf(revati, anuradha)).toBe("paramaMitra");
    expect(taraOf(anuradha, revati)).toBe("sampat");
    const r = ashtakoot(
      { moonLongitude: (anuradha - 1) * (40 / 3) + 5, ascendantSign: 1, marsSign: 3 },
      { moonLongitude: (revati - 1) * (40 / 3) + 5, ascendantSign: 1, marsSign: 3 },
    );
    expect(r.ashtakoot.tara.received).toBe(3);
  });
  it("vashya: Sagittarius and Capricorn change group at exactly 15 degrees", () => {
    const boy = (lon: number) =>
      ashtakoot(
        { moonLongitude: lon, ascendantSign: 1, marsSign: 3 },
        { moonLongitude: 100, ascendantSign: 1, marsSign: 3 },
      );
    expect(boy(240 + 14.9999).ashtakoot.vashya.boy).toBe("manava");
    expect(boy(240 + 15).ashtakoot.vashya.boy).toBe("chatushpada");
    expect(boy(270 + 14.9999).ashtakoot.vashya.boy).toBe("chatushpada");
    expect(boy(270 + 15).ashtakoot.vashya.boy).toBe("jalachara");
  });
  it("tiers at their thresholds", () => {
    expect([36, 32, 31.5, 25, 24.5, 18, 17.5, 12, 11.5, 0].map(tierOf)).toEqual([
      "excellent",
      "excellent",
      "veryGood",
      "veryGood",
      "good",
      "good",
      "belowAverage",
      "belowAverage",
      "veryLow",
      "veryLow",
    ]);
  });
  it("Mangal dosh of both is reported as cancelled; points and flags stay", () => {
    const r = ashtakoot(
      { moonLongitude: 10, ascendantSign: 1, marsSign: 1 },
      { moonLongitude: 200, ascendantSign: 5, marsSign: 12 },
    );
    expect(r.mangalDosh).toEqual({ boy: true, girl: true });
    expect(r.doshas.mangal.cancelledBy).toEqual(["bothManglik"]);
  });
  it("Nadi dosha: same nakshatra, different pada is reported, points stay 0", () => {
    const r = ashtakoot(
      { moonLongitude: 1, ascendantSign: 1, marsSign: 3 },
      { moonLongitude: 12, ascendantSign: 1, marsSign: 3 },
    );
    expect(r.ashtakoot.nadi.received).toBe(0);
    expect(r.doshas.nadi).toEqual({ present: true, cancelledBy: ["sameNakshatraDifferentPada"] });
  });
  it("Bhakoot dosha: 6/8 with a common sign lord (Aries/Scorpio) is reported cancelled, points stay 0", () => {
    const r = ashtakoot(
      { moonLongitude: 5, ascendantSign: 1, marsSign: 3 },
      { moonLongitude: 215, ascendantSign: 1, marsSign: 3 },
    );
    expect(r.ashtakoot.bhakoot.received).toBe(0);
    expect(r.doshas.bhakoot).toEqual({ present: true, cancelledBy: ["sameSignLord"] });
    expect(r.ashtakoot.total.received).toBe(KOOTAS.reduce((s, k) => s + r.ashtakoot[k].received, 0));
  });
  it("keys for the UI, no prose", () => {
    const r = ashtakoot(
      { moonLongitude: 5, ascendantSign: 1, marsSign: 3 },
      { moonLongitude: 215, ascendantSign: 1, marsSign: 3 },
    );
    expect(r.ashtakoot.bhakoot.meaningKey).toBe("match.koota.bhakoot.meaning.none");
    expect(r.ashtakoot.varna.areaKey).toBe("match.koota.varna.area");
  });
});
