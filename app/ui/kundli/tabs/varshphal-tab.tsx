import { Fragment, useId, useMemo, useState } from "react";
import type { FormattedDashaPeriod } from "#engine/dasha";
import type { KundliPart } from "#app/shared/kundli/tabs";
import type { Varshphal } from "#engine/varshphal";
import { chartOf } from "#app/chart/chart-data";
import { ArrowLeftIcon, ArrowRightIcon } from "../../icons";
import { ChartFrame } from "../chart-frame";
import { ChartStyleSwitch, useChartStyle } from "../chart-style";
import { formatDateParts, formatDateTimeParts, formatDms, localParts, offsetSeconds } from "../format";
import { formatOffset, placeClock } from "../moment";
import { useAstroNames } from "../names";
import { useNow } from "../now";
import { PlanetsTable } from "../planets-table";
import { useKundliSection } from "../section";
import { SectionFailed, SectionLoading, SectionUpdating } from "../section-status";
import { DataTable, DetailsTable, Section } from "../table";
import { muddaRows, OFFICES, runningRow, varshphalYears, yearAt, type MuddaRow, type Office } from "../varshphal";

/**
 * Varshphal: the Tajaka annual chart of a year of life, cast for the solar return at the birth
 * place: the return to the second, the chart and its planets, Muntha, the year lord with the
 * office-bearers and their Pancha-vargiya bala, and the Mudda dasha. Rules: docs/gochar-varshphal.md.
 */
export default function VarshphalTab({ kundli }: { kundli: KundliPart<"varshphal"> }) {
  const { t } = useAstroNames();
  const now = useNow();
  const offset = offsetSeconds(kundli.basic.utcOffset) ?? 0;
  const range = varshphalYears(Date.parse(kundli.basic.utc), Number(kundli.basic.date.slice(0, 4)));
  // The astrologer's choice; until then the current year at the birth place (in the browser only).
  const [chosen, setChosen] = useState<number | null>(null);
  const current = now === null ? null : Math.min(range.max, Math.max(range.min, yearAt(now, offset)));
  const year = chosen ?? current;
  if (year === null) return <SectionLoading label={t("varshphal.loading")} />;
  return <VarshphalLoader kundli={kundli} year={year} range={range} onYear={setChosen} now={now} />;
}

interface YearProps {
  year: number;
  range: { min: number; max: number };
  onYear: (year: number) => void;
}

function VarshphalLoader({
  kundli,
  year,
  range,
  onYear,
  now,
}: YearProps & { kundli: KundliPart<"varshphal">; now: number | null }) {
  const { t } = useAstroNames();
  const state = useKundliSection(kundli, "varshphal", { year });
  const picker = <YearPicker year={year} range={range} onYear={onYear} />;
  if (state.status === "failed")
    return (
      <div className="space-y-5">
        {picker}
        <SectionFailed
          message={t("varshphal.failed")}
          error={state.error}
          retry={t("varshphal.retry")}
          onRetry={state.retry}
        />
      </div>
    );
  // The last answer stays on screen while another year is asked for.
  const varshphal = state.shown;
  if (!varshphal)
    return (
      <div className="space-y-5">
        {picker}
        <SectionLoading label={t("varshphal.loading")} />
      </div>
    );
  return (
    <div className="space-y-5">
      {picker}
      {state.status === "loading" && <SectionUpdating label={t("varshphal.updating", { year })} />}
      <VarshphalView kundli={kundli} varshphal={varshphal} now={now} />
    </div>
  );
}

/** Previous / the year typed / next, within the years the engine casts. */
function YearPicker({ year, range, onYear }: YearProps) {
  const { t } = useAstroNames();
  const id = useId();
  const hintId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const valid = (n: number) => Number.isInteger(n) && n >= range.min && n <= range.max;
  const go = (n: number) => {
    setDraft(null);
    if (valid(n)) onYear(n);
  };
  const step =
    "inline-flex items-center justify-center rounded-xl border border-stone-300 bg-white p-2 text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-40";
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {t("varshphal.year.label")}
      </label>
      <button
        type="button"
        onClick={() => go(year - 1)}
        disabled={year <= range.min}
        aria-label={t("varshphal.year.previous")}
        title={t("varshphal.year.previous")}
        className={step}
      >
        <ArrowLeftIcon className="size-4" />
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={range.min}
        max={range.max}
        step={1}
        value={draft ?? String(year)}
        aria-describedby={hintId}
        onChange={(e) => {
          setDraft(e.target.value);
          const n = Number(e.target.value);
          // A whole year in range asks at once; a partial one waits for more digits.
          if (e.target.value.length >= 4 && valid(n)) onYear(n);
        }}
        onBlur={() => setDraft(null)}
        aria-invalid={(draft !== null && draft.length >= 4 && !valid(Number(draft))) || undefined}
        className="w-24 rounded-lg border border-stone-300 aria-invalid:border-red-500 bg-white px-2 py-1.5 text-center text-sm tabular-nums focus-visible:outline-2 focus-visible:outline-brand"
      />
      <button
        type="button"
        onClick={() => go(year + 1)}
        disabled={year >= range.max}
        aria-label={t("varshphal.year.next")}
        title={t("varshphal.year.next")}
        className={step}
      >
        <ArrowRightIcon className="size-4" />
      </button>
      <span id={hintId} className="text-xs text-stone-500">
        {t("varshphal.year.range", range)}
      </span>
    </div>
  );
}

interface VarshphalProps {
  kundli: KundliPart<"varshphal">;
  varshphal: Varshphal;
  /** Now (epoch ms) for the running Mudda period; null on the server. */
  now: number | null;
}

/** The varshphal section of a Kundli as the tab shows it (also rendered by the translations test). */
export function VarshphalView({ kundli, varshphal: v, now }: VarshphalProps) {
  const { t, names } = useAstroNames();
  const [style, setStyle] = useChartStyle();
  const zone = kundli.basic.timezone;
  const fallback = offsetSeconds(kundli.basic.utcOffset) ?? 0;
  const clock = (iso: string) => {
    const c = placeClock(Date.parse(iso), zone, fallback);
    return t("varshphal.summary.clock", { moment: formatDateTimeParts(c.parts), offset: formatOffset(c.offset) });
  };
  const chart = useMemo(() => chartOf({ planets: v.planets, vargas: {} }, "lagna"), [v.planets]);
  const n = v.completedYears;

  return (
    <div className="space-y-8">
      <div className="grid items-start gap-6 md:grid-cols-2">
        <div className="space-y-3">
          <ChartStyleSwitch value={style} onChange={setStyle} />
          <ChartFrame chart={chart} chartStyle={style} title={t("varshphal.chart.title", { year: v.year })} />
        </div>
        <DetailsTable
          caption={t("varshphal.summary.caption", { year: v.year })}
          rows={[
            {
              key: "return",
              label: t("varshphal.summary.solarReturn"),
              value: <span data-solar-return={v.solarReturn}>{clock(v.solarReturn)}</span>,
            },
            { key: "next", label: t("varshphal.summary.nextReturn"), value: clock(v.nextSolarReturn) },
            {
              key: "life",
              label: t("varshphal.summary.yearOfLife"),
              value:
                n === 0
                  ? t("varshphal.summary.birthChart")
                  : t("varshphal.summary.yearOfLifeValue", { n: n + 1, completed: n }),
            },
            {
              key: "dayNight",
              label: t("varshphal.summary.dayNight"),
              value: t(v.dayReturn ? "varshphal.summary.day" : "varshphal.summary.night"),
            },
            {
              key: "ascendant",
              label: t("varshphal.summary.ascendant"),
              value: `${names.sign(v.ascendant.sign)} ${formatDms(v.ascendant.degree)}`,
            },
            {
              key: "muntha",
              label: t("varshphal.summary.muntha"),
              value: (
                <span data-muntha-sign={v.muntha.sign} data-muntha-house={v.muntha.house}>
                  {t("varshphal.summary.munthaValue", {
                    sign: names.sign(v.muntha.sign),
                    house: names.house(v.muntha.house),
                  })}
                </span>
              ),
            },
            { key: "munthaLord", label: t("varshphal.summary.munthaLord"), value: names.planet(v.munthaLord) },
            {
              key: "yearLord",
              label: t("varshphal.summary.yearLord"),
              value: <strong data-year-lord={v.yearLord}>{names.planet(v.yearLord)}</strong>,
            },
          ]}
        />
      </div>
      <PlanetsTable planets={v.planets} caption={t("varshphal.planets.caption", { year: v.year })} />
      <YearLord varshphal={v} />
      <MuddaDasha kundli={kundli} varshphal={v} now={now} />
    </div>
  );
}

const fmt2 = (x: number) => x.toFixed(2);

/** Why the year lord is the year lord: the rule that decided, the five offices and their strengths. */
function YearLord({ varshphal: v }: { varshphal: Varshphal }) {
  const { t, names } = useAstroNames();
  const house = (planet: string) => v.planets.find((p) => p.planet === planet)?.house ?? 0;
  const officeName = (office: Office) =>
    office === "dinaRatriLord"
      ? t(`varshphal.yearLord.offices.dinaRatriLord.${v.dayReturn ? "day" : "night"}`)
      : t(`varshphal.yearLord.offices.${office}`);
  const bearers = [...new Set(OFFICES.map((o) => v.officeBearers[o]))];
  const aspects = (planet: string) => (v.aspectingLagna as readonly string[]).includes(planet);
  const list = v.aspectingLagna.map((p) => names.planet(p)).join(", ");
  // One aspecting office-bearer is the strongest of one: say "the only one" instead.
  const ruleKey =
    v.yearLordRule === "strongest-aspecting" && v.aspectingLagna.length === 1 ? "onlyAspecting" : v.yearLordRule;
  const chosenClass = (planet: string) => (planet === v.yearLord ? "bg-orange-50" : undefined);
  return (
    <Section title={t("varshphal.yearLord.title")}>
      <p className="text-sm text-stone-800" data-year-lord-rule={v.yearLordRule}>
        {t(`varshphal.yearLord.rule.${ruleKey}`, {
          planet: names.planet(v.yearLord),
          aspecting: list,
          bala: fmt2(v.panchaVargiyaBala[v.yearLord].total),
        })}
      </p>
      <DataTable<Office>
        caption={t("varshphal.yearLord.officesCaption")}
        rows={OFFICES}
        rowKey={(o) => o}
        rowClassName={(o) => chosenClass(v.officeBearers[o])}
        columns={[
          { key: "office", header: t("varshphal.yearLord.office"), rowHeader: true, cell: officeName },
          {
            key: "planet",
            header: t("varshphal.yearLord.planet"),
            cell: (o) => (
              <span className="flex items-center gap-2">
                {names.planet(v.officeBearers[o])}
                {v.officeBearers[o] === v.yearLord && (
                  <span className="rounded-full bg-brand-strong px-2 py-0.5 text-xs font-medium text-white">
                    {t("varshphal.yearLord.chosen")}
                  </span>
                )}
              </span>
            ),
          },
          {
            key: "house",
            header: t("varshphal.yearLord.house"),
            cell: (o) => house(v.officeBearers[o]),
            align: "end",
          },
          {
            key: "aspects",
            header: t("varshphal.yearLord.aspects"),
            cell: (o) => names.yesNo(aspects(v.officeBearers[o])),
          },
          {
            key: "bala",
            header: t("varshphal.yearLord.bala"),
            cell: (o) => fmt2(v.panchaVargiyaBala[v.officeBearers[o]].total),
            align: "end",
          },
        ]}
      />
      <DataTable<(typeof bearers)[number]>
        caption={t("varshphal.yearLord.balaCaption")}
        rows={bearers}
        rowKey={(p) => p}
        rowClassName={chosenClass}
        columns={[
          { key: "planet", header: t("varshphal.yearLord.planet"), rowHeader: true, cell: (p) => names.planet(p) },
          ...(["kshetra", "uchcha", "hadda", "drekkana", "navamsa"] as const).map((part) => ({
            key: part,
            header: t(`varshphal.yearLord.${part}`),
            cell: (p: (typeof bearers)[number]) => fmt2(v.panchaVargiyaBala[p][part]),
            align: "end" as const,
          })),
          {
            key: "total",
            header: t("varshphal.yearLord.total"),
            cell: (p) => <strong>{fmt2(v.panchaVargiyaBala[p].total)}</strong>,
            align: "end",
          },
        ]}
      />
      <p className="text-xs text-stone-500">{t("varshphal.yearLord.note")}</p>
    </Section>
  );
}

/** The Mudda dasha: the periods of the year, the running one marked, each opening its sub-periods. */
function MuddaDasha({ kundli, varshphal: v, now }: VarshphalProps) {
  const { t, names } = useAstroNames();
  const offset = offsetSeconds(kundli.basic.utcOffset) ?? 0;
  const rows = useMemo(() => muddaRows(v), [v]);
  const [open, setOpen] = useState<number | null>(null);
  const running = now === null ? -1 : runningRow(rows, now);
  const when = (iso: string) => {
    const p = localParts(iso, offset);
    return p ? `${formatDateParts(p)} ${String(p.hour).padStart(2, "0")}:${String(p.minute).padStart(2, "0")}` : "—";
  };
  const cell = "px-2.5 py-2 sm:px-3";
  const badge = (
    <span className="mt-0.5 block w-fit rounded-full bg-brand-strong px-2 py-0.5 text-xs font-medium text-white sm:mt-0 sm:ml-2 sm:inline">
      {t("varshphal.mudda.running")}
    </span>
  );

  const subRows = (row: FormattedDashaPeriod, parent: number) => {
    const children = row.children ?? [];
    const sub = now === null ? -1 : runningRow(children, now);
    return children.map((c, j) => (
      <tr
        key={`${parent}-${j}`}
        data-sub-period
        data-running={j === sub || undefined}
        className={`border-b border-stone-100 ${j === sub ? "bg-orange-50" : "bg-stone-50/60"}`}
      >
        <th scope="row" className={`${cell} pl-8 text-left font-normal whitespace-nowrap text-stone-800 sm:pl-10`}>
          {names.planet(c.planet)}
          <span className="ml-1.5 text-xs text-stone-400" aria-hidden="true">
            {t(`chart.abbreviations.${row.planet}`)}–{t(`chart.abbreviations.${c.planet}`)}
          </span>
          {j === sub && badge}
        </th>
        <td className={`${cell} whitespace-nowrap text-stone-700 tabular-nums`}>{when(c.start)}</td>
        <td className={`${cell} whitespace-nowrap text-stone-700 tabular-nums`}>{when(c.end)}</td>
      </tr>
    ));
  };

  return (
    <Section title={t("varshphal.mudda.title")}>
      <p className="text-sm text-stone-600">{t("varshphal.mudda.intro")}</p>
      <div className="relative overflow-x-auto rounded-xl border border-stone-200 bg-white">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t("varshphal.mudda.caption", { year: v.year })}</caption>
          <thead>
            <tr className="border-b border-stone-200 bg-stone-50">
              <th scope="col" className={`${cell} text-left font-semibold text-stone-700`}>
                {t("varshphal.mudda.planet")}
              </th>
              <th scope="col" className={`${cell} text-left font-semibold text-stone-700`}>
                {t("varshphal.mudda.start")}
              </th>
              <th scope="col" className={`${cell} text-left font-semibold text-stone-700`}>
                {t("varshphal.mudda.end")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row: MuddaRow, i) => {
              const expandable = !row.tail && (row.children?.length ?? 0) > 0;
              const expanded = open === i;
              return (
                <Fragment key={i}>
                  <tr
                    data-mudda={row.planet}
                    data-running={i === running || undefined}
                    className={`border-b border-stone-100 ${i === running ? "bg-orange-50" : ""}`}
                  >
                    <th scope="row" className={`${cell} text-left font-medium whitespace-nowrap text-stone-900`}>
                      {expandable ? (
                        <button
                          type="button"
                          aria-expanded={expanded}
                          onClick={() => setOpen(expanded ? null : i)}
                          aria-label={t(expanded ? "varshphal.mudda.hide" : "varshphal.mudda.show", {
                            planet: names.planet(row.planet),
                          })}
                          className="inline-flex items-center gap-1 rounded text-left font-medium text-brand-strong underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
                        >
                          <span
                            aria-hidden="true"
                            className={`inline-block transition-transform ${expanded ? "rotate-90" : ""}`}
                          >
                            ›
                          </span>
                          {names.planet(row.planet)}
                        </button>
                      ) : (
                        <>
                          {names.planet(row.planet)}
                          {row.tail && (
                            <span className="ml-1.5 text-xs font-normal text-stone-500">
                              {t("varshphal.mudda.again")}
                            </span>
                          )}
                        </>
                      )}
                      {i === running && badge}
                    </th>
                    <td className={`${cell} whitespace-nowrap text-stone-700 tabular-nums`}>{when(row.start)}</td>
                    <td className={`${cell} whitespace-nowrap text-stone-700 tabular-nums`}>{when(row.end)}</td>
                  </tr>
                  {expanded && subRows(row, i)}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-stone-500">{t("varshphal.mudda.hint")}</p>
    </Section>
  );
}
