import type { KundliPart } from "#app/shared/kundli/tabs";
import type { YogaResult } from "#engine/yogas";
import { GRAHAS, type Graha } from "#engine/types";
import { formatDegreeInSign, formatDms } from "../format";
import { useAstroNames } from "../names";
import { DataTable, Section } from "../table";

const signOf = (longitude: number) => Math.min(12, Math.floor(longitude / 30) + 1);

/** Sayan (tropical) positions, then the Drishti table and the Grah Yog found, each with the rule that fired. */
export default function SayanTab({ kundli }: { kundli: KundliPart<"sayan"> }) {
  const { t, names } = useAstroNames();
  const rows = [
    ...kundli.planets.map((p) => ({
      body: p.planet as string,
      tropical: p.tropicalLongitude,
      speed: p.speed,
      retrograde: p.retrograde,
    })),
    { body: "Midheaven", tropical: kundli.midheaven.tropicalLongitude, speed: null, retrograde: false },
  ];
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <DataTable
          caption={t("kundli.sayan.caption")}
          rows={rows}
          rowKey={(r) => r.body}
          columns={[
            { key: "planet", header: t("kundli.grah.planet"), rowHeader: true, cell: (r) => names.planet(r.body) },
            { key: "rashi", header: t("kundli.sayan.rashi"), cell: (r) => names.sign(signOf(r.tropical)) },
            {
              key: "degree",
              header: t("kundli.grah.degree"),
              cell: (r) => formatDegreeInSign(r.tropical),
              align: "end",
            },
            { key: "longitude", header: t("kundli.sayan.longitude"), cell: (r) => formatDms(r.tropical), align: "end" },
            {
              key: "speed",
              header: t("kundli.sayan.speed"),
              cell: (r) => (r.speed === null ? "—" : r.speed.toFixed(4)),
              align: "end",
            },
            {
              key: "motion",
              header: t("kundli.sayan.motion"),
              cell: (r) =>
                r.speed === null ? "—" : r.retrograde ? t("kundli.sayan.retrograde") : t("kundli.sayan.direct"),
            },
          ]}
        />
        <p className="text-xs text-stone-500">
          {t("kundli.sayan.note", {
            ayanamsa: formatDms(kundli.basic.ayanamsa),
            name: t(`astro.ayanamsa.${kundli.basic.ayanamsaName}`),
          })}
        </p>
      </div>

      <Section title={t("kundli.drishti.title")}>
        <DataTable
          caption={t("kundli.drishti.caption")}
          captionHidden
          rows={GRAHAS as readonly Graha[]}
          rowKey={(g) => g}
          columns={[
            { key: "planet", header: t("kundli.grah.planet"), rowHeader: true, cell: (g) => names.planet(g) },
            {
              key: "aspects",
              header: t("kundli.drishti.aspects"),
              cell: (g) => kundli.drishti.of[g].aspects.join(", ") || "—",
            },
            {
              key: "houses",
              header: t("kundli.drishti.houses"),
              cell: (g) => kundli.drishti.of[g].houses.join(", ") || "—",
            },
            {
              key: "bodies",
              header: t("kundli.drishti.bodies"),
              cell: (g) => kundli.drishti.of[g].bodies.map((b) => names.planet(b)).join(", ") || "—",
            },
            {
              key: "by",
              header: t("kundli.drishti.aspectedBy"),
              cell: (g) => kundli.drishti.aspectedBy[g].map((b) => names.planet(b)).join(", ") || "—",
            },
          ]}
        />
        <p className="text-xs text-stone-500">{t(`kundli.drishti.rule.${kundli.drishti.nodes}`)}</p>
      </Section>

      <Section title={t("kundli.yog.title")}>
        {kundli.yogas.length === 0 ? (
          <p className="text-stone-600">{t("kundli.yog.none")}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {kundli.yogas.map((y, i) => (
              <YogaCard key={`${y.id}-${y.rule}-${i}`} yoga={y} />
            ))}
          </ul>
        )}
        {kundli.conjunctions.length > 0 && (
          <DataTable
            caption={t("kundli.yog.conjunctions")}
            rows={kundli.conjunctions}
            rowKey={(c) => String(c.sign)}
            columns={[
              { key: "sign", header: t("kundli.grah.rashi"), rowHeader: true, cell: (c) => names.sign(c.sign) },
              {
                key: "planets",
                header: t("kundli.yog.planets"),
                cell: (c) => c.planets.map((p) => names.planet(p)).join(", "),
              },
            ]}
          />
        )}
      </Section>
    </div>
  );
}

function YogaCard({ yoga }: { yoga: YogaResult }) {
  const { t, names } = useAstroNames();
  const rule =
    yoga.id === "neechaBhangaRaja"
      ? t(`kundli.yogas.neechaBhangaRaja.rules.${yoga.rule}`)
      : t(`kundli.yogas.${yoga.id}.rule`);
  const detail = yogaDetail(yoga, t, names.planet);
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4">
      <h3 className="font-semibold text-stone-900">{t(`kundli.yogas.${yoga.id}.name`)}</h3>
      <p className="mt-1 text-sm text-stone-700">
        <span className="font-medium">{t("kundli.yog.rule")}</span> {rule}
      </p>
      <p className="mt-1 text-sm text-stone-600">
        <span className="font-medium">{t("kundli.yog.planets")}:</span>{" "}
        {yoga.planets.map((p) => names.planet(p)).join(", ")}
        {yoga.reference && <> · {t("kundli.yog.countedFrom", { from: names.planet(yoga.reference) })}</>}
      </p>
      {detail && <p className="mt-1 text-sm text-stone-600">{detail}</p>}
      {yoga.cancelledBy && yoga.cancelledBy.length > 0 && (
        <p className="mt-1 text-sm font-medium text-amber-800">
          {t("kundli.yog.cancelled", {
            rules: yoga.cancelledBy.map((c) => t(`kundli.yog.cancellations.${c}`)).join("; "),
          })}
        </p>
      )}
    </li>
  );
}

function yogaDetail(
  yoga: YogaResult,
  t: (key: string, options?: Record<string, unknown>) => string,
  planet: (p: string) => string,
): string | null {
  if (!yoga.detail) return null;
  if (yoga.id === "kaalSarp") return t("kundli.yog.kaalSarpType", { type: t(`astro.kaalSarpTypes.${yoga.detail}`) });
  if (yoga.id === "neechaBhangaRaja") return t("kundli.yog.debilitated", { planet: planet(yoga.detail) });
  if (yoga.detail === "own" || yoga.detail === "exalted") return t(`kundli.yog.dignity.${yoga.detail}`);
  const lord = /^lordOf(\d+)$/.exec(yoga.detail);
  if (lord) return t("kundli.yog.lordOf", { house: t(`astro.houseOrdinal.${lord[1]}`) });
  return null;
}
