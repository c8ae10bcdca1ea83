import type { TFunction } from "i18next";
import type { MangalDosh } from "#engine/doshas";
import type { AstroNames } from "./names";

/** Mangal dosh in words: the rule of conventions.md with Mars's house, and the Moon and Venus readings beside it. */
export function mangalLines(t: TFunction, names: AstroNames, mangal: MangalDosh): string[] {
  const lines = [t("kundli.panchang.mangalRule", { house: names.house(mangal.fromAscendant.house) })];
  if (mangal.fromMoon)
    lines.push(
      t("kundli.panchang.mangalFromMoon", {
        house: names.house(mangal.fromMoon.house),
        verdict: names.yesNo(mangal.fromMoon.present),
      }),
    );
  if (mangal.fromVenus)
    lines.push(
      t("kundli.panchang.mangalFromVenus", {
        house: names.house(mangal.fromVenus.house),
        verdict: names.yesNo(mangal.fromVenus.present),
      }),
    );
  return lines;
}
