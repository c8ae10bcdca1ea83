/**
 * The Janam Kundli's KP page (the calc-cli-v2 `kp` section): the KP ayanamsa and house system,
 * the twelve cusps and the planets with their sign, star, sub and sub-sub lords.
 * Rules: docs/jaimini-kp.md.
 */
import type { KpLords, KpSection } from "#engine/kp.ts";
import { MUTED } from "../pdf/writer";
import type { ReportContext } from "./context";

export function kpPage(ctx: ReportContext, kp: KpSection): void {
  const { w, t } = ctx;
  w.heading(t("report.kp.title"), { keepWith: 220 * w.s });
  w.keyValues(
    [
      [t("report.kp.ayanamsa"), ctx.degreeSeconds(kp.ayanamsa)],
      [t("report.kp.houses"), t(kp.warning ? "report.kp.porphyry" : "report.kp.placidus")],
    ],
    { columns: 2 },
  );
  w.paragraph(t("report.kp.about"), { size: w.body * 0.86, colour: MUTED });

  const lordColumns = [
    { header: t("report.kp.columns.sign"), width: 1.1 },
    { header: t("report.kp.columns.degree"), width: 1, align: "center" as const },
    { header: t("report.kp.columns.signLord"), width: 1 },
    { header: t("report.kp.columns.starLord"), width: 1 },
    { header: t("report.kp.columns.subLord"), width: 1, bold: true },
    { header: t("report.kp.columns.subSubLord"), width: 1 },
  ];
  const lords = (x: KpLords & { longitude: number }) => [
    ctx.sign(x.sign),
    ctx.degreeSeconds(Math.max(0, x.longitude - (x.sign - 1) * 30)),
    ctx.planet(x.signLord),
    ctx.planet(x.starLord),
    ctx.planet(x.subLord),
    ctx.planet(x.subSubLord),
  ];
  w.table({
    caption: t("report.kp.cuspsCaption"),
    columns: [{ header: t("report.kp.columns.cusp"), width: 1.05, align: "center", bold: true }, ...lordColumns],
    rows: kp.cusps.map((c) => [String(c.house), ...lords(c)]),
    scale: 0.86,
  });
  w.table({
    caption: t("report.kp.planetsCaption"),
    columns: [{ header: t("report.kp.columns.planet"), width: 1.05, bold: true }, ...lordColumns],
    rows: kp.planets.map((p) => [
      ctx.planet(p.planet) +
        (p.retrograde && p.planet !== "Rahu" && p.planet !== "Ketu" ? ` ${t("report.kp.retrogradeMark")}` : ""),
      ...lords(p),
    ]),
    scale: 0.86,
  });
}
