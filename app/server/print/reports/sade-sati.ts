/**
 * The Janam Kundli's Sade Sati page (the calc-cli-v2 `transit` section's `sadeSati`): a band from
 * birth to 100 years with a lane for the three Sade Sati phases and one for the two Dhaiyas, the
 * report date marked, and the table of the periods. Rules: docs/gochar-varshphal.md.
 */
import type { SadeSatiPhase, Transit } from "#engine/gochar.ts";
import type { Kundli } from "#engine/kundli.ts";
import { INK, MIN_TABLE, MUTED, RULE } from "../pdf/writer";
import type { ReportContext } from "./context";
import { runningPeriod } from "./yogini";

/** Light to dark in each lane, so that the phases part in grey print too. */
const PHASE_FILL: Readonly<Record<SadeSatiPhase, string>> = {
  rising: "#F2B279",
  peak: "#A93226",
  setting: "#D86A2B",
  "dhaiya-4th": "#9DB4D3",
  "dhaiya-8th": "#41608C",
};
const PHASES = Object.keys(PHASE_FILL) as SadeSatiPhase[];
const LANES = [
  { key: "sadeSati", phases: ["rising", "peak", "setting"] },
  { key: "dhaiya", phases: ["dhaiya-4th", "dhaiya-8th"] },
] as const;

/** 100 Julian years, the span the engine lists (gochar.ts). */
const SPAN_MS = 36_525 * 86_400_000;

export function sadeSatiPage(ctx: ReportContext, k: Kundli, transit: Transit): void {
  const { w, t } = ctx;
  const periods = transit.sadeSati;
  const now = ctx.input.generatedAt;
  // A period that runs past 3000 CE has no end: it runs on to the edge of the band.
  const endOf = (p: (typeof periods)[number]) => p.end ?? "9999-12-31T00:00:00Z";
  const running = runningPeriod(
    periods.map((p) => ({ ...p, end: endOf(p) })),
    now,
  );
  const runningIndex = running ? periods.findIndex((p) => p.start === running.start) : -1;

  w.heading(t("report.sadeSatiTimeline.title"), { keepWith: 220 * w.s });
  w.paragraph(t("report.sadeSatiTimeline.about", { moon: ctx.sign(transit.natalMoonSign) }), {
    size: w.body * 0.86,
    colour: MUTED,
  });
  const current = periods[runningIndex];
  w.paragraph(
    current
      ? t("report.sadeSatiTimeline.now", {
          date: ctx.reportDate,
          phase: t(`report.sadeSatiTimeline.phaseNames.${current.phase}`),
          sign: ctx.sign(current.sign),
          start: ctx.date(current.start),
          end: current.end ? ctx.date(current.end) : t("report.sadeSatiTimeline.beyond"),
        })
      : t("report.sadeSatiTimeline.notNow", { date: ctx.reportDate }),
    { bold: true },
  );
  band(ctx, k.dasha.birthMs, periods, now);

  periodTables(ctx, periods, runningIndex);
}

/**
 * The periods in two tables side by side (the first half, then the second), which keeps a
 * lifetime's 30 to 45 periods on the page with the band; one full-width table if they do not fit.
 */
function periodTables(ctx: ReportContext, periods: Transit["sadeSati"], runningIndex: number): void {
  const { w, t } = ctx;
  const scale = 0.8;
  const columns = [
    { header: t("report.sadeSatiTimeline.columns.phase"), width: 1.55, bold: true },
    { header: t("report.sadeSatiTimeline.columns.saturnIn"), width: 0.95 },
    { header: t("report.columns.start"), width: 0.9, align: "center" as const },
    { header: t("report.columns.end"), width: 0.9, align: "center" as const },
  ];
  const row = (p: Transit["sadeSati"][number]) => [
    t(`report.sadeSatiTimeline.tablePhases.${p.phase}`),
    ctx.sign(p.sign),
    ctx.date(p.start),
    p.end ? ctx.date(p.end) : t("report.sadeSatiTimeline.beyond"),
  ];
  const caption = t("report.sadeSatiTimeline.tableCaption");
  const half = Math.ceil(periods.length / 2);
  // The table's own measures (writer.ts): a caption, a header and rows of one line each.
  const size = Math.max(MIN_TABLE, w.body * scale);
  const rowH = size * 1.32 + 2 * Math.max(2, 3.2 * w.s);
  const needed = size * 1.9 + rowH * (half + 1.6) + 10 * w.s;
  const pageRoom = w.bottom - w.margin.top;
  const gap = 14 * w.s;
  const width = (w.contentWidth - gap) / 2;
  // One full-width table when the halves would not fit on a page, or side by side (A5) on the paper.
  if (needed > pageRoom || !w.tableFits({ columns, rows: periods.map(row), scale }, width)) {
    w.table({
      caption,
      columns,
      rows: periods.map(row),
      highlight: new Set(runningIndex >= 0 ? [runningIndex] : []),
      scale,
    });
    return;
  }
  w.ensure(needed);
  const top = w.y;
  let bottom = top;
  [periods.slice(0, half), periods.slice(half)].forEach((part, i) => {
    w.y = top;
    const offset = i * half;
    w.table({
      caption: i === 0 ? caption : " ",
      columns,
      rows: part.map(row),
      highlight: new Set(runningIndex >= offset && runningIndex < offset + part.length ? [runningIndex - offset] : []),
      width,
      x: w.left + i * (width + gap),
      scale,
    });
    bottom = Math.max(bottom, w.y);
  });
  w.y = bottom;
}

/** The band: two lanes over an axis of age (and calendar year), the report date as a line across. */
function band(ctx: ReportContext, birthMs: number, periods: Transit["sadeSati"], now: number): void {
  const { w, t } = ctx;
  const s = w.s;
  const size = Math.max(6.8, w.body * 0.86);
  const small = Math.max(6.2, w.body * 0.74);
  const laneH = Math.max(11, 16 * s);
  const markH = small * 1.8;
  const axisH = small * 3.4;
  const legendH = small * 2.6;
  const height = markH + laneH * 2 + 3 * s + axisH + legendH;
  w.ensure(height + 10 * s);
  const top = w.y + 2 * s;
  const labelW =
    Math.max(...LANES.map((l) => w.width(t(`report.sadeSatiTimeline.lanes.${l.key}`), size, true))) + 8 * s;
  const x0 = w.left + labelW;
  const width = w.contentWidth - labelW - 4 * s;
  const xOf = (ms: number) => x0 + (Math.max(0, Math.min(ms - birthMs, SPAN_MS)) / SPAN_MS) * width;
  const bandTop = top + markH;

  LANES.forEach((lane, i) => {
    const y = bandTop + i * (laneH + 3 * s);
    w.doc.rect(x0, y, width, laneH).fill("#F3F4F6");
    w.at(t(`report.sadeSatiTimeline.lanes.${lane.key}`), w.left, y + (laneH - size * 1.3) / 2, { size, bold: true });
    for (const p of periods) {
      if (!(lane.phases as readonly string[]).includes(p.phase)) continue;
      const a = xOf(Date.parse(p.start));
      const b = p.end ? xOf(Date.parse(p.end)) : x0 + width;
      if (b - a <= 0) continue;
      // At least a hairline: a retrograde re-entry of a few weeks still shows.
      w.doc.rect(a, y, Math.max(b - a, 0.8 * s), laneH).fill(PHASE_FILL[p.phase]);
    }
  });
  const bandBottom = bandTop + laneH * 2 + 3 * s;

  // Axis: a tick every ten years of age, with the calendar year under it.
  const birthYear = new Date(birthMs).getUTCFullYear();
  for (let age = 0; age <= 100; age += 10) {
    const x = x0 + (age / 100) * width;
    w.doc
      .moveTo(x, bandBottom)
      .lineTo(x, bandBottom + 3 * s)
      .lineWidth(0.6 * s)
      .strokeColor(MUTED)
      .stroke();
    w.doc
      .moveTo(x, bandTop)
      .lineTo(x, bandBottom)
      .lineWidth(0.3 * s)
      .strokeColor(RULE)
      .stroke();
    const label = { size: small, colour: MUTED, width: 40 * s, align: "center" as const };
    w.at(String(age), x - 20 * s, bandBottom + 4 * s, label);
    w.at(String(birthYear + age), x - 20 * s, bandBottom + 4 * s + small * 1.3, label);
  }
  w.at(t("report.sadeSatiTimeline.age"), w.left, bandBottom + 4 * s, { size: small, colour: MUTED });

  // The report date: a line across both lanes, its date above.
  if (now >= birthMs && now <= birthMs + SPAN_MS) {
    const x = xOf(now);
    w.doc
      .moveTo(x, bandTop - 2 * s)
      .lineTo(x, bandBottom + 2 * s)
      .lineWidth(1.4 * s)
      .strokeColor(INK)
      .stroke();
    const label = `${t("report.sadeSatiTimeline.reportDate")} ${ctx.reportDate}`;
    const lw = w.width(label, small, true);
    const lx = Math.min(Math.max(x - lw / 2, x0), x0 + width - lw);
    w.at(label, lx, top, { size: small, bold: true });
  }

  // Legend: the five phases.
  let x = x0;
  let y = bandBottom + axisH;
  const sw = small * 1.6;
  for (const phase of PHASES) {
    const label = t(`report.sadeSatiTimeline.phases.${phase}`);
    const need = sw + 4 * s + w.width(label, small);
    if (x > x0 && x + need > w.left + w.contentWidth) {
      x = x0;
      y += small * 1.6;
    }
    w.doc.rect(x, y + small * 0.25, sw, small * 0.9).fill(PHASE_FILL[phase]);
    w.at(label, x + sw + 4 * s, y, { size: small, colour: MUTED });
    x += need + 14 * s;
  }
  w.y = Math.max(top + height, y + small * 2) + 6 * s;
}
