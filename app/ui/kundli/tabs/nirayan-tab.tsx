import type { Kundli, KundliPlanet } from "../../../../engine/kundli";
import type { Bhava } from "../../../../engine/astro";
import { signLord, signOf } from "../../../../engine/zodiac";
import { formatDegreeInSign, formatDms } from "../format";
import { useAstroNames } from "../names";
import { DataTable } from "../table";

/** Nirayan (sidereal) Grah table and the Bhav Chalit table with each house's Madhya and Sandhi. */
export default function NirayanTab({ kundli }: { kundli: Kundli }) {
  const { t, names } = useAstroNames();
  const marks = (p: KundliPlanet) =>
    [
      p.retrograde && p.planet !== "Rahu" && p.planet !== "Ketu" ? t("kundli.grah.retrogradeMark") : "",
      p.combust ? t("kundli.grah.combustMark") : "",
    ].join("");
  return (
    <div className="space-y-6">
      <DataTable
        caption={t("kundli.grah.nirayanCaption")}
        rows={kundli.planets}
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
      <DataTable<Bhava>
        caption={t("kundli.grah.bhavCaption", { system: t(`astro.houses.${kundli.basic.options.houses}`) })}
        rows={kundli.bhava}
        rowKey={(b) => String(b.house)}
        columns={[
          { key: "house", header: t("kundli.grah.bhav"), rowHeader: true, cell: (b) => b.house, align: "center" },
          { key: "sandhiSign", header: t("kundli.grah.sandhiSign"), cell: (b) => names.sign(signOf(b.sandhi)) },
          { key: "sandhi", header: t("kundli.grah.sandhi"), cell: (b) => formatDegreeInSign(b.sandhi), align: "end" },
          { key: "madhyaSign", header: t("kundli.grah.madhyaSign"), cell: (b) => names.sign(signOf(b.madhya)) },
          { key: "madhya", header: t("kundli.grah.madhya"), cell: (b) => formatDegreeInSign(b.madhya), align: "end" },
          {
            key: "bodies",
            header: t("kundli.grah.bhavBodies"),
            cell: (b) =>
              kundli.planets
                .filter((p) => p.planet !== "Ascendant" && p.bhava === b.house)
                .map((p) => names.planet(p.planet))
                .join(", ") || "—",
          },
        ]}
      />
    </div>
  );
}
