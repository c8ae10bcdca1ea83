/**
 * A small page-layout layer over pdfkit for the reports: paper sizes, a running cursor,
 * headings, paragraphs, tables that break across pages with their header row repeated, grids of
 * charts, and the branded header and footer with "page n of N" drawn once every page exists.
 *
 * Text is set in Noto Sans Devanagari (it carries Latin too), shaped by fontkit, so Hindi
 * conjuncts, matras and anusvara come out right; every line that is not plain ASCII carries its
 * text as typed for the PDF's text layer (actual-text.ts). Spacing scales with the paper (A4 is the
 * reference, Letter is a little shorter, A5 is about 0.7 of A4), type does not go below the
 * printed minimums: body text MIN_BODY, tables MIN_TABLE, anything at all (chart labels, the
 * footer) MIN_TEXT. `printed` records the smallest size drawn of each kind, for the tests.
 */
import PDFDocument from "pdfkit";
import { drawWithActualText } from "./actual-text";
import { inkOf, textOn, tint, type Brand } from "./brand";
import type { ShapingFont } from "./fonts";
import type { Logo } from "./logo";
import { PAPER, type PaperSize } from "./paper";

export { PAPER, PAPER_SIZES, type PaperSize } from "./paper";

/** Font bytes, or fonts prepared once and shared across reports (fonts.ts). */
export interface Fonts {
  regular: Uint8Array | ShapingFont;
  bold: Uint8Array | ShapingFont;
}

export interface WriterOptions {
  paperSize: PaperSize;
  fonts: Fonts;
  brand: Brand;
  /** Report title for the header and the PDF's metadata. */
  title: string;
  /** Whom the report is about, for the header. */
  subject: string;
  /** "Page 3 of 24" in the report's language. */
  pageLabel: (page: number, total: number) => string;
  language: "en" | "hi";
  /** Fixed creation date (tests, reproducible output); defaults to now. */
  creationDate?: Date;
  /** The brand's logo (logo.ts), drawn on the cover and in every page header. */
  logo?: Logo | null;
  /** The smallest text of the page header and footer (points); MIN_TEXT unless a report asks for more. */
  minText?: number;
  /** Body text on A4 (points, scaled to the paper); 10 unless a report of readings asks for larger print. */
  body?: number;
  /** Tests: what the report says, in drawing order, headings marked; the page header, footer and contents left out. */
  transcript?: TranscriptLine[];
}

export interface TranscriptLine {
  level: "heading" | "subheading" | "text";
  text: string;
}

/** What pdfkit's `image()` accepts in place of a file: an image already in the document. */
interface PlacedImage {
  width: number;
  height: number;
  label: string;
  obj: PDFKit.PDFKitReference;
}

/** Smallest printed sizes in points, on every paper (issue 18: A5 printed body text at 7 pt). */
export const MIN_TEXT = 7;
export const MIN_TABLE = 8;
export const MIN_BODY = 9;

/** What a piece of text is, for the smallest-size record: body text, table cells, chart labels, the rest. */
export type TextKind = "body" | "table" | "chart" | "other";

export const INK = "#1F2937";
export const MUTED = "#6B7280";
export const RULE = "#D1D5DB";

/**
 * Characters the font lacks, replaced by ones it has, so nothing prints as an empty box
 * (the chart layout writes minutes with the prime sign, for instance).
 */
const SUBSTITUTES: Readonly<Record<string, string>> = {
  "′": "'",
  "″": '"',
  "→": "›",
  "≥": ">=",
  "≤": "<=",
  "\u00A0": " ",
};
const SUBSTITUTE_RE = new RegExp(`[${Object.keys(SUBSTITUTES).join("")}]`, "gu");

export function printable(text: string): string {
  return text.replace(SUBSTITUTE_RE, (c) => SUBSTITUTES[c] ?? c);
}

export type Align = "left" | "center" | "right";

export interface TableColumn {
  header: string;
  /** Share of the table's width; the shares are normalised. */
  width: number;
  align?: Align;
  /** Cells of this column may wrap onto several lines (text); others are kept on one line. */
  wrap?: boolean;
  bold?: boolean;
}

export interface TableSpec {
  columns: readonly TableColumn[];
  rows: readonly (readonly string[])[];
  /** Font size relative to the body size (default 0.9). */
  scale?: number;
  /** Row indexes to highlight (e.g. the running dasha). */
  highlight?: ReadonlySet<number>;
  /** Table width in points; defaults to the full content width. */
  width?: number;
  x?: number;
  /** Caption printed above, kept on the same page as the first rows. */
  caption?: string;
  /** How many leading columns each part of a table too wide for the page repeats (default 1). */
  keep?: number;
}

/** Text fitted into a width: from `size` down to `min` (MIN_TEXT at least), within `maxLines` (1). */
export interface BlockOptions {
  size: number;
  width: number;
  min?: number;
  maxLines?: number;
  bold?: boolean;
  /** Extra space between lines, as a share of the size. */
  lineGap?: number;
}

export class ReportWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly options: WriterOptions;
  /** Scale of this paper against A4. */
  readonly s: number;
  readonly pageWidth: number;
  readonly pageHeight: number;
  readonly margin: { top: number; bottom: number; left: number; right: number };
  readonly body: number;
  readonly brandInk: string;
  readonly brandFill: string;
  readonly brandText: string;
  readonly brandTint: string;
  /** The secondary colour, and it darkened to read as text on white. */
  readonly accentFill: string;
  readonly accentInk: string;
  /** Smallest font size drawn so far, by kind of text. */
  readonly printed: Partial<Record<TextKind, number>> = {};
  /** Headings listed in the table of contents, with the page (0-based) each starts on. */
  private readonly contents: { title: string; page: number }[] = [];
  /** Index of the page reserved for the table of contents, when the report has one. */
  private contentsPage: { index: number; title: string } | undefined;
  /** What the transcript records the next text drawn as; null once the report's content is done. */
  private level: TranscriptLine["level"] | null = "text";
  /** The cursor just after the last heading: a table there starts under it rather than on the next page. */
  private afterHeading = -1;
  private readonly chunks: Uint8Array[] = [];
  /** The logo as a PDF image object, made on first use (undefined: not yet; null: none or unusable). */
  private logoImage: PlacedImage | null | undefined;
  private readonly ended: Promise<void>;

  constructor(options: WriterOptions) {
    this.options = options;
    const [w, h] = PAPER[options.paperSize];
    this.pageWidth = w;
    this.pageHeight = h;
    this.s = Math.min(w / PAPER.A4[0], h / PAPER.A4[1]);
    this.margin = { top: 58 * this.s, bottom: 48 * this.s, left: 42 * this.s, right: 42 * this.s };
    this.body = Math.max(MIN_BODY, (options.body ?? 10) * this.s);
    this.brandFill = options.brand.colour;
    this.brandText = textOn(options.brand.colour);
    this.brandInk = inkOf(options.brand.colour);
    this.brandTint = tint(options.brand.colour, 0.88);
    this.accentFill = options.brand.secondary;
    this.accentInk = inkOf(options.brand.secondary);
    this.doc = new PDFDocument({
      size: [w, h],
      margins: this.margin,
      bufferPages: true,
      // No standard (AFM) font: the embedded Noto font is the only one the report uses.
      font: null as unknown as string,
      lang: options.language === "hi" ? "hi-IN" : "en-IN",
      displayTitle: true,
      info: {
        Title: `${options.title} — ${options.subject}`,
        Author: options.brand.name,
        Creator: "Kundli Studio",
        Producer: "Kundli Studio",
        CreationDate: options.creationDate ?? new Date(),
      },
    });
    // Copy and paste, search and screen readers get the text as written, not in glyph order.
    drawWithActualText(this.doc);
    // pdfkit takes a fontkit font where its types say bytes or a path.
    this.doc.registerFont("regular", options.fonts.regular as unknown as ArrayBuffer);
    this.doc.registerFont("bold", options.fonts.bold as unknown as ArrayBuffer);
    this.doc.font("regular").fontSize(this.body).fillColor(INK);
    // A footer too long for one line takes two: the page's text area ends higher to leave them room.
    const extra = this.footerExtra();
    if (extra) {
      this.margin.bottom += extra;
      this.doc.page.margins.bottom += extra;
      (this.doc.options as { margins: object }).margins = { ...this.margin };
    }
    this.doc.on("data", (chunk: Uint8Array) => this.chunks.push(chunk));
    this.ended = new Promise((resolve) => this.doc.on("end", () => resolve()));
    this.doc.y = this.margin.top;
  }

  get contentWidth(): number {
    return this.pageWidth - this.margin.left - this.margin.right;
  }

  get left(): number {
    return this.margin.left;
  }

  get bottom(): number {
    return this.pageHeight - this.margin.bottom;
  }

  get y(): number {
    return this.doc.y;
  }

  set y(value: number) {
    this.doc.y = value;
  }

  get remaining(): number {
    return this.bottom - this.doc.y;
  }

  /** Size of the page header and footer. */
  get small(): number {
    return Math.max(this.options.minText ?? MIN_TEXT, 8 * this.s);
  }

  private footerText(): string {
    const { brand } = this.options;
    return brand.contact ? `${brand.name} · ${brand.contact}` : brand.name;
  }

  private footerOptions(): BlockOptions {
    return { size: this.small, width: this.contentWidth * 0.72, maxLines: 2 };
  }

  /** The height the footer takes beyond one line (0 when it fits on one). */
  private footerExtra(): number {
    const { height, size } = this.blockSize(this.footerText(), this.footerOptions());
    this.use(false, size);
    return Math.max(0, height - this.doc.currentLineHeight(false) - 0.01);
  }

  /** Draws text with pdfkit, noting its size under `kind`. */
  private put(kind: TextKind, text: string, x: number, y: number, o: PDFKit.Mixins.TextOptions): void {
    const size = (this.doc as unknown as { _fontSize: number })._fontSize;
    this.printed[kind] = Math.min(this.printed[kind] ?? Infinity, size);
    if (this.level) this.options.transcript?.push({ level: this.level, text });
    this.doc.text(text, x, y, o);
  }

  /** Lines `text` takes when wrapped at `width`. */
  lines(text: string, width: number, size: number, bold = false): number {
    this.use(bold, size);
    const t = printable(text);
    const h = this.doc.heightOfString(t, { width, lineGap: 0 });
    return Math.max(1, Math.round(h / this.doc.currentLineHeight(false)));
  }

  /**
   * The largest size from `size` down to `min` (half-point steps) at which `text` takes at most
   * `maxLines` lines of `width`; at `min` it takes as many lines as it needs. Words are never dropped.
   */
  fit(
    text: string,
    width: number,
    o: { size: number; min: number; maxLines: number; bold?: boolean },
  ): { size: number; lines: number } {
    for (let size = o.size; size > o.min; size -= 0.5) {
      const lines = this.lines(text, width, size, o.bold);
      if (lines <= o.maxLines) return { size, lines };
    }
    return { size: o.min, lines: this.lines(text, width, o.min, o.bold) };
  }

  /** The size and height block() gives `text`. */
  blockSize(text: string, o: BlockOptions): { size: number; height: number; gap: number } {
    const { size, lines } = this.fit(text, o.width, {
      size: o.size,
      min: Math.min(o.size, Math.max(MIN_TEXT, o.min ?? MIN_TEXT)),
      maxLines: o.maxLines ?? 1,
      bold: o.bold,
    });
    this.use(o.bold ?? false, size);
    const gap = size * (o.lineGap ?? 0);
    return { size, gap, height: lines * (this.doc.currentLineHeight(false) + gap) };
  }

  /**
   * Text fitted into `width` at `y` (its top): shrunk towards `min` to stay within `maxLines`,
   * wrapped beyond. Returns the height it took.
   */
  block(text: string, x: number, y: number, o: BlockOptions & { colour?: string; align?: Align }): number {
    const { size, gap, height } = this.blockSize(text, o);
    this.use(o.bold ?? false, size, o.colour ?? INK);
    this.put("other", printable(text), x, y, { width: o.width, align: o.align ?? "left", lineGap: gap });
    return height;
  }

  /** Sets the font for drawing or measuring; no text is ever set under MIN_TEXT. */
  use(bold: boolean, size: number, colour = INK): this {
    this.doc
      .font(bold ? "bold" : "regular")
      .fontSize(Math.max(MIN_TEXT, size))
      .fillColor(colour);
    return this;
  }

  width(text: string, size: number, bold = false): number {
    this.doc.font(bold ? "bold" : "regular").fontSize(Math.max(MIN_TEXT, size));
    return this.doc.widthOfString(printable(text));
  }

  newPage(): void {
    this.doc.addPage();
    this.doc.x = this.margin.left;
    this.doc.y = this.margin.top;
  }

  /** Starts a new page unless `height` points still fit below the cursor. */
  ensure(height: number): void {
    if (this.doc.y + height > this.bottom) this.newPage();
  }

  gap(points: number): void {
    this.doc.y += points * this.s;
  }

  /**
   * A line of text at an absolute position, `y` being its top. Too wide for `width`, it is set
   * smaller (down to MIN_TEXT), and wraps only if it still does not fit: no word is lost.
   */
  at(
    text: string,
    x: number,
    y: number,
    o: { size: number; bold?: boolean; colour?: string; align?: Align; width?: number; kind?: TextKind },
  ): void {
    const t = printable(text);
    let size = o.size;
    const wide = o.width !== undefined && this.width(t, size, o.bold) > o.width;
    if (wide) size = Math.max(Math.min(size, MIN_TEXT), (size * o.width!) / this.width(t, size, o.bold) - 0.05);
    this.use(o.bold ?? false, size, o.colour ?? INK);
    const fits = o.width === undefined || this.doc.widthOfString(t) <= o.width;
    this.put(o.kind ?? "other", t, x, y, {
      lineBreak: !fits,
      width: o.width,
      align: o.align ?? "left",
      ...(fits && o.width ? { height: size * 2 } : {}),
    });
  }

  private placedLogo(): PlacedImage | null {
    if (this.logoImage !== undefined) return this.logoImage;
    const logo = this.options.logo;
    this.logoImage = null;
    if (!logo) return null;
    try {
      if (logo.kind === "jpeg") {
        // pdfkit reads the JPEG's header here and throws on a broken one; the bytes go in as they are.
        this.logoImage = (this.doc as unknown as { openImage(src: Uint8Array): PlacedImage }).openImage(logo.bytes);
      } else {
        const dict = (more: object) => ({
          Type: "XObject",
          Subtype: "Image",
          Width: logo.width,
          Height: logo.height,
          BitsPerComponent: 8,
          ...more,
        });
        let smask: PDFKit.PDFKitReference | undefined;
        if (logo.alpha) {
          smask = this.doc.ref(dict({ ColorSpace: "DeviceGray", Decode: [0, 1] }));
          smask.end(logo.alpha as unknown as Buffer);
        }
        // No Filter given: pdfkit deflates the stream itself when it ends.
        const obj = this.doc.ref(dict({ ColorSpace: "DeviceRGB", ...(smask ? { SMask: smask } : {}) }));
        obj.end(logo.rgb as unknown as Buffer);
        this.logoImage = { width: logo.width, height: logo.height, label: "ILogo", obj };
      }
    } catch (error) {
      console.warn("logo left out:", error instanceof Error ? error.message : String(error));
      this.logoImage = null;
    }
    return this.logoImage;
  }

  /**
   * The logo fitted into a box (aspect kept, vertically centred), flush to the box's left or
   * right edge. Returns the width it took, 0 when there is no logo.
   */
  logo(x: number, y: number, box: { width: number; height: number; align?: "left" | "right" | "center" }): number {
    const image = this.placedLogo();
    if (!image) return 0;
    const scale = Math.min(box.width / image.width, box.height / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    const left = box.align === "right" ? x + box.width - w : box.align === "center" ? x + (box.width - w) / 2 : x;
    this.doc.image(image as unknown as ArrayBuffer, left, y + (box.height - h) / 2, { width: w, height: h });
    return w;
  }

  /** Width the logo would take in a box of this height and at most this width (0 without a logo). */
  logoWidth(box: { width: number; height: number }): number {
    const image = this.placedLogo();
    if (!image) return 0;
    return image.width * Math.min(box.width / image.width, box.height / image.height);
  }

  /** Text on an alphabetic baseline, anchored at x like SVG's text-anchor. */
  baselineText(
    text: string,
    x: number,
    baseline: number,
    o: { size: number; bold?: boolean; colour?: string; anchor?: "start" | "middle" | "end" },
  ): void {
    const t = printable(text);
    this.use(o.bold ?? false, o.size, o.colour ?? INK);
    const w = o.anchor && o.anchor !== "start" ? this.doc.widthOfString(t) : 0;
    const left = o.anchor === "middle" ? x - w / 2 : o.anchor === "end" ? x - w : x;
    this.put("chart", t, left, baseline, { lineBreak: false, baseline: "alphabetic" });
  }

  /**
   * Reserves the next page for a table of contents, filled in by finish() with the page of every
   * heading drawn after this call.
   */
  contentsPageHere(title: string): void {
    this.contentsPage = { index: this.doc.bufferedPageRange().count - 1, title };
    this.newPage();
  }

  /** Section title: brand-coloured, with a rule, never alone at the foot of a page. */
  heading(text: string, options: { keepWith?: number } = {}): void {
    const size = Math.max(12, 15 * this.s);
    this.ensure(size * 2 + (options.keepWith ?? 90 * this.s));
    if (this.contentsPage) {
      const page = this.doc.bufferedPageRange().count - 1;
      this.contents.push({ title: text, page });
      this.doc.outline.addItem(printable(text));
    }
    this.use(true, size, this.brandInk);
    const level = this.level;
    this.level = level && "heading";
    this.put("other", printable(text), this.margin.left, this.doc.y, { width: this.contentWidth });
    this.level = level;
    const y = this.doc.y + 1.5 * this.s;
    this.doc
      .moveTo(this.margin.left, y)
      .lineTo(this.margin.left + this.contentWidth, y)
      .lineWidth(1.2 * this.s)
      .strokeColor(this.brandFill)
      .stroke();
    this.doc.y = y + 7 * this.s;
    this.afterHeading = this.doc.y;
  }

  subheading(text: string, options: { keepWith?: number } = {}): void {
    const size = Math.max(10, 11.5 * this.s);
    this.ensure(size * 1.6 + (options.keepWith ?? 50 * this.s));
    this.gap(3);
    this.use(true, size, this.accentInk);
    const level = this.level;
    this.level = level && "subheading";
    this.put("other", printable(text), this.margin.left, this.doc.y, { width: this.contentWidth });
    this.level = level;
    this.doc.y += 2.5 * this.s;
    this.afterHeading = this.doc.y;
  }

  /** Flowing text; pdfkit continues it on new pages as needed. */
  paragraph(
    text: string,
    o: {
      size?: number;
      colour?: string;
      bold?: boolean;
      indent?: number;
      after?: number;
      /** Room to keep below it on the same page (a bold line that introduces the next paragraph). */
      keepWith?: number;
    } = {},
  ): void {
    const size = o.size ?? this.body;
    const indent = o.indent ?? 0;
    this.ensure(size * 2.6 + (o.keepWith ?? 0));
    this.use(o.bold ?? false, size, o.colour ?? INK);
    // Neither a single line left at the foot of a page nor one carried over alone to the next:
    // a short paragraph that would break so moves whole.
    const options = { width: this.contentWidth - indent, lineGap: size * 0.28 };
    const lineH = this.doc.currentLineHeight(true) + options.lineGap;
    const lines = Math.round(this.doc.heightOfString(printable(text), options) / lineH);
    const fit = Math.floor((this.remaining + options.lineGap) / lineH);
    if (lines > fit && (fit < 2 || lines - fit < 2) && lines * lineH < (this.bottom - this.margin.top) * 0.4) {
      this.newPage();
      this.use(o.bold ?? false, size, o.colour ?? INK);
    }
    this.put(size >= this.body ? "body" : "other", printable(text), this.margin.left + indent, this.doc.y, {
      width: this.contentWidth - indent,
      lineGap: size * 0.28,
      align: "left",
    });
    this.doc.y += (o.after ?? 5) * this.s;
  }

  /** A bulleted line. */
  bullet(text: string, o: { size?: number; colour?: string } = {}): void {
    const size = o.size ?? this.body;
    const indent = 12 * this.s;
    this.ensure(size * 2.4);
    const y = this.doc.y;
    this.use(true, size, this.accentInk);
    this.put("body", "•", this.margin.left + 2 * this.s, y, { lineBreak: false });
    this.use(false, size, o.colour ?? INK);
    this.put("body", printable(text), this.margin.left + indent, y, {
      width: this.contentWidth - indent,
      lineGap: size * 0.25,
    });
    this.doc.y += 2.5 * this.s;
  }

  /** Height of a list of bullets. */
  bulletsHeight(lines: readonly string[]): number {
    const indent = 12 * this.s;
    this.use(false, this.body);
    return lines.reduce(
      (h, line) =>
        h +
        this.doc.heightOfString(printable(line), { width: this.contentWidth - indent, lineGap: this.body * 0.25 }) +
        2.5 * this.s,
      0,
    );
  }

  /** A bulleted list, kept on one page when it is short (a page never holds one stray bullet). */
  bullets(lines: readonly string[], o: { keepWith?: number } = {}): void {
    const h = this.bulletsHeight(lines);
    if (h <= (this.bottom - this.margin.top) * 0.4) this.ensure(h + (o.keepWith ?? 0));
    for (const line of lines) this.bullet(line);
  }

  /** Label–value pairs in `columns` side-by-side columns (birth details, avakhada, panchang). */
  keyValues(
    pairs: readonly (readonly [string, string])[],
    o: { columns?: number; x?: number; width?: number } = {},
  ): void {
    const columns = o.columns ?? 2;
    const width = o.width ?? this.contentWidth;
    const x0 = o.x ?? this.margin.left;
    const colWidth = width / columns;
    const size = Math.max(MIN_TABLE, this.body * 0.92);
    const pad = size * 0.42;
    const labelW = colWidth * 0.44;
    const valueW = colWidth - labelW - 10 * this.s;
    const perColumn = Math.ceil(pairs.length / columns);
    // Row r holds pairs r, r + perColumn, …; a long value wraps and makes its row taller.
    const heights = Array.from({ length: perColumn }, (_, r) => {
      let h = size * 1.3;
      for (let c = 0; c < columns; c++) {
        const pair = pairs[c * perColumn + r];
        if (!pair) continue;
        this.use(false, size);
        h = Math.max(h, this.doc.heightOfString(printable(pair[0]), { width: labelW - 6 * this.s }));
        this.use(true, size);
        h = Math.max(h, this.doc.heightOfString(printable(pair[1]), { width: valueW }));
      }
      return h + 2 * pad;
    });
    for (let r = 0; r < perColumn; r++) {
      const h = heights[r]!;
      this.ensure(h);
      const y = this.doc.y;
      for (let c = 0; c < columns; c++) {
        const pair = pairs[c * perColumn + r];
        if (!pair) continue;
        const x = x0 + c * colWidth;
        if (r % 2 === 0) this.doc.rect(x, y, colWidth - 6 * this.s, h).fill(this.brandTint);
        this.use(false, size, MUTED);
        this.put("table", printable(pair[0]), x + 4 * this.s, y + pad, { width: labelW - 6 * this.s });
        this.use(true, size, INK);
        this.put("table", printable(pair[1]), x + labelW, y + pad, { width: valueW });
      }
      this.doc.y = y + h;
    }
    this.doc.x = this.margin.left;
    this.doc.y += 8 * this.s;
  }

  /**
   * Column widths for `spec` at `size`: each column's share of `width`, but never narrower than
   * its longest word (wrapped columns) or its longest cell (the others). Null when the columns
   * cannot all be that wide: the table is then split (table()).
   */
  private columnWidths(spec: TableSpec, width: number, size: number, pad: number): number[] | null {
    const need = spec.columns.map((c, i) => {
      let w = 0;
      const measure = (text: string, bold: boolean, wrap: boolean) => {
        const t = printable(text);
        for (const piece of wrap ? t.split(/\s+/u) : [t]) w = Math.max(w, this.width(piece, size, bold));
      };
      measure(c.header, true, true);
      for (const row of spec.rows) measure(row[i] ?? "", c.bold ?? false, c.wrap ?? false);
      return w + 2 * pad + 0.5;
    });
    if (need.reduce((a, b) => a + b, 0) > width) return null;
    const total = spec.columns.reduce((n, c) => n + c.width, 0);
    // Columns below their need get it; the others share what is left by their shares.
    const fixed = new Set<number>();
    for (;;) {
      const freeShare = spec.columns.reduce((n, c, i) => (fixed.has(i) ? n : n + c.width), 0);
      const freeWidth = width - [...fixed].reduce((n, i) => n + need[i]!, 0);
      const widths = spec.columns.map((c, i) =>
        fixed.has(i) ? need[i]! : (c.width / (freeShare || total)) * freeWidth,
      );
      const short = widths.findIndex((w, i) => !fixed.has(i) && w < need[i]! - 1e-6);
      if (short < 0) return widths;
      fixed.add(short);
    }
  }

  /** Whether `spec`'s cells fit in `width` without a column split or overflow. */
  tableFits(spec: TableSpec, width: number): boolean {
    const size = Math.max(MIN_TABLE, this.body * (spec.scale ?? 0.9));
    return this.columnWidths(spec, width, size, Math.max(2, 3.2 * this.s)) !== null;
  }

  /**
   * A table whose rows break across pages, repeating the header row. A table too wide for the
   * paper (A5) is split into several, each repeating the first column.
   */
  table(spec: TableSpec): void {
    const size = Math.max(MIN_TABLE, this.body * (spec.scale ?? 0.9));
    const pad = Math.max(2, 3.2 * this.s);
    const width = spec.width ?? this.contentWidth;
    const widths = this.columnWidths(spec, width, size, pad) ?? this.columnWidths(spec, this.contentWidth, size, pad);
    if (!widths) {
      this.splitTable(spec, size, pad);
      return;
    }
    const x0 =
      spec.width && widths.reduce((a, b) => a + b, 0) <= spec.width ? (spec.x ?? this.margin.left) : this.margin.left;
    const tableWidth = widths.reduce((a, b) => a + b, 0);
    const lineH = size * 1.32;
    const oneLine = lineH + 2 * pad;

    const headerHeight = (): number => {
      this.use(true, size);
      return Math.max(
        oneLine,
        ...spec.columns.map(
          (c, i) => this.doc.heightOfString(printable(c.header), { width: widths[i]! - 2 * pad }) + 2 * pad,
        ),
      );
    };
    const drawHeader = (): void => {
      const h = headerHeight();
      const y = this.doc.y;
      this.doc.rect(x0, y, tableWidth, h).fill(this.brandFill);
      let x = x0;
      spec.columns.forEach((c, i) => {
        this.use(true, size, this.brandText);
        this.put("table", printable(c.header), x + pad, y + pad, {
          width: widths[i]! - 2 * pad,
          align: c.align ?? "left",
        });
        x += widths[i]!;
      });
      this.doc.y = y + h;
    };
    const rowHeight = (row: readonly string[]): number => {
      let h = oneLine;
      spec.columns.forEach((c, i) => {
        if (!c.wrap) return;
        this.use(c.bold ?? false, size);
        h = Math.max(
          h,
          this.doc.heightOfString(printable(row[i] ?? ""), { width: widths[i]! - 2 * pad, lineGap: 0 }) + 2 * pad,
        );
      });
      return h;
    };

    const captionH = spec.caption ? size * 1.9 : 0;
    const heights = spec.rows.map(rowHeight);
    const whole = captionH + headerHeight() + heights.reduce((n, h) => n + h, 0);
    // A table that fits on one page is not split (unless a heading stands just above it, which
    // would be left alone); a longer one starts with at least three rows.
    const pageRoom = this.bottom - this.margin.top;
    const underHeading = this.doc.y === this.afterHeading;
    this.ensure(
      whole <= pageRoom * 0.6 && !underHeading
        ? whole
        : captionH + headerHeight() + heights.slice(0, 3).reduce((n, h) => n + h, 0),
    );
    if (spec.caption) {
      this.at(spec.caption, x0, this.doc.y, {
        size: size * 1.05,
        bold: true,
        colour: this.accentInk,
        width: tableWidth,
      });
      this.doc.y += captionH;
    }
    drawHeader();
    spec.rows.forEach((row, r) => {
      const h = heights[r]!;
      if (this.doc.y + h > this.bottom) {
        this.newPage();
        drawHeader();
      }
      const y = this.doc.y;
      if (spec.highlight?.has(r)) this.doc.rect(x0, y, tableWidth, h).fill(tint(this.brandFill, 0.7));
      else if (r % 2 === 1) this.doc.rect(x0, y, tableWidth, h).fill(this.brandTint);
      let x = x0;
      spec.columns.forEach((c, i) => {
        const cell = printable(row[i] ?? "");
        this.use(c.bold ?? false, size, INK);
        this.put("table", cell, x + pad, y + pad, {
          width: widths[i]! - 2 * pad,
          align: c.align ?? "left",
          lineBreak: c.wrap ?? false,
          lineGap: 0,
          ...(c.wrap ? {} : { height: lineH }),
        });
        x += widths[i]!;
      });
      this.doc
        .moveTo(x0, y + h)
        .lineTo(x0 + tableWidth, y + h)
        .lineWidth(0.4 * this.s)
        .strokeColor(RULE)
        .stroke();
      this.doc.y = y + h;
    });
    this.doc.x = this.margin.left;
    this.doc.y += 9 * this.s;
  }

  /**
   * A table too wide for the page as several tables, each with the leading `keep` columns (the
   * first by default: a rank alone says little, so a table of people keeps their names too) and
   * as many of the next columns as fit (a wrapped column's words may still break).
   */
  private splitTable(spec: TableSpec, size: number, pad: number): void {
    // At least the first column, as before (a one-column table is never split into nothing but itself).
    const keep = Math.max(1, Math.min(spec.keep ?? 1, spec.columns.length - 1));
    const need = (i: number) => {
      const c = spec.columns[i]!;
      const texts = [c.header, ...spec.rows.map((r) => r[i] ?? "")];
      const widest = Math.max(...texts.map((t) => this.width(t, size, c.bold ?? i === 0)));
      return Math.min(widest, this.contentWidth / 3) + 2 * pad + 0.5;
    };
    const lead = Array.from({ length: keep }, (_, i) => i);
    const leadWidth = lead.reduce((n, i) => n + need(i), 0);
    const groups: number[][] = [];
    let group: number[] = [];
    let used = leadWidth;
    for (let i = keep; i < spec.columns.length; i++) {
      if (group.length && used + need(i) > this.contentWidth) {
        groups.push(group);
        group = [];
        used = leadWidth;
      }
      group.push(i);
      used += need(i);
    }
    if (group.length) groups.push(group);
    // Rebalance: the same number of columns in each part, so the parts look alike.
    const per = Math.ceil((spec.columns.length - keep) / groups.length);
    const rest = Array.from({ length: spec.columns.length - keep }, (_, i) => i + keep);
    for (let g = 0; g * per < rest.length; g++) {
      const cols = [...lead, ...rest.slice(g * per, (g + 1) * per)];
      this.table({
        ...spec,
        columns: cols.map((i) => ({ ...spec.columns[i]!, wrap: i < keep ? true : spec.columns[i]!.wrap })),
        rows: spec.rows.map((row) => cols.map((i) => row[i] ?? "")),
        width: undefined,
        x: undefined,
        caption: g === 0 ? spec.caption : undefined,
      });
    }
  }

  /** A boxed note (a verdict, a caution), tinted with the brand or a warning colour. */
  callout(title: string, text: string, o: { tone?: "brand" | "warn" | "good" } = {}): void {
    const fills = { brand: this.brandTint, warn: "#FDECEC", good: "#E9F7EF" } as const;
    const bars = { brand: this.accentFill, warn: "#C0392B", good: "#1E8449" } as const;
    const tone = o.tone ?? "brand";
    const pad = 8 * this.s;
    const width = this.contentWidth - 2 * pad - 4 * this.s;
    const titleSize = this.body * 1.05;
    this.use(true, titleSize);
    const th = this.doc.heightOfString(printable(title), { width });
    this.use(false, this.body);
    const bh = text ? this.doc.heightOfString(printable(text), { width, lineGap: this.body * 0.25 }) : 0;
    const h = th + bh + 2 * pad + (text ? 3 * this.s : 0);
    this.ensure(h + 4 * this.s);
    const y = this.doc.y;
    this.doc.rect(this.margin.left, y, this.contentWidth, h).fill(fills[tone]);
    this.doc.rect(this.margin.left, y, 3.5 * this.s, h).fill(bars[tone]);
    const x = this.margin.left + pad + 4 * this.s;
    this.use(true, titleSize, INK);
    this.put("body", printable(title), x, y + pad, { width });
    if (text) {
      this.use(false, this.body, INK);
      this.put("body", printable(text), x, this.doc.y + 3 * this.s, { width, lineGap: this.body * 0.25 });
    }
    this.doc.x = this.margin.left;
    this.doc.y = y + h + 8 * this.s;
  }

  /** Draws the header and footer on every page, then closes the document. */
  async finish(): Promise<Uint8Array> {
    this.level = null;
    const range = this.doc.bufferedPageRange();
    const total = range.count;
    if (this.contentsPage) this.drawContents(this.contentsPage);
    for (let i = 0; i < total; i++) {
      this.doc.switchToPage(range.start + i);
      this.decorate(i + 1, total);
    }
    this.doc.end();
    await this.ended;
    const size = this.chunks.reduce((n, c) => n + c.byteLength, 0);
    const out = new Uint8Array(size);
    let offset = 0;
    for (const c of this.chunks) {
      out.set(c, offset);
      offset += c.byteLength;
    }
    return out;
  }

  /** The table of contents: each listed heading with its page number, dotted leaders between. */
  private drawContents(at: { index: number; title: string }): void {
    this.doc.switchToPage(this.doc.bufferedPageRange().start + at.index);
    this.doc.y = this.margin.top;
    const listed = [...this.contents];
    this.contents.length = 0;
    const saved = this.contentsPage;
    this.contentsPage = undefined;
    this.heading(at.title, { keepWith: 0 });
    this.contentsPage = saved;
    const room = this.bottom - this.doc.y;
    // Rows as tall as the page allows (up to twice the text), so the list fills its page.
    const size = this.body;
    const rowH = Math.max(size * 1.45, Math.min(size * 2.2, room / Math.max(1, listed.length)));
    const numberW = this.width("000", size, true);
    for (const entry of listed) {
      const y = this.doc.y;
      const page = String(entry.page + 1);
      const titleW = Math.min(this.width(entry.title, size), this.contentWidth - numberW - 30 * this.s);
      this.at(entry.title, this.margin.left, y, { size, width: titleW + 0.5, kind: "body" });
      this.at(page, this.margin.left + this.contentWidth - numberW, y, {
        size,
        bold: true,
        colour: this.brandInk,
        width: numberW,
        align: "right",
      });
      const leaderY = y + size * 0.95;
      this.doc
        .moveTo(this.margin.left + titleW + 6 * this.s, leaderY)
        .lineTo(this.margin.left + this.contentWidth - numberW - 6 * this.s, leaderY)
        .dash(0.8 * this.s, { space: 2.4 * this.s })
        .lineWidth(0.6 * this.s)
        .strokeColor(this.accentFill)
        .stroke()
        .undash();
      this.doc.y = y + rowH;
    }
  }

  private decorate(page: number, total: number): void {
    const { brand } = this.options;
    const doc = this.doc;
    // Header and footer sit inside the margins: lift the bottom margin while writing them or
    // pdfkit would start a new page for text below it.
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const small = this.small;
    const left = this.margin.left;
    const right = this.pageWidth - this.margin.right;
    if (page > 1) {
      const y = 22 * this.s;
      // The logo, if any, stands before the brand's name, as tall as the header line allows.
      const logoW = this.logo(left, 18 * this.s, { width: 60 * this.s, height: 16 * this.s });
      const nameX = left + (logoW ? logoW + 6 * this.s : 0);
      this.at(brand.name, nameX, y, {
        size: small * 1.15,
        bold: true,
        colour: this.brandInk,
        width: this.contentWidth * 0.5 - (nameX - left),
      });
      const head = `${this.options.title} · ${this.options.subject}`;
      this.at(head, left + this.contentWidth * 0.4, y + 1 * this.s, {
        size: small,
        colour: MUTED,
        width: this.contentWidth * 0.6,
        align: "right",
      });
      const ruleY = 38 * this.s;
      doc
        .moveTo(left, ruleY)
        .lineTo(right, ruleY)
        .lineWidth(0.8 * this.s)
        .strokeColor(this.brandFill)
        .stroke();
    }
    // A two-line footer starts a line higher (the constructor raised the bottom margin for it).
    const fy = this.pageHeight - 32 * this.s - this.footerExtra();
    doc
      .moveTo(left, fy - 5 * this.s)
      .lineTo(right, fy - 5 * this.s)
      .lineWidth(0.6 * this.s)
      .strokeColor(this.accentFill)
      .stroke();
    this.block(this.footerText(), left, fy, { ...this.footerOptions(), colour: MUTED });
    this.at(this.options.pageLabel(page, total), left + this.contentWidth * 0.72, fy, {
      size: small,
      colour: MUTED,
      width: this.contentWidth * 0.28,
      align: "right",
    });
    doc.page.margins.bottom = savedBottom;
  }
}
