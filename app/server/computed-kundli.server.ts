import type { Kundli } from "#engine/kundli";
import { BoundedMap } from "#app/server/bounded-map.server";
import { generateKundli } from "./calc.server";

/**
 * Saved Kundlis computed lately in this isolate, by their calculation input: the Kundli screen's
 * document and each tab it opens later ask for the same Kundli (docs/decisions/0032), and a Kundli
 * is a pure function of its input (no clock, no account), so the calc Worker computes it once.
 * Keyed by the whole input, a cached Kundli is only ever given to a request that already holds
 * that input (its caller has just passed the saved Kundli's authorization); an edited birth or
 * other options is another key. Bounded in count and age; values only (never a promise, which
 * would tie one request's I/O to another's).
 */
const computed = new BoundedMap<string, Kundli>({ max: 16, maxAgeMs: 10 * 60_000 });

export async function computedKundli(env: Env, input: unknown): Promise<Kundli> {
  const key = JSON.stringify(input);
  const hit = computed.get(key);
  if (hit) return hit;
  const kundli = await generateKundli(env, input);
  computed.set(key, kundli);
  return kundli;
}
