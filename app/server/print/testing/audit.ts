/**
 * Reading a rendered PDF back for the layout checks (Node tests), independently of the writer:
 * the font sizes its content streams set, the colours they paint with, and how far down each
 * page's ink reaches in poppler's rendering.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inflateSync } from "node:zlib";

/** The content streams of a PDF (pdfkit writes each `/Length` directly), inflated. */
function streams(pdf: Uint8Array): string[] {
  const bytes = Buffer.from(pdf);
  const text = bytes.toString("latin1");
  const out: string[] = [];
  let from = 0;
  for (;;) {
    const at = text.indexOf("stream\n", from);
    if (at < 0) break;
    from = at + 7;
    // The stream's dictionary: from its object's header to the keyword ("endstream" is not one).
    if (text.slice(at - 3, at) === "end") continue;
    const dict = text.slice(text.lastIndexOf(" obj", at), at);
    if (/\/Subtype\s*\/Image|\/Length1/.test(dict)) continue;
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
    if (!length) continue;
    const start = at + 7;
    const body = bytes.subarray(start, start + Number(length[1]));
    from = start + body.length;
    try {
      out.push((/\/FlateDecode/.test(dict) ? inflateSync(body) : body).toString("latin1"));
    } catch {
      // not a stream we can read
    }
  }
  return out;
}

/** Every font size the PDF sets text in (the `Tf` operator; pdfkit scales no text otherwise). */
export function fontSizes(pdf: Uint8Array): number[] {
  const sizes: number[] = [];
  for (const s of streams(pdf)) {
    for (const m of s.matchAll(/\/[\w.+-]+\s+(-?[\d.]+)\s+Tf\b/g)) sizes.push(Number(m[1]));
  }
  return sizes;
}

/** Every colour painted (`r g b scn` fills and `SCN` strokes, or `rg`/`RG`), as #RRGGBB. */
export function paintColours(pdf: Uint8Array): Set<string> {
  const out = new Set<string>();
  const hex = (v: string) =>
    Math.round(Number(v) * 255)
      .toString(16)
      .padStart(2, "0")
      .toUpperCase();
  for (const s of streams(pdf)) {
    for (const m of s.matchAll(/(?:^|\s)([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+(?:rg|RG|scn|SCN)\b/g)) {
      out.add(`#${hex(m[1]!)}${hex(m[2]!)}${hex(m[3]!)}`);
    }
  }
  return out;
}

/**
 * How much of each page's text area is left empty below its last ink, from poppler's greyscale
 * rendering at `dpi`: 0 for a page filled to the foot, 1 for a blank one. The text area leaves
 * out the top and bottom 7 % of the page, where the running header and footer stand.
 */
export function emptyBelow(file: string, dpi = 20): number[] {
  const dir = mkdtempSync(path.join(tmpdir(), "pages-"));
  try {
    execFileSync("pdftoppm", ["-r", String(dpi), "-gray", file, path.join(dir, "p")]);
    return readdirSync(dir)
      .sort()
      .map((name) => {
        const pgm = readFileSync(path.join(dir, name));
        const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 40).toString("latin1"))!;
        const [width, height] = [Number(header[1]), Number(header[2])];
        const pixels = pgm.subarray(header[0].length);
        const top = Math.ceil(height * 0.07);
        const bottom = Math.floor(height * 0.93);
        let last = top;
        for (let y = top; y < bottom; y++) {
          const row = pixels.subarray(y * width, (y + 1) * width);
          if (row.some((p) => p < 200)) last = y + 1;
        }
        return (bottom - last) / (bottom - top);
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Words with their boxes on one page (pdftotext -bbox), in points. */
export function wordBoxes(
  file: string,
  page: number,
): { text: string; xMin: number; yMin: number; xMax: number; yMax: number }[] {
  const html = execFileSync("pdftotext", ["-bbox", "-f", String(page), "-l", String(page), file, "-"], {
    encoding: "utf8",
  });
  return [
    ...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
  ].map((m) => ({ xMin: +m[1]!, yMin: +m[2]!, xMax: +m[3]!, yMax: +m[4]!, text: m[5]! }));
}
