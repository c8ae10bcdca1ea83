/**
 * Doshas: Mangal, Kaal Sarp, Sade Sati (transit Saturn on the report date against the natal
 * Moon) and Pitra; each with the rule that was checked, what fired, and traditional remedies.
 * The Dosha report also reads each dosha found from the library (its rule, what it means, what
 * weakens it); the Janam Kundli reuses the same sections without those readings. Those
 * readings are the report's selection (doshaSelection): the astrologer may edit them.
 */
import { sadeSati } from "#engine/doshas.ts";
import type { Kundli } from "#engine/kundli.ts";
import { birthPairs, cover } from "./common";
import { bodySign, type ReportContext, type ReportTexts, requireKundli } from "./context";
import {
  isRemoved,
  printNote,
  printRecommendations,
  reading,
  selected,
  weakenedBy,
  type ReadingSection,
} from "./library";

export type DoshaId = "mangal" | "kaalSarp" | "sadeSati" | "dhaiya" | "pitra";

/** The doshas this chart has, in the order the reports read them (Sade Sati or Dhaiya on the report date). */
export function doshasFound(ctx: ReportTexts, k: Kundli): DoshaId[] {
  const d = k.doshas;
  const saturn = ctx.input.transitSaturnSign;
  const transit = saturn === undefined ? undefined : sadeSati(bodySign(k, "Moon"), saturn);
  return [
    ...(d.mangal.present ? (["mangal"] as const) : []),
    ...(d.kaalSarp.present ? (["kaalSarp"] as const) : []),
    ...(transit?.phase ? (["sadeSati"] as const) : transit?.dhaiya ? (["dhaiya"] as const) : []),
    ...(d.pitra.present ? (["pitra"] as const) : []),
  ];
}

/** The Dosha report's readings for this chart, as the draft screen shows them: each dosha found. */
export function doshaSelection(ctx: ReportTexts): ReadingSection[] {
  const found = doshasFound(ctx, requireKundli(ctx.input));
  return [
    {
      id: "doshas",
      title: ctx.t("report.edits.sections.doshas"),
      readings: found.map((id) => selected(ctx, `doshas.${id}`)),
    },
  ];
}

export function doshaReport(ctx: ReportContext): void {
  const k = requireKundli(ctx.input);
  cover(ctx, { subjects: [k.basic.name], details: birthPairs(ctx, k, false), charts: [ctx.chart(k, "lagna")] });
  ctx.w.heading(ctx.t("report.sections.doshas"));
  ctx.w.paragraph(ctx.t("report.dosha.intro"));
  doshaSections(ctx, k, { remedies: true, readings: true });
  printNote(ctx, "doshas");
  printRecommendations(ctx);
}

/** The four dosha sections (Janam Kundli prints them too, without the library's readings). */
export function doshaSummary(ctx: ReportContext, k: Kundli): void {
  doshaSections(ctx, k, { remedies: true, readings: false });
}

/** Why a dosha that is present matters: the library's reading of its rule, and what weakens it. */
function ruleBehind(ctx: ReportContext, dosha: DoshaId): void {
  if (isRemoved(ctx, `doshas.${dosha}`)) return;
  ctx.w.paragraph(ctx.t("report.dosha.ruleBehind"), { bold: true, keepWith: ctx.w.body * 4 });
  reading(ctx, `doshas.${dosha}`);
  weakenedBy(ctx, `doshas.${dosha}`);
}

/** The remedies: the heading with the whole list when it is short, never one stray bullet over the page. */
function remedies(ctx: ReportContext, key: string): void {
  const { w } = ctx;
  const lines = ctx.list(key);
  const h = w.bulletsHeight(lines);
  w.subheading(ctx.t("report.sections.remedies"), {
    keepWith: h <= (w.bottom - w.margin.top) * 0.4 ? h : 40 * w.s,
  });
  w.bullets(lines);
}

function doshaSections(ctx: ReportContext, k: Kundli, o: { remedies: boolean; readings: boolean }): void {
  const { w, t } = ctx;
  const d = k.doshas;
  // The readings print for the doshas the selection found (doshaSelection), so the draft is what prints.
  const found = new Set<DoshaId>(o.readings ? doshasFound(ctx, k) : []);

  // Mangal
  w.subheading(t("report.sections.mangal"));
  w.paragraph(t("report.dosha.mangal.about"));
  w.callout(t(d.mangal.present ? "report.dosha.mangal.present" : "report.dosha.mangal.absent"), "", {
    tone: d.mangal.present ? "warn" : "good",
  });
  for (const from of [d.mangal.fromAscendant, d.mangal.fromMoon, d.mangal.fromVenus]) {
    if (!from) continue;
    w.bullet(
      t(from.present ? "report.dosha.mangal.fromYes" : "report.dosha.mangal.fromNo", {
        house: ctx.ordinal(from.house),
        reference: t(`report.dosha.mangal.references.${from.reference}`),
      }),
    );
  }
  if (found.has("mangal")) ruleBehind(ctx, "mangal");
  if (o.remedies && d.mangal.present) remedies(ctx, "report.dosha.mangal.remedies");

  // Kaal Sarp
  w.subheading(t("report.sections.kaalSarp"));
  w.paragraph(t("report.dosha.kaalSarp.about"));
  const ks = d.kaalSarp;
  const outside = ks.outside.map((p) => ctx.planet(p)).join(", ");
  if (ks.present) {
    w.callout(
      t("report.dosha.kaalSarp.present", {
        type: t(`report.dosha.kaalSarp.types.${ks.type}`),
        house: ctx.ordinal(ks.rahuHouse),
      }),
      t(ks.side === "ketuToRahu" ? "report.dosha.kaalSarp.sideKetu" : "report.dosha.kaalSarp.sideRahu"),
      { tone: "warn" },
    );
    if (found.has("kaalSarp")) ruleBehind(ctx, "kaalSarp");
    if (o.remedies) remedies(ctx, "report.dosha.kaalSarp.remedies");
  } else {
    w.callout(
      t(ks.partial ? "report.dosha.kaalSarp.partial" : "report.dosha.kaalSarp.absent", { planets: outside }),
      "",
      {
        tone: "good",
      },
    );
  }

  // Sade Sati: needs Saturn's sign on the report date.
  const saturn = ctx.input.transitSaturnSign;
  if (saturn !== undefined) {
    w.subheading(t("report.sections.sadeSati"));
    w.paragraph(t("report.dosha.sadeSati.about"));
    const moon = bodySign(k, "Moon");
    const s = sadeSati(moon, saturn);
    w.paragraph(
      t("report.dosha.sadeSati.transit", {
        date: ctx.reportDate,
        sign: ctx.sign(saturn),
        house: ctx.ordinal(s.houseFromMoon),
        moon: ctx.sign(moon),
      }),
      { bold: true },
    );
    if (s.phase) w.callout(t(`report.dosha.sadeSati.phases.${s.phase}`), "", { tone: "warn" });
    else if (s.dhaiya) w.callout(t(`report.dosha.sadeSati.dhaiya.${s.dhaiya}`), "", { tone: "warn" });
    else w.callout(t("report.dosha.sadeSati.none"), "", { tone: "good" });
    for (const id of ["sadeSati", "dhaiya"] as const) if (found.has(id)) ruleBehind(ctx, id);
    if (o.remedies && (s.phase || s.dhaiya)) remedies(ctx, "report.dosha.sadeSati.remedies");
  }

  // Pitra
  w.subheading(t("report.sections.pitra"));
  w.paragraph(t("report.dosha.pitra.about"));
  if (d.pitra.present) {
    w.callout(
      t("report.dosha.pitra.present"),
      d.pitra.fired.map((f) => t(`report.dosha.pitra.rules.${f.rule}`)).join(" "),
      {
        tone: "warn",
      },
    );
    if (found.has("pitra")) ruleBehind(ctx, "pitra");
    if (o.remedies) remedies(ctx, "report.dosha.pitra.remedies");
  } else {
    w.callout(t("report.dosha.pitra.absent"), "", { tone: "good" });
  }
}
