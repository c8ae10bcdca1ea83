import { useId, type ReactNode } from "react";
import { Trans } from "react-i18next";
import { SAPTA_GRAHAS, type SaptaGraha } from "#engine/data/grahas";
import type { PlanetShadbala } from "#engine/shadbala";
import type { Strength } from "#engine/strength";
import { useAstroNames } from "./names";
import {
  BALAS,
  chartEnd,
  fixed2,
  formatRatio,
  KALA_PARTS,
  meetsRequired,
  PHALAS,
  ranks,
  rupas,
  STHANA_PARTS,
} from "./strength";
import { DataTable, ScrollBox, Section } from "./table";

/**
 * The `strength` section (docs/strength.md): Shadbala as bars against the required minimum with
 * its table beside, every part of sthana and kala bala, and the Bhava bala of the twelve houses.
 */
export function StrengthView({ strength }: { strength: Strength }) {
  const { t } = useAstroNames();
  return (
    <div className="space-y-8">
      <Section title={t("strength.shadbala.title")}>
        <p className="text-sm text-stone-600">{t("strength.units")}</p>
        <div className="grid items-start gap-4 lg:grid-cols-[minmax(300px,1fr)_auto]">
          <ShadbalaChart shadbala={strength.shadbala} />
          <ShadbalaTable shadbala={strength.shadbala} />
        </div>
      </Section>
      <Section title={t("strength.detail.title")}>
        <p className="text-sm text-stone-600">{t("strength.detail.note")}</p>
        <ShadbalaDetail shadbala={strength.shadbala} />
      </Section>
      <Section title={t("strength.bhava.title")}>
        <StrongestHouses rows={strength.bhavaBala} />
        <BhavaBalaTable rows={strength.bhavaBala} />
        <p className="text-xs text-stone-500">{t("strength.bhava.note")}</p>
      </Section>
      <p role="note" className="rounded-xl border border-stone-200 bg-stone-50 p-3 text-sm text-stone-700">
        <Trans i18nKey="strength.method" components={{ cite: <cite className="italic" /> }} />
      </p>
    </div>
  );
}

type Shadbala = Record<SaptaGraha, PlanetShadbala>;

// Tailwind's emerald-600/700 and red-600/700: bars and text that read on white (≥ 3:1, ≥ 4.5:1).
const MEETS = { bar: "#059669", text: "#047857" };
const SHORT = { bar: "#dc2626", text: "#b91c1c" };

// The chart's horizontal layout in per cent of its width, so that its text keeps its size from a
// 360 px phone to a desktop: names, then the bars' track, then the ratio.
const NAME_END = 21;
const TRACK_START = 23;
const TRACK_END = 83;
const ROW = 38;
const BAR = 16;
const TOP = 6;

/**
 * One horizontal bar per planet of its total in rupas, on a common scale, with its required
 * minimum marked across the bar; green where the ratio is 1 or more, red and hatched where it is
 * less. The SVG is one image with a title and a description that say every value.
 */
function ShadbalaChart({ shadbala }: { shadbala: Shadbala }) {
  const { t, names } = useAstroNames();
  const id = useId().replace(/[^\w-]/g, "");
  const end = chartEnd(SAPTA_GRAHAS.flatMap((p) => [shadbala[p].totalRupas, shadbala[p].requiredRupas]));
  const x = (value: number) => `${TRACK_START + ((TRACK_END - TRACK_START) * Math.max(0, value)) / end}%`;
  const axisY = TOP + SAPTA_GRAHAS.length * ROW + 2;
  const height = axisY + 34;
  const step = end > 10 ? 2 : 1;
  const ticks = Array.from({ length: Math.floor(end / step) + 1 }, (_, i) => i * step);
  const description = SAPTA_GRAHAS.map((p) => {
    const s = shadbala[p];
    return t("strength.shadbala.chartDesc", {
      planet: names.planet(p),
      total: fixed2(s.totalRupas),
      required: rupas(s.requiredRupas),
      ratio: formatRatio(s.ratio),
      verdict: t(meetsRequired(s.ratio) ? "strength.shadbala.meets" : "strength.shadbala.short"),
    });
  }).join(" ");

  return (
    <figure className="min-w-0 rounded-xl border border-stone-200 bg-white p-3" data-chart="shadbala">
      <figcaption className="pb-2 text-base font-semibold text-stone-900">
        {t("strength.shadbala.chartTitle")}
      </figcaption>
      <svg
        width="100%"
        height={height}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="block overflow-visible"
      >
        <title id={`${id}-title`}>{t("strength.shadbala.chartTitle")}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <defs>
          <pattern id={`${id}-hatch`} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="6" height="6" fill={SHORT.bar} />
            <line x1="0" y1="0" x2="0" y2="6" stroke="#ffffff" strokeOpacity="0.45" strokeWidth="2.5" />
          </pattern>
        </defs>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={x(tick)} x2={x(tick)} y1={TOP} y2={axisY} stroke="#e7e5e4" strokeWidth="1" />
            <text x={x(tick)} y={axisY + 14} textAnchor="middle" fontSize="11" fill="#57534e">
              {tick}
            </text>
          </g>
        ))}
        <text x={`${(TRACK_START + TRACK_END) / 2}%`} y={axisY + 30} textAnchor="middle" fontSize="11" fill="#57534e">
          {t("strength.shadbala.axis")}
        </text>
        {SAPTA_GRAHAS.map((p, i) => {
          const s = shadbala[p];
          const meets = meetsRequired(s.ratio);
          const tone = meets ? MEETS : SHORT;
          const mid = TOP + i * ROW + ROW / 2;
          const barY = mid - BAR / 2;
          return (
            <g key={p} data-planet={p} data-meets={meets}>
              <text x={`${NAME_END}%`} y={mid - 4} textAnchor="end" fontSize="13" fontWeight="500" fill="#1c1917">
                {names.planet(p)}
              </text>
              <text
                x={`${NAME_END}%`}
                y={mid + 10}
                textAnchor="end"
                fontSize="11"
                fill="#57534e"
                style={{ fontVariantNumeric: "tabular-nums" }}
              >
                {fixed2(s.totalRupas)} / {rupas(s.requiredRupas)}
              </text>
              <rect
                x={`${TRACK_START}%`}
                y={barY}
                width={`${TRACK_END - TRACK_START}%`}
                height={BAR}
                rx="3"
                fill="#f5f5f4"
              />
              <rect
                x={`${TRACK_START}%`}
                y={barY}
                width={`${((TRACK_END - TRACK_START) * Math.max(0, s.totalRupas)) / end}%`}
                height={BAR}
                rx="3"
                fill={meets ? tone.bar : `url(#${id}-hatch)`}
              />
              {/* the required minimum: a line across the bar with a notch above it */}
              <line
                x1={x(s.requiredRupas)}
                x2={x(s.requiredRupas)}
                y1={barY - 6}
                y2={barY + BAR + 4}
                stroke="#1c1917"
                strokeWidth="2.5"
                data-required={s.requiredRupas}
              />
              <svg x={x(s.requiredRupas)} y={barY - 6} overflow="visible">
                <path d="M-5 -5 L5 -5 L0 1 Z" fill="#1c1917" />
              </svg>
              <text
                x="100%"
                y={mid + 4.5}
                textAnchor="end"
                fontSize="13"
                fontWeight="600"
                fill={tone.text}
                style={{ fontVariantNumeric: "tabular-nums" }}
              >
                {formatRatio(s.ratio)}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600" aria-hidden="true">
        <li className="flex items-center gap-1.5">
          <span className="inline-block h-3 w-4 rounded-sm" style={{ background: MEETS.bar }} />
          {t("strength.shadbala.legendMeets")}
        </li>
        <li className="flex items-center gap-1.5">
          <svg width="16" height="12" className="rounded-sm">
            <rect width="16" height="12" fill={`url(#${id}-hatch)`} />
          </svg>
          {t("strength.shadbala.legendShort")}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="inline-block h-3.5 w-[3px] bg-stone-900" />
          {t("strength.shadbala.legendMark")}
        </li>
        <li>{t("strength.shadbala.legendRatio")}</li>
      </ul>
    </figure>
  );
}

/** A column header with its unit below it. */
function Unit({ label, unit }: { label: ReactNode; unit: ReactNode }) {
  return (
    <>
      {label}
      <span className="block text-[11px] font-normal text-stone-500">{unit}</span>
    </>
  );
}

/** The first column stays in view while a wide table scrolls sideways on a phone. */
const STICKY = "sticky left-0 z-10 bg-white [thead_&]:bg-stone-50";

function ShadbalaTable({ shadbala }: { shadbala: Shadbala }) {
  const { t, names } = useAstroNames();
  const rank = ranks(SAPTA_GRAHAS.map((p) => shadbala[p].ratio));
  const virupas = t("strength.shadbala.virupas");
  const rupaUnit = t("strength.shadbala.rupasUnit");
  return (
    // Beside the chart on a desktop: a little tighter, so that both fit the screen's width.
    <div className="min-w-0 space-y-2 lg:[&_table]:text-[13px] lg:[&_td]:px-1 lg:[&_th]:px-1 lg:[&_th:first-child]:pl-2">
      <h3 className="text-base font-semibold text-stone-900">{t("strength.shadbala.tableTitle")}</h3>
      <DataTable
        caption={t("strength.shadbala.tableCaption")}
        captionHidden
        dense
        rows={SAPTA_GRAHAS}
        rowKey={(p) => p}
        columns={[
          {
            key: "planet",
            header: t("strength.shadbala.planet"),
            rowHeader: true,
            className: STICKY,
            cell: (p: SaptaGraha) => (
              <>
                {names.planet(p)}
                {(p === "Sun" || p === "Moon") && (
                  <sup aria-hidden="true" className="ml-0.5 text-stone-500">
                    *
                  </sup>
                )}
              </>
            ),
          },
          ...BALAS.map((bala) => ({
            key: bala,
            header: <Unit label={t(`strength.balas.${bala}`)} unit={virupas} />,
            align: "end" as const,
            cell: (p: SaptaGraha) => fixed2(shadbala[p][bala]),
          })),
          {
            key: "total",
            header: <Unit label={t("strength.shadbala.total")} unit={virupas} />,
            align: "end",
            cell: (p: SaptaGraha) => fixed2(shadbala[p].total),
          },
          {
            key: "totalRupas",
            header: <Unit label={t("strength.shadbala.totalRupas")} unit={rupaUnit} />,
            align: "end",
            cell: (p: SaptaGraha) => <strong className="text-stone-900">{fixed2(shadbala[p].totalRupas)}</strong>,
          },
          {
            key: "required",
            header: <Unit label={t("strength.shadbala.required")} unit={rupaUnit} />,
            align: "end",
            cell: (p: SaptaGraha) => rupas(shadbala[p].requiredRupas),
          },
          {
            key: "ratio",
            header: t("strength.shadbala.ratio"),
            align: "end",
            cell: (p: SaptaGraha) => (
              <strong className={meetsRequired(shadbala[p].ratio) ? "text-emerald-700" : "text-red-700"}>
                {formatRatio(shadbala[p].ratio)}
              </strong>
            ),
          },
          {
            key: "rank",
            header: t("strength.shadbala.rank"),
            align: "center",
            cell: (_p: SaptaGraha, i: number) => rank[i],
          },
        ]}
      />
      <p className="text-xs text-stone-500">{t("strength.shadbala.rankNote")}</p>
      <p className="text-xs text-stone-500">
        <span aria-hidden="true">* </span>
        {t("strength.shadbala.chestaNote")}
      </p>
    </div>
  );
}

/** Every part of sthana and kala bala, and the two phalas: parts down, planets across (Raman's layout). */
function ShadbalaDetail({ shadbala }: { shadbala: Shadbala }) {
  const { t, names } = useAstroNames();
  const cell = "px-2 py-1.5 text-right whitespace-nowrap tabular-nums";
  const group = (
    title: string,
    parts: readonly (keyof PlanetShadbala)[],
    total?: { label: string; key: keyof PlanetShadbala },
  ) => (
    <tbody key={title} className="border-b border-stone-200 last:border-0">
      <tr className="bg-stone-50">
        <th
          scope="colgroup"
          colSpan={SAPTA_GRAHAS.length + 1}
          className="px-2 py-1.5 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase"
        >
          {title}
        </th>
      </tr>
      {parts.map((part) => (
        <tr key={part} className="border-t border-stone-100">
          <th scope="row" className={`${STICKY} px-2 py-1.5 text-left font-medium whitespace-nowrap text-stone-800`}>
            {t(`strength.parts.${part}`)}
          </th>
          {SAPTA_GRAHAS.map((p) => (
            <td key={p} className={`${cell} text-stone-700`}>
              {fixed2(shadbala[p][part])}
            </td>
          ))}
        </tr>
      ))}
      {total && (
        <tr className="border-t border-stone-200 font-semibold">
          <th scope="row" className={`${STICKY} px-2 py-1.5 text-left whitespace-nowrap text-stone-900`}>
            {total.label}
          </th>
          {SAPTA_GRAHAS.map((p) => (
            <td key={p} className={`${cell} text-stone-900`}>
              {fixed2(shadbala[p][total.key])}
            </td>
          ))}
        </tr>
      )}
    </tbody>
  );
  return (
    <ScrollBox>
      <table className="w-full border-collapse text-sm" data-table="shadbala-detail">
        <caption className="sr-only">{t("strength.detail.caption")}</caption>
        <thead>
          <tr className="border-b border-stone-200 bg-stone-50">
            <th scope="col" className={`${STICKY} px-2 py-2 text-left font-semibold text-stone-700`}>
              {t("strength.detail.part")}
            </th>
            {SAPTA_GRAHAS.map((p) => (
              <th key={p} scope="col" className="px-2 py-2 text-right font-semibold whitespace-nowrap text-stone-700">
                {names.planet(p)}
              </th>
            ))}
          </tr>
        </thead>
        {group(t("strength.detail.sthana"), STHANA_PARTS, {
          label: t("strength.detail.sthanaTotal"),
          key: "sthana",
        })}
        {group(t("strength.detail.kala"), KALA_PARTS, { label: t("strength.detail.kalaTotal"), key: "kala" })}
        {group(t("strength.detail.phala"), PHALAS)}
      </table>
    </ScrollBox>
  );
}

/** The three strongest houses in one line, above the table (whose rank is far right on a phone). */
function StrongestHouses({ rows }: { rows: Strength["bhavaBala"] }) {
  const { t } = useAstroNames();
  const rank = ranks(rows.map((r) => r.totalRupas));
  const top = rows
    .map((row, i) => ({ row, rank: rank[i]! }))
    .filter((r) => r.rank <= 3)
    .sort((a, b) => a.rank - b.rank);
  return (
    <p className="text-sm text-stone-700" data-strongest>
      <span className="font-medium text-stone-900">{t("strength.bhava.strongest")}</span>{" "}
      {top.map(({ row }, i) => (
        <span key={row.house}>
          {i > 0 && ", "}
          <span className="rounded bg-emerald-50 px-1 font-semibold text-emerald-900">
            {t("strength.bhava.strongestItem", { house: row.house, rupas: fixed2(row.totalRupas) })}
          </span>
        </span>
      ))}
    </p>
  );
}

function BhavaBalaTable({ rows }: { rows: Strength["bhavaBala"] }) {
  const { t, names } = useAstroNames();
  const rank = ranks(rows.map((r) => r.totalRupas));
  const most = Math.max(...rows.map((r) => r.totalRupas));
  const virupas = t("strength.shadbala.virupas");
  type Row = Strength["bhavaBala"][number];
  return (
    <DataTable
      caption={t("strength.bhava.caption")}
      captionHidden
      dense
      rows={rows}
      rowKey={(r) => String(r.house)}
      rowClassName={(_r, i) => (rank[i]! <= 3 ? "bg-emerald-50" : undefined)}
      columns={[
        {
          key: "house",
          header: t("strength.bhava.house"),
          rowHeader: true,
          align: "center",
          cell: (r: Row) => r.house,
        },
        { key: "sign", header: t("strength.bhava.sign"), cell: (r: Row) => names.sign(r.sign) },
        { key: "lord", header: t("strength.bhava.lord"), cell: (r: Row) => names.planet(r.lord) },
        {
          key: "adhipati",
          header: <Unit label={t("strength.bhava.adhipati")} unit={virupas} />,
          align: "end",
          cell: (r: Row) => fixed2(r.adhipati),
        },
        {
          key: "dig",
          header: <Unit label={t("strength.bhava.dig")} unit={virupas} />,
          align: "end",
          cell: (r: Row) => fixed2(r.dig),
        },
        {
          key: "drishti",
          header: <Unit label={t("strength.bhava.drishti")} unit={virupas} />,
          align: "end",
          cell: (r: Row) => fixed2(r.drishti),
        },
        {
          key: "total",
          header: <Unit label={t("strength.bhava.total")} unit={virupas} />,
          align: "end",
          cell: (r: Row) => fixed2(r.total),
        },
        {
          key: "rupas",
          header: t("strength.bhava.rupas"),
          align: "end",
          cell: (r: Row) => (
            <span className="inline-flex items-center justify-end gap-2">
              <span aria-hidden="true" className="block h-2 w-14 overflow-hidden rounded-full bg-stone-200">
                <span
                  className="block h-full rounded-full bg-brand-strong"
                  style={{ width: `${(100 * Math.max(0, r.totalRupas)) / most}%` }}
                />
              </span>
              <strong className="text-stone-900">{fixed2(r.totalRupas)}</strong>
            </span>
          ),
        },
        {
          key: "rank",
          header: t("strength.bhava.rank"),
          align: "center",
          cell: (_r: Row, i: number) =>
            rank[i]! <= 3 ? <strong className="text-emerald-800">{rank[i]}</strong> : rank[i],
        },
      ]}
    />
  );
}
