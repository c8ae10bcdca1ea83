import type { KundliPart } from "#app/shared/kundli/tabs";
import { ChartFrame } from "../chart-frame";
import { ChartStyleSwitch, useChartStyle } from "../chart-style";
import { kundliChart } from "../charts";
import { useAstroNames } from "../names";
import { DataTable } from "../table";

const RINGS = [
  { ring: "lagna", kind: "lagna" },
  { ring: "moon", kind: "moon" },
  { ring: "sun", kind: "sun" },
] as const;

/**
 * Sudarshan Chakra: the chart read three times, with the Lagna, the Moon and the Sun each taken
 * as the first house. The three charts, then the houses side by side in one table.
 */
export default function SudarshanTab({ kundli }: { kundli: KundliPart<"sudarshan"> }) {
  const { t, names } = useAstroNames();
  const [style, setStyle] = useChartStyle();
  const ring = (r: (typeof RINGS)[number]["ring"], house: number) => {
    const h = kundli.sudarshan[r].houses[house - 1]!;
    const bodies = h.bodies.map((b) => names.planet(b)).join(", ");
    return `${names.sign(h.sign)}${bodies ? ` — ${bodies}` : ""}`;
  };
  return (
    <div className="space-y-5">
      <ChartStyleSwitch value={style} onChange={setStyle} />
      <div className="grid gap-6 md:grid-cols-3">
        {RINGS.map(({ ring: r, kind }) => (
          <ChartFrame key={r} chart={kundliChart(kundli, kind)} chartStyle={style} title={t(`kundli.sudarshan.${r}`)} />
        ))}
      </div>
      <DataTable
        caption={t("kundli.sudarshan.tableCaption")}
        rows={Array.from({ length: 12 }, (_, i) => i + 1)}
        rowKey={(h) => String(h)}
        columns={[
          { key: "house", header: t("kundli.sudarshan.house"), cell: (h) => h, rowHeader: true },
          ...RINGS.map(({ ring: r }) => ({
            key: r,
            header: t(`kundli.sudarshan.${r}`),
            cell: (h: number) => ring(r, h),
          })),
        ]}
      />
    </div>
  );
}
