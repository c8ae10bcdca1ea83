/**
 * The day's Panchang on one page, under the astrologer's brand: everything the calc Worker's day
 * panchang gives (engine/day-panchang.ts, docs/day-panchang.md) — the Sun's and Moon's risings and
 * settings, each tithi, nakshatra, yoga and karana of the day with its times, vara, masa, samvat,
 * ritu and ayana, Rahu Kaal, Gulika Kaal, Yamaganda, Abhijit and Brahma Muhurta, the day's and
 * night's choghadiyas and horas.
 *
 * The page is laid out at the largest text size (never under 7 pt) at which everything fits on
 * one page of the paper chosen: one pass measures, the next draws, with the same code.
 */
import type { DayPanchang, Interval } from "#engine/day-panchang.ts";
import { ABHIJIT_WITHHELD_VARA, CHOGHADIYA_QUALITY, placeClock } from "#app/shared/panchang";
import { INK, MUTED, printable, type ReportWriter } from "../pdf/writer";
import type { ReportContext, ReportInput } from "./context";

/** The smallest text printed (points). */
export const MIN_TEXT = 7;

const GOOD_FILL = "#E6F4EA";
const BAD_FILL = "#FCE8E8";
const GOOD_INK = "#1E6B3A";
const BAD_INK = "#A12A2A";

export function requirePanchang(input: ReportInput): DayPanchang {
  if (!input.panchang) throw new Error("a Panchang page needs the day's panchang");
  return input.panchang;
}

/**
 * A time of the day `d` as the place's clock shows it, as the screen does (placeClock): "06:45", or
 * "21-11 01:05" when it falls on another date than the day's. A local-mean-time instant (written in
 * UTC) is shifted by the day's offset.
 */
export function panchangTime(
  iso: string | null,
  d: Pick<DayPanchang, "date"> & { receipt: Pick<DayPanchang["receipt"], "utcOffset"> },
  withDate = true,
): string {
  if (!iso) return "—";
  const at = placeClock(iso, d.receipt.utcOffset);
  if (!at) return iso;
  const clock = at.time.slice(0, 5);
  return withDate && at.date !== d.date ? `${at.date.slice(8, 10)}-${at.date.slice(5, 7)} ${clock}` : clock;
}

interface Cell {
  label: string;
  value: string;
  /** A short word under the value (avoid / auspicious …). */
  note?: string;
  tone?: "good" | "bad";
}

interface Entry {
  name: string;
  tag?: string;
  time: string;
}

interface ListColumn {
  title: string;
  rows: { name: string; time: string; tone?: "good" | "bad" }[];
  empty: string;
}

/** One layout pass: draws when `draw`, and returns the y where the content ends. */
class Pass {
  readonly ctx: ReportContext;
  /** The body size of this pass (points). */
  readonly f: number;
  readonly draw: boolean;
  /** Lay out even what does not fit (the last resort at the smallest size): never a blank page. */
  readonly force: boolean;

  constructor(ctx: ReportContext, f: number, draw: boolean, force = false) {
    this.ctx = ctx;
    this.f = f;
    this.draw = draw;
    this.force = force;
  }

  get w(): ReportWriter {
    return this.ctx.w;
  }

  get s(): number {
    return this.ctx.w.s;
  }

  /** The small size (labels, notes): never under MIN_TEXT. */
  get small(): number {
    return Math.max(MIN_TEXT, this.f * 0.84);
  }

  get gap(): number {
    return Math.max(5, 9 * this.s);
  }

  line(size: number): number {
    return size * 1.32;
  }

  text(
    text: string,
    x: number,
    y: number,
    o: { size: number; bold?: boolean; colour?: string; width?: number; align?: "left" | "center" | "right" },
  ): void {
    if (this.draw) this.w.at(text, x, y, o);
  }

  fill(x: number, y: number, width: number, height: number, colour: string, radius = 0): void {
    if (!this.draw) return;
    if (radius) this.w.doc.roundedRect(x, y, width, height, radius).fill(colour);
    else this.w.doc.rect(x, y, width, height).fill(colour);
  }

  /** Wrapped text; returns its height. */
  wrapped(text: string, x: number, y: number, width: number, o: { size: number; bold?: boolean; colour?: string }) {
    const doc = this.w.doc;
    this.w.use(o.bold ?? false, o.size, o.colour ?? INK);
    const gap = o.size * 0.2;
    const height = doc.heightOfString(printable(text), { width, lineGap: gap });
    if (this.draw) doc.text(printable(text), x, y, { width, lineGap: gap });
    return height;
  }

  fits(text: string, size: number, width: number, bold = false): boolean {
    return this.force || this.w.width(text, size, bold) <= width;
  }
}

/** The brand band across the top: name, tagline, contact, and the logo on a white card. */
function band(p: Pass): number {
  const { w } = p;
  const brand = p.ctx.input.brand;
  const nameSize = Math.max(11, 20 * p.s);
  const lineSize = Math.max(MIN_TEXT, 9.5 * p.s);
  const pad = 14 * p.s;
  const lines = [brand.tagline, brand.contact].filter(Boolean);
  const height = pad * 2 + nameSize * 1.3 + lines.length * lineSize * 1.45;
  p.fill(0, 0, w.pageWidth, height, w.brandFill);
  let textWidth = w.contentWidth;
  const logoBox = { width: 120 * p.s, height: height - 2 * pad };
  const logoW = w.logoWidth(logoBox);
  if (logoW) {
    const cardPad = 5 * p.s;
    const cardW = logoW + 2 * cardPad;
    const cardX = w.left + w.contentWidth - cardW;
    p.fill(cardX, pad - cardPad, cardW, logoBox.height + 2 * cardPad, "#FFFFFF", 6 * p.s);
    if (p.draw) w.logo(cardX + cardPad, pad, { ...logoBox, width: logoW });
    textWidth = w.contentWidth - cardW - 12 * p.s;
  }
  let y = pad;
  p.text(brand.name, w.left, y, { size: nameSize, bold: true, colour: w.brandText, width: textWidth });
  y += nameSize * 1.3;
  for (const line of lines) {
    p.text(line, w.left, y, { size: lineSize, colour: w.brandText, width: textWidth });
    y += lineSize * 1.45;
  }
  return height;
}

function title(p: Pass, d: DayPanchang, top: number): number {
  const { w, ctx } = p;
  const { t } = ctx;
  const size = Math.max(11, p.f * 1.75);
  const heading = t("panchangReport.heading", {
    weekday: t(`report.terms.weekdays.${d.vara}`),
    date: ctx.date(d.date),
  });
  let y = top;
  p.text(`${ctx.title()} · ${heading}`, w.left, y, { size, bold: true, colour: w.brandInk, width: w.contentWidth });
  y += size * 1.35;
  const place = t("panchangReport.place", {
    place: d.place.name || "—",
    coordinates: `${ctx.coordinate(d.place.latitude, "N", "S")}, ${ctx.coordinate(d.place.longitude, "E", "W")}`,
    zone: `${d.receipt.timezone} (UTC ${d.receipt.utcOffset})`,
  });
  y += p.wrapped(place, w.left, y, w.contentWidth, { size: p.small, colour: MUTED });
  return y;
}

/** Rows of equal cells: a label over its value, on a tint (green or red for good or bad times). */
function cellGrid(p: Pass, cells: readonly Cell[], perRow: number, top: number): number {
  const { w } = p;
  const gap = 4 * p.s;
  const cellW = (w.contentWidth - gap * (perRow - 1)) / perRow;
  const pad = Math.max(2.5, 4 * p.s);
  const valueSize = p.f * 1.08;
  const hasNote = cells.some((c) => c.note);
  const height = pad * 2 + p.line(p.small) + p.line(valueSize) + (hasNote ? p.line(p.small) : 0);
  let y = top;
  for (let i = 0; i < cells.length; i += perRow) {
    cells.slice(i, i + perRow).forEach((c, j) => {
      const x = w.left + j * (cellW + gap);
      const fill = c.tone === "good" ? GOOD_FILL : c.tone === "bad" ? BAD_FILL : w.brandTint;
      p.fill(x, y, cellW, height, fill, 3 * p.s);
      const inner = cellW - 2 * pad;
      p.text(c.label, x + pad, y + pad, { size: p.small, colour: MUTED, width: inner });
      p.text(c.value, x + pad, y + pad + p.line(p.small), { size: valueSize, bold: true, width: inner });
      if (c.note) {
        const ink = c.tone === "good" ? GOOD_INK : c.tone === "bad" ? BAD_INK : MUTED;
        p.text(c.note, x + pad, y + pad + p.line(p.small) + p.line(valueSize), {
          size: p.small,
          colour: ink,
          width: inner,
        });
      }
    });
    y += height + gap;
  }
  return y - gap;
}

/** The most cells a row holds with every cell's words fitting its width, of `choices`; null if none. */
function cellsPerRow(p: Pass, cells: readonly Cell[], choices: readonly number[]): number | null {
  return choices.find((n) => cellsFit(p, cells, n)) ?? (p.force ? choices[choices.length - 1]! : null);
}

/** Whether every cell's words fit its width at this size. */
function cellsFit(p: Pass, cells: readonly Cell[], perRow: number): boolean {
  const gap = 4 * p.s;
  const inner = (p.w.contentWidth - gap * (perRow - 1)) / perRow - 2 * Math.max(2.5, 4 * p.s);
  return cells.every(
    (c) =>
      p.fits(c.label, p.small, inner) &&
      p.fits(c.value, p.f * 1.08, inner, true) &&
      (!c.note || p.fits(c.note, p.small, inner)),
  );
}

/** The four limbs: a card each, its entries with their times, four across or two. */
function limbs(p: Pass, cards: readonly { title: string; entries: Entry[] }[], top: number): number | null {
  const { w } = p;
  const gap = 6 * p.s;
  const pad = Math.max(2.5, 4 * p.s);
  const headSize = p.f;
  const tagSize = p.small;
  const layout = (perRow: number) => {
    const cardW = (w.contentWidth - gap * (perRow - 1)) / perRow;
    const inner = cardW - 2 * pad;
    // One line per entry when each name and its times fit side by side, else the times below.
    const oneLine = cards.every((c) =>
      c.entries.every(
        (e) =>
          w.width(e.name, p.f, true) +
            (e.tag ? 3 * p.s + w.width(`(${e.tag})`, tagSize) : 0) +
            w.width(e.time, p.small) +
            8 * p.s <=
          inner,
      ),
    );
    const fits = cards.every((c) =>
      c.entries.every(
        (e) =>
          w.width(e.name, p.f, true) + (e.tag ? 3 * p.s + w.width(`(${e.tag})`, tagSize) : 0) <= inner &&
          p.fits(e.time, p.small, inner),
      ),
    );
    return { cardW, inner, oneLine, fits };
  };
  // Four across when the names and times fit (two lines an entry if need be), else two.
  const four = layout(4);
  const perRow = four.fits ? 4 : 2;
  const l = four.fits ? four : layout(2);
  if (!l.fits && !p.force) return null;
  const entryH = l.oneLine ? p.line(p.f) + 1 : p.line(p.f) + p.line(p.small) + 2;
  let y = top;
  for (let i = 0; i < cards.length; i += perRow) {
    const row = cards.slice(i, i + perRow);
    const most = Math.max(...row.map((c) => Math.max(1, c.entries.length)));
    const headH = p.line(headSize) + pad;
    const height = headH + pad + most * entryH + pad / 2;
    row.forEach((c, j) => {
      const x = w.left + j * (l.cardW + gap);
      p.fill(x, y, l.cardW, height, w.brandTint, 3 * p.s);
      p.fill(x, y, l.cardW, headH, w.brandFill, 3 * p.s);
      p.fill(x, y + headH - 3 * p.s, l.cardW, 3 * p.s, w.brandFill);
      p.text(c.title, x + pad, y + pad / 2, { size: headSize, bold: true, colour: w.brandText, width: l.inner });
      c.entries.forEach((e, r) => {
        const ey = y + headH + pad + r * entryH;
        const name = e.name;
        p.text(name, x + pad, ey, { size: p.f, bold: true, width: l.inner });
        if (e.tag) {
          const nameW = w.width(name, p.f, true);
          p.text(`(${e.tag})`, x + pad + nameW + 3 * p.s, ey + (p.f - tagSize) * 0.8, {
            size: tagSize,
            colour: BAD_INK,
          });
        }
        if (l.oneLine) {
          p.text(e.time, x + pad, ey + (p.f - p.small) * 0.8, {
            size: p.small,
            colour: INK,
            width: l.inner,
            align: "right",
          });
        } else {
          p.text(e.time, x + pad, ey + p.line(p.f), { size: p.small, colour: INK, width: l.inner });
        }
      });
    });
    y += height + gap;
  }
  return y - gap;
}

/** Columns of short lists side by side (choghadiyas, horas): a name and its span per row. */
function lists(p: Pass, columns: readonly ListColumn[], top: number): number | null {
  const { w } = p;
  const gap = 6 * p.s;
  const pad = Math.max(2, 3 * p.s);
  const colW = (w.contentWidth - gap * (columns.length - 1)) / columns.length;
  const inner = colW - 2 * pad;
  const size = p.small;
  const rowH = p.line(size) + pad;
  const headH = p.line(p.f) + pad;
  // Everything must fit its column at this size; else a smaller size is tried.
  for (const c of columns) {
    if (!p.fits(c.title, p.f, inner, true)) return null;
    for (const r of c.rows) if (!p.fits(`${r.name}  ${r.time}`, size, inner - 5 * p.s, true)) return null;
  }
  const most = Math.max(1, ...columns.map((c) => c.rows.length));
  columns.forEach((c, j) => {
    const x = w.left + j * (colW + gap);
    p.fill(x, top, colW, headH, w.brandFill, 3 * p.s);
    p.text(c.title, x + pad, top + pad / 2, { size: p.f, bold: true, colour: w.brandText, width: inner });
    if (c.rows.length === 0) {
      p.text(c.empty, x + pad, top + headH + pad, { size, colour: MUTED, width: inner });
    }
    c.rows.forEach((r, i) => {
      const y = top + headH + i * rowH;
      const fill = r.tone === "good" ? GOOD_FILL : r.tone === "bad" ? BAD_FILL : i % 2 ? w.brandTint : undefined;
      if (fill) p.fill(x, y, colW, rowH, fill);
      p.text(r.name, x + pad, y + pad / 2, {
        size,
        bold: true,
        colour: r.tone === "good" ? GOOD_INK : r.tone === "bad" ? BAD_INK : INK,
        width: inner,
      });
      p.text(r.time, x + pad, y + pad / 2, { size, width: inner, align: "right" });
    });
  });
  return top + headH + most * rowH;
}

function span(d: DayPanchang, i: Interval | null, withDate = false): string {
  return i ? `${panchangTime(i.start, d, withDate)}–${panchangTime(i.end, d, withDate)}` : "—";
}

function content(p: Pass, d: DayPanchang): number | null {
  const { ctx, w } = p;
  const { t } = ctx;
  const x = (key: string, o?: Record<string, unknown>) => t(`panchangReport.${key}`, o);
  let y = band(p) + 12 * p.s;
  y = title(p, d, y) + p.gap;

  const month = (n: number) => {
    const name = x(`months.${n}`);
    if (d.masa.adhika) return x("calendar.adhika", { month: name });
    if (d.masa.kshaya) return x("calendar.kshayaMonth", { month: name });
    return name;
  };
  const moon = (iso: string | null) => (iso ? panchangTime(iso, d) : x("sunMoon.none"));
  // The paksha of the day is that of the tithi at sunrise: the first one listed.
  const paksha = d.tithi[0]?.paksha;
  const cells: Cell[] = [
    { label: x("sunMoon.sunrise"), value: panchangTime(d.sunrise, d) },
    { label: x("sunMoon.sunset"), value: panchangTime(d.sunset, d) },
    { label: x("sunMoon.moonrise"), value: moon(d.moonrise) },
    { label: x("sunMoon.moonset"), value: moon(d.moonset) },
    { label: t("report.fields.vara"), value: t(`report.terms.weekdays.${d.vara}`) },
    { label: x("calendar.paksha"), value: paksha ? x(`paksha.${paksha}`) : "—" },
    { label: x("calendar.amanta"), value: month(d.masa.amanta) },
    { label: x("calendar.purnimanta"), value: month(d.masa.purnimanta) },
    { label: x("calendar.vikram"), value: String(d.samvat.vikram) },
    { label: x("calendar.shaka"), value: String(d.samvat.shaka) },
    { label: x("calendar.ritu"), value: x(`ritus.${d.ritu}`) },
    { label: x("calendar.ayana"), value: x(`ayanas.${d.ayana}`) },
  ];
  const perRow = cellsPerRow(p, cells, [6, 4, 3]);
  if (perRow === null) return null;
  y = cellGrid(p, cells, perRow, y) + p.gap;

  const runs = (list: readonly (Interval & { number: number })[], name: (n: number, i: number) => string) =>
    list.map((r, i) => ({ name: name(r.number, i), time: span(d, r, true) }));
  const cards = [
    {
      title: x("limbs.tithi"),
      entries: d.tithi.map((r) => ({
        name: t(`report.terms.tithis.${r.number}`),
        ...(r.kshaya ? { tag: x("limbs.kshaya") } : r.vriddhi ? { tag: x("limbs.vriddhi") } : {}),
        time: span(d, r, true),
      })),
    },
    { title: x("limbs.nakshatra"), entries: runs(d.nakshatra, (n) => ctx.nakshatra(n)) },
    { title: x("limbs.yoga"), entries: runs(d.yoga, (n) => t(`report.terms.yogas.${n}`)) },
    {
      title: x("limbs.karana"),
      entries: d.karana.map((r) => ({ name: t(`report.terms.karanas.${r.name}`), time: span(d, r, true) })),
    },
  ];
  const limbsEnd = limbs(p, cards, y);
  if (limbsEnd === null) return null;
  y = limbsEnd + p.gap;

  const wednesday = d.vara === ABHIJIT_WITHHELD_VARA;
  const muhurta: Cell[] = [
    { label: x("muhurta.rahuKaal"), value: span(d, d.rahuKaal), note: x("muhurta.avoid"), tone: "bad" },
    { label: x("muhurta.gulikaKaal"), value: span(d, d.gulikaKaal), note: x("muhurta.avoid"), tone: "bad" },
    { label: x("muhurta.yamaganda"), value: span(d, d.yamaganda), note: x("muhurta.avoid"), tone: "bad" },
    wednesday
      ? { label: x("muhurta.abhijit"), value: "—", note: x("muhurta.notWednesday") }
      : { label: x("muhurta.abhijit"), value: span(d, d.abhijit), note: x("muhurta.auspicious"), tone: "good" },
    {
      label: x("muhurta.brahmaMuhurta"),
      value: span(d, d.brahmaMuhurta),
      note: x("muhurta.auspicious"),
      tone: "good",
    },
  ];
  const muhurtaPerRow = cellsPerRow(p, muhurta, [5, 3]);
  if (muhurtaPerRow === null) return null;
  y = cellGrid(p, muhurta, muhurtaPerRow, y) + p.gap;

  const chog = (list: DayPanchang["choghadiya"]["day"]) =>
    list.map((c) => {
      const quality = CHOGHADIYA_QUALITY[c.name];
      return {
        name: x(`choghadiya.names.${c.name}`),
        time: span(d, c),
        ...(quality === "neutral" ? {} : { tone: quality }),
      };
    });
  // The horas of the day (sunrise to sunset) and of the night: twelve each.
  const split = d.sunset ? Date.parse(d.sunset) : Infinity;
  const hora = (night: boolean) =>
    d.hora
      .filter((h) => Date.parse(h.start) >= split - 1000 === night)
      .map((h) => ({ name: ctx.planet(h.planet), time: span(d, h) }));
  const none = x("muhurta.none");
  const bottom = lists(
    p,
    [
      { title: x("choghadiya.day"), rows: chog(d.choghadiya.day), empty: none },
      { title: x("choghadiya.night"), rows: chog(d.choghadiya.night), empty: none },
      { title: x("hora.day"), rows: hora(false), empty: none },
      { title: x("hora.night"), rows: hora(true), empty: none },
    ],
    y,
  );
  if (bottom === null) return null;
  y = bottom + p.gap * 0.8;

  const notes = [
    ...d.warnings.map((warning) => x(`warnings.${warning.code}`)),
    x("choghadiya.legend"),
    x("notes", {
      ayanamsa: t(`report.receipt.ayanamsas.${d.receipt.options.ayanamsa}`),
      sunrise: t(`report.receipt.sunrises.${d.receipt.options.sunrise}`),
    }),
  ];
  for (const note of notes) y += p.wrapped(note, w.left, y, w.contentWidth, { size: p.small, colour: MUTED }) + 2;
  return y;
}

/** Text sizes tried, largest first: 12 pt scaled to the paper, down to 7 pt. */
function sizes(s: number): number[] {
  const out: number[] = [];
  for (let f = Math.max(MIN_TEXT, 12 * s); f > MIN_TEXT - 1e-9; f -= 0.25) out.push(f);
  return out.length ? out : [MIN_TEXT];
}

export function panchangReport(ctx: ReportContext): void {
  const d = requirePanchang(ctx.input);
  const { w } = ctx;
  const room = w.bottom;
  const chosen = sizes(w.s).find((f) => {
    const end = content(new Pass(ctx, f, false), d);
    return end !== null && end <= room;
  });
  content(new Pass(ctx, chosen ?? MIN_TEXT, true, chosen === undefined), d);
  w.doc.x = w.left;
}
