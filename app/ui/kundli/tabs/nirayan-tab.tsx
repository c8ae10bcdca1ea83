import type { KundliPart } from "#app/shared/kundli/tabs";
import type { Bhava } from "#engine/astro";
import { signOf } from "#engine/zodiac";
import { formatDegreeInSign } from "../format";
import { useAstroNames } from "../names";
import { PlanetsTable } from "../planets-table";
import { DataTable } from "../table";

/** Nirayan (sidereal) Grah table and the Bhav Chalit table with each house's Madhya and Sandhi. */
export default function NirayanTab({ kundli }: { kundli: KundliPart<"nirayan"> }) {
  const { t, names } = useAstroNames();
  return (
    <div className="space-y-6">
      <PlanetsTable planets={kundli.planets} caption={t("kundli.grah.nirayanCaption")} />
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
