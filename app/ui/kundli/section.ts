/**
 * The Kundli tabs of calc-cli-v2 (Strength, Dashas, Jaimini, KP, Gochar, Varshphal) ask for their
 * section when they are opened, through the one fetch layer: POST /api/kundli/generate with the
 * shown Kundli's own birth input and `include`, so that a Kundli opens at the v1 cost and a
 * transit date or a varshphal year is one more request, not a new page.
 */
import { useCallback, useEffect, useReducer } from "react";
import type { Include } from "#engine/input";
import type { Kundli } from "#engine/kundli";
import type { CalcOptions, KundliInput } from "#engine/types";
import { useDataLayer } from "#app/client/hooks";

/** The calculation input a computed Kundli was made from (its basic details carry all of it). */
export function kundliInputOf(kundli: Pick<Kundli, "basic">): KundliInput {
  const b = kundli.basic;
  return {
    name: b.name,
    gender: b.gender,
    date: b.date,
    time: b.time,
    place: { name: b.place, latitude: b.latitude, longitude: b.longitude, timezone: b.timezone },
    ...(b.utcOffsetSource === "utcOffset" ? { utcOffset: b.utcOffset } : {}),
    options: b.options,
  };
}

export interface SectionRequest {
  /** The moment of a transit (ISO 8601 with offset). */
  at?: string;
  /** The year of a varshphal. */
  year?: number;
  /** Levels of v1's Vimshottari, which every answer carries too (1–5; 1 unless asked). */
  dashaLevels?: number;
  /** Options that differ from the shown Kundli's own, such as Jaimini's `karakas: 8`. */
  options?: Partial<CalcOptions>;
  /** Levels of the `dashas` section's Yogini, Ashtottari and Chara (1–3; the engine's 2 unless asked). */
  dashasLevels?: number;
}

type SectionValue<K extends Include> = NonNullable<Kundli[K]>;

/** A section's state, for its value type `V` (SectionState names it by the section). */
export type SectionStateOf<V> = (
  | { status: "loading" }
  | { status: "ready"; value: V; kundli: Kundli }
  /** `retry` asks again with the same request. */
  | { status: "failed"; error: unknown; retry: () => void }
) & {
  /**
   * What the tab shows: this request's answer; while it loads, or after it failed, the last
   * answer had (to another request, or before a retry); null before the first.
   */
  shown: V | null;
};

export type SectionState<K extends Include> = SectionStateOf<SectionValue<K>>;

/** What the hook keeps between renders; its steps are pure (sectionStep), tested in section.test.ts. */
export interface SectionMemory<V> {
  /** The newest answer, with the request (body) it answers; null while a retry waits. */
  answer: { body: string; outcome: { value: V; kundli: Kundli } | { error: unknown } } | null;
  /** The last value answered, to whichever request. */
  last: V | null;
  /** Counts retries: each asks the same body again. */
  attempt: number;
}

export type SectionEvent<V> =
  | { type: "answered"; body: string; value: V; kundli: Kundli }
  | { type: "failed"; body: string; error: unknown }
  | { type: "retry" };

export const SECTION_START: SectionMemory<never> = { answer: null, last: null, attempt: 0 };

export function sectionStep<V>(memory: SectionMemory<V>, event: SectionEvent<V>): SectionMemory<V> {
  switch (event.type) {
    case "answered":
      return {
        ...memory,
        answer: { body: event.body, outcome: { value: event.value, kundli: event.kundli } },
        last: event.value,
      };
    case "failed":
      return { ...memory, answer: { body: event.body, outcome: { error: event.error } } };
    case "retry":
      return { ...memory, answer: null, attempt: memory.attempt + 1 };
  }
}

/** The state of the request `body`: an answer to another request is "loading" at once. */
export function sectionStateOf<V>(memory: SectionMemory<V>, body: string, retry: () => void): SectionStateOf<V> {
  const outcome = memory.answer?.body === body ? memory.answer.outcome : null;
  if (outcome === null) return { status: "loading", shown: memory.last };
  if ("error" in outcome) return { status: "failed", error: outcome.error, retry, shown: memory.last };
  return { status: "ready", value: outcome.value, kundli: outcome.kundli, shown: outcome.value };
}

/**
 * The section `name` of the shown Kundli, asked for again whenever the request changes; the last
 * answer stays in `shown` meanwhile, and `retry` (when one failed) asks again.
 */
export function useKundliSection<K extends Include>(
  kundli: Pick<Kundli, "basic">,
  name: K,
  request: SectionRequest = {},
): SectionState<K> {
  const { api } = useDataLayer();
  const input = kundliInputOf(kundli);
  const body = JSON.stringify({
    ...input,
    ...(request.options ? { options: { ...input.options, ...request.options } } : {}),
    include: [name],
    dashaLevels: request.dashaLevels ?? 1,
    ...(request.dashasLevels ? { dashasLevels: request.dashasLevels } : {}),
    ...(request.at ? { at: request.at } : {}),
    ...(request.year ? { year: request.year } : {}),
  });
  const [memory, dispatch] = useReducer(sectionStep<SectionValue<K>>, SECTION_START as SectionMemory<SectionValue<K>>);
  const retry = useCallback(() => dispatch({ type: "retry" }), []);
  useEffect(() => {
    const abort = new AbortController();
    api
      .post<Kundli>("/kundli/generate", JSON.parse(body), { signal: abort.signal, dedupeKey: `section ${body}` })
      .then((answer) => {
        if (abort.signal.aborted) return;
        const value = answer[name];
        dispatch(
          value == null
            ? { type: "failed", body, error: new Error(`the answer has no ${name}`) }
            : { type: "answered", body, value: value as SectionValue<K>, kundli: answer },
        );
      })
      .catch((error: unknown) => {
        if (!abort.signal.aborted) dispatch({ type: "failed", body, error });
      });
    return () => abort.abort();
    // A retry is a new attempt at the same body: the effect runs again.
  }, [api, body, name, memory.attempt]);
  return sectionStateOf(memory, body, retry);
}
