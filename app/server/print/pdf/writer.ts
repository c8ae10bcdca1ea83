/**
 * A small page-layout layer over pdfkit for the reports: paper sizes, a running cursor,
 * headings, paragraphs, tables that break across pages with their header row repeated, grids of
 * charts, and the branded header and footer with "page n of N" drawn once every page exists.
 *
 * Text is set in Noto Sans Devanagari (it carries Latin too), shaped by fontkit, so Hindi
 * conjuncts, matras and anusvara come out right; every line that is not plain ASCII carries its
 * text as typed for the PDF's text layer (actual-text.ts). Everything scales with the paper: A4 is the
 * reference, Letter is a little shorter, A5 is about 0.7 of A4.
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
  /** The smallest text of the page header and footer (points); 6.2 unless a report asks for more. */
  minText?: number;
}

/** What pdfkit's `image()` accepts in place of a file: an image already in the document. */
interface PlacedImage {
  width: number;
  height: number;
  label: string;
  obj: PDFKit.PDFKitReference;
}

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
    this.body = Math.max(7.2, 10 * this.s);
    this.brandFill = options.brand.colour;
    this.brandText = textOn(options.brand.colour);
    this.brandInk = inkOf(options.brand.colour);
    this.brandTint = tint(options.brand.colour, 0.88);
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

  use(bold: boolean, size: number, colour = INK): this {
    this.doc
      .font(bold ? "bold" : "regular")
      .fontSize(size)
      .fillColor(colour);
    return this;
  }

  width(text: string, size: number, bold = false): number {
    this.doc.font(bold ? "bold" : "regular").fontSize(size);
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

  /** A line of text at an absolute position, not wrapped, `y` being its top. */
  at(
    text: string,
    x: number,
    y: number,
    o: { size: number; bold?: boolean; colour?: string; align?: Align; width?: number },
  ): void {
    this.use(o.bold ?? false, o.size, o.colour ?? INK);
    this.doc.text(printable(text), x, y, {
      lineBreak: false,
      width: o.width,
      align: o.align ?? "left",
      ...(o.width ? { height: o.size * 2 } : {}),
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
    this.doc.text(t, left, baseline, { lineBreak: false, baseline: "alphabetic" });
  }

  /** Section title: brand-coloured, with a rule, never alone at the foot of a page. */
  heading(text: string, options: { keepWith?: number } = {}): void {
    const size = 15 * this.s;
    this.ensure(size * 2 + (options.keepWith ?? 90 * this.s));
    this.use(true, size, this.brandInk);
    this.doc.text(printable(text), this.margin.left, this.doc.y, { width: this.contentWidth });
    const y = this.doc.y + 1.5 * this.s;
    this.doc
      .moveTo(this.margin.left, y)
      .lineTo(this.margin.left + this.contentWidth, y)
      .lineWidth(1.2 * this.s)
      .strokeColor(this.brandFill)
      .stroke();
    this.doc.y = y + 7 * this.s;
  }

  subheading(text: string, options: { keepWith?: number } = {}): void {
    const size = 11.5 * this.s;
    this.ensure(size * 1.6 + (options.keepWith ?? 50 * this.s));
    this.gap(3);
    this.use(true, size, INK);
    this.doc.text(printable(text), this.margin.left, this.doc.y, { width: this.contentWidth });
    this.doc.y += 2.5 * this.s;
  }

  /** Flowing text; pdfkit continues it on new pages as needed. */
  paragraph(
    text: string,
    o: { size?: number; colour?: string; bold?: boolean; indent?: number; after?: number } = {},
  ): void {
    const size = o.size ?? this.body;
    const indent = o.indent ?? 0;
    this.ensure(size * 2.6);
    this.use(o.bold ?? false, size, o.colour ?? INK);
    this.doc.text(printable(text), this.margin.left + indent, this.doc.y, {
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
    this.use(true, size, this.brandInk);
    this.doc.text("•", this.margin.left + 2 * this.s, y, { lineBreak: false });
    this.use(false, size, o.colour ?? INK);
    this.doc.text(printable(text), this.margin.left + indent, y, {
      width: this.contentWidth - indent,
      lineGap: size * 0.25,
    });
    this.doc.y += 2.5 * this.s;
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
    const size = this.body * 0.92;
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
        this.doc.text(printable(pair[0]), x + 4 * this.s, y + pad, { width: labelW - 6 * this.s });
        this.use(true, size, INK);
        this.doc.text(printable(pair[1]), x + labelW, y + pad, { width: valueW });
      }
      this.doc.y = y + h;
    }
    this.doc.x = this.margin.left;
    this.doc.y += 8 * this.s;
  }

  /** A table whose rows break across pages, repeating the header row. */
  table(spec: TableSpec): void {
    const size = this.body * (spec.scale ?? 0.9);
    const pad = Math.max(2, 3.2 * this.s);
    const width = spec.width ?? this.contentWidth;
    const x0 = spec.x ?? this.margin.left;
    const total = spec.columns.reduce((n, c) => n + c.width, 0);
    const widths = spec.columns.map((c) => (c.width / total) * width);
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
      this.doc.rect(x0, y, width, h).fill(this.brandFill);
      let x = x0;
      spec.columns.forEach((c, i) => {
        this.use(true, size, this.brandText);
        this.doc.text(printable(c.header), x + pad, y + pad, { width: widths[i]! - 2 * pad, align: c.align ?? "left" });
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
    // A table that fits on one page is not split; a longer one starts with at least three rows.
    const pageRoom = this.bottom - this.margin.top;
    this.ensure(
      whole <= pageRoom * 0.6 ? whole : captionH + headerHeight() + heights.slice(0, 3).reduce((n, h) => n + h, 0),
    );
    if (spec.caption) {
      this.at(spec.caption, x0, this.doc.y, { size: size * 1.05, bold: true, colour: INK });
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
      if (spec.highlight?.has(r)) this.doc.rect(x0, y, width, h).fill(tint(this.brandFill, 0.7));
      else if (r % 2 === 1) this.doc.rect(x0, y, width, h).fill(this.brandTint);
      let x = x0;
      spec.columns.forEach((c, i) => {
        const cell = printable(row[i] ?? "");
        this.use(c.bold ?? false, size, INK);
        this.doc.text(cell, x + pad, y + pad, {
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
        .lineTo(x0 + width, y + h)
        .lineWidth(0.4 * this.s)
        .strokeColor(RULE)
        .stroke();
      this.doc.y = y + h;
    });
    this.doc.x = this.margin.left;
    this.doc.y += 9 * this.s;
  }

  /** A boxed note (a verdict, a caution), tinted with the brand or a warning colour. */
  callout(title: string, text: string, o: { tone?: "brand" | "warn" | "good" } = {}): void {
    const fills = { brand: this.brandTint, warn: "#FDECEC", good: "#E9F7EF" } as const;
    const bars = { brand: this.brandFill, warn: "#C0392B", good: "#1E8449" } as const;
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
    this.doc.text(printable(title), x, y + pad, { width });
    if (text) {
      this.use(false, this.body, INK);
      this.doc.text(printable(text), x, this.doc.y + 3 * this.s, { width, lineGap: this.body * 0.25 });
    }
    this.doc.x = this.margin.left;
    this.doc.y = y + h + 8 * this.s;
  }

  /** Draws the header and footer on every page, then closes the document. */
  async finish(): Promise<Uint8Array> {
    const range = this.doc.bufferedPageRange();
    const total = range.count;
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

  private decorate(page: number, total: number): void {
    const { brand } = this.options;
    const doc = this.doc;
    // Header and footer sit inside the margins: lift the bottom margin while writing them or
    // pdfkit would start a new page for text below it.
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const small = Math.max(this.options.minText ?? 6.2, 8 * this.s);
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
    const fy = this.pageHeight - 32 * this.s;
    doc
      .moveTo(left, fy - 5 * this.s)
      .lineTo(right, fy - 5 * this.s)
      .lineWidth(0.4 * this.s)
      .strokeColor(RULE)
      .stroke();
    const footer = brand.contact ? `${brand.name} · ${brand.contact}` : brand.name;
    this.at(footer, left, fy, { size: small, colour: MUTED, width: this.contentWidth * 0.72 });
    this.at(this.options.pageLabel(page, total), left + this.contentWidth * 0.72, fy, {
      size: small,
      colour: MUTED,
      width: this.contentWidth * 0.28,
      align: "right",
    });
    doc.page.margins.bottom = savedBottom;
  }
}
