import { useMemo } from "react";
import type { Kundli } from "#engine/kundli";
import { useAstroNames } from "./names";
import { useNow } from "./now";
import { PHALADESH_SECTIONS, phaladeshReading } from "./phaladesh";

/** The four Phaladesh sections, with the chart factors each reading was chosen by. */
export function PhaladeshView({ kundli }: { kundli: Pick<Kundli, "planets" | "dasha"> }) {
  const { t, names } = useAstroNames();
  // The running mahadasha depends on today: the birth instant until the browser knows the date.
  const now = useNow() ?? kundli.dasha.birthMs;
  const reading = useMemo(() => phaladeshReading(kundli, now), [kundli, now]);
  const basis = {
    generalNature: t("kundli.phaladesh.basisLagna", { sign: names.sign(reading.lagna) }),
    specifiedUniqueness: t("kundli.phaladesh.basisNakshatra", {
      nakshatra: names.nakshatra(reading.nakshatra),
      planet: names.planet(reading.mahadasha),
    }),
    physical: t("kundli.phaladesh.basisLagna", { sign: names.sign(reading.lagna) }),
    emotional: t("kundli.phaladesh.basisMoon", { sign: names.sign(reading.moonSign) }),
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">{t("kundli.phaladesh.intro")}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {PHALADESH_SECTIONS.map((section) => (
          <article key={section} className="rounded-xl border border-stone-200 bg-white p-4">
            <h2 className="text-base font-semibold text-stone-900">{t(`kundli.phaladesh.sections.${section}`)}</h2>
            <p className="mt-0.5 text-xs font-medium text-brand-strong">{basis[section]}</p>
            {reading.sections[section].map((key) => (
              <p key={key} className="mt-2 leading-relaxed text-stone-700">
                {t(key)}
              </p>
            ))}
          </article>
        ))}
      </div>
    </div>
  );
}
