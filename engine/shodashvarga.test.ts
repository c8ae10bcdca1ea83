import { describe, expect, it } from "vitest";
import { SAPTA_GRAHAS, type SaptaGraha } from "./data/grahas.ts";
import { maitri } from "./maitri.ts";
import {
  SHODASHVARGA_NAMES,
  VIMSHOPAKA_POINTS,
  VIMSHOPAKA_SCHEMES,
  shodashvargaTable,
  taraChakra,
  taraOfNakshatra,
  vargaDignity,
  vargaDignities,
  vimshopakaBala,
  type VimshopakaScheme,
} from "./shodashvarga.ts";
import { chartExamples, longitudesOf, readAshtakootTables, readCase } from "./testing/reference.ts";
import type { ChartBody, Sign } from "./types.ts";
import { vargaSign, type VargaCharts } from "./vargas.ts";
import { signOf } from "./zodiac.ts";

const charts = chartExamples();
type Shodashvarga = VargaCharts<1 | 2 | 3 | 4 | 7 | 9 | 10 | 12 | 16 | 20 | 24 | 27 | 30 | 40 | 45 | 60>;
/** The oracle's sixteen vargas of a chart, as the engine's tables take them. */
const vargasOf = (chart: (typeof charts)[number]) => chart.expected.vargas as Shodashvarga;
const EXC001 = vargasOf(charts[0]!);

describe("shodashvarga table over examples/charts.jsonl", () => {
  for (const chart of charts) {
    it(`${chart.id}: sixteen signs per body, vargottama, nakshatra and pada`, () => {
      const vargas = vargasOf(chart);
      const table = shodashvargaTable(vargas, longitudesOf(chart));
      for (const p of chart.expected.planets) {
        const row = table[p.planet as ChartBody];
        for (const v of SHODASHVARGA_NAMES) expect(row.signs[v]).toBe(vargas[v][p.planet as ChartBody]);
        expect(row.vargottama).toBe(vargas.D1[p.planet as ChartBody] === vargas.D9[p.planet as ChartBody]);
        expect([row.nakshatra, row.pada, row.nakshatraLord]).toEqual([p.nakshatra, p.pada, p.nakshatraLord]);
      }
    });
  }
});

describe("varga dignity against B.V. Raman's saptavargaja bala (book-bvraman-shadbala case)", () => {
  // Saptavargaja bala (Raman, "Graha and Bhava Balas") scores a planet in each of D1, D2, D3,
  // D7, D9, D12, D30: moolatrikona (D1 only) 45, own 30, great friend 22.5, friend 15,
  // neutral 7.5, enemy 3.75, great enemy 1.875 virupas; exaltation is not a separate grade.
  // It exercises the same two things Vimshopaka needs: the standing of a planet in a varga
  // sign and the compound relationship from the D1 chart. No planet is in its D1 moolatrikona
  // sign in this chart, so the moolatrikona degree spans do not enter.
  const file = readCase("book-bvraman-shadbala-1918-10-16-bangalore");
  const lon = Object.fromEntries(
    Object.entries<{ deg: number }>(file.expected.longitudes_as_printed).map(([p, v]) => [p, v.deg]),
  ) as Record<SaptaGraha, number>;
  const d1 = Object.fromEntries(SAPTA_GRAHAS.map((p) => [p, signOf(lon[p])])) as Record<SaptaGraha, Sign>;
  const compound = maitri(d1, SAPTA_GRAHAS).panchadha;
  const VIRUPAS = { own: 30, greatFriend: 22.5, friend: 15, neutral: 7.5, enemy: 3.75, greatEnemy: 1.875 } as const;
  for (const planet of SAPTA_GRAHAS) {
    it(`${planet}: ${file.expected.shadbala_virupas.saptavargaja_bala[planet]} virupas`, () => {
      let total = 0;
      for (const d of [1, 2, 3, 7, 9, 12, 30] as const) {
        const dignity = vargaDignity(planet, vargaSign(lon[planet], d), compound[planet], { exaltedAsOwn: false });
        expect(d === 1 && dignity.moolatrikona).toBe(false);
        // Outside D1 the Moon's moolatrikona Taurus is not her own sign: judge it by its lord.
        const standing = dignity.moolatrikona && !dignity.ownSign ? compound[planet][dignity.lord]! : dignity.standing;
        total += VIRUPAS[standing];
      }
      expect(total).toBe(file.expected.shadbala_virupas.saptavargaja_bala[planet]);
    });
  }
});

describe("Vimshopaka bala", () => {
  it("each scheme's weights total 20", () => {
    for (const weights of Object.values(VIMSHOPAKA_SCHEMES))
      expect(Object.values(weights).reduce((a, b) => a + b, 0)).toBe(20);
  });
  it("a planet in its own sign in every varga scores 20 in every scheme", () => {
    const vargas = Object.fromEntries(SHODASHVARGA_NAMES.map((v) => [v, { ...EXC001[v], Mars: 1 }]));
    const vb = vimshopakaBala(vargaDignities(vargas as never));
    for (const scheme of Object.keys(VIMSHOPAKA_SCHEMES) as VimshopakaScheme[]) expect(vb.Mars[scheme].score).toBe(20);
  });
  it("EXC001: the score is the weighted sum of the dignity points, and stays within 5..20", () => {
    const vargas = EXC001;
    const dignities = vargaDignities(vargas);
    const vb = vimshopakaBala(dignities);
    const compound = maitri(vargas.D1).panchadha;
    for (const planet of SAPTA_GRAHAS) {
      for (const [scheme, weights] of Object.entries(VIMSHOPAKA_SCHEMES) as [
        VimshopakaScheme,
        Record<string, number>,
      ][]) {
        let expected = 0;
        for (const [varga, weight] of Object.entries(weights)) {
          const sign: Sign = vargas[varga as keyof Shodashvarga][planet];
          const d = vargaDignity(planet, sign, compound[planet]);
          expected += (weight * VIMSHOPAKA_POINTS[d.standing]) / 20;
        }
        expect(vb[planet][scheme].score).toBeCloseTo(expected, 12);
        expect(vb[planet][scheme].score).toBeGreaterThanOrEqual(5);
        expect(vb[planet][scheme].score).toBeLessThanOrEqual(20);
      }
    }
    // Spot check by hand: EXC001's Sun is in Scorpio (D1): Mars is its natural friend, and
    // Mars (Libra) is the 12th from the Sun: a temporary friend -> great friend, 18 points.
    expect(dignities.Sun.D1).toMatchObject({ sign: 8, lord: "Mars", standing: "greatFriend" });
    expect(vb.Sun.shodashavarga.vargas.D1).toEqual({ weight: 3.5, score: 3.15 });
  });
  it("natural relationships as an option", () => {
    const vargas = EXC001;
    expect(vargaDignities(vargas, { relationship: "natural" }).Sun.D1.standing).toBe("friend");
  });
});

describe("Tara chakra", () => {
  it("Maitreya8 issue #83: from Revati, Anuradha is the 18th star -> 9th tara, Parama Mitra", () => {
    expect(taraOfNakshatra(27, 17)).toEqual({ tara: "paramaMitra", number: 9, cycle: 2 });
  });
  it("Maitreya8 issue #83: from Anuradha, Revati is the 11th star -> 2nd tara, Sampat", () => {
    expect(taraOfNakshatra(17, 27)).toEqual({ tara: "sampat", number: 2, cycle: 2 });
  });
  it("nine taras, the 27 nakshatras placed once each, starting at janma", () => {
    const chakra = taraChakra(17);
    // The order of the normative tables' tara koota (Maitreya8), three taras under other names.
    const spelling: Record<string, string> = { pratyari: "pratyak", sadhaka: "sadhana", vadha: "naidhana" };
    const names: string[] = readAshtakootTables().kootas.tara.taraNames;
    expect(chakra.map((r) => r.tara)).toEqual(names.map((name) => spelling[name] ?? name));
    expect(chakra[0]!.nakshatras).toEqual([17, 26, 8]);
    expect(chakra[8]!.nakshatras).toEqual([25, 7, 16]);
    expect(chakra.flatMap((r) => r.nakshatras).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 27 }, (_, i) => i + 1),
    );
    for (const row of chakra) for (const n of row.nakshatras) expect(taraOfNakshatra(17, n).tara).toBe(row.tara);
  });
});
