/**
 * The Kundli tabs of calc-cli-v2 (Strength, Dashas, Jaimini, KP, Gochar, Varshphal) ask for their
 * section when they are opened, through the one fetch layer: POST /api/kundli/generate with the
 * shown Kundli's own birth input and `include`, so that a Kundli opens at the v1 cost and a
 * transit date or a varshphal year is one more request, not a new page.
 */
import { useEffect, useState } from "react";
import type { Include } from "../../../engine/input";
import type { Kundli } from "../../../engine/kundli";
import type { CalcOptions, KundliInput } from "../../../engine/types";
import { useDataLayer } from "~/client/hooks";

/** The calculation input a computed Kundli was made from (its basic details carry all of it). */
export function kundliInputOf(kundli: Kundli): KundliInput {
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

export type SectionState<K extends Include> =
  | { status: "loading" }
  | { status: "ready"; value: NonNullable<Kundli[K]>; kundli: Kundli }
  /** `retry` asks again with the same request. */
  | { status: "failed"; error: unknown; retry: () => void };

/** The section `name` of the shown Kundli, asked for again whenever the request changes. */
export function useKundliSection<K extends Include>(
  kundli: Kundli,
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
  // The answer is kept with the request it answers: a new request shows "loading" at once.
  const [answered, setAnswered] = useState<{ body: string; state: SectionState<K> } | null>(null);
  // A retry is a new attempt at the same body: the effect runs again.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const retry = () => {
      setAnswered(null);
      setAttempt((n) => n + 1);
    };
    const abort = new AbortController();
    api
      .post<Kundli>("/kundli/generate", JSON.parse(body), { signal: abort.signal, dedupeKey: `section ${body}` })
      .then((answer) => {
        if (abort.signal.aborted) return;
        const value = answer[name];
        setAnswered({
          body,
          state:
            value == null
              ? { status: "failed", error: new Error(`the answer has no ${name}`), retry }
              : { status: "ready", value: value as NonNullable<Kundli[K]>, kundli: answer },
        });
      })
      .catch((error: unknown) => {
        if (!abort.signal.aborted) setAnswered({ body, state: { status: "failed", error, retry } });
      });
    return () => abort.abort();
  }, [api, body, name, attempt]);
  return answered?.body === body ? answered.state : { status: "loading" };
}
