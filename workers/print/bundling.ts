/**
 * What the print Worker's bundle needs from Vite, shared by vite.config.ts and the Workers tests.
 */
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** fontkit's WOFF2 decompressor is never used (the report fonts are TTF): keep it out of the Worker. */
export const printAliases = {
  "brotli/decompress.js": fileURLToPath(new URL("../../app/server/print/pdf/no-brotli.ts", import.meta.url)),
};

const ICC_LINE = "new URL('./data/sRGB_IEC61966_2_1.icc', import.meta.url).href";

/**
 * pdfkit's browser build computes, when it loads, `new URL("./data/sRGB….icc", import.meta.url)`:
 * a file it reads only for PDF/A, which we never make. A bundled Worker has no usable
 * `import.meta.url`, so that line throws "Invalid URL" and the module never loads. Replace it with
 * an inert name; fail the build loudly if a pdfkit upgrade changes the line.
 */
export function pdfkitWithoutIccUrl(): Plugin {
  return {
    name: "kundli:pdfkit-without-icc-url",
    transform(code, id) {
      if (!/[\\/]pdfkit[\\/]js[\\/]pdfkit\.browser\.mjs$/.test(id.split("?")[0]!)) return null;
      if (!code.includes(ICC_LINE)) throw new Error(`pdfkit changed: "${ICC_LINE}" not found in ${id}`);
      return { code: code.replace(ICC_LINE, JSON.stringify("pdfkit-sRGB_IEC61966_2_1.icc")), map: null };
    },
  };
}
