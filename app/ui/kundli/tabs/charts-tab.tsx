import { useId, useState } from "react";
import type { KundliPart } from "#app/shared/kundli/tabs";
import { ChartFrame } from "../chart-frame";
import { chartTitle, KUNDLI_CHART_KINDS, kundliChart, type KundliChartKind } from "../charts";
import { ChartStyleSwitch, useChartStyle } from "../chart-style";
import { useAstroNames } from "../names";

export default function ChartsTab({ kundli }: { kundli: KundliPart<"charts"> }) {
  const { t } = useAstroNames();
  const [style, setStyle] = useChartStyle();
  const [kind, setKind] = useState<KundliChartKind>("D9");
  const [showAll, setShowAll] = useState(false);
  const selectId = useId();

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ChartStyleSwitch value={style} onChange={setStyle} />
        <div className="flex min-w-0 items-center gap-2">
          <label htmlFor={selectId} className="text-sm font-medium text-stone-700">
            {t("kundli.charts.choose")}
          </label>
          <select
            id={selectId}
            value={kind}
            onChange={(e) => setKind(e.target.value as KundliChartKind)}
            className="min-w-0 rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-brand"
          >
            {KUNDLI_CHART_KINDS.map((k) => (
              <option key={k} value={k}>
                {chartTitle(t, k)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <ChartFrame chart={kundliChart(kundli, "lagna")} chartStyle={style} title={chartTitle(t, "lagna")} />
        {kind !== "lagna" && (
          <ChartFrame chart={kundliChart(kundli, kind)} chartStyle={style} title={chartTitle(t, kind)} />
        )}
      </div>
      <p className="text-sm text-stone-500">{t("kundli.charts.tapHint")}</p>

      <div>
        <button
          type="button"
          aria-expanded={showAll}
          onClick={() => setShowAll((v) => !v)}
          className="rounded-xl border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand"
        >
          {showAll ? t("kundli.charts.hideAll") : t("kundli.charts.showAll", { count: KUNDLI_CHART_KINDS.length })}
        </button>
        {showAll && (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {KUNDLI_CHART_KINDS.map((k) => (
              <li key={k}>
                <ChartFrame chart={kundliChart(kundli, k)} chartStyle={style} title={chartTitle(t, k)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
