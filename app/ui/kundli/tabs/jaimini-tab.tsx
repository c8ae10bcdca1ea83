import { useId, useState } from "react";
import {
  arudhaOf,
  KARAKAS_7,
  KARAKAS_8,
  type ArudhaKey,
  type JaiminiSection,
  type KarakaName,
  type KarakaScheme,
} from "#engine/jaimini";
import type { KundliPart } from "#app/shared/kundli/tabs";
import type { Graha, Sign } from "#engine/types";
import { houseOfSign, type ChartData, type ChartMark } from "#app/chart/chart-data";
import { ChartFrame } from "../chart-frame";
import { ChartStyleSwitch, useChartStyle } from "../chart-style";
import { kundliChart } from "../charts";
import { formatDms } from "../format";
import { useAstroNames } from "../names";
import { useKundliSection } from "../section";
import { SectionFailed, SectionLoading, SectionUpdating } from "../section-status";
import { DataTable, Section } from "../table";

/**
 * Jaimini: the chara karakas in the 7- or 8-karaka scheme (the switch asks the engine again with
 * `options.karakas`), the arudha padas A1–A12 with the Upapada as a table and in a chart, and
 * which lord of Scorpio and Aquarius the arudhas counted to. Rules: docs/jaimini-kp.md.
 */
export default function JaiminiTab({ kundli }: { kundli: KundliPart<"jaimini"> }) {
  const { t } = useAstroNames();
  const [scheme, setScheme] = useState<KarakaScheme>(kundli.basic.options.karakas ?? 7);
  const state = useKundliSection(kundli, "jaimini", { options: { karakas: scheme } });
  if (state.status === "failed")
    return (
      <SectionFailed
        message={t("jaimini.failed")}
        error={state.error}
        retry={t("jaimini.retry")}
        onRetry={state.retry}
      />
    );
  if (!state.shown) return <SectionLoading label={t("jaimini.loading")} />;
  return (
    <JaiminiView
      kundli={kundli}
      jaimini={state.shown}
      scheme={scheme}
      onScheme={setScheme}
      updating={state.status === "loading"}
    />
  );
}

const HOUSES = Array.from({ length: 12 }, (_, i) => i + 1);
const CO_LORDS: Record<8 | 11, readonly [Graha, Graha]> = { 8: ["Mars", "Ketu"], 11: ["Saturn", "Rahu"] };

/** The Jaimini section of a Kundli, as the tab shows it (also rendered by the translations test). */
export function JaiminiView({
  kundli,
  jaimini,
  scheme,
  onScheme,
  updating = false,
}: {
  kundli: KundliPart<"jaimini">;
  jaimini: JaiminiSection;
  scheme: KarakaScheme;
  onScheme: (scheme: KarakaScheme) => void;
  updating?: boolean;
}) {
  const { t, names } = useAstroNames();
  const [chartStyle, setChartStyle] = useChartStyle();
  const [showPlanets, setShowPlanets] = useState(false);
  const planetsId = useId();
  const lagna = kundli.planets.find((p) => p.planet === "Ascendant")!.sign;
  const signOfPlanet = (g: Graha) => kundli.planets.find((p) => p.planet === g)!.sign;
  const rahuDegree = kundli.planets.find((p) => p.planet === "Rahu")!.degree;
  // Rahu's counted degree is written as 30° less the degree shown for Rahu (both to the second),
  // so that the subtraction on screen adds up; it is ranked by the exact value.
  const rahuCounted = formatDms((30 * 3600 - Math.floor(rahuDegree * 3600 + 1e-6)) / 3600);
  const karakaDegree = (planet: Graha) => (planet === "Rahu" ? rahuCounted : formatDms(jaimini.karakaDegrees[planet]!));

  const karakaNames: readonly KarakaName[] = jaimini.karakaScheme === 8 ? KARAKAS_8 : KARAKAS_7;
  const karakaRows = karakaNames.map((karaka) => ({ karaka, planet: jaimini.karakas[karaka]! }));

  const arudhaKey = (house: number) => `A${house}` as ArudhaKey;
  const padaName = (house: number) => t(`jaimini.arudhas.names.A${house}`);
  const padaLabel = (house: number) => t(`jaimini.arudhas.labels.A${house}`);
  const marks: ChartMark[] = HOUSES.map((house) => ({
    key: arudhaKey(house),
    sign: jaimini.arudhas[arudhaKey(house)],
    text: padaLabel(house),
    description: t("jaimini.arudhas.markDescription", { name: padaName(house), label: padaLabel(house) }),
  }));
  const chart: ChartData = {
    ascendantSign: lagna,
    bodies: showPlanets ? kundliChart(kundli, "lagna").bodies : [],
    marks,
  };

  return (
    <div className="space-y-8">
      <Section title={t("jaimini.karakas.title")} aside={<SchemeSwitch value={scheme} onChange={onScheme} />}>
        <p className="text-sm text-stone-600">{t("jaimini.karakas.rule")}</p>
        {updating && <SectionUpdating label={t("jaimini.karakas.updating")} />}
        <div aria-busy={updating || undefined} className={updating ? "opacity-60" : undefined}>
          <DataTable
            caption={t("jaimini.karakas.caption", { count: jaimini.karakaScheme })}
            rows={karakaRows}
            rowKey={(r) => r.karaka}
            columns={[
              {
                key: "karaka",
                header: t("jaimini.karakas.karaka"),
                rowHeader: true,
                className: "whitespace-normal!",
                cell: (r) => (
                  <>
                    <span className="block">{t(`jaimini.karakas.names.${r.karaka}`)}</span>
                    <span className="block text-xs font-normal text-stone-500">
                      {t(`jaimini.karakas.meanings.${r.karaka}`)}
                    </span>
                  </>
                ),
              },
              { key: "planet", header: t("jaimini.karakas.planet"), cell: (r) => names.planet(r.planet) },
              {
                key: "degree",
                header: t("jaimini.karakas.degree"),
                align: "end",
                className: "whitespace-normal!",
                cell: (r) => (
                  <span data-karaka-degree={r.planet}>
                    {karakaDegree(r.planet)}
                    {r.planet === "Rahu" && (
                      <span className="block text-xs text-stone-500">
                        {t("jaimini.karakas.rahuShort", { degree: formatDms(rahuDegree) })}
                      </span>
                    )}
                  </span>
                ),
              },
            ]}
          />
        </div>
        {jaimini.karakaScheme === 8 && (
          <p role="note" className="text-sm text-stone-600">
            {t("jaimini.karakas.rahuNote", {
              degree: formatDms(rahuDegree),
              counted: rahuCounted,
            })}
          </p>
        )}
      </Section>

      <Section title={t("jaimini.arudhas.title")}>
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <div className="min-w-0 space-y-3">
            <DataTable
              caption={t("jaimini.arudhas.caption")}
              dense
              rows={HOUSES}
              rowKey={(h) => String(h)}
              columns={[
                { key: "house", header: t("jaimini.arudhas.house"), rowHeader: true, align: "center", cell: (h) => h },
                {
                  key: "pada",
                  header: t("jaimini.arudhas.pada"),
                  cell: (h) => (
                    <>
                      <span className="block font-semibold text-stone-900">
                        {padaLabel(h) === `A${h}` ? `A${h}` : `A${h} (${padaLabel(h)})`}
                      </span>
                      <span className="block text-xs text-stone-500">{padaName(h)}</span>
                    </>
                  ),
                },
                {
                  key: "sign",
                  header: t("jaimini.arudhas.sign"),
                  className: "whitespace-normal!",
                  cell: (h) => <span data-arudha={`A${h}`}>{names.sign(jaimini.arudhas[arudhaKey(h)])}</span>,
                },
                {
                  key: "fromLagna",
                  header: t("jaimini.arudhas.fromLagna"),
                  className: "whitespace-normal!",
                  align: "center",
                  cell: (h) => houseOfSign(jaimini.arudhas[arudhaKey(h)], lagna),
                },
              ]}
            />
            <p className="text-sm font-medium text-stone-800">
              {t("jaimini.arudhas.upapada", { sign: names.sign(jaimini.upapada) })}
            </p>
            <p className="text-sm text-stone-600">{t("jaimini.arudhas.rule")}</p>
          </div>
          <div className="min-w-0 space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <ChartStyleSwitch value={chartStyle} onChange={setChartStyle} />
              <div className="flex items-center gap-2">
                <input
                  id={planetsId}
                  type="checkbox"
                  checked={showPlanets}
                  onChange={(e) => setShowPlanets(e.target.checked)}
                  className="size-4 accent-brand-strong"
                />
                <label htmlFor={planetsId} className="text-sm text-stone-700">
                  {t("jaimini.arudhas.showPlanets")}
                </label>
              </div>
            </div>
            <div className="mx-auto max-w-md">
              <ChartFrame chart={chart} chartStyle={chartStyle} title={t("jaimini.arudhas.chartTitle")} />
            </div>
            <p className="text-sm text-stone-500">{t("jaimini.arudhas.chartHint")}</p>
          </div>
        </div>
      </Section>

      <Section title={t("jaimini.coLords.title")}>
        <p className="text-sm text-stone-600">{t("jaimini.coLords.intro")}</p>
        <ul className="grid gap-3 md:grid-cols-2">
          {jaimini.coLords.map((c) => (
            <CoLordCard
              key={c.sign}
              sign={c.sign}
              lord={c.lord}
              rule={c.rule}
              house={houseOfSign(c.sign, lagna)}
              pada={jaimini.arudhas[arudhaKey(houseOfSign(c.sign, lagna))]}
              signOfPlanet={signOfPlanet}
            />
          ))}
        </ul>
        <details className="rounded-xl border border-stone-200 bg-white p-3 text-sm text-stone-700">
          <summary className="cursor-pointer font-medium text-stone-900">{t("jaimini.coLords.rulesTitle")}</summary>
          <ol className="mt-2 list-decimal space-y-1 pl-5">
            {RULES.map((r) => (
              <li key={r}>{t(`jaimini.coLords.rules.${r}`)}</li>
            ))}
          </ol>
        </details>
      </Section>
    </div>
  );
}

const RULES = [
  "other-in-sign",
  "conjunctions",
  "jupiter-mercury-dispositor",
  "exaltation",
  "sign-nature",
  "degrees",
  "classical",
] as const;

function CoLordCard({
  sign,
  lord,
  rule,
  house,
  pada,
  signOfPlanet,
}: {
  sign: 8 | 11;
  lord: Graha;
  rule: string;
  house: number;
  /** The arudha of the house in that sign, as the engine gave it. */
  pada: Sign;
  signOfPlanet: (g: Graha) => Sign;
}) {
  const { t, names } = useAstroNames();
  const other = CO_LORDS[sign].find((g) => g !== lord)!;
  // What the other lord would have given: the same pada, or another (the choice mattered).
  const otherPada = arudhaOf(sign, signOfPlanet(other));
  const ours = arudhaOf(sign, signOfPlanet(lord)) === pada;
  return (
    <li data-co-lord={sign} className="space-y-1.5 rounded-xl border border-stone-200 bg-white p-3 text-sm">
      <p className="font-semibold text-stone-900">
        {t("jaimini.coLords.item", { sign: names.sign(sign), house: names.house(house), lord: names.planet(lord) })}
      </p>
      <p className="text-stone-700">{t("jaimini.coLords.decidedBy", { rule: t(`jaimini.coLords.rules.${rule}`) })}</p>
      {ours && (
        <p className="text-stone-600">
          {otherPada === pada
            ? t("jaimini.coLords.same", { other: names.planet(other), sign: names.sign(pada) })
            : t("jaimini.coLords.differs", {
                other: names.planet(other),
                otherSign: names.sign(otherPada),
                sign: names.sign(pada),
                pada: `A${house}`,
              })}
        </p>
      )}
    </li>
  );
}

/** 7 or 8 karakas: a radio group that looks like two segmented buttons (as the chart style switch). */
function SchemeSwitch({ value, onChange }: { value: KarakaScheme; onChange: (value: KarakaScheme) => void }) {
  const { t } = useAstroNames();
  const name = useId();
  return (
    <fieldset className="inline-flex rounded-xl border border-stone-300 bg-white p-0.5">
      <legend className="sr-only">{t("jaimini.karakas.scheme")}</legend>
      {([7, 8] as const).map((v) => (
        <label
          key={v}
          className={`cursor-pointer rounded-[10px] px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand ${
            value === v ? "bg-brand-strong text-white" : "text-stone-700 hover:bg-stone-100"
          }`}
        >
          <input
            type="radio"
            name={name}
            value={v}
            checked={value === v}
            onChange={() => onChange(v)}
            className="sr-only"
          />
          {t(`jaimini.karakas.schemes.${v}`)}
        </label>
      ))}
    </fieldset>
  );
}
