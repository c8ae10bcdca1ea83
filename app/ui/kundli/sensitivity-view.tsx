import type { TFunction } from "i18next";
import type { Kundli } from "#engine/kundli";
import type { Sensitivity, SensitivityItem } from "#engine/sensitivity";
import { formatDateTimeParts, localParts, offsetSeconds } from "./format";
import { useAstroNames, type AstroNames } from "./names";
import { useKundliSection } from "./section";
import { SectionFailed, SectionUpdating } from "./section-status";
import { SENSITIVE_SECONDS, isSensitive, shiftParts } from "./sensitivity";
import { DataTable, Section, type Column } from "./table";

/**
 * Birth-time sensitivity on the Basic tab: the Kundli's own section when it has one, else asked
 * for (calc-cli-v2 `sensitivity`, the running dasha at the server's now).
 */
export function SensitivityPanel({ kundli }: { kundli: Pick<Kundli, "basic" | "sensitivity"> }) {
  if (kundli.sensitivity)
    return <SensitivityView sensitivity={kundli.sensitivity} utcOffset={kundli.basic.utcOffset} />;
  return <SensitivityFetch kundli={kundli} />;
}

function SensitivityFetch({ kundli }: { kundli: Pick<Kundli, "basic" | "sensitivity"> }) {
  const { t } = useAstroNames();
  const state = useKundliSection(kundli, "sensitivity");
  if (state.status === "loading") return <SectionUpdating label={t("kundli.sensitivity.loading")} />;
  if (state.status === "failed") {
    return (
      <SectionFailed
        message={t("kundli.sensitivity.failed")}
        error={state.error}
        retry={t("kundli.retry")}
        onRetry={state.retry}
      />
    );
  }
  return <SensitivityView sensitivity={state.value} utcOffset={kundli.basic.utcOffset} />;
}

function valueText(item: SensitivityItem, value: SensitivityItem["value"] | null, t: TFunction, names: AstroNames) {
  if (value === null) return t("kundli.sensitivity.noDasha");
  if (typeof value === "object") {
    return t("kundli.avakhada.nakshatraPada", { nakshatra: names.nakshatra(value.nakshatra), pada: value.pada });
  }
  return item.key === "mahadasha" || item.key === "antardasha"
    ? names.planet(String(value))
    : names.sign(Number(value));
}

export function SensitivityView({ sensitivity, utcOffset }: { sensitivity: Sensitivity; utcOffset: string }) {
  const { t, names } = useAstroNames();
  const shift = (seconds: number | null) => {
    if (seconds === null) return t("kundli.sensitivity.beyond");
    const p = shiftParts(seconds);
    return t(`kundli.sensitivity.${p.unit}`, p);
  };
  const cell = (item: SensitivityItem, seconds: number | null, value: SensitivityItem["value"] | null) => (
    <>
      <span className={seconds !== null && seconds < SENSITIVE_SECONDS ? "font-semibold text-amber-900" : undefined}>
        {shift(seconds)}
      </span>
      {seconds !== null && (
        <span className="block text-xs text-stone-500">
          {t("kundli.sensitivity.becomes", { value: valueText(item, value, t, names) })}
        </span>
      )}
    </>
  );
  const columns: Column<SensitivityItem>[] = [
    {
      key: "reading",
      header: t("kundli.sensitivity.reading"),
      rowHeader: true,
      cell: (item) => (
        <>
          {isSensitive(item) && (
            <span aria-hidden="true" className="mr-1 text-amber-700">
              ⚠
            </span>
          )}
          {t(`kundli.sensitivity.items.${item.key}`)}
          {isSensitive(item) && <span className="sr-only"> ({t("kundli.sensitivity.sensitive")})</span>}
        </>
      ),
    },
    { key: "value", header: t("kundli.sensitivity.atBirth"), cell: (item) => valueText(item, item.value, t, names) },
    {
      key: "earlier",
      header: t("kundli.sensitivity.earlier"),
      cell: (item) => cell(item, item.earlierSeconds, item.earlierValue),
    },
    {
      key: "later",
      header: t("kundli.sensitivity.later"),
      cell: (item) => cell(item, item.laterSeconds, item.laterValue),
    },
  ];
  const at = formatDateTimeParts(localParts(sensitivity.at, offsetSeconds(utcOffset) ?? 0));
  return (
    <Section title={t("kundli.sensitivity.title")}>
      <div className="space-y-1 text-sm text-stone-600">
        <p>{t("kundli.sensitivity.lead")}</p>
        <p className="text-xs text-stone-500">{t("kundli.sensitivity.leadAt", { at })}</p>
      </div>
      <DataTable
        caption={t("kundli.sensitivity.title")}
        captionHidden
        dense
        columns={columns}
        rows={sensitivity.items}
        rowKey={(item) => item.key}
        rowClassName={(item) => (isSensitive(item) ? "bg-amber-50" : undefined)}
      />
    </Section>
  );
}
