import type { KundliPart } from "#app/shared/kundli/tabs";
import type { RelationTable } from "#engine/maitri";
import { GRAHAS, type Graha } from "#engine/types";
import { useAstroNames } from "../names";
import { DataTable, Section } from "../table";

const TONE: Record<string, string> = {
  greatFriend: "text-emerald-800 font-semibold",
  friend: "text-emerald-700",
  neutral: "text-stone-600",
  enemy: "text-red-700",
  greatEnemy: "text-red-800 font-semibold",
};

/** Naisargik (natural), Tatkalik (temporary, from the signs) and Panchadha (compound) relationships. */
export default function MaitriTab({ kundli }: { kundli: KundliPart<"maitri"> }) {
  const { t } = useAstroNames();
  return (
    <div className="space-y-8">
      <p className="text-sm text-stone-600">{t("kundli.maitri.intro")}</p>
      <RelationSection
        title={t("kundli.maitri.naisargik")}
        note={t("kundli.maitri.naisargikNote")}
        table={kundli.maitri.naisargika}
      />
      <RelationSection
        title={t("kundli.maitri.tatkalik")}
        note={t("kundli.maitri.tatkalikNote")}
        table={kundli.maitri.tatkalika}
      />
      <RelationSection
        title={t("kundli.maitri.panchadha")}
        note={t("kundli.maitri.panchadhaNote")}
        table={kundli.maitri.panchadha}
      />
    </div>
  );
}

function RelationSection({ title, note, table }: { title: string; note: string; table: RelationTable<string> }) {
  const { t, names } = useAstroNames();
  return (
    <Section title={title}>
      <p className="text-xs text-stone-500">{note}</p>
      <DataTable
        caption={t("kundli.maitri.caption", { title })}
        captionHidden
        dense
        rows={GRAHAS as readonly Graha[]}
        rowKey={(g) => g}
        columns={[
          { key: "of", header: t("kundli.maitri.planet"), rowHeader: true, cell: (g) => names.planet(g) },
          ...GRAHAS.map((toward) => ({
            key: toward,
            header: names.planet(toward),
            align: "center" as const,
            cell: (of: Graha) => {
              const relation = table[of][toward];
              return relation ? (
                <span className={TONE[relation]}>{names.relation(relation)}</span>
              ) : (
                <span aria-label={t("kundli.maitri.self")}>—</span>
              );
            },
          })),
        ]}
      />
    </Section>
  );
}
