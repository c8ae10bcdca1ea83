import { useState, type ReactNode } from "react";
import type { KpLords, KpSection } from "#engine/kp";
import type { KundliPart } from "#app/shared/kundli/tabs";
import type { Graha } from "#engine/types";
import { GRAHAS } from "#engine/types";
import { formatDateTimeParts, formatDegreeInSign, formatDms, offsetSeconds } from "../format";
import { formatOffset, placeClock } from "../moment";
import { MomentPicker } from "../moment-picker";
import { useAstroNames } from "../names";
import { useKundliSection } from "../section";
import { SectionFailed, SectionLoading, SectionUpdating } from "../section-status";
import { DataTable, DetailsTable, Section, type Column } from "../table";

/**
 * Krishnamurti Paddhati: the basis (KP ayanamsa, Placidus), the twelve cusps and the planets with
 * their sign, star, sub and sub-sub lords, the four levels of significators, and the ruling
 * planets of a moment at the birth place (now, or one the astrologer picks: `at`).
 * Rules: docs/jaimini-kp.md.
 */
export default function KpTab({ kundli }: { kundli: KundliPart<"kp"> }) {
  const { t } = useAstroNames();
  // null: now, as the engine reads it when asked.
  const [at, setAt] = useState<string | null>(null);
  const state = useKundliSection(kundli, "kp", at ? { at } : {});
  if (state.status === "failed")
    return <SectionFailed message={t("kp.failed")} error={state.error} retry={t("kp.retry")} onRetry={state.retry} />;
  if (!state.shown) return <SectionLoading label={t("kp.loading")} />;
  return <KpView kundli={kundli} kp={state.shown} onAt={setAt} updating={state.status === "loading"} />;
}

/** The KP section of a Kundli, as the tab shows it (also rendered by the translations test). */
export function KpView({
  kundli,
  kp,
  onAt,
  updating = false,
}: {
  kundli: KundliPart<"kp">;
  kp: KpSection;
  onAt: (at: string) => void;
  updating?: boolean;
}) {
  const { t, names } = useAstroNames();
  const lordColumns = <Row extends KpLords>(): Column<Row>[] =>
    (
      [
        ["signLord", "sign"],
        ["starLord", "star"],
        ["subLord", "sub"],
        ["subSubLord", "subSub"],
      ] as const
    ).map(([field, word]) => ({
      key: field,
      header: <Short short={t(`kp.lords.${word}Short`)} full={t(`kp.lords.${word}`)} />,
      cell: (row: Row) => <Lord planet={row[field]} />,
    }));
  const longitude = (sign: number, value: number) => (
    <>
      <Short short={names.signShort(sign)} full={names.sign(sign)} /> {formatDegreeInSign(value)}
    </>
  );

  return (
    <div className="space-y-8">
      <Section title={t("kp.basis.title")}>
        <div className="max-w-xl">
          <DetailsTable
            caption={t("kp.basis.caption")}
            rows={[
              {
                key: "ayanamsa",
                label: t("kp.basis.ayanamsa"),
                value: <span data-kp-ayanamsa>{t("kp.basis.ayanamsaValue", { value: formatDms(kp.ayanamsa) })}</span>,
              },
              { key: "houses", label: t("kp.basis.houses"), value: t("kp.basis.placidus") },
              { key: "node", label: t("kp.basis.node"), value: t(`astro.node.${kp.node}`) },
            ]}
          />
        </div>
        <p className="text-sm text-stone-600">
          {t("kp.basis.note", {
            ayanamsa: t(`astro.ayanamsa.${kundli.basic.options.ayanamsa}`),
            houses: t(`astro.houses.${kundli.basic.options.houses}`),
          })}
        </p>
        {kp.warning && (
          <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {t("kp.basis.polar")}
          </p>
        )}
      </Section>

      <Section title={t("kp.cusps.title")}>
        <DataTable
          caption={t("kp.cusps.caption")}
          captionHidden
          dense
          rows={kp.cusps}
          rowKey={(c) => String(c.house)}
          columns={[
            { key: "cusp", header: t("kp.cusps.cusp"), rowHeader: true, align: "center", cell: (c) => c.house },
            {
              key: "longitude",
              header: t("kp.cusps.longitude"),
              align: "end",
              cell: (c) => longitude(c.sign, c.longitude),
            },
            ...lordColumns<KpSection["cusps"][number]>(),
          ]}
        />
        <p className="text-sm text-stone-600">
          <span className="sm:hidden">{t("kp.lords.shortLegend")} </span>
          {t("kp.lords.legend")}
        </p>
      </Section>

      <Section title={t("kp.planets.title")}>
        <DataTable
          caption={t("kp.planets.caption")}
          captionHidden
          dense
          rows={kp.planets}
          rowKey={(p) => p.planet}
          columns={[
            {
              key: "planet",
              header: t("kp.planets.planet"),
              rowHeader: true,
              cell: (p) => {
                const mark =
                  p.retrograde && p.planet !== "Rahu" && p.planet !== "Ketu"
                    ? ` ${t("kp.planets.retrogradeMark")}`
                    : "";
                return (
                  <Short
                    short={`${t(`chart.abbreviations.${p.planet}`)}${mark}`}
                    full={`${names.planet(p.planet)}${mark}`}
                  />
                );
              },
            },
            {
              key: "longitude",
              header: t("kp.planets.longitude"),
              align: "end",
              cell: (p) => longitude(p.sign, p.longitude),
            },
            // On a phone the house gives way (it is level 2 of the significators below).
            {
              key: "house",
              header: t("kp.planets.house"),
              align: "center",
              className: "hidden sm:table-cell",
              cell: (p) => p.house,
            },
            ...lordColumns<KpSection["planets"][number]>(),
          ]}
        />
        <p className="text-sm text-stone-600">{t("kp.planets.houseNote")}</p>
      </Section>

      <Section title={t("kp.significators.title")}>
        <DataTable
          caption={t("kp.significators.caption")}
          captionHidden
          dense
          rows={GRAHAS}
          rowKey={(g) => g}
          columns={[
            { key: "planet", header: t("kp.significators.planet"), rowHeader: true, cell: (g) => names.planet(g) },
            ...([1, 2, 3, 4] as const).map((level) => ({
              key: `level${level}`,
              header: (
                <Short
                  short={t("kp.significators.levelShort", { level })}
                  full={t("kp.significators.level", { level })}
                />
              ),
              align: "center" as const,
              cell: (g: Graha) => {
                const houses = kp.significators[g].levels[level - 1] ?? [];
                return houses.length ? houses.join(", ") : t("kp.significators.none");
              },
            })),
          ]}
        />
        <ol className="space-y-1 text-sm text-stone-700">
          {([1, 2, 3, 4] as const).map((level) => (
            <li key={level}>
              {t("kp.significators.levelItem", { level, meaning: t(`kp.significators.levels.${level}`) })}
            </li>
          ))}
        </ol>
        <p className="text-sm text-stone-600">{t("kp.significators.owning")}</p>
        <p className="text-sm text-stone-600">
          {t("kp.significators.agents")}{" "}
          {(["Rahu", "Ketu"] as const).map((node) => {
            const agentOf = kp.significators[node].agentOf ?? [];
            return agentOf.length ? (
              <span key={node} className="block font-medium text-stone-800">
                {t("kp.significators.agentOf", {
                  node: names.planet(node),
                  planets: agentOf.map(names.planet).join(", "),
                })}
              </span>
            ) : null;
          })}
        </p>
      </Section>

      <RulingPlanets kundli={kundli} kp={kp} onAt={onAt} updating={updating} />
    </div>
  );
}

function RulingPlanets({
  kundli,
  kp,
  onAt,
  updating,
}: {
  kundli: KundliPart<"kp">;
  kp: KpSection;
  onAt: (at: string) => void;
  updating: boolean;
}) {
  const { t, names } = useAstroNames();
  const rp = kp.rulingPlanets;
  const shownClock = placeClock(Date.parse(rp.at), kundli.basic.timezone, offsetSeconds(kundli.basic.utcOffset) ?? 0);
  const moment = `${formatDateTimeParts(shownClock.parts)} (UTC ${formatOffset(shownClock.offset)})`;

  const lord = (planet: Graha) => <span data-ruling={planet}>{names.planet(planet)}</span>;
  return (
    <Section title={t("kp.ruling.title")}>
      <MomentPicker
        kundli={kundli}
        at={rp.at}
        onAt={onAt}
        legend={t("kp.ruling.moment", { place: kundli.basic.place })}
        show={t("kp.ruling.show")}
      />
      {updating && <SectionUpdating label={t("kp.ruling.updating")} />}
      <div aria-busy={updating || undefined} className={`max-w-xl space-y-2 ${updating ? "opacity-60" : ""}`}>
        <DetailsTable
          caption={t("kp.ruling.caption", { moment })}
          rows={[
            {
              key: "day",
              label: t("kp.ruling.dayLord"),
              value: t("kp.ruling.dayLordValue", { planet: names.planet(rp.dayLord), weekday: names.vara(rp.vara) }),
            },
            { key: "lagnaSign", label: t("kp.ruling.lagnaSignLord"), value: lord(rp.lagnaSignLord) },
            { key: "lagnaStar", label: t("kp.ruling.lagnaStarLord"), value: lord(rp.lagnaStarLord) },
            { key: "moonSign", label: t("kp.ruling.moonSignLord"), value: lord(rp.moonSignLord) },
            { key: "moonStar", label: t("kp.ruling.moonStarLord"), value: lord(rp.moonStarLord) },
            {
              key: "nodes",
              label: t("kp.ruling.nodeAgents"),
              value: rp.nodeAgents.length
                ? rp.nodeAgents
                    .map((a) =>
                      t("kp.ruling.nodeAgent", {
                        node: names.planet(a.node),
                        planets: a.represents.map(names.planet).join(", "),
                      }),
                    )
                    .join("; ")
                : t("kp.ruling.noNodeAgents"),
            },
          ]}
        />
        <p className="text-sm text-stone-600">{t("kp.ruling.at", { place: kundli.basic.place })}</p>
        <p className="text-sm text-stone-600">{t("kp.ruling.nodeNote")}</p>
      </div>
    </Section>
  );
}

/** A planet as a table cell: its short name on a phone (the full one in `title`), the full one from sm up. */
function Lord({ planet }: { planet: Graha }) {
  const { t, names } = useAstroNames();
  return <Short short={t(`chart.abbreviations.${planet}`)} full={names.planet(planet)} data={planet} />;
}

/** A word shortened on phones: the short form with the full one as its title, the full form from sm up. */
function Short({ short, full, data }: { short: string; full: string; data?: string }): ReactNode {
  return (
    <span data-lord={data}>
      <abbr title={full} className="no-underline sm:hidden">
        {short}
      </abbr>
      <span className="hidden sm:inline">{full}</span>
    </span>
  );
}
