/**
 * GST on what the astrologer pays us (docs/decisions/0011-money.md). One rate, 18%, shown as a
 * single GST line (intra-state CGST+SGST and inter-state IGST add up to the same amount).
 * GST_PRICES says whether our prices already include it ("inclusive", the default) or
 * whether it is added on top ("exclusive"). Pure: no I/O, unit-tested in Node.
 */

export type GstMode = "inclusive" | "exclusive";

/** 18% in basis points. */
export const GST_RATE_BP = 1800;

export interface GstSplit {
  /** the value of the service, also what the wallet is credited with */
  taxablePaise: number;
  gstPaise: number;
  /** what the buyer pays */
  totalPaise: number;
}

export function gstMode(value: string | undefined): GstMode {
  return value === "exclusive" ? "exclusive" : "inclusive";
}

/**
 * Splits a price into taxable value and GST. Inclusive: the price is the total and the tax is
 * taken out of it (rounded to the paisa, the taxable value takes the remainder). Exclusive: the
 * price is the taxable value and the tax is added.
 */
export function splitGst(pricePaise: number, mode: GstMode, rateBp = GST_RATE_BP): GstSplit {
  if (mode === "exclusive") {
    const gstPaise = Math.round((pricePaise * rateBp) / 10_000);
    return { taxablePaise: pricePaise, gstPaise, totalPaise: pricePaise + gstPaise };
  }
  const taxablePaise = Math.round((pricePaise * 10_000) / (10_000 + rateBp));
  return { taxablePaise, gstPaise: pricePaise - taxablePaise, totalPaise: pricePaise };
}

/** The Indian financial year (1 April – 31 March, in IST) of a moment, as "2026-27". */
export function financialYear(epochMs: number): string {
  const ist = new Date(epochMs + 330 * 60_000);
  const year = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, "0")}`;
}

export function invoiceNumber(year: string, sequence: number): string {
  return `KS/${year}/${String(sequence).padStart(6, "0")}`;
}
