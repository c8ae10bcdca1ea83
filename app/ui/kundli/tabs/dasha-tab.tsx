import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import type { DashasSection } from "#engine/dashas";
import type { KundliPart } from "#app/shared/kundli/tabs";
import type { Graha, Sign } from "#engine/types";
import type { Yogini } from "#engine/yogini";
import { errorText } from "#app/client/api";
import { ArrowLeftIcon, CheckIcon } from "../../icons";
import { Spinner } from "../../spinner";
import {
  DASHA_SYSTEMS,
  dashaSystemOf,
  dashaSystemSearch,
  isRunningRow,
  nodesAlong,
  nodesAt,
  runningIndices,
  SECTION_LEVELS,
  sectionNodes,
  SYSTEM_DEPTH,
  vimshottariExpand,
  vimshottariNodes,
  yearsMonthsDays,
  type DashaNode,
  type DashaSystem,
} from "../dasha";
import { formatDateParts, localPartsOfMs, offsetSeconds } from "../format";
import { useAstroNames } from "../names";
import { useNow } from "../now";
import { PhaladeshView } from "../phaladesh-view";
import { useKundliSection, type SectionState } from "../section";

type View = "periods" | "phaladesh";

/**
 * The Dasha tab: the periods of the chosen system (Vimshottari, Yogini, Ashtottari or Chara),
 * drilled down by tapping a row and back with Level Up, the period running today marked at every
 * level; a second view gives the Phaladesh reading. `search` is the page's query when it was
 * loaded (`?dasha=yogini` picks the system, so a link or a reload keeps it).
 */
export default function DashaTab({ kundli, search = "" }: { kundli: KundliPart<"dasha">; search?: string }) {
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
      {view === "periods" ? <DashaPeriods kundli={kundli} search={search} /> : <PhaladeshView kundli={kundli} />}
    </div>
  );
}

function DashaPeriods({ kundli, search }: { kundli: KundliPart<"dasha">; search: string }) {
  // The server renders the query it was asked; the browser reads the address, which the switch
  // (and the tab bar) keep up to date without the router.
  const [system, setSystem] = useState<DashaSystem>(() =>
    dashaSystemOf(typeof window === "undefined" ? search : window.location.search),
  );
  // Once one of the section's systems has been shown, its answer is kept for the other two.
  const [sectionWanted, setSectionWanted] = useState(system !== "vimshottari");
  const choose = (next: DashaSystem) => {
    setSystem(next);
    if (next !== "vimshottari") setSectionWanted(true);
    const url = `${window.location.pathname}${dashaSystemSearch(window.location.search, next)}`;
    window.history.replaceState(window.history.state, "", url);
  };
  return (
    <div className="space-y-4">
      <SystemSwitch value={system} onChange={choose} />
      {system === "vimshottari" && <VimshottariPeriods kundli={kundli} />}
      {sectionWanted && <SectionPeriods kundli={kundli} system={system} />}
    </div>
  );
}

/** The system, as radio buttons drawn as a segmented control (arrow keys move between them). */
function SystemSwitch({ value, onChange }: { value: DashaSystem; onChange: (system: DashaSystem) => void }) {
  const { t } = useAstroNames();
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-stone-700">{t("dashas.system.label")}</legend>
      <div className="grid grid-cols-2 gap-0.5 rounded-xl border border-stone-300 bg-white p-0.5 sm:inline-grid sm:grid-cols-4">
        {DASHA_SYSTEMS.map((system) => (
          <label
            key={system}
            className="cursor-pointer rounded-[10px] px-3 py-1.5 text-center text-sm font-medium text-stone-700 select-none hover:bg-stone-100 has-checked:bg-brand-strong has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand"
          >
            <input
              type="radio"
              name={name}
              value={system}
              checked={value === system}
              onChange={() => onChange(system)}
              className="sr-only"
            />
            {t(`dashas.system.${system}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Dates of the birth place's clock, as the rest of the Kundli writes them. */
function useDate(kundli: KundliPart<"dasha">) {
  const offset = offsetSeconds(kundli.basic.utcOffset) ?? 0;
  return useCallback((ms: number) => formatDateParts(localPartsOfMs(ms, offset)), [offset]);
}

function VimshottariPeriods({ kundli }: { kundli: KundliPart<"dasha"> }) {
  const { t, names } = useAstroNames();
  const tree = useMemo(() => vimshottariNodes(kundli.dasha.periods), [kundli.dasha.periods]);
  const balance = yearsMonthsDays(kundli.dasha.balanceYears);
  const date = useDate(kundli);
  return (
    <>
      <p className="text-sm text-stone-600">
        {t("kundli.dasha.balance", { planet: names.planet(kundli.dasha.periods[0]!.planet), ...balance })}
      </p>
      <DashaDrill
        system="vimshottari"
        tree={tree}
        expand={vimshottariExpand}
        column={t("dashas.column.planet")}
        name={names.planet}
        short={(p) => t(`chart.abbreviations.${p}`)}
        date={date}
      />
    </>
  );
}

/**
 * Yogini, Ashtottari and Chara, from the `dashas` section: two levels first, a third when an
 * antardasha is opened (asked for again; the levels already shown stay on screen meanwhile).
 */
function SectionPeriods({ kundli, system }: { kundli: KundliPart<"dasha">; system: DashaSystem }) {
  const { t } = useAstroNames();
  const [levels, setLevels] = useState(SECTION_LEVELS);
  const state = useKundliSection(kundli, "dashas", { dashasLevels: levels });
  const shown = state.shown;
  const need = useCallback((level: number) => setLevels((l) => Math.max(l, level)), []);
  if (system === "vimshottari") return null;
  if (!shown) {
    return state.status === "failed" ? (
      <SectionFailed state={state} />
    ) : (
      <div role="status" className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-5 text-sm">
        <Spinner className="size-6" />
        <span className="text-stone-600">{t("dashas.loading")}</span>
      </div>
    );
  }
  // What a level not yet in the answer shows: the request for it, or why it failed.
  const pending =
    state.status === "failed" ? (
      <SectionFailed state={state} />
    ) : (
      <div role="status" className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-5 text-sm">
        <Spinner className="size-6" />
        <span className="text-stone-600">{t("dashas.loadingDeeper")}</span>
      </div>
    );
  return <SectionSystem kundli={kundli} system={system} section={shown} pending={pending} onMissing={need} />;
}

/** One of the section's systems drawn from an answer (exported for the translations' test). */
export function SectionSystem({
  kundli,
  system,
  section,
  pending = null,
  onMissing,
}: {
  kundli: KundliPart<"dasha">;
  system: Exclude<DashaSystem, "vimshottari">;
  section: DashasSection;
  pending?: ReactNode;
  onMissing?: (level: number) => void;
}) {
  const drill = { date: useDate(kundli), pending, onMissing };
  if (system === "yogini") return <YoginiPeriods kundli={kundli} section={section.yogini} drill={drill} />;
  if (system === "ashtottari") return <AshtottariPeriods section={section.ashtottari} drill={drill} />;
  return <CharaPeriods kundli={kundli} section={section.chara} drill={drill} />;
}

function SectionFailed({ state }: { state: Extract<SectionState<"dashas">, { status: "failed" }> }) {
  const { t } = useAstroNames();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p className="font-medium">{t("dashas.failed")}</p>
      <p className="mt-1">{errorText(state.error, t)}</p>
      <button
        type="button"
        onClick={state.retry}
        className="mt-3 rounded-lg bg-white px-3 py-1.5 font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-brand"
      >
        {t("dashas.retry")}
      </button>
    </div>
  );
}

interface DrillShared {
  date: (ms: number) => string;
  pending: ReactNode;
  onMissing?: (level: number) => void;
}

type YoginiOf = { lord: Yogini; planet: Graha };

function YoginiPeriods({
  kundli,
  section,
  drill,
}: {
  kundli: KundliPart<"dasha">;
  section: DashasSection["yogini"];
  drill: DrillShared;
}) {
  const { t, names } = useAstroNames();
  const tree = useMemo(
    () => sectionNodes<DashasSection["yogini"]["periods"][number], YoginiOf>(section.periods, (p) => p),
    [section],
  );
  const name = (y: YoginiOf) =>
    t("dashas.withPlanet", { name: t(`dashas.yoginis.${y.lord}`), planet: names.planet(y.planet) });
  const first = section.periods[0]!;
  const nakshatra = kundli.planets.find((p) => p.planet === "Moon")!.nakshatra;
  const remainder = (nakshatra + 3) % 8;
  return (
    <>
      <div className="space-y-1 text-sm text-stone-600">
        <p>
          {t("dashas.yogini.atBirth", {
            nakshatra: names.nakshatra(nakshatra),
            number: nakshatra,
            remainder,
            yogini: name(first),
          })}
          {remainder === 0 && ` ${t("dashas.yogini.zero")}`}
        </p>
        <p>{t("kundli.dasha.balance", { planet: name(first), ...yearsMonthsDays(section.balanceYears) })}</p>
        <p className="text-stone-500">{t("dashas.yogini.cycle")}</p>
      </div>
      <DashaDrill
        system="yogini"
        tree={tree}
        column={t("dashas.column.yogini")}
        name={name}
        short={(y) => t(`dashas.yoginis.${y.lord}`)}
        {...drill}
      />
    </>
  );
}

function AshtottariPeriods({ section, drill }: { section: DashasSection["ashtottari"]; drill: DrillShared }) {
  const { t, names } = useAstroNames();
  const tree = useMemo(() => sectionNodes(section.periods, (p) => p.planet), [section]);
  return (
    <>
      <AshtottariApplicability section={section} />
      <div className="space-y-1 text-sm text-stone-600">
        <p>
          {t("kundli.dasha.balance", {
            planet: names.planet(section.periods[0]!.planet),
            ...yearsMonthsDays(section.balanceYears),
          })}
        </p>
        <p className="text-stone-500">{t("dashas.ashtottari.cycle")}</p>
      </div>
      <DashaDrill
        system="ashtottari"
        tree={tree}
        column={t("dashas.column.planet")}
        name={names.planet}
        short={(p) => t(`chart.abbreviations.${p}`)}
        {...drill}
      />
    </>
  );
}

/** Whether Ashtottari applies to the chart, before its periods: the verdict, the rule, and why. */
function AshtottariApplicability({ section }: { section: DashasSection["ashtottari"] }) {
  const { t, names } = useAstroNames();
  const id = useId();
  const fromLord = [1, 4, 5, 7, 9, 10].includes(section.rahuFromLagnaLord);
  const fromLagna = section.rahuFromLagna !== 1;
  const checks = [
    {
      key: "lord",
      met: fromLord,
      text: t(fromLord ? "dashas.ashtottari.fromLordYes" : "dashas.ashtottari.fromLordNo", {
        house: names.house(section.rahuFromLagnaLord),
        lord: names.planet(section.lagnaLord),
      }),
    },
    {
      key: "lagna",
      met: fromLagna,
      text: fromLagna
        ? t("dashas.ashtottari.fromLagnaYes", { house: names.house(section.rahuFromLagna) })
        : t("dashas.ashtottari.fromLagnaNo"),
    },
  ];
  return (
    <section
      aria-labelledby={id}
      data-applicable={section.applicable}
      className={`rounded-xl border p-4 ${section.applicable ? "border-emerald-200 bg-emerald-50" : "border-amber-300 bg-amber-50"}`}
    >
      <h2 id={id} className="text-sm font-medium text-stone-600">
        {t("dashas.ashtottari.heading")}
      </h2>
      <p
        className={`mt-1 text-base font-semibold ${section.applicable ? "text-emerald-900" : "text-amber-900"}`}
        data-verdict
      >
        {t(section.applicable ? "dashas.ashtottari.applicable" : "dashas.ashtottari.notApplicable")}
      </p>
      <p className="mt-2 text-sm text-stone-700">{t("dashas.ashtottari.rule")}</p>
      <ul className="mt-2 space-y-1 text-sm">
        {checks.map((c) => (
          <li key={c.key} className="flex items-start gap-2">
            {c.met ? (
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-emerald-700" />
            ) : (
              <span aria-hidden="true" className="w-4 shrink-0 text-center font-bold text-red-700">
                ✕
              </span>
            )}
            <span className="sr-only">{t(c.met ? "dashas.ashtottari.met" : "dashas.ashtottari.notMet")}:</span>
            <span className="text-stone-800">{c.text}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-stone-600">{t("dashas.ashtottari.anyway")}</p>
    </section>
  );
}

type CharaOf = { sign: Sign; lord?: Graha };

function CharaPeriods({
  kundli,
  section,
  drill,
}: {
  kundli: KundliPart<"dasha">;
  section: DashasSection["chara"];
  drill: DrillShared;
}) {
  const { t, names } = useAstroNames();
  const tree = useMemo(
    () => sectionNodes<DashasSection["chara"]["periods"][number], CharaOf>(section.periods, (p) => p),
    [section],
  );
  const lagna = kundli.planets.find((p) => p.planet === "Ascendant")!.sign;
  const ninth = (((lagna + 7) % 12) + 1) as Sign;
  return (
    <>
      <div className="space-y-1 text-sm text-stone-600">
        <p className="font-medium text-stone-800">{t("dashas.chara.method")}</p>
        <p>{t(`dashas.chara.${section.direction}`, { lagna: names.sign(lagna), ninth: names.sign(ninth) })}</p>
        <p className="text-stone-500">{t("dashas.chara.rules")}</p>
        <p className="text-stone-500">{t("dashas.chara.coLords")}</p>
      </div>
      <DashaDrill
        system="chara"
        tree={tree}
        column={t("dashas.column.sign")}
        name={(c) => names.sign(c.sign)}
        short={(c) => names.signShort(c.sign)}
        note={(c) =>
          c.lord && (c.sign === 8 || c.sign === 11) ? t("dashas.chara.lord", { planet: names.planet(c.lord) }) : null
        }
        {...drill}
      />
    </>
  );
}

/**
 * One way to draw a dasha of any system: the level's heading and path, Level Up, and the table of
 * its periods (lord, start, end, duration), the running one marked. A level the tree lacks (the
 * section's third, before it is asked for) shows `pending` and is reported through `onMissing`.
 */
function DashaDrill<T>({
  system,
  tree,
  expand,
  column,
  name,
  short,
  note,
  date,
  pending,
  onMissing,
}: {
  system: DashaSystem;
  tree: readonly DashaNode<T>[];
  expand?: (node: DashaNode<T>) => DashaNode<T>[];
  column: string;
  name: (of: T) => string;
  short: (of: T) => string;
  note?: (of: T) => ReactNode;
  date: (ms: number) => string;
  pending?: ReactNode;
  onMissing?: (level: number) => void;
}) {
  const { t } = useAstroNames();
  const depth = SYSTEM_DEPTH[system];
  const [path, setPath] = useState<number[]>([]);
  // "Today" is the browser's: none in the server's HTML, so that both render alike.
  const now = useNow();
  const running = useMemo(
    () => (now === null ? [] : runningIndices(tree, now, depth, expand)),
    [tree, now, depth, expand],
  );
  const rows = useMemo(() => nodesAt(tree, path, expand), [tree, path, expand]);
  const along = useMemo(() => nodesAlong(tree, path, expand), [tree, path, expand]);
  const level = path.length + 1;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    // After a drill or Level Up, move focus to the new level's heading so it is announced.
    if (moved.current) headingRef.current?.focus();
  }, [path]);
  useEffect(() => {
    if (!rows) onMissing?.(level);
  }, [rows, level, onMissing]);

  const go = (next: number[]) => {
    moved.current = true;
    setPath(next);
  };
  const chain = (row: DashaNode<T>) => [...along, row].map((n) => short(n.of)).join("–");
  const duration = (years: number) => {
    // Years, months of 30 days and days, as the balance is written; leading zeros left out, and
    // hours for the shortest Yogini periods (under a day).
    const parts = yearsMonthsDays(years);
    if (parts.years) return t("dashas.duration.ymd", parts);
    if (parts.months) return t("dashas.duration.md", parts);
    if (parts.days) return t("dashas.duration.d", parts);
    return t("dashas.duration.h", { hours: Math.round(years * 360 * 24) });
  };
  const canDrill = level < depth;

  return (
    <div className="space-y-3">
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
              {along.map((node, i) => (
                <li key={i} className="flex items-center gap-1">
                  <span aria-hidden="true">›</span>
                  {i === path.length - 1 ? (
                    <span aria-current="location">{name(node.of)}</span>
                  ) : (
                    <button
                      type="button"
                      onClick={() => go(path.slice(0, i + 1))}
                      className="rounded text-brand-strong underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
                    >
                      {name(node.of)}
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

      {rows ? (
        <div className="relative overflow-x-auto rounded-xl border border-stone-200 bg-white" data-dasha={system}>
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">
              {path.length === 0
                ? t(`dashas.captionTop.${system}`)
                : t("kundli.dasha.caption", {
                    level: t(`astro.dashaLevels.${level}`),
                    path: along.map((n) => name(n.of)).join(" › "),
                  })}
            </caption>
            <thead>
              <tr className="border-b border-stone-200 bg-stone-50">
                <th scope="col" className="px-2.5 py-2 text-left font-semibold text-stone-700 sm:px-3">
                  {column}
                </th>
                <th scope="col" className="px-2.5 py-2 text-left font-semibold text-stone-700 sm:px-3">
                  {t("kundli.dasha.start")}
                </th>
                <th scope="col" className="px-2.5 py-2 text-left font-semibold text-stone-700 sm:px-3">
                  {t("kundli.dasha.end")}
                </th>
                <th
                  scope="col"
                  className="hidden px-2.5 py-2 text-right font-semibold text-stone-700 sm:table-cell sm:px-3"
                >
                  {t("dashas.column.duration")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => {
                const current = isRunningRow(running, path, i);
                const label = name(row.of);
                const extra = note?.(row.of);
                return (
                  <tr
                    key={i}
                    data-running={current || undefined}
                    onClick={canDrill ? () => go([...path, i]) : undefined}
                    className={`border-b border-stone-100 last:border-0 ${current ? "bg-orange-50" : ""} ${canDrill ? "cursor-pointer hover:bg-stone-50" : ""}`}
                  >
                    <th
                      scope="row"
                      className="px-2.5 py-2.5 text-left font-medium text-stone-900 sm:px-3 sm:whitespace-nowrap"
                    >
                      {canDrill ? (
                        <button
                          type="button"
                          onClick={(e) => {
                            e.stopPropagation();
                            go([...path, i]);
                          }}
                          aria-label={t("kundli.dasha.open", {
                            planet: label,
                            level: t(`astro.dashaLevels.${level + 1}`),
                          })}
                          className="rounded text-left font-medium text-brand-strong underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
                        >
                          {label}
                        </button>
                      ) : (
                        label
                      )}
                      {extra && (
                        <span className="block text-xs font-normal text-stone-500 sm:ml-1.5 sm:inline">{extra}</span>
                      )}
                      {path.length > 0 && (
                        <span
                          className="block text-xs font-normal text-stone-400 sm:ml-1.5 sm:inline"
                          aria-hidden="true"
                        >
                          {chain(row)}
                        </span>
                      )}
                      <span className="block text-xs font-normal text-stone-500 tabular-nums sm:hidden">
                        {duration(row.years)}
                      </span>
                      {current && (
                        <span className="mt-0.5 block w-fit rounded-full bg-brand-strong px-2 py-0.5 text-xs font-medium text-white sm:mt-0 sm:ml-2 sm:inline">
                          {t("kundli.dasha.running")}
                        </span>
                      )}
                    </th>
                    <td className="px-2.5 py-2.5 align-top whitespace-nowrap text-stone-700 tabular-nums sm:px-3 sm:align-middle">
                      {date(row.start)}
                    </td>
                    <td className="px-2.5 py-2.5 align-top whitespace-nowrap text-stone-700 tabular-nums sm:px-3 sm:align-middle">
                      {date(row.end)}
                    </td>
                    <td className="hidden px-2.5 py-2.5 text-right whitespace-nowrap text-stone-700 tabular-nums sm:table-cell sm:px-3">
                      {duration(row.years)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : (
        pending
      )}
      {canDrill && rows && <p className="text-sm text-stone-500">{t("kundli.dasha.hint")}</p>}
    </div>
  );
}
