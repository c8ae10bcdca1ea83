import { useEffect, useMemo, useRef, useState } from "react";
import type { SadeSatiPeriodOut, Transit, TransitPlanet } from "#engine/gochar";
import type { KundliPart } from "#app/shared/kundli/tabs";
import { CHART_PALETTE, type BodyLabel } from "#app/chart/layout";
import { describeBody } from "#app/chart/labels";
import { ChartFrame } from "../chart-frame";
import { ChartStyleSwitch, useChartStyle } from "../chart-style";
import { formatDateParts, formatDateTimeParts, formatDms, localParts, offsetSeconds } from "../format";
import {
  bandFraction,
  decadeTicks,
  gocharChart,
  nextPeriod,
  runningPeriod,
  sadeSatiBand,
  SADE_SATI_PHASES,
} from "../gochar";
import { formatOffset, placeClock } from "../moment";
import { MomentPicker } from "../moment-picker";
import { useAstroNames } from "../names";
import { useNow } from "../now";
import { useKundliSection } from "../section";
import { SectionFailed, SectionLoading, SectionUpdating } from "../section-status";
import { DataTable, ScrollBox, Section } from "../table";

/**
 * Gochar: the grahas at a moment (now, or one the astrologer picks) drawn over the birth chart,
 * from the Lagna and from the Moon, with their signs, houses and the natal ashtakavarga's bindus;
 * and Saturn's Sade Sati and Dhaiya periods over a lifetime, as a band and as a table.
 * Rules: docs/gochar-varshphal.md.
 */
export default function GocharTab({ kundli }: { kundli: KundliPart<"gochar"> }) {
  const { t } = useAstroNames();
  // null: now, as the engine reads it when asked.
  const [at, setAt] = useState<string | null>(null);
  const state = useKundliSection(kundli, "transit", at ? { at } : {});
  const now = useNow();
  if (state.status === "failed")
    return (
      <SectionFailed message={t("gochar.failed")} error={state.error} retry={t("gochar.retry")} onRetry={state.retry} />
    );
  if (!state.shown) return <SectionLoading label={t("gochar.loading")} />;
  return (
    <GocharView kundli={kundli} transit={state.shown} onAt={setAt} updating={state.status === "loading"} now={now} />
  );
}

/** The transit section of a Kundli as the tab shows it (also rendered by the translations test). */
export function GocharView({
  kundli,
  transit,
  onAt,
  updating = false,
  now,
}: {
  kundli: KundliPart<"gochar">;
  transit: Transit;
  onAt: (at: string) => void;
  updating?: boolean;
  /** Today (epoch ms) for the Sade Sati band's mark and the running period; null on the server. */
  now: number | null;
}) {
  const { t } = useAstroNames();
  return (
    <div className="space-y-8">
      <MomentForm kundli={kundli} transit={transit} onAt={onAt} />
      {updating && <SectionUpdating label={t("gochar.updating")} />}
      <GocharCharts kundli={kundli} transit={transit} />
      <TransitTable transit={transit} />
      <SadeSati kundli={kundli} periods={transit.sadeSati} moonSign={transit.natalMoonSign} now={now} />
    </div>
  );
}

/** The moment of the transits, at the birth place's clock, and the moment shown. */
function MomentForm({
  kundli,
  transit,
  onAt,
}: {
  kundli: KundliPart<"gochar">;
  transit: Transit;
  onAt: (at: string) => void;
}) {
  const { t } = useAstroNames();
  const shownClock = placeClock(
    Date.parse(transit.at),
    kundli.basic.timezone,
    offsetSeconds(kundli.basic.utcOffset) ?? 0,
  );
  return (
    <div className="space-y-2">
      <MomentPicker
        kundli={kundli}
        at={transit.at}
        onAt={onAt}
        legend={t("gochar.moment.legend", { place: kundli.basic.place })}
        show={t("gochar.moment.show")}
      />
      <p className="text-sm text-stone-600" data-transit-at={transit.at}>
        {t("gochar.moment.shown", {
          moment: formatDateTimeParts(shownClock.parts),
          offset: formatOffset(shownClock.offset),
          place: kundli.basic.place,
        })}
      </p>
    </div>
  );
}

/** The birth chart with the transiting grahas over it, from the Lagna and from the Moon, and the legend. */
function GocharCharts({ kundli, transit }: { kundli: KundliPart<"gochar">; transit: Transit }) {
  const { t } = useAstroNames();
  const [style, setStyle] = useChartStyle();
  const fromLagna = useMemo(() => gocharChart(kundli, transit, "lagna"), [kundli, transit]);
  const fromMoon = useMemo(() => gocharChart(kundli, transit, "moon"), [kundli, transit]);
  const describe = (label: BodyLabel) =>
    t(label.transit ? "gochar.chart.transitBody" : "gochar.chart.natalBody", { body: describeBody(t, label) });
  const sample = t("chart.abbreviations.Saturn");
  return (
    <Section title={t("gochar.chart.title")} aside={<ChartStyleSwitch value={style} onChange={setStyle} />}>
      <div className="grid gap-6 md:grid-cols-2">
        <ChartFrame chart={fromLagna} chartStyle={style} title={t("gochar.chart.fromLagna")} describe={describe} />
        <ChartFrame chart={fromMoon} chartStyle={style} title={t("gochar.chart.fromMoon")} describe={describe} />
      </div>
      <ul
        aria-label={t("gochar.chart.legend")}
        className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-stone-700"
      >
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="font-semibold" style={{ color: CHART_PALETTE.body }}>
            {sample}
          </span>
          {t("gochar.chart.natal")}
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="font-semibold italic" style={{ color: CHART_PALETTE.transit }}>
            {sample}
          </span>
          {t("gochar.chart.transit")}
        </li>
        <li className="text-stone-500">{t("gochar.chart.marks")}</li>
      </ul>
      <p className="text-sm text-stone-500">{t("gochar.chart.hint")}</p>
    </Section>
  );
}

function TransitTable({ transit }: { transit: Transit }) {
  const { t, names } = useAstroNames();
  return (
    <div className="space-y-2">
      <DataTable<TransitPlanet>
        caption={t("gochar.table.caption")}
        rows={transit.planets}
        rowKey={(p) => p.planet}
        columns={[
          {
            key: "planet",
            header: t("gochar.table.planet"),
            rowHeader: true,
            cell: (p) => names.planet(p.planet),
          },
          {
            key: "sign",
            header: t("gochar.table.sign"),
            cell: (p) => <span data-sign={p.sign}>{names.sign(p.sign)}</span>,
          },
          { key: "degree", header: t("gochar.table.degree"), cell: (p) => formatDms(p.degree), align: "end" },
          { key: "nakshatra", header: t("gochar.table.nakshatra"), cell: (p) => names.nakshatra(p.nakshatra) },
          { key: "retrograde", header: t("gochar.table.retrograde"), cell: (p) => names.yesNo(p.retrograde) },
          {
            key: "fromLagna",
            header: t("gochar.table.fromLagna"),
            cell: (p) => <span data-house-lagna={p.houseFromLagna}>{p.houseFromLagna}</span>,
            align: "end",
          },
          {
            key: "fromMoon",
            header: t("gochar.table.fromMoon"),
            cell: (p) => <span data-house-moon={p.houseFromMoon}>{p.houseFromMoon}</span>,
            align: "end",
          },
          { key: "sav", header: t("gochar.table.sav"), cell: (p) => p.savBindus, align: "end" },
          { key: "bav", header: t("gochar.table.bav"), cell: (p) => p.bavBindus ?? "—", align: "end" },
        ]}
      />
      <p className="text-xs text-stone-500">
        {t("gochar.table.note", { lagna: names.sign(transit.natalLagnaSign), moon: names.sign(transit.natalMoonSign) })}
      </p>
    </div>
  );
}

/**
 * Fill of each phase on the band and in its legend: the Janam Kundli's Sade Sati page's own
 * (app/server/print/reports/sade-sati.ts), light to dark within Sade Sati and within Dhaiya.
 */
export const PHASE_COLOURS = {
  rising: "#F2B279",
  peak: "#A93226",
  setting: "#D86A2B",
  "dhaiya-4th": "#9DB4D3",
  "dhaiya-8th": "#41608C",
} as const;

function SadeSati({
  kundli,
  periods,
  moonSign,
  now,
}: {
  kundli: KundliPart<"gochar">;
  periods: readonly SadeSatiPeriodOut[];
  moonSign: number;
  now: number | null;
}) {
  const { t, names } = useAstroNames();
  const offset = offsetSeconds(kundli.basic.utcOffset) ?? 0;
  const date = (iso: string | null) =>
    iso === null ? t("gochar.sadeSati.afterEphemeris") : formatDateParts(localParts(iso, offset));
  const running = now === null ? -1 : runningPeriod(periods, now);
  const next = now === null ? -1 : nextPeriod(periods, now);
  const phase = (p: SadeSatiPeriodOut) => t(`gochar.sadeSati.phases.${p.phase}`);

  let status: string | null = null;
  if (running >= 0) {
    const p = periods[running]!;
    status =
      p.end === null
        ? t("gochar.sadeSati.nowOpen", { phase: phase(p), sign: names.sign(p.sign) })
        : t("gochar.sadeSati.now", { phase: phase(p), sign: names.sign(p.sign), end: date(p.end) });
  } else if (now !== null) {
    status = t("gochar.sadeSati.none");
    if (next >= 0) {
      const p = periods[next]!;
      status += ` ${t("gochar.sadeSati.next", { phase: phase(p), sign: names.sign(p.sign), start: date(p.start) })}`;
    }
  }

  return (
    <Section title={t("gochar.sadeSati.title")}>
      <p className="text-sm text-stone-600">{t("gochar.sadeSati.intro", { moon: names.sign(moonSign) })}</p>
      {status && (
        <p
          className="rounded-xl border border-stone-200 bg-stone-50 px-3 py-2 text-sm font-medium text-stone-900"
          data-sade-sati-status
        >
          {status}
        </p>
      )}
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700" aria-hidden="true">
        {SADE_SATI_PHASES.map((p) => (
          <li key={p} className="flex items-center gap-1.5">
            <span className="inline-block size-3 rounded-sm" style={{ background: PHASE_COLOURS[p] }} />
            {t(`gochar.sadeSati.phases.${p}`)}
          </li>
        ))}
      </ul>
      <SadeSatiBand kundli={kundli} periods={periods} now={now} running={running} />
      <DataTable<SadeSatiPeriodOut>
        caption={t("gochar.sadeSati.caption")}
        rows={periods}
        rowKey={(p) => p.start}
        rowClassName={(_, i) => (i === running ? "bg-orange-50" : undefined)}
        columns={[
          {
            key: "phase",
            header: t("gochar.sadeSati.phase"),
            rowHeader: true,
            cell: (p, i) => (
              <span className="flex items-center gap-2" data-phase={p.phase}>
                <span
                  aria-hidden="true"
                  className="inline-block size-3 shrink-0 rounded-sm"
                  style={{ background: PHASE_COLOURS[p.phase] }}
                />
                {phase(p)}
                {i === running && (
                  <span
                    data-running
                    className="rounded-full bg-brand-strong px-2 py-0.5 text-xs font-medium text-white"
                  >
                    {t("gochar.sadeSati.running")}
                  </span>
                )}
              </span>
            ),
          },
          { key: "sign", header: t("gochar.sadeSati.sign"), cell: (p) => names.sign(p.sign) },
          { key: "start", header: t("gochar.sadeSati.start"), cell: (p) => date(p.start) },
          { key: "end", header: t("gochar.sadeSati.end"), cell: (p) => date(p.end) },
        ]}
      />
    </Section>
  );
}

// The band's drawing, in px of its own box: wide enough for every decade's label and for a
// two-month retrograde stay to show; on a phone it scrolls inside its box.
const BAND_TOP = 20;
const BAND_HEIGHT = 28;
const TICK = 6;
const SVG_HEIGHT = 88;

/**
 * The periods from birth to the age of 100 as coloured segments of one band, today marked,
 * the decades of age labelled with their years. A picture: the table after it is its text.
 */
function SadeSatiBand({
  kundli,
  periods,
  now,
  running,
}: {
  kundli: KundliPart<"gochar">;
  periods: readonly SadeSatiPeriodOut[];
  now: number | null;
  running: number;
}) {
  const { t, names } = useAstroNames();
  const birthMs = Date.parse(kundli.basic.utc);
  const offset = offsetSeconds(kundli.basic.utcOffset) ?? 0;
  const segments = useMemo(() => sadeSatiBand(periods, birthMs), [periods, birthMs]);
  const ticks = useMemo(() => decadeTicks(birthMs, offset), [birthMs, offset]);
  const today = now === null ? null : bandFraction(now, birthMs);
  const showToday = today !== null && today >= 0 && today <= 1;
  const date = (iso: string | null) =>
    iso === null ? t("gochar.sadeSati.afterEphemeris") : formatDateParts(localParts(iso, offset));
  const pct = (f: number) => `${(f * 100).toFixed(3)}%`;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Bring today into view on a phone, where the band is wider than its box.
    const el = box.current?.firstElementChild as HTMLElement | null | undefined;
    if (el && showToday && el.scrollWidth > el.clientWidth) {
      el.scrollLeft = Math.max(0, today * el.scrollWidth - el.clientWidth / 2);
    }
  }, [showToday, today]);

  return (
    <div className="space-y-1" ref={box}>
      <ScrollBox label={t("gochar.sadeSati.band")}>
        <div className="px-3 pt-1">
          <svg
            role="img"
            aria-label={t("gochar.sadeSati.bandName", {
              count: periods.length,
              from: ticks[0]!.year,
              to: ticks.at(-1)!.year,
            })}
            width="100%"
            height={SVG_HEIGHT}
            className="block min-w-[56rem]"
            data-sade-sati-band
          >
            <rect x="0" y={BAND_TOP} width="100%" height={BAND_HEIGHT} fill="#F5F5F4" stroke="#D6D3D1" />
            {segments.map((s) => {
              const p = periods[s.index]!;
              return (
                <rect
                  key={s.index}
                  data-segment={s.phase}
                  data-running={s.index === running || undefined}
                  x={pct(s.from)}
                  y={BAND_TOP}
                  width={pct(Math.max(s.to - s.from, 0.002))}
                  height={BAND_HEIGHT}
                  fill={PHASE_COLOURS[s.phase]}
                >
                  <title>
                    {t("gochar.sadeSati.segment", {
                      phase: t(`gochar.sadeSati.phases.${p.phase}`),
                      sign: names.sign(p.sign),
                      start: date(p.start),
                      end: date(p.end),
                    })}
                  </title>
                </rect>
              );
            })}
            {ticks.map((tick, i) => (
              <g key={tick.age} fill="#57534E">
                <line
                  x1={pct(tick.fraction)}
                  x2={pct(tick.fraction)}
                  y1={BAND_TOP + BAND_HEIGHT}
                  y2={BAND_TOP + BAND_HEIGHT + TICK}
                  stroke="#78716C"
                />
                <text
                  x={pct(tick.fraction)}
                  y={BAND_TOP + BAND_HEIGHT + TICK + 13}
                  fontSize="12"
                  textAnchor={i === 0 ? "start" : i === ticks.length - 1 ? "end" : "middle"}
                  className="tabular-nums"
                >
                  {tick.year}
                </text>
                <text
                  x={pct(tick.fraction)}
                  y={BAND_TOP + BAND_HEIGHT + TICK + 26}
                  fontSize="10"
                  fill="#78716C"
                  textAnchor={i === 0 ? "start" : i === ticks.length - 1 ? "end" : "middle"}
                >
                  {t("gochar.sadeSati.age", { age: tick.age })}
                </text>
              </g>
            ))}
            {showToday && (
              <g data-today>
                {/* A white halo keeps the mark visible over the darkest segments. */}
                <line
                  x1={pct(today)}
                  x2={pct(today)}
                  y1={BAND_TOP - 5}
                  y2={BAND_TOP + BAND_HEIGHT + 3}
                  stroke="#FFFFFF"
                  strokeWidth="5"
                />
                <line
                  x1={pct(today)}
                  x2={pct(today)}
                  y1={BAND_TOP - 5}
                  y2={BAND_TOP + BAND_HEIGHT + 3}
                  stroke="#1C1917"
                  strokeWidth="2"
                />
                <text
                  x={pct(today)}
                  y={BAND_TOP - 8}
                  fontSize="12"
                  fontWeight="600"
                  fill="#1C1917"
                  textAnchor={today < 0.04 ? "start" : today > 0.96 ? "end" : "middle"}
                >
                  {t("gochar.sadeSati.today")}
                </text>
              </g>
            )}
          </svg>
        </div>
      </ScrollBox>
      <p className="text-xs text-stone-500 md:hidden">{t("gochar.sadeSati.bandHint")}</p>
    </div>
  );
}
