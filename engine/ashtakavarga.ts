// Ashtakavarga after Parashara (BPHS ch. 66-70) as P.V.R. Narasimha Rao's book
// (ch. 12) presents it: bhinnashtakavarga (BAV) of the seven planets and of the
// Lagna, sarvashtakavarga (SAV), the two reductions (shodhana) and the pindas.
// Only signs matter here, never degrees.

import type { ChartBody, Sign } from "./types.ts";
import {
  BINDU_HOUSES,
  BINDU_HOUSES_ALTERNATE,
  EKADHIPATYA_PAIRS,
  GRAHA_MULTIPLIERS,
  RASHI_MULTIPLIERS_BPHS,
  RASHI_MULTIPLIERS_PVR_PRINTED,
  type AshtakavargaContributor,
  type BinduTable,
} from "./data/ashtakavarga.ts";
import { SAPTA_GRAHAS, type SaptaGraha } from "./data/grahas.ts";
import { houseFrom } from "./zodiac.ts";

/** Twelve numbers, index 0 = Aries .. 11 = Pisces. */
export type RashiRow = number[];

export const ASHTAKAVARGA_CONTRIBUTORS: readonly AshtakavargaContributor[] = [...SAPTA_GRAHAS, "Ascendant"];

export interface AshtakavargaOptions {
  /** "pvr" (default): the book's bindu table; "alternate": the other reading of six cells. */
  binduTable?: "pvr" | "alternate";
  /** "bphs" (default, Virgo 5) or "pvr-printed" (Virgo 6, as the book's table prints it). */
  rashiMultipliers?: "bphs" | "pvr-printed";
  /**
   * Bodies whose presence makes a sign "occupied" in Ekadhipatya Shodhana. Default: the seven
   * planets (BPHS speaks of grahas; the Lagna and the nodes take no part in ashtakavarga).
   * PyJHora also counts the Lagna, Rahu and Ketu; pass them here to follow it.
   */
  ekadhipatyaOccupants?: readonly ChartBody[];
}

export interface Pinda {
  rashi: number;
  graha: number;
  shodhya: number;
}

export interface Ashtakavarga {
  /** Contract field: BAV of the seven planets, Aries..Pisces. */
  bav: Record<SaptaGraha, RashiRow>;
  /** Contract field: sum of the seven BAVs (always 337 in total). */
  sav: RashiRow;
  /** The Lagna's own ashtakavarga (49 in total); not part of the SAV. */
  bavAscendant: RashiRow;
  /** prastara[of][from]: 1 where `from` gives `of` a bindu (the 8 rows of each BAV). */
  prastara: Record<AshtakavargaContributor, Record<AshtakavargaContributor, RashiRow>>;
  /** Each planet's BAV after Trikona Shodhana. */
  trikonaShodhita: Record<SaptaGraha, RashiRow>;
  /** Each planet's BAV after Trikona then Ekadhipatya Shodhana (the "shodhita" BAV). */
  ekadhipatyaShodhita: Record<SaptaGraha, RashiRow>;
  /** Sums over the seven planets of the two rows above. */
  combined: { trikonaShodhita: RashiRow; ekadhipatyaShodhita: RashiRow };
  /** Pindas of each planet, computed from its ekadhipatyaShodhita BAV. */
  pinda: Record<SaptaGraha, Pinda>;
}

function emptyRow(): RashiRow {
  return new Array<number>(12).fill(0);
}

function table(options: AshtakavargaOptions): BinduTable {
  return options.binduTable === "alternate" ? BINDU_HOUSES_ALTERNATE : BINDU_HOUSES;
}

/** Rows of one BAV: for each contributor, 1 in the signs where it gives a bindu. */
export function prastaraOf(
  signs: Readonly<Record<AshtakavargaContributor, Sign>>,
  of: AshtakavargaContributor,
  options: AshtakavargaOptions = {},
): Record<AshtakavargaContributor, RashiRow> {
  const rows = {} as Record<AshtakavargaContributor, RashiRow>;
  for (const from of ASHTAKAVARGA_CONTRIBUTORS) {
    const row = emptyRow();
    for (const house of table(options)[of][from]) row[(signs[from] - 1 + house - 1) % 12] = 1;
    rows[from] = row;
  }
  return rows;
}

/** Bhinnashtakavarga of `of` (a planet or the Lagna): bindus per sign, Aries..Pisces. */
export function bhinnashtakavarga(
  signs: Readonly<Record<AshtakavargaContributor, Sign>>,
  of: AshtakavargaContributor,
  options: AshtakavargaOptions = {},
): RashiRow {
  const rows = prastaraOf(signs, of, options);
  return sumRows(ASHTAKAVARGA_CONTRIBUTORS.map((from) => rows[from]));
}

export function sumRows(rows: readonly (readonly number[])[]): RashiRow {
  const total = emptyRow();
  for (const row of rows) for (let i = 0; i < 12; i++) total[i]! += row[i]!;
  return total;
}

/**
 * Trikona Shodhana on one row. For each triangle of signs (Aries-Leo-Sagittarius, ...):
 * if any of the three is 0, leave them; if all three are equal, make them 0;
 * otherwise subtract the smallest from each.
 */
export function trikonaShodhana(row: readonly number[]): RashiRow {
  const out = [...row];
  for (let first = 0; first < 4; first++) {
    const idx = [first, first + 4, first + 8];
    const values = idx.map((i) => out[i]!);
    if (values.some((v) => v === 0)) continue;
    const min = Math.min(...values);
    for (const i of idx) out[i] = out[i]! - min; // all equal -> all become 0
  }
  return out;
}

/**
 * Ekadhipatya Shodhana on one row, for the five pairs of signs with a common lord
 * (BPHS 67; PVR ch. 12 rules 1-4, with BPHS's equal-values case):
 * 1. if either sign has 0, no change; 2. if both are occupied, no change;
 * 3. if one is occupied: the empty sign becomes 0 when its value is lower than or equal to
 *    the occupied one's, else it takes the occupied one's value;
 * 4. if both are empty: equal values both become 0, else both take the smaller value.
 * `occupied[k]` tells whether sign k+1 holds an occupant (see AshtakavargaOptions).
 */
export function ekadhipatyaShodhana(row: readonly number[], occupied: readonly boolean[]): RashiRow {
  const out = [...row];
  for (const [signA, signB] of EKADHIPATYA_PAIRS) {
    const a = signA - 1;
    const b = signB - 1;
    const va = out[a]!;
    const vb = out[b]!;
    if (va === 0 || vb === 0) continue;
    const occA = occupied[a] === true;
    const occB = occupied[b] === true;
    if (occA && occB) continue;
    if (!occA && !occB) {
      const value = va === vb ? 0 : Math.min(va, vb);
      out[a] = value;
      out[b] = value;
      continue;
    }
    const [full, empty] = occA ? [a, b] : [b, a];
    out[empty] = out[empty]! <= out[full]! ? 0 : out[full]!;
  }
  return out;
}

/** Rashi pinda: sum of (value x rashi multiplier). */
export function rashiPinda(row: readonly number[], multipliers: readonly number[] = RASHI_MULTIPLIERS_BPHS): number {
  return row.reduce((sum, v, i) => sum + v * multipliers[i]!, 0);
}

/** Graha pinda: for each of the seven planets, (value in its sign x its graha multiplier). */
export function grahaPinda(row: readonly number[], planetSigns: Readonly<Record<SaptaGraha, Sign>>): number {
  return SAPTA_GRAHAS.reduce((sum, p) => sum + row[planetSigns[p] - 1]! * GRAHA_MULTIPLIERS[p], 0);
}

export function pindaOf(
  shodhitaRow: readonly number[],
  planetSigns: Readonly<Record<SaptaGraha, Sign>>,
  options: AshtakavargaOptions = {},
): Pinda {
  const multipliers =
    options.rashiMultipliers === "pvr-printed" ? RASHI_MULTIPLIERS_PVR_PRINTED : RASHI_MULTIPLIERS_BPHS;
  const rashi = rashiPinda(shodhitaRow, multipliers);
  const graha = grahaPinda(shodhitaRow, planetSigns);
  return { rashi, graha, shodhya: rashi + graha };
}

/** Which signs hold at least one of the given bodies (bodies missing from `signs` are ignored). */
export function occupiedSigns(
  signs: Readonly<Partial<Record<ChartBody, Sign>>>,
  bodies: readonly ChartBody[],
): boolean[] {
  const occupied = new Array<boolean>(12).fill(false);
  for (const body of bodies) {
    const sign = signs[body];
    if (sign !== undefined) occupied[sign - 1] = true;
  }
  return occupied;
}

/**
 * The whole ashtakavarga of a chart from the D1 signs of the seven planets and the Lagna
 * (Rahu/Ketu are used only if the options make them Ekadhipatya occupants).
 */
export function ashtakavarga(
  signs: Readonly<Record<AshtakavargaContributor, Sign>> & Readonly<Partial<Record<ChartBody, Sign>>>,
  options: AshtakavargaOptions = {},
): Ashtakavarga {
  const prastara = {} as Ashtakavarga["prastara"];
  for (const of of ASHTAKAVARGA_CONTRIBUTORS) prastara[of] = prastaraOf(signs, of, options);
  const bavOf = (of: AshtakavargaContributor) => sumRows(ASHTAKAVARGA_CONTRIBUTORS.map((from) => prastara[of][from]));

  const occupied = occupiedSigns(signs, options.ekadhipatyaOccupants ?? SAPTA_GRAHAS);
  const bav = {} as Record<SaptaGraha, RashiRow>;
  const trikonaShodhita = {} as Record<SaptaGraha, RashiRow>;
  const ekadhipatyaShodhita = {} as Record<SaptaGraha, RashiRow>;
  const pinda = {} as Record<SaptaGraha, Pinda>;
  for (const p of SAPTA_GRAHAS) {
    bav[p] = bavOf(p);
    trikonaShodhita[p] = trikonaShodhana(bav[p]);
    ekadhipatyaShodhita[p] = ekadhipatyaShodhana(trikonaShodhita[p], occupied);
    pinda[p] = pindaOf(ekadhipatyaShodhita[p], signs, options);
  }
  return {
    bav,
    sav: sumRows(SAPTA_GRAHAS.map((p) => bav[p])),
    bavAscendant: bavOf("Ascendant"),
    prastara,
    trikonaShodhita,
    ekadhipatyaShodhita,
    combined: {
      trikonaShodhita: sumRows(SAPTA_GRAHAS.map((p) => trikonaShodhita[p])),
      ekadhipatyaShodhita: sumRows(SAPTA_GRAHAS.map((p) => ekadhipatyaShodhita[p])),
    },
    pinda,
  };
}

/** Bindus of a sign in a row, for transit work: `sign` 1..12. */
export function bindusIn(row: readonly number[], sign: Sign): number {
  return row[sign - 1]!;
}

/** House of `sign` counted from the Lagna's sign; convenience for house-wise SAV displays. */
export function savByHouse(sav: readonly number[], ascendantSign: Sign): RashiRow {
  const out = emptyRow();
  for (let s = 1; s <= 12; s++) out[houseFrom(ascendantSign, s) - 1] = sav[s - 1]!;
  return out;
}
