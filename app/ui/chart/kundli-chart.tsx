import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ChartData, ChartStyle } from "#app/chart/chart-data";
import { ChartSvg } from "./chart-svg";
import { chartLabels, chartName, describeBody, houseRows } from "#app/chart/labels";
import { chartLayout, type BodyLabel } from "#app/chart/layout";

export interface KundliChartProps {
  chart: ChartData;
  chartStyle: ChartStyle;
  /** What the chart is, from the caller: "Lagna / Birth Chart", "Navamsa (D9)" (see chart.kinds.*). */
  title: string;
  /** Print each body's degree in the chart (reports); otherwise it shows on hover or tap. */
  showDegrees?: boolean;
  className?: string;
  /**
   * A body in words for its tooltip, its tap and the screen readers' table; by default its
   * name, degree and states (labels.ts describeBody). A chart with transits tells them apart here.
   */
  describe?: (label: BodyLabel) => string;
}

/**
 * A Kundli chart in the reader's language, North or South Indian style. The picture is one
 * role="img" with a name; a visually hidden table gives screen readers each house's sign and
 * bodies with their degrees. Tapping a body opens its degree; hovering shows it as a tooltip.
 */
export function KundliChart({ chart, chartStyle, title, showDegrees = false, className, describe }: KundliChartProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string | null>(null);
  const words = describe ?? ((label: BodyLabel) => describeBody(t, label));
  const layout = useMemo(
    () => chartLayout(chart, { style: chartStyle, labels: chartLabels(t), showDegrees, title }),
    [chart, chartStyle, t, showDegrees, title],
  );
  const name = chartName(t, title, chartStyle, chart.ascendantSign);
  return (
    <figure className={["w-full", className].filter(Boolean).join(" ")}>
      {/* The South chart writes its title in its empty centre. */}
      <figcaption
        className={chartStyle === "south" ? "sr-only" : "mb-1 text-center text-sm font-semibold text-stone-700"}
      >
        {title}
      </figcaption>
      <ChartSvg
        layout={layout}
        name={name}
        describe={words}
        selected={selected}
        onSelect={setSelected}
        className="block h-auto w-full select-none"
      />
      <table className="sr-only">
        <caption>{t("chart.a11y.tableCaption", { title })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("chart.a11y.house")}</th>
            <th scope="col">{t("chart.a11y.sign")}</th>
            <th scope="col">{t("chart.a11y.bodies")}</th>
          </tr>
        </thead>
        <tbody>
          {houseRows(t, layout, words).map((row) => (
            <tr key={row.house}>
              <th scope="row">{row.house}</th>
              <td>{row.sign}</td>
              <td>{row.bodies}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export type StyledChartProps = Omit<KundliChartProps, "chartStyle">;

/** North Indian style: houses fixed, house 1 the top diamond, sign numbers turn with the lagna. */
export function NorthChart(props: StyledChartProps) {
  return <KundliChart {...props} chartStyle="north" />;
}

/** South Indian style: signs fixed, Pisces top left, the lagna's box marked with a diagonal. */
export function SouthChart(props: StyledChartProps) {
  return <KundliChart {...props} chartStyle="south" />;
}
