/**
 * Writes sample charts to test-results/charts/*.svg for a person to look at (open them in a
 * browser, or `chromium --headless --screenshot` them). The assertions only check that each file
 * is a whole chart; the layout's rules are tested in layout.test.ts.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { chartOf, type ChartData, type ChartStyle } from "#app/chart/chart-data";
import { ChartSvg } from "./chart-svg";
import { chartLabels, chartName, describeBody } from "#app/chart/labels";
import { chartLayout } from "#app/chart/layout";
import { crowdedChart, chartT, DELHI_1984, LANGUAGES_UNDER_TEST, STELLIUM_1962 } from "#app/chart/test-fixtures";

const OUT = join(process.cwd(), "test-results", "charts");

interface Sample {
  file: string;
  chart: ChartData;
  titleKey: string;
  showDegrees?: boolean;
}

const SAMPLES: Sample[] = [
  { file: "lagna", chart: chartOf(DELHI_1984, "lagna"), titleKey: "chart.kinds.lagna" },
  { file: "lagna-degrees", chart: chartOf(DELHI_1984, "lagna"), titleKey: "chart.kinds.lagna", showDegrees: true },
  { file: "navamsa", chart: chartOf(DELHI_1984, "D9"), titleKey: "chart.kinds.D9" },
  { file: "hora", chart: chartOf(DELHI_1984, "D2"), titleKey: "chart.kinds.D2" },
  { file: "chalit", chart: chartOf(DELHI_1984, "chalit"), titleKey: "chart.kinds.chalit" },
  { file: "moon", chart: chartOf(DELHI_1984, "moon"), titleKey: "chart.kinds.moon" },
  { file: "stellium", chart: chartOf(STELLIUM_1962, "lagna"), titleKey: "chart.kinds.lagna" },
  {
    file: "stellium-degrees",
    chart: chartOf(STELLIUM_1962, "lagna"),
    titleKey: "chart.kinds.lagna",
    showDegrees: true,
  },
  // The same stellium with Capricorn in the narrow third house (lagna Scorpio).
  {
    file: "stellium-h3",
    chart: { ...chartOf(STELLIUM_1962, "lagna"), ascendantSign: 8 },
    titleKey: "chart.kinds.lagna",
  },
  { file: "crowded-h1", chart: crowdedChart(5, 1, 6), titleKey: "chart.kinds.lagna", showDegrees: true },
  { file: "crowded-h2", chart: crowdedChart(5, 2, 6), titleKey: "chart.kinds.lagna" },
  { file: "crowded-h3-all", chart: crowdedChart(5, 3, 9), titleKey: "chart.kinds.lagna" },
  { file: "crowded-h3-degrees", chart: crowdedChart(5, 3, 6), titleKey: "chart.kinds.lagna", showDegrees: true },
];

describe("sample charts", () => {
  for (const lng of LANGUAGES_UNDER_TEST) {
    for (const style of ["north", "south"] as ChartStyle[]) {
      it(`writes the ${lng} ${style} samples`, async () => {
        const t = await chartT(lng);
        mkdirSync(OUT, { recursive: true });
        for (const s of SAMPLES) {
          const title = t(s.titleKey);
          const layout = chartLayout(s.chart, { style, labels: chartLabels(t), showDegrees: s.showDegrees, title });
          const svg = renderToStaticMarkup(
            createElement(ChartSvg, {
              layout,
              name: chartName(t, title, style, s.chart.ascendantSign),
              describe: (b) => describeBody(t, b),
            }),
          );
          expect(svg).toMatch(/^<svg [^>]*viewBox="-2 -2 404 404"/);
          expect((svg.match(/<g data-body=/g) ?? []).length).toBe(s.chart.bodies.length);
          writeFileSync(join(OUT, `${s.file}-${style}-${lng}.svg`), svg);
        }
        // A tapped body opens its details.
        const chart = chartOf(DELHI_1984, "lagna");
        const title = t("chart.kinds.lagna");
        const layout = chartLayout(chart, { style, labels: chartLabels(t), title });
        const tapped = renderToStaticMarkup(
          createElement(ChartSvg, {
            layout,
            name: chartName(t, title, style, chart.ascendantSign),
            describe: (b) => describeBody(t, b),
            selected: "Saturn",
          }),
        );
        expect(tapped).toContain('<g aria-hidden="true" pointer-events="none">');
        writeFileSync(join(OUT, `tapped-${style}-${lng}.svg`), tapped);
      });
    }
  }
});
