import type { KundliPart } from "#app/shared/kundli/tabs";
import {
  SHODASHVARGA_NAMES,
  type ShodashvargaName,
  type TaraChakraRow,
  type VimshopakaScheme,
} from "#engine/shodashvarga";
import { CHART_BODIES, type ChartBody } from "#engine/types";
import { SAPTA_GRAHAS, type SaptaGraha } from "#engine/data/grahas";
import { useAstroNames } from "../names";
import { DataTable, Section } from "../table";

const SCHEMES: readonly VimshopakaScheme[] = ["shadvarga", "saptavarga", "dashavarga", "shodashavarga"];

/** Shodashvarga: Vimshopaka bala, the sign of every body in the sixteen divisions, dignities, and the Tara Chakra. */
export default function ShodashvargaTab({ kundli }: { kundli: KundliPart<"shodashvarga"> }) {
  const { t, names } = useAstroNames();
  const { table, dignities, vimshopaka, taraChakra } = kundli.shodashvarga;
  const sign = (n: number) => (
    <>
      <span aria-hidden="true">{names.signShort(n)}</span>
      <span className="sr-only">{names.sign(n)}</span>
    </>
  );
  return (
    <div className="space-y-8">
      <Section title={t("kundli.shodashvarga.bala")}>
        <p className="text-xs text-stone-500">{t("kundli.shodashvarga.balaNote")}</p>
        <DataTable
          caption={t("kundli.shodashvarga.balaCaption")}
          captionHidden
          rows={SAPTA_GRAHAS}
          rowKey={(p) => p}
          columns={[
            {
              key: "planet",
              header: t("kundli.grah.planet"),
              rowHeader: true,
              cell: (p: SaptaGraha) => names.planet(p),
            },
            ...SCHEMES.map((s) => ({
              key: s,
              header: t(`astro.vimshopakaSchemes.${s}`),
              align: "end" as const,
              cell: (p: SaptaGraha) => t("kundli.shodashvarga.outOf20", { score: vimshopaka[p][s].score.toFixed(2) }),
            })),
          ]}
        />
      </Section>

      <Section title={t("kundli.shodashvarga.signs")}>
        <DataTable
          caption={t("kundli.shodashvarga.signsCaption")}
          captionHidden
          dense
          rows={SHODASHVARGA_NAMES}
          rowKey={(v) => v}
          columns={[
            {
              key: "varga",
              header: t("kundli.shodashvarga.division"),
              rowHeader: true,
              cell: (v: ShodashvargaName) => names.varga(v),
            },
            ...CHART_BODIES.map((b: ChartBody) => ({
              key: b,
              header: t(`chart.abbreviations.${b}`),
              align: "center" as const,
              cell: (v: ShodashvargaName) => sign(table[b].signs[v]),
            })),
          ]}
          footer={
            <tfoot>
              <tr className="border-t border-stone-200 bg-stone-50">
                <th scope="row" className="px-2 py-1.5 text-left font-medium whitespace-nowrap text-stone-700">
                  {t("kundli.shodashvarga.vargottama")}
                </th>
                {CHART_BODIES.map((b) => (
                  <td key={b} className="px-2 py-1.5 text-center text-stone-700">
                    {names.yesNo(table[b].vargottama)}
                  </td>
                ))}
              </tr>
            </tfoot>
          }
        />
        <p className="text-xs text-stone-500">{t("kundli.shodashvarga.signsNote")}</p>
      </Section>

      <Section title={t("kundli.shodashvarga.dignity")}>
        <p className="text-xs text-stone-500">{t("kundli.shodashvarga.dignityNote")}</p>
        <DataTable
          caption={t("kundli.shodashvarga.dignityCaption")}
          captionHidden
          dense
          rows={SHODASHVARGA_NAMES}
          rowKey={(v) => v}
          columns={[
            {
              key: "varga",
              header: t("kundli.shodashvarga.division"),
              rowHeader: true,
              cell: (v: ShodashvargaName) => names.varga(v),
            },
            ...SAPTA_GRAHAS.map((p) => ({
              key: p,
              header: names.planet(p),
              align: "center" as const,
              cell: (v: ShodashvargaName) => {
                const d = dignities[p][v];
                const word = d.exalted
                  ? t("kundli.shodashvarga.exalted")
                  : d.debilitated
                    ? t("kundli.shodashvarga.debilitated")
                    : names.relation(d.standing);
                return word;
              },
            })),
          ]}
        />
      </Section>

      <Section title={t("kundli.shodashvarga.tara")}>
        <p className="text-xs text-stone-500">
          {t("kundli.shodashvarga.taraNote", { nakshatra: names.nakshatra(kundli.panchang.nakshatra) })}
        </p>
        <DataTable<TaraChakraRow>
          caption={t("kundli.shodashvarga.taraCaption")}
          captionHidden
          rows={taraChakra}
          rowKey={(r) => r.tara}
          columns={[
            {
              key: "tara",
              header: t("kundli.shodashvarga.taraName"),
              rowHeader: true,
              cell: (r) => `${r.number}. ${names.tara(r.tara)}`,
            },
            ...[0, 1, 2].map((i) => ({
              key: `n${i}`,
              header: t("kundli.shodashvarga.round", { n: i + 1 }),
              cell: (r: TaraChakraRow) => names.nakshatra(r.nakshatras[i]!),
            })),
          ]}
        />
      </Section>
    </div>
  );
}
