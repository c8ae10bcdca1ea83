import type { KundliPlanet } from "#engine/kundli";
import { signLord } from "#engine/zodiac";
import { formatDms } from "./format";
import { useAstroNames } from "./names";
import { DataTable } from "./table";

/**
 * The v1 planet rows as the Nirayan tab shows them (rashi and its lord, degree, nakshatra and
 * its lord, pada, house by sign), with the (R)/(C) marks and their legend: the birth chart's,
 * and the annual chart's in the Varshphal tab.
 */
export function PlanetsTable({ planets, caption }: { planets: readonly KundliPlanet[]; caption: string }) {
  const { t, names } = useAstroNames();
  const marks = (p: KundliPlanet) =>
    [
      p.retrograde && p.planet !== "Rahu" && p.planet !== "Ketu" ? t("kundli.grah.retrogradeMark") : "",
      p.combust ? t("kundli.grah.combustMark") : "",
    ].join("");
  return (
    <div className="space-y-2">
      <DataTable
        caption={caption}
        rows={planets}
        rowKey={(p) => p.planet}
        columns={[
          {
            key: "planet",
            header: t("kundli.grah.planet"),
            rowHeader: true,
            cell: (p) => `${names.planet(p.planet)}${marks(p) ? ` ${marks(p)}` : ""}`,
          },
          { key: "rashi", header: t("kundli.grah.rashi"), cell: (p) => names.sign(p.sign) },
          { key: "rashiLord", header: t("kundli.grah.rashiLord"), cell: (p) => names.planet(signLord(p.sign)) },
          { key: "degree", header: t("kundli.grah.degree"), cell: (p) => formatDms(p.degree), align: "end" },
          { key: "nakshatra", header: t("kundli.grah.nakshatra"), cell: (p) => names.nakshatra(p.nakshatra) },
          { key: "nakshatraLord", header: t("kundli.grah.nakshatraLord"), cell: (p) => names.planet(p.nakshatraLord) },
          { key: "pada", header: t("kundli.grah.pada"), cell: (p) => p.pada, align: "center" },
          { key: "house", header: t("kundli.grah.house"), cell: (p) => p.house, align: "center" },
        ]}
      />
      <p className="text-xs text-stone-500">{t("kundli.grah.marksLegend")}</p>
    </div>
  );
}
