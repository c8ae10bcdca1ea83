import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/**
 * Words for the engine's enumerations (planets, signs, nakshatras, ...), from `astro.*`.
 * The engine emits keys and numbers only (contract: "Words shown to people come from the
 * UI's translations"); app/ui/kundli/translations.test.ts checks that every one has a word.
 */
export function astroNames(t: TFunction) {
  return {
    planet: (p: string) => t(`astro.planets.${p}`),
    sign: (n: number) => t(`astro.signs.${n}`),
    signShort: (n: number) => t(`astro.signsShort.${n}`),
    nakshatra: (n: number) => t(`astro.nakshatras.${n}`),
    tithi: (n: number) => t(`astro.tithis.${n}`),
    vara: (n: number) => t(`astro.varas.${n}`),
    yoga: (n: number) => t(`astro.yogas.${n}`),
    karana: (k: string) => t(`astro.karanas.${k}`),
    varga: (v: string) => t(`astro.vargas.${v}`),
    relation: (r: string) => t(`astro.relations.${r}`),
    tara: (k: string) => t(`astro.taras.${k}`),
    /** "7th" / "सातवें": a house counted from something. */
    house: (n: number) => t(`astro.houseOrdinal.${n}`),
    yesNo: (v: boolean) => t(v ? "astro.yesNo.yes" : "astro.yesNo.no"),
    enumWord: (
      group: "varna" | "vashya" | "yoni" | "gan" | "nadi" | "tatva" | "paya" | "yunja" | "gender",
      key: string,
    ) => t(`astro.${group}.${key}`),
  };
}

export type AstroNames = ReturnType<typeof astroNames>;

export function useAstroNames(): { t: TFunction; names: AstroNames; language: string } {
  const { t, i18n } = useTranslation();
  const names = useMemo(() => astroNames(t), [t]);
  return { t, names, language: i18n.language };
}
