import { useEffect, useRef, useState } from "react";
import type { KootaScore } from "#engine/ashtakoot";
import type { Kundli } from "#engine/kundli";
import type { Match } from "#engine/match";
import { PrintReport } from "../downloads/print-report";
import { KOOTA_ORDER } from "#app/shared/match/batch-table";
import { useHydrated } from "../hydrated";
import { ChartFrame } from "../kundli/chart-frame";
import { ChartStyleSwitch, useChartStyle } from "../kundli/chart-style";
import { chartTitle, kundliChart } from "../kundli/charts";
import { mangalLines } from "../kundli/doshas";
import { formatCivilDate, formatDms } from "../kundli/format";
import { useAstroNames, type AstroNames } from "../kundli/names";
import { DataTable, DetailsTable } from "../kundli/table";

export const MATCH_STEPS = ["basic", "charts", "nirayan", "ashtakoot", "results"] as const;
export type MatchStep = (typeof MATCH_STEPS)[number];
type Koota = (typeof KOOTA_ORDER)[number];

/** The word for a partner's category in a koota (the engine gives keys, signs and lords). */
export function kootaValue(
  t: (key: string) => string,
  names: AstroNames,
  koota: Koota,
  value: string | number,
): string {
  switch (koota) {
    case "varna":
    case "vashya":
    case "yoni":
    case "nadi":
      return names.enumWord(koota, String(value));
    case "gana":
      return names.enumWord("gan", String(value));
    case "tara":
      return names.tara(String(value));
    case "grahaMaitri":
      return names.planet(String(value));
    case "bhakoot":
      return names.sign(Number(value));
  }
}

/**
 * A match in five steps: Basic Details, Charts, Nirayan Grah, Ashtakoot Points, Results.
 * Before script runs every step is shown one after another; then one at a time.
 */
export function MatchView({
  match,
  printTarget,
}: {
  match: Match;
  /** The saved pair's row ids: offers "Print report" (Matchmaking) for them. */
  printTarget?: { boyKundaliId: number; girlKundaliId: number };
}) {
  const { t } = useAstroNames();
  const [step, setStep] = useState<MatchStep>("basic");
  const hydrated = useHydrated();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);
  const go = (s: MatchStep) => {
    moved.current = true;
    setStep(s);
  };
  const index = MATCH_STEPS.indexOf(step);
  const steps = hydrated ? [step] : MATCH_STEPS;

  return (
    <div className="space-y-5" data-match-result>
      {printTarget && (
        <div className="flex justify-end">
          <PrintReport target={printTarget} />
        </div>
      )}
      <div
        className={`flex flex-wrap items-center justify-between gap-3 rounded-2xl border px-4 py-3 ${TIER_TONE[match.tier]}`}
      >
        <p className="font-semibold">
          {match.boy.basic.name} &amp; {match.girl.basic.name}
        </p>
        <p className="flex items-baseline gap-2">
          <span className="text-2xl font-bold tabular-nums" data-total>
            {`${match.ashtakoot.total.received}/${match.ashtakoot.total.outOf}`}
          </span>
          <span className="text-sm font-medium">{t(`match.tiers.${match.tier}.title`)}</span>
        </p>
      </div>
      <nav aria-label={t("match.steps.label")} className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:px-0">
        <ol className="flex min-w-max gap-2">
          {MATCH_STEPS.map((s, i) => (
            <li key={s}>
              <a
                href={`#match-${s}`}
                onClick={(e) => {
                  e.preventDefault();
                  go(s);
                }}
                aria-current={hydrated && step === s ? "step" : undefined}
                data-step={s}
                className={`flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand ${
                  hydrated && step === s
                    ? "border-brand-strong bg-brand-strong text-white"
                    : "border-stone-300 bg-white text-stone-700 hover:bg-stone-50"
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`flex size-5 items-center justify-center rounded-full text-xs ${hydrated && step === s ? "bg-white/20" : "bg-stone-100"}`}
                >
                  {i + 1}
                </span>
                {t(`match.steps.${s}`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {steps.map((s) => (
        <section
          key={s}
          id={`match-${s}`}
          aria-labelledby={`match-${s}-title`}
          className="space-y-4"
          data-step-panel={s}
        >
          <h2
            id={`match-${s}-title`}
            ref={hydrated ? heading : undefined}
            tabIndex={-1}
            className="text-xl font-semibold text-stone-900 outline-none"
          >
            {t(`match.steps.${s}`)}
          </h2>
          {s === "basic" && <BasicStep match={match} />}
          {s === "charts" && <ChartsStep match={match} />}
          {s === "nirayan" && <NirayanStep match={match} />}
          {s === "ashtakoot" && <AshtakootStep match={match} />}
          {s === "results" && <ResultsStep match={match} />}
        </section>
      ))}

      {hydrated && (
        <div className="flex justify-between gap-3">
          <button
            type="button"
            disabled={index === 0}
            onClick={() => go(MATCH_STEPS[index - 1]!)}
            className="rounded-xl border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-40"
          >
            {t("match.steps.previous")}
          </button>
          <button
            type="button"
            disabled={index === MATCH_STEPS.length - 1}
            onClick={() => go(MATCH_STEPS[index + 1]!)}
            className="rounded-xl bg-brand-strong px-4 py-2 text-sm font-semibold text-white hover:bg-brand-stronger focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-40"
          >
            {t("match.steps.next")}
          </button>
        </div>
      )}
    </div>
  );
}

function BasicStep({ match }: { match: Match }) {
  const { t, names } = useAstroNames();
  const moonOf = (k: Kundli) => k.planets.find((p) => p.planet === "Moon")!;
  const rows: { key: string; label: string; read: (k: Kundli) => string }[] = [
    { key: "name", label: t("kundli.basic.name"), read: (k) => k.basic.name },
    { key: "date", label: t("kundli.basic.date"), read: (k) => formatCivilDate(k.basic.date) },
    { key: "time", label: t("kundli.basic.time"), read: (k) => k.basic.time },
    { key: "place", label: t("kundli.basic.place"), read: (k) => k.basic.place },
    { key: "lagna", label: t("kundli.avakhada.lagna"), read: (k) => names.sign(k.avakhada.lagna) },
    { key: "rashi", label: t("kundli.avakhada.rashi"), read: (k) => names.sign(k.avakhada.rashi) },
    { key: "rashiLord", label: t("kundli.avakhada.rashiLord"), read: (k) => names.planet(k.avakhada.rashiLord) },
    {
      key: "nakshatra",
      label: t("kundli.avakhada.nakshatra"),
      read: (k) =>
        t("kundli.avakhada.nakshatraPada", { nakshatra: names.nakshatra(moonOf(k).nakshatra), pada: moonOf(k).pada }),
    },
    { key: "varna", label: t("kundli.avakhada.varna"), read: (k) => names.enumWord("varna", k.avakhada.varna) },
    { key: "vashya", label: t("kundli.avakhada.vashya"), read: (k) => names.enumWord("vashya", k.avakhada.vashya) },
    { key: "yoni", label: t("kundli.avakhada.yoni"), read: (k) => names.enumWord("yoni", k.avakhada.yoni) },
    { key: "gan", label: t("kundli.avakhada.gan"), read: (k) => names.enumWord("gan", k.avakhada.gan) },
    { key: "nadi", label: t("kundli.avakhada.nadi"), read: (k) => names.enumWord("nadi", k.avakhada.nadi) },
  ];
  return (
    <DataTable
      caption={t("match.basic.caption")}
      captionHidden
      rows={rows}
      rowKey={(r) => r.key}
      columns={[
        { key: "field", header: t("match.basic.detail"), rowHeader: true, cell: (r) => r.label },
        { key: "boy", header: t("match.male"), cell: (r) => r.read(match.boy) },
        { key: "girl", header: t("match.female"), cell: (r) => r.read(match.girl) },
      ]}
    />
  );
}

function ChartsStep({ match }: { match: Match }) {
  const { t } = useAstroNames();
  const [style, setStyle] = useChartStyle();
  return (
    <div className="space-y-4">
      <ChartStyleSwitch value={style} onChange={setStyle} />
      <div className="grid gap-6 md:grid-cols-2">
        {(["boy", "girl"] as const).map((side) => (
          <div key={side} className="space-y-4">
            <ChartFrame
              chart={kundliChart(match[side], "lagna")}
              chartStyle={style}
              title={t(`match.charts.${side}`, { name: match[side].basic.name, chart: chartTitle(t, "lagna") })}
            />
            <ChartFrame
              chart={kundliChart(match[side], "D9")}
              chartStyle={style}
              title={t(`match.charts.${side}`, { name: match[side].basic.name, chart: chartTitle(t, "D9") })}
            />
          </div>
        ))}
      </div>
    </div>
  );
}

function NirayanStep({ match }: { match: Match }) {
  const { t, names } = useAstroNames();
  return (
    <div className="space-y-6">
      {(["boy", "girl"] as const).map((side) => (
        <DataTable
          key={side}
          caption={t(`match.nirayan.${side}`, { name: match[side].basic.name })}
          rows={match[side].planets}
          rowKey={(p) => p.planet}
          columns={[
            {
              key: "planet",
              header: t("kundli.grah.planet"),
              rowHeader: true,
              cell: (p) =>
                `${names.planet(p.planet)}${p.retrograde && p.planet !== "Rahu" && p.planet !== "Ketu" ? ` ${t("kundli.grah.retrogradeMark")}` : ""}`,
            },
            { key: "rashi", header: t("kundli.grah.rashi"), cell: (p) => names.sign(p.sign) },
            { key: "degree", header: t("kundli.grah.degree"), cell: (p) => formatDms(p.degree), align: "end" },
            { key: "nakshatra", header: t("kundli.grah.nakshatra"), cell: (p) => names.nakshatra(p.nakshatra) },
            {
              key: "nakshatraLord",
              header: t("kundli.grah.nakshatraLord"),
              cell: (p) => names.planet(p.nakshatraLord),
            },
            { key: "pada", header: t("kundli.grah.pada"), cell: (p) => p.pada, align: "center" },
            { key: "house", header: t("kundli.grah.house"), cell: (p) => p.house, align: "center" },
          ]}
        />
      ))}
    </div>
  );
}

function AshtakootStep({ match }: { match: Match }) {
  const { t, names } = useAstroNames();
  const a = match.ashtakoot;
  return (
    <DataTable<Koota>
      caption={t("match.ashtakoot.caption")}
      captionHidden
      rows={KOOTA_ORDER}
      rowKey={(k) => k}
      rowClassName={(k) => (a[k].received === 0 ? "bg-red-50/60" : undefined)}
      columns={[
        {
          key: "attribute",
          header: t("match.ashtakoot.attribute"),
          rowHeader: true,
          cell: (k) => t(`match.koota.${k}.name`),
        },
        {
          key: "male",
          header: t("match.male"),
          className: "min-w-24 !whitespace-normal",
          cell: (k) => kootaValue(t, names, k, a[k].boy),
        },
        {
          key: "female",
          header: t("match.female"),
          className: "min-w-24 !whitespace-normal",
          cell: (k) => kootaValue(t, names, k, a[k].girl),
        },
        {
          key: "received",
          header: t("match.ashtakoot.received"),
          align: "end",
          cell: (k) => <strong>{a[k].received}</strong>,
        },
        { key: "outOf", header: t("match.ashtakoot.outOf"), align: "end", cell: (k) => a[k].outOf },
        {
          key: "area",
          header: t("match.ashtakoot.area"),
          className: "min-w-36 !whitespace-normal",
          cell: (k) => t((a[k] as KootaScore).areaKey),
        },
        {
          key: "description",
          header: t("match.ashtakoot.description"),
          className: "min-w-48 !whitespace-normal",
          cell: (k) => t((a[k] as KootaScore).descriptionKey),
        },
        {
          key: "meaning",
          header: t("match.ashtakoot.meaning"),
          className: "min-w-48 !whitespace-normal",
          cell: (k) => t((a[k] as KootaScore).meaningKey),
        },
      ]}
      footer={
        <tfoot>
          <tr className="border-t-2 border-stone-200 bg-stone-50 font-semibold">
            <th scope="row" colSpan={3} className="px-3 py-2 text-left text-stone-900">
              {t("match.ashtakoot.total")}
            </th>
            <td className="px-3 py-2 text-right text-stone-900 tabular-nums">{a.total.received}</td>
            <td className="px-3 py-2 text-right text-stone-900 tabular-nums">{a.total.outOf}</td>
            <td colSpan={3} className="px-3 py-2 text-stone-700">
              {t(`match.tiers.${match.tier}.title`)}
            </td>
          </tr>
        </tfoot>
      }
    />
  );
}

const TIER_TONE = {
  excellent: "border-emerald-300 bg-emerald-50 text-emerald-900",
  veryGood: "border-emerald-200 bg-emerald-50 text-emerald-900",
  good: "border-amber-200 bg-amber-50 text-amber-900",
  belowAverage: "border-orange-300 bg-orange-50 text-orange-900",
  veryLow: "border-red-300 bg-red-50 text-red-900",
} as const;

function ResultsStep({ match }: { match: Match }) {
  const { t, names } = useAstroNames();
  const total = match.ashtakoot.total;
  const mangal = match.doshas.mangal;
  const mangalRow = (side: "boy" | "girl") => {
    const m = mangal[side];
    const lines = mangalLines(t, names, m);
    return {
      key: side,
      label: t(`match.results.mangal.${side}`, { name: match[side].basic.name }),
      value: (
        <>
          <strong className={m.present ? "text-red-700" : "text-emerald-700"}>
            {t(m.present ? "match.results.present" : "match.results.absent")}
          </strong>
          {lines.map((l) => (
            <span key={l} className="block text-xs text-stone-500">
              {l}
            </span>
          ))}
        </>
      ),
    };
  };
  const doshaRow = (key: "bhakoot" | "nadi") => {
    const d = match.doshas[key];
    return {
      key,
      label: t(`match.results.${key}`),
      value: (
        <>
          <strong className={d.present && d.cancelledBy.length === 0 ? "text-red-700" : "text-emerald-700"}>
            {t(d.present ? "match.results.present" : "match.results.absent")}
          </strong>
          {d.cancelledBy.map((c) => (
            <span key={c} className="block text-xs text-stone-600">
              {t("match.results.cancelledBecause", { reason: t(`match.cancellations.${c}`) })}
            </span>
          ))}
        </>
      ),
    };
  };
  return (
    <div className="space-y-5">
      <div className={`rounded-2xl border p-5 ${TIER_TONE[match.tier]}`} data-tier={match.tier}>
        <p className="text-sm font-medium">{t("match.results.score")}</p>
        <p className="mt-1 text-4xl font-bold tabular-nums">
          {total.received} <span className="text-xl font-medium">/ {total.outOf}</span>
        </p>
        <p className="mt-2 text-lg font-semibold">{t(`match.tiers.${match.tier}.title`)}</p>
        <p className="mt-1 leading-relaxed">{t(`match.tiers.${match.tier}.message`)}</p>
      </div>
      <DetailsTable
        caption={t("match.results.doshas")}
        rows={[mangalRow("boy"), mangalRow("girl"), doshaRow("bhakoot"), doshaRow("nadi")]}
      />
      {mangal.cancelledBy.includes("bothManglik") ? (
        <p role="note" className="rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
          {t("match.results.mangalCancelled")}
        </p>
      ) : mangal.present ? (
        <p role="note" className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {t("match.results.mangalOne")}
        </p>
      ) : null}
      <p className="text-xs text-stone-500">{t("match.results.note")}</p>
    </div>
  );
}
