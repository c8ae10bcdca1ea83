import { INCLUDES } from "#engine/input";
import type { Kundli } from "#engine/kundli";
import type { KundliInput } from "#engine/types";
import { BoundedMap } from "#app/server/bounded-map.server";
import { TAB_SECTIONS, type KundliTab } from "#app/shared/kundli/tabs";
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

/**
 * The Kundli that the tab `tab` shows: the one computed lately, with the sections of the tab
 * (TAB_SECTIONS) when it has some. The Basic tab's sensitivity tests the dasha running at a
 * moment: the start of the current minute, named in the input, so that the Kundli stays a
 * function of its input and a reload within the minute is served from here. The Kundli without
 * its sections is kept for the other tabs (a section adds to a Kundli, never changes it).
 */
export async function kundliForTab(env: Env, input: KundliInput, tab: KundliTab): Promise<Kundli> {
  const sections = TAB_SECTIONS[tab];
  if (!sections?.length) return computedKundli(env, input);
  const now = Date.now();
  const at = new Date(now - (now % 60_000)).toISOString();
  const kundli = await computedKundli(env, { ...input, include: [...sections], at });
  const plainKey = JSON.stringify(input);
  if (!computed.get(plainKey)) {
    const plain: Kundli = { ...kundli };
    for (const section of INCLUDES) delete plain[section];
    computed.set(plainKey, plain);
  }
  return kundli;
}
