// Graha maitri: the natural (naisargika), temporary (tatkalika) and compound
// (panchadha) relationships between the nine grahas (BPHS 3.55-59).
// A relationship is one planet's view of another and need not be mutual.

import type { Graha, Sign } from "./types.ts";
import { GRAHAS } from "./types.ts";
import { NAISARGIKA, type NaturalRelation } from "./data/grahas.ts";
import { houseFrom } from "./zodiac.ts";

export type { NaturalRelation };
export type TemporaryRelation = "friend" | "enemy";
export type CompoundRelation = "greatFriend" | "friend" | "neutral" | "enemy" | "greatEnemy";

/** Houses, counted from a planet, whose occupants are its temporary friends. */
export const TEMPORARY_FRIEND_HOUSES: readonly number[] = [2, 3, 4, 10, 11, 12];

/** Natural relationship of `of` towards `toward` (two different grahas). Nodes: see data/grahas.ts. */
export function naisargika(of: Graha, toward: Graha): NaturalRelation {
  const relation = NAISARGIKA[of][toward];
  if (relation === "self") throw new RangeError(`${of} has no relationship with itself`);
  return relation;
}

/** Temporary relationship from the signs: friend when the other is 2, 3, 4, 10, 11 or 12 from it. */
export function tatkalika(ofSign: Sign, towardSign: Sign): TemporaryRelation {
  return TEMPORARY_FRIEND_HOUSES.includes(houseFrom(ofSign, towardSign)) ? "friend" : "enemy";
}

/** Natural and temporary combined: friend+friend great friend ... enemy+enemy great enemy. */
export function panchadha(natural: NaturalRelation, temporary: TemporaryRelation): CompoundRelation {
  const score = { friend: 1, neutral: 0, enemy: -1 }[natural] + (temporary === "friend" ? 1 : -1);
  return (["greatEnemy", "enemy", "neutral", "friend", "greatFriend"] as const)[score + 2]!;
}

/** A relationship table: table[of][toward], with no entry for a planet towards itself. */
export type RelationTable<R> = Record<Graha, Partial<Record<Graha, R>>>;

export interface Maitri {
  naisargika: RelationTable<NaturalRelation>;
  tatkalika: RelationTable<TemporaryRelation>;
  panchadha: RelationTable<CompoundRelation>;
}

/**
 * All three tables for the grahas placed in `signs` (the D1 chart, usually). Pass `grahas`
 * to restrict them (e.g. the seven planets when the nodes are not known).
 */
export function maitri(signs: Readonly<Partial<Record<Graha, Sign>>>, grahas: readonly Graha[] = GRAHAS): Maitri {
  const signOfGraha = (g: Graha): Sign => {
    const sign = signs[g];
    if (sign === undefined) throw new RangeError(`no sign for ${g}`);
    return sign;
  };
  const result: Maitri = { naisargika: emptyTable(), tatkalika: emptyTable(), panchadha: emptyTable() };
  for (const of of grahas) {
    for (const toward of grahas) {
      if (of === toward) continue;
      const natural = naisargika(of, toward);
      const temporary = tatkalika(signOfGraha(of), signOfGraha(toward));
      result.naisargika[of][toward] = natural;
      result.tatkalika[of][toward] = temporary;
      result.panchadha[of][toward] = panchadha(natural, temporary);
    }
  }
  return result;
}

function emptyTable<R>(): RelationTable<R> {
  return Object.fromEntries(GRAHAS.map((g) => [g, {}])) as RelationTable<R>;
}
