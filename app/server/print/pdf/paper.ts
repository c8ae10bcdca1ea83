/** Paper sizes of the reports, in PDF points (1/72 inch). No pdfkit here: the request side reads it. */
export type PaperSize = "A4" | "Letter" | "A5";
export const PAPER_SIZES: readonly PaperSize[] = ["A4", "Letter", "A5"];

export const PAPER: Readonly<Record<PaperSize, readonly [number, number]>> = {
  A4: [595.28, 841.89],
  Letter: [612, 792],
  A5: [419.53, 595.28],
};
