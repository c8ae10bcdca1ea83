/**
 * Stands in for the `brotli` package's decompressor, which fontkit imports only to open WOFF2
 * fonts. The reports embed TTF fonts, so it is never called; the real one carries a 122 KB
 * dictionary (about 110 KB gzip of the Worker bundle). Aliased in vite.config.ts and the
 * Workers test config.
 */
export default function decompress(): never {
  throw new Error("WOFF2 fonts are not supported here: the reports embed TTF fonts");
}
