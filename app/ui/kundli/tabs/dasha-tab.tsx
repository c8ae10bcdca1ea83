import { useEffect, useMemo, useRef, useState } from "react";
import type { Kundli } from "../../../../engine/kundli";
import type { Graha } from "../../../../engine/types";
import { ArrowLeftIcon } from "../../icons";
import { DASHA_DEPTH, dashaRows, isRunning, periodsFromContract, runningPath, yearsMonthsDays } from "../dasha";
import { formatDateParts, localPartsOfMs, offsetSeconds } from "../format";
import { useAstroNames } from "../names";
import { useNow } from "../now";
import { PhaladeshView } from "../phaladesh-view";

type View = "periods" | "phaladesh";

/**
 * Vimshottari dasha, drilled down by tapping a row (Mahadasha → Antardasha → Pratyantardasha →
 * Paraprtyantardasha) and back with Level Up; the period running today is highlighted at
 * every level. A second view gives the Phaladesh reading.
 */
export default function DashaTab({ kundli }: { kundli: Kundli }) {
  const { t } = useAstroNames();
  const [view, setView] = useState<View>("periods");
  return (
    <div className="space-y-4">
      <div
        role="group"
        aria-label={t("kundli.dasha.views")}
        className="inline-flex rounded-xl border border-stone-300 bg-white p-0.5"
      >
        {(["periods", "phaladesh"] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => setView(v)}
            className={`rounded-[10px] px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand ${
              view === v ? "bg-brand-strong text-white" : "text-stone-700 hover:bg-stone-100"
            }`}
          >
            {t(`kundli.dasha.view.${v}`)}
          </button>
        ))}
      </div>
      {view === "periods" ? <DashaPeriods kundli={kundli} /> : <PhaladeshView kundli={kundli} />}
    </div>
  );
}

function DashaPeriods({ kundli }: { kundli: Kundli }) {
  const { t, names } = useAstroNames();
  const tree = useMemo(() => periodsFromContract(kundli.dasha.periods), [kundli.dasha.periods]);
  const [path, setPath] = useState<Graha[]>([]);
  // "Today" is the browser's: none in the server's HTML, so that both render alike.
  const now = useNow();
  const running = useMemo(() => (now === null ? [] : runningPath(tree, now)), [tree, now]);
  const rows = useMemo(() => dashaRows(tree, path), [tree, path]);
  const offset = offsetSeconds(kundli.basic.utcOffset) ?? 0;
  const date = (ms: number) => formatDateParts(localPartsOfMs(ms, offset));
  const level = path.length + 1;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    // After a drill or Level Up, move focus to the new level's heading so it is announced.
    if (moved.current) headingRef.current?.focus();
  }, [path]);

  const go = (next: Graha[]) => {
    moved.current = true;
    setPath(next);
  };
  const balance = yearsMonthsDays(kundli.dasha.balanceYears);
  const chain = (planet: Graha) => [...path, planet].map((p) => t(`chart.abbreviations.${p}`)).join("–");

  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600">
        {t("kundli.dasha.balance", { planet: names.planet(kundli.dasha.periods[0]!.planet), ...balance })}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-stone-900 outline-none">
            {t(`astro.dashaLevels.${level}`)}
          </h2>
          <nav aria-label={t("kundli.dasha.pathLabel")}>
            <ol className="flex flex-wrap items-center gap-1 text-sm text-stone-600">
              <li>
                {path.length === 0 ? (
                  <span aria-current="location">{t("kundli.dasha.all")}</span>
                ) : (
                  <button
                    type="button"
                    onClick={() => go([])}
                    className="rounded text-brand-strong underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    {t("kundli.dasha.all")}
                  </button>
                )}
              </li>
              {path.map((lord, i) => (
                <li key={i} className="flex items-center gap-1">
                  <span aria-hidden="true">›</span>
                  {i === path.length - 1 ? (
                    <span aria-current="location">{names.planet(lord)}</span>
                  ) : (
                    <button
                      type="button"
                      onClick={() => go(path.slice(0, i + 1))}
                      className="rounded text-brand-strong underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
                    >
                      {names.planet(lord)}
                    </button>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        </div>
        <button
          type="button"
          onClick={() => go(path.slice(0, -1))}
          disabled={path.length === 0}
          className="inline-flex items-center gap-1.5 rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-40"
        >
          <ArrowLeftIcon className="size-4" />
          {t("kundli.dasha.levelUp")}
        </button>
      </div>

      <div className="relative overflow-x-auto rounded-xl border border-stone-200 bg-white">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">
            {path.length === 0
              ? t("kundli.dasha.captionTop")
              : t("kundli.dasha.caption", {
                  level: t(`astro.dashaLevels.${level}`),
                  path: path.map(names.planet).join(" › "),
                })}
          </caption>
          <thead>
            <tr className="border-b border-stone-200 bg-stone-50">
              <th scope="col" className="px-2.5 py-2 text-left font-semibold text-stone-700 sm:px-3">
                {t("kundli.dasha.planet")}
              </th>
              <th scope="col" className="px-2.5 py-2 text-left font-semibold text-stone-700 sm:px-3">
                {t("kundli.dasha.start")}
              </th>
              <th scope="col" className="px-2.5 py-2 text-left font-semibold text-stone-700 sm:px-3">
                {t("kundli.dasha.end")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const current = isRunning(running, path, row.planet);
              const canDrill = level < DASHA_DEPTH;
              return (
                <tr
                  key={`${row.planet}-${i}`}
                  data-running={current || undefined}
                  onClick={canDrill ? () => go([...path, row.planet]) : undefined}
                  className={`border-b border-stone-100 last:border-0 ${current ? "bg-orange-50" : ""} ${canDrill ? "cursor-pointer hover:bg-stone-50" : ""}`}
                >
                  <th
                    scope="row"
                    className="px-2.5 py-2.5 text-left font-medium whitespace-nowrap text-stone-900 sm:px-3"
                  >
                    {canDrill ? (
                      <button
                        type="button"
                        onClick={(e) => {
                          e.stopPropagation();
                          go([...path, row.planet]);
                        }}
                        aria-label={t("kundli.dasha.open", {
                          planet: names.planet(row.planet),
                          level: t(`astro.dashaLevels.${level + 1}`),
                        })}
                        className="rounded text-left font-medium text-brand-strong underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
                      >
                        {names.planet(row.planet)}
                      </button>
                    ) : (
                      names.planet(row.planet)
                    )}
                    {path.length > 0 && (
                      <span className="ml-1.5 text-xs font-normal text-stone-400" aria-hidden="true">
                        {chain(row.planet)}
                      </span>
                    )}
                    {current && (
                      <span className="mt-0.5 block w-fit rounded-full bg-brand-strong px-2 py-0.5 text-xs font-medium text-white sm:mt-0 sm:ml-2 sm:inline">
                        {t("kundli.dasha.running")}
                      </span>
                    )}
                  </th>
                  <td className="px-2.5 py-2.5 whitespace-nowrap text-stone-700 tabular-nums sm:px-3">
                    {date(row.start)}
                  </td>
                  <td className="px-2.5 py-2.5 whitespace-nowrap text-stone-700 tabular-nums sm:px-3">
                    {date(row.end)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {level < DASHA_DEPTH && <p className="text-sm text-stone-500">{t("kundli.dasha.hint")}</p>}
    </div>
  );
}
