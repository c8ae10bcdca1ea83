import { execFileSync } from "node:child_process";

/** Whether poppler's pdftotext/pdftoppm are installed: the tests that read PDFs back need them (.ci/run installs them). */
export const hasPoppler = (() => {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

/** Pixels of a PPM (P6) image, as pdftoppm writes it, within `tolerance` of `rgb` in every channel. */
export function countColour(ppm: Buffer, rgb: readonly [number, number, number], tolerance: number): number {
  const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(ppm.subarray(0, 40).toString("latin1"))!;
  const pixels = ppm.subarray(header[0].length);
  let n = 0;
  for (let i = 0; i + 2 < pixels.length; i += 3) {
    if (rgb.every((c, k) => Math.abs(pixels[i + k]! - c) <= tolerance)) n++;
  }
  return n;
}
