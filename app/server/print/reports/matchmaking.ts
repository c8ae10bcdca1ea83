/**
 * Matchmaking: both charts, the Ashtakoot table with what each koota measures and what its
 * score means, the total with its tier, and Mangal, Nadi and Bhakoot doshas with the
 * cancellation rules that apply (engine/ashtakoot.ts decides; this module explains).
 */
import { KOOTAS, type Koota, type KootaScore } from "../../../../engine/ashtakoot.ts";
import type { Kundli } from "../../../../engine/kundli.ts";
import type { Graha } from "../../../../engine/types.ts";
import { chartGrid } from "../pdf/chart";
import { MUTED } from "../pdf/writer";
import { cover, planetTable } from "./common";
import { type ReportContext, requireMatch } from "./context";

function partnerValue(ctx: ReportContext, koota: Koota, value: string | number): string {
  const { t } = ctx;
  switch (koota) {
    case "varna":
      return t(`report.terms.varna.${value}`);
    case "vashya":
      return t(`report.terms.vashya.${value}`);
    case "tara":
      return t(`report.terms.taras.${value}`);
    case "yoni":
      return t(`report.terms.yoni.${value}`);
    case "grahaMaitri":
      return ctx.planet(value as Graha);
    case "gana":
      return t(`report.terms.gana.${value}`);
    case "bhakoot":
      return ctx.sign(Number(value));
    case "nadi":
      return t(`report.terms.nadi.${value}`);
  }
}

function level(score: KootaScore): "full" | "partial" | "none" {
  return score.received === score.outOf ? "full" : score.received === 0 ? "none" : "partial";
}

function points(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

function moonLine(ctx: ReportContext, k: Kundli): string {
  const moon = k.planets.find((p) => p.planet === "Moon")!;
  return ctx.t("report.match.moonOf", {
    sign: ctx.sign(moon.sign),
    nakshatra: ctx.nakshatra(moon.nakshatra),
    pada: moon.pada,
  });
}

export function matchmakingReport(ctx: ReportContext): void {
  const m = requireMatch(ctx.input);
  const { w, t } = ctx;
  const boy = m.boy;
  const girl = m.girl;

  matchCover(ctx, boy, girl, m.ashtakoot.total.received);

  // The cover drew both birth charts: this page adds the Moons and the Navamsas.
  w.heading(t("report.sections.matchCharts"));
  w.keyValues(
    [
      [`${t("report.match.boy")}`, moonLine(ctx, boy)],
      [`${t("report.match.girl")}`, moonLine(ctx, girl)],
    ],
    { columns: 1 },
  );
  chartGrid(
    w,
    [
      ctx.chart(boy, "D9", `${t("report.match.boy")} · ${t("chart.kinds.D9")}`),
      ctx.chart(girl, "D9", `${t("report.match.girl")} · ${t("chart.kinds.D9")}`),
    ],
    { perRow: 2, maxSize: 240 * w.s, line: w.brandFill },
  );

  w.heading(t("report.sections.ashtakoot"), { keepWith: 260 * w.s });
  w.paragraph(t("report.match.intro"));
  const rows = KOOTAS.map((k) => {
    const s = m.ashtakoot[k];
    return [
      t(`report.match.kootas.${k}`),
      partnerValue(ctx, k, s.boy),
      partnerValue(ctx, k, s.girl),
      `${points(s.received)} / ${s.outOf}`,
      t(`report.match.areas.${k}`),
    ];
  });
  rows.push([
    t("report.columns.total"),
    "",
    "",
    `${points(m.ashtakoot.total.received)} / ${m.ashtakoot.total.outOf}`,
    "",
  ]);
  w.table({
    columns: [
      { header: t("report.columns.koota"), width: 1.1, bold: true },
      { header: t("report.columns.boy"), width: 1.35, wrap: true },
      { header: t("report.columns.girl"), width: 1.35, wrap: true },
      { header: `${t("report.columns.received")} / ${t("report.columns.outOf")}`, width: 1, align: "center" },
      { header: t("report.columns.area"), width: 1.7, wrap: true },
    ],
    rows,
    highlight: new Set([KOOTAS.length]),
  });

  w.heading(t("report.sections.verdict"));
  const total = m.ashtakoot.total;
  const tone = m.tier === "excellent" || m.tier === "veryGood" || m.tier === "good" ? "good" : "warn";
  w.callout(
    t("report.match.total", { received: points(total.received), outOf: total.outOf }),
    t(`report.match.tiers.${m.tier}`),
    {
      tone,
    },
  );

  w.heading(t("report.sections.matchDoshas"));
  const mangal = m.doshas.mangal;
  for (const [who, dosh] of [
    [t("report.match.boy"), mangal.boy],
    [t("report.match.girl"), mangal.girl],
  ] as const) {
    w.bullet(t("report.match.mangalLine", { who, state: t(dosh.present ? "report.present" : "report.absent") }));
  }
  const bothManglik = mangal.boy.present && mangal.girl.present;
  const oneManglik = mangal.boy.present !== mangal.girl.present;
  w.callout(
    t(bothManglik ? "report.match.mangalBoth" : oneManglik ? "report.match.mangalOne" : "report.match.mangalNone"),
    "",
    { tone: oneManglik ? "warn" : "good" },
  );
  const kootaDoshas: [string, { present: boolean; cancelledBy: string[] }][] = [];
  if (m.doshas.nadi.present) {
    kootaDoshas.push([
      t("report.match.nadiDosh", { nadi: partnerValue(ctx, "nadi", m.ashtakoot.nadi.boy) }),
      m.doshas.nadi,
    ]);
  }
  if (m.doshas.bhakoot.present) kootaDoshas.push([t("report.match.bhakootDosh"), m.doshas.bhakoot]);
  if (kootaDoshas.length === 0) w.callout(t("report.match.noKootaDosha"), "", { tone: "good" });
  for (const [title, d] of kootaDoshas) {
    const reasons = d.cancelledBy.map((c) => t(`report.match.cancellations.${c}`)).join("; ");
    w.callout(
      title,
      d.cancelledBy.length ? t("report.match.doshaCancelled", { reasons }) : t("report.match.doshaNotCancelled"),
      { tone: d.cancelledBy.length ? "brand" : "warn" },
    );
  }

  w.heading(t("report.sections.kootaMeanings"));
  for (const k of KOOTAS) {
    const s = m.ashtakoot[k];
    w.subheading(
      `${t(`report.match.kootas.${k}`)} · ${points(s.received)} / ${s.outOf} · ${t(`report.match.areas.${k}`)}`,
      {
        keepWith: 40 * w.s,
      },
    );
    w.paragraph(t(`report.match.descriptions.${k}`), { colour: MUTED, after: 2 });
    w.paragraph(t(`report.match.meanings.${level(s)}`));
  }

  w.heading(`${t("report.sections.planets")} · ${t("report.match.boy")}: ${boy.basic.name}`);
  planetTable(ctx, boy);
  w.heading(`${t("report.sections.planets")} · ${t("report.match.girl")}: ${girl.basic.name}`);
  planetTable(ctx, girl);
}

function matchCover(ctx: ReportContext, boy: Kundli, girl: Kundli, received: number): void {
  const { t } = ctx;
  const line = (k: Kundli) => `${ctx.date(k.basic.date)} ${k.basic.time}, ${k.basic.place}`;
  cover(ctx, {
    subjects: [boy.basic.name, girl.basic.name],
    details: [
      [t("report.match.boy"), boy.basic.name],
      [t("report.fields.date"), line(boy)],
      [t("report.match.girl"), girl.basic.name],
      [t("report.fields.date"), line(girl)],
    ],
    tiles: [{ label: t("report.sections.ashtakoot"), value: `${points(received)} / 36` }],
    charts: [
      ctx.chart(boy, "lagna", `${t("report.match.boy")}: ${boy.basic.name}`),
      ctx.chart(girl, "lagna", `${t("report.match.girl")}: ${girl.basic.name}`),
    ],
  });
}
