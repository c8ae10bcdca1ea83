import type { KundliPart } from "#app/shared/kundli/tabs";
import { SAPTA_GRAHAS, type SaptaGraha } from "#engine/data/grahas";
import { useAstroNames } from "../names";
import { DataTable, Section } from "../table";

const SIGNS = Array.from({ length: 12 }, (_, i) => i + 1);
const sum = (row: readonly number[]) => row.reduce((a, b) => a + b, 0);

/** A sign with 28 or more bindus (about the average, 337 / 12) is strong; fewer than 25 is weak. */
const strength = (bindus: number) => (bindus >= 28 ? "strong" : bindus >= 25 ? "average" : "weak");
const STRENGTH_CLASS = {
  strong: "border-emerald-300 bg-emerald-50 text-emerald-900",
  average: "border-stone-200 bg-white text-stone-900",
  weak: "border-red-200 bg-red-50 text-red-900",
} as const;

/**
 * Ashtakvarga: the Sarvashtakavarga as a chart of the twelve signs, the Bhinnashtakavarga of
 * each planet, Trikona and Ekadhipatya Shodhan (individual and combined) and the Shodhya Pinda.
 */
export default function AshtakvargaTab({ kundli }: { kundli: KundliPart<"ashtakvarga"> }) {
  const { t, names } = useAstroNames();
  const av = kundli.ashtakavarga;
  const lagna = kundli.planets.find((p) => p.planet === "Ascendant")!.sign;
  const houseOf = (sign: number) => ((sign - lagna + 12) % 12) + 1;

  const signHeader = (n: number) => (
    <>
      <span aria-hidden="true">{names.signShort(n)}</span>
      <span className="sr-only">{names.sign(n)}</span>
    </>
  );
  const signColumns = (read: (row: SaptaGraha) => readonly number[]) =>
    SIGNS.map((s) => ({
      key: `s${s}`,
      header: signHeader(s),
      align: "center" as const,
      cell: (p: SaptaGraha) => read(p)[s - 1],
    }));
  const totalRow = (label: string, row: readonly number[]) => (
    <tfoot>
      <tr className="border-t-2 border-stone-200 bg-stone-50 font-semibold">
        <th scope="row" className="px-2 py-1.5 text-left whitespace-nowrap text-stone-900">
          {label}
        </th>
        {row.map((v, i) => (
          <td key={i} className="px-2 py-1.5 text-center text-stone-900 tabular-nums">
            {v}
          </td>
        ))}
        <td className="px-2 py-1.5 text-center text-stone-900 tabular-nums">{sum(row)}</td>
      </tr>
    </tfoot>
  );
  const rowTable = (
    caption: string,
    read: (p: SaptaGraha) => readonly number[],
    total: readonly number[],
    totalLabel: string,
  ) => (
    <DataTable
      caption={caption}
      captionHidden
      dense
      rows={SAPTA_GRAHAS}
      rowKey={(p) => p}
      columns={[
        { key: "planet", header: t("kundli.grah.planet"), rowHeader: true, cell: (p: SaptaGraha) => names.planet(p) },
        ...signColumns(read),
        {
          key: "total",
          header: t("kundli.ashtakvarga.total"),
          align: "center" as const,
          cell: (p: SaptaGraha) => <strong>{sum(read(p))}</strong>,
        },
      ]}
      footer={totalRow(totalLabel, total)}
    />
  );

  return (
    <div className="space-y-8">
      <Section
        title={t("kundli.ashtakvarga.savChart")}
        aside={
          <span className="text-sm text-stone-600">{t("kundli.ashtakvarga.savTotal", { total: sum(av.sav) })}</span>
        }
      >
        <ol
          className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6"
          aria-label={t("kundli.ashtakvarga.savChartLabel")}
        >
          {SIGNS.map((s) => {
            const bindus = av.sav[s - 1]!;
            const tone = strength(bindus);
            return (
              <li key={s} className={`rounded-xl border p-2 text-center ${STRENGTH_CLASS[tone]}`}>
                <span className="block truncate text-xs font-medium">{names.sign(s)}</span>
                <span className="block text-2xl font-bold tabular-nums">{bindus}</span>
                <span className="block text-[11px] text-stone-500">
                  {t("kundli.ashtakvarga.house", { house: houseOf(s) })}
                </span>
                <span className="sr-only">{t(`kundli.ashtakvarga.strength.${tone}`)}</span>
              </li>
            );
          })}
        </ol>
        <p className="text-xs text-stone-500">{t("kundli.ashtakvarga.savNote")}</p>
      </Section>

      <Section title={t("kundli.ashtakvarga.bav")}>
        {rowTable(t("kundli.ashtakvarga.bavCaption"), (p) => av.bav[p], av.sav, t("kundli.ashtakvarga.sav"))}
      </Section>

      <Section title={t("kundli.ashtakvarga.trikona")}>
        <p className="text-xs text-stone-500">{t("kundli.ashtakvarga.trikonaNote")}</p>
        {rowTable(
          t("kundli.ashtakvarga.trikonaCaption"),
          (p) => av.trikonaShodhita[p],
          av.combined.trikonaShodhita,
          t("kundli.ashtakvarga.combined"),
        )}
      </Section>

      <Section title={t("kundli.ashtakvarga.ekadhipatya")}>
        <p className="text-xs text-stone-500">{t("kundli.ashtakvarga.ekadhipatyaNote")}</p>
        {rowTable(
          t("kundli.ashtakvarga.ekadhipatyaCaption"),
          (p) => av.ekadhipatyaShodhita[p],
          av.combined.ekadhipatyaShodhita,
          t("kundli.ashtakvarga.combined"),
        )}
      </Section>

      <Section title={t("kundli.ashtakvarga.pinda")}>
        <DataTable
          caption={t("kundli.ashtakvarga.pindaCaption")}
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
            {
              key: "graha",
              header: t("kundli.ashtakvarga.grahaPinda"),
              align: "end",
              cell: (p: SaptaGraha) => av.pinda[p].graha,
            },
            {
              key: "rashi",
              header: t("kundli.ashtakvarga.rashiPinda"),
              align: "end",
              cell: (p: SaptaGraha) => av.pinda[p].rashi,
            },
            {
              key: "shodhya",
              header: t("kundli.ashtakvarga.shodhyaPinda"),
              align: "end",
              cell: (p: SaptaGraha) => <strong>{av.pinda[p].shodhya}</strong>,
            },
            {
              key: "trikona",
              header: t("kundli.ashtakvarga.trikonaTotal"),
              align: "end",
              cell: (p: SaptaGraha) => sum(av.trikonaShodhita[p]),
            },
            {
              key: "total",
              header: t("kundli.ashtakvarga.total"),
              align: "end",
              cell: (p: SaptaGraha) => sum(av.bav[p]),
            },
          ]}
        />
      </Section>
    </div>
  );
}
