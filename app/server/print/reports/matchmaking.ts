/**
 * Matchmaking: both charts, the Ashtakoot table with what each koota measures and what its
 * score means, the total with its tier, and Mangal, Nadi and Bhakoot doshas with the
 * cancellation rules that apply (engine/ashtakoot.ts decides; this module explains).
 */
import { KOOTAS, type Koota, type KootaScore } from "#engine/ashtakoot.ts";
import type { MangalDosh } from "#engine/doshas.ts";
import type { Kundli } from "#engine/kundli.ts";
import type { Match } from "#engine/match.ts";
import type { Graha } from "#engine/types.ts";
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
  const mangal = m.doshas.mangal;
  // The engine's verdict per partner (the Lagna rule, conventions.md), the same one the screen shows.
  const manglik = (["boy", "girl"] as const).filter((side) => mangal[side].present);
  const oneManglik = manglik.length === 1 ? manglik[0]! : null;
  const good = m.tier === "excellent" || m.tier === "veryGood" || m.tier === "good";
  const headline = t("report.match.total", { received: points(total.received), outOf: total.outOf });
  w.callout(
    oneManglik
      ? `${headline} · ${t(`report.match.onlyManglik.${oneManglik}`, { name: m[oneManglik].basic.name })}`
      : headline,
    t(`report.match.tiers.${m.tier}`),
    { tone: good && !oneManglik ? "good" : "warn" },
  );

  w.heading(t("report.sections.matchDoshas"));
  // The rule once; under each partner, where Mars stands from each reference.
  w.paragraph(t("report.match.mangalRule"), { size: w.body * 0.88, colour: MUTED });
  for (const side of ["boy", "girl"] as const) {
    const dosh = mangal[side];
    const who = `${t(`report.match.${side}`)} (${m[side].basic.name})`;
    w.bullet(t("report.match.mangalLine", { who, state: t(dosh.present ? "report.present" : "report.absent") }));
    for (const line of mangalLines(ctx, dosh, m[side].basic.name))
      w.paragraph(line, { size: w.body * 0.88, colour: MUTED, indent: 12 * w.s, after: 1 });
  }
  w.paragraph(t("report.match.mangalRuleNote"), { size: w.body * 0.88, colour: MUTED });
  cancellationTable(ctx, m);
  const mangalNote = mangal.cancelledBy.includes("bothManglik")
    ? "report.match.mangalBoth"
    : oneManglik
      ? "report.match.mangalOne"
      : "report.match.mangalNone";
  w.callout(t(mangalNote), "", { tone: oneManglik ? "warn" : "good" });
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
    w.paragraph(t(`report.match.meanings.${level(s)}`, { koota: t(`report.match.kootas.${k}`) }));
  }

  w.heading(`${t("report.sections.planets")} · ${t("report.match.boy")}: ${boy.basic.name}`);
  planetTable(ctx, boy);
  w.heading(`${t("report.sections.planets")} · ${t("report.match.girl")}: ${girl.basic.name}`);
  planetTable(ctx, girl);
}

/** Mars's house from the Lagna (the verdict), the Moon and Venus, each line naming the partner. */
function mangalLines(ctx: ReportContext, dosh: MangalDosh, name: string): string[] {
  const { t } = ctx;
  return [dosh.fromAscendant, dosh.fromMoon, dosh.fromVenus].flatMap((from) =>
    from
      ? [
          t(from.present ? "report.match.marsFromYes" : "report.match.marsFromNo", {
            name,
            house: ctx.ordinal(from.house),
            reference: t(`report.dosha.mangal.references.${from.reference}`),
          }),
        ]
      : [],
  );
}

/** Every cancellation (parihara) rule the engine weighs, and whether it holds: Mangal, Nadi, Bhakoot. */
const CANCELLATION_RULES = {
  mangal: ["bothManglik"],
  nadi: ["sameSignDifferentNakshatra", "sameNakshatraDifferentSign", "sameNakshatraDifferentPada"],
  bhakoot: ["sameSignLord", "signLordsMutualFriends"],
} as const;

function cancellationTable(ctx: ReportContext, m: Match): void {
  const { t, w } = ctx;
  const rows: string[][] = [];
  for (const dosha of ["mangal", "nadi", "bhakoot"] as const) {
    const d = m.doshas[dosha];
    CANCELLATION_RULES[dosha].forEach((rule, i) => {
      rows.push([
        i === 0 ? t(`report.match.doshaNames.${dosha}`) : "",
        i === 0 ? t(d.present ? "report.present" : "report.absent") : "",
        t(`report.match.cancellations.${rule}`),
        d.present ? ctx.yesNo(d.cancelledBy.includes(rule)) : "—",
      ]);
    });
  }
  w.table({
    caption: t("report.match.cancellationCaption"),
    columns: [
      { header: t("report.columns.dosha"), width: 1.1, bold: true },
      { header: t("report.columns.inMatch"), width: 0.9 },
      { header: t("report.columns.exception"), width: 3, wrap: true },
      { header: t("report.columns.applies"), width: 0.8, align: "center" },
    ],
    rows,
  });
  w.paragraph(t("report.match.cancellationNote"), { size: w.body * 0.85, colour: MUTED });
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
