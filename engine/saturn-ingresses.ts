/**
 * Saturn's sidereal ingresses, tabulated: every crossing of a sign boundary (retrograde re-entries
 * included) from 13 BCE to the end of the ephemeris (3000 CE), for each ayanamsa, found by the
 * same root search the Sade Sati timeline uses (gochar.ts: saturnCrossings over the twelve
 * boundaries) and written by scripts/saturn-ingresses.ts into data/saturn-ingresses.ts.
 *
 * Why: the instants depend only on the ayanamsa, not on the birth, and a hundred years of them
 * cost a search of some 180 ephemeris calls (~2 ms, most of a Kundli with every section), where
 * reading them from the table costs microseconds. The test regenerates the table and compares,
 * and checks the periods read from it against the live search
 * (docs/decisions/0019-saturn-ingress-table.md).
 */
import { SIGN_BOUNDARIES, saturnCrossings, type IngressTable, type LongitudeAt } from "./gochar.ts";
import { signOf } from "./zodiac.ts";

/** First Julian day of the tables: 13 BCE, the start of the Saturn model's measured range. */
export const INGRESS_TABLE_FROM = 1717000;

/** Every ingress over [from, to] by the root search: what scripts/saturn-ingresses.ts writes. */
export function searchIngresses(saturnAt: LongitudeAt, from: number, to: number): IngressTable {
  const jd: number[] = [];
  let signs = "";
  saturnCrossings(saturnAt, SIGN_BOUNDARIES, from, 1, to, (c) => {
    jd.push(c.jd);
    signs += (c.sign - 1).toString(16);
    return false;
  });
  const initialSign = signOf(saturnAt(from));
  return { from, to, initialSign, jd, signs };
}
