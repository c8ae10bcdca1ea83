/**
 * The yogas of a chart in words: for each yoga the rule that fired with the planets that made it
 * (the engine's YogaResult: rule, planets, reference, detail, cancellations), then what the yoga
 * means. Neecha Bhanga is grouped by the debilitated planet, each cancellation rule on its own
 * line with the helper and its house.
 */
import { DEBILITATION_SIGN, EXALTATION_SIGN, type SaptaGraha } from "#engine/data/grahas.ts";
import type { Kundli } from "#engine/kundli.ts";
import type { ChartBody, Sign } from "#engine/types.ts";
import type { YogaResult } from "#engine/yogas.ts";
import { houseFrom } from "#engine/zodiac.ts";
import { MUTED } from "../pdf/writer";
import { signsOf, type ReportContext } from "./context";

/** One printed entry: a yoga, or one debilitated planet's Neecha Bhanga with all its rules. */
interface Entry {
  first: YogaResult;
  results: YogaResult[];
}

function entries(yogas: readonly YogaResult[]): Entry[] {
  const out: Entry[] = [];
  for (const y of yogas) {
    // Neecha Bhanga by its debilitated planet; any other yoga once, with each way it is formed.
    const same = out.find((e) => e.first.id === y.id && (y.id !== "neechaBhangaRaja" || e.first.detail === y.detail));
    if (same) same.results.push(y);
    else out.push({ first: y, results: [y] });
  }
  return out;
}

/** "Venus, lord of Libra (the sign of its fall), is in the 10th house from the Ascendant." */
function neechaBhangaLine(ctx: ReportContext, y: YogaResult, signs: Readonly<Record<ChartBody, Sign>>): string {
  const planet = y.detail as SaptaGraha;
  const helper = y.planets[1]!;
  const from = y.reference ?? "Ascendant";
  const sign = y.rule === "exaltationLordInKendra" ? EXALTATION_SIGN[planet] : DEBILITATION_SIGN[planet];
  return ctx.t(`report.neechaBhanga.${y.rule}`, {
    helper: ctx.planet(helper),
    sign: ctx.sign(sign),
    house: ctx.ordinal(houseFrom(signs[from], signs[helper])),
    from: ctx.planet(from),
  });
}

/** The screen's words for a yoga's detail (dignity, lordship, Kaal Sarp type), or null. */
function detailLine(ctx: ReportContext, y: YogaResult): string | null {
  const { t } = ctx;
  if (!y.detail || y.id === "neechaBhangaRaja") return null;
  if (y.id === "kaalSarp") return t("kundli.yog.kaalSarpType", { type: t(`astro.kaalSarpTypes.${y.detail}`) });
  if (y.detail === "own" || y.detail === "exalted") return t(`kundli.yog.dignity.${y.detail}`);
  const lord = /^lordOf(\d+)$/.exec(y.detail);
  return lord ? t("kundli.yog.lordOf", { house: t(`astro.houseOrdinal.${lord[1]}`) }) : null;
}

export function yogaSection(ctx: ReportContext, k: Kundli): void {
  const { w, t } = ctx;
  w.heading(t("report.sections.yogas"), { keepWith: 90 * w.s });
  if (k.yogas.length === 0) {
    w.paragraph(t("report.noYogas"));
    return;
  }
  w.paragraph(t("report.yogasIntro"), { size: w.body * 0.9, colour: MUTED });
  const signs = signsOf(k);
  const meant = new Set<string>();
  for (const { first, results } of entries(k.yogas)) {
    const name = t(`report.yogaNames.${first.id}`);
    const cancelled = first.cancelledBy?.length ? ` (${t("report.cancelled")})` : "";
    if (first.id === "neechaBhangaRaja") {
      const planet = first.detail as SaptaGraha;
      w.subheading(`${name} · ${ctx.planet(planet)}`, { keepWith: 70 * w.s });
      w.paragraph(
        t("report.neechaBhanga.intro", { planet: ctx.planet(planet), sign: ctx.sign(DEBILITATION_SIGN[planet]) }),
        { after: 2 },
      );
      for (const y of results) w.bullet(neechaBhangaLine(ctx, y, signs));
    } else {
      w.subheading(name + cancelled, { keepWith: 60 * w.s });
      const formed = results.map((y) => {
        const planets = y.planets.map((p) => ctx.planet(p)).join(", ");
        const detail = detailLine(ctx, y);
        return [
          y.reference
            ? t("report.yogaFormedFrom", { name, planets, from: ctx.planet(y.reference) })
            : t("report.yogaFormed", { name, planets }),
          ...(detail ? [t("report.yogaDetail", { detail })] : []),
        ].join(" ");
      });
      w.paragraph([t(`kundli.yogas.${first.id}.rule`), ...formed].join(" "), { after: 2 });
      if (first.cancelledBy?.length) {
        w.paragraph(
          t("kundli.yog.cancelled", {
            rules: first.cancelledBy.map((c) => t(`kundli.yog.cancellations.${c}`)).join("; "),
          }),
          { after: 2 },
        );
      }
    }
    // Two debilitated planets' Neecha Bhangas share one meaning: it is said under the first.
    if (!meant.has(first.id)) w.paragraph(t(`report.yogaMeanings.${first.id}`), { colour: MUTED });
    meant.add(first.id);
  }
}
