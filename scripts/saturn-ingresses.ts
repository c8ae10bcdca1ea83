/**
 * `npm run gen:saturn`: writes engine/data/saturn-ingresses.ts, Saturn's sidereal ingresses for
 * every ayanamsa from 13 BCE to 3000 CE (engine/saturn-ingresses.ts says why). The unit test
 * regenerates them and fails when the file differs, as ephemeris/check.sh does for swe.wasm.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SE, SEFLG, SIDEREAL_MODES, createEphemeris } from "../ephemeris/index.ts";
import { EPHEMERIS_END_JD, siderealLongitudeAt } from "#engine/gochar.ts";
import { ingressTablesSource } from "#engine/saturn-ingresses-source.ts";
import { INGRESS_TABLE_FROM, searchIngresses } from "#engine/saturn-ingresses.ts";
import type { AyanamsaName } from "#engine/types.ts";
import { ROOT } from "./env.ts";

const eph = createEphemeris(new WebAssembly.Module(readFileSync(path.join(ROOT, "ephemeris/swe.wasm"))));
const tables = Object.fromEntries(
  (Object.keys(SIDEREAL_MODES) as AyanamsaName[]).map((name) => {
    const saturnAt = siderealLongitudeAt(eph, name, SE.SATURN, SEFLG.MOSEPH);
    return [name, searchIngresses(saturnAt, INGRESS_TABLE_FROM, EPHEMERIS_END_JD - 1)];
  }),
);
const file = path.join(ROOT, "engine/data/saturn-ingresses.ts");
writeFileSync(file, ingressTablesSource(tables));
console.log(`wrote ${file}`);
