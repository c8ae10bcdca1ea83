import { describe, expect, it } from "vitest";
import { financialYear, invoiceNumber, splitGst } from "./gst";

describe("GST", () => {
  it("takes 18% out of an inclusive price", () => {
    // ₹118.00 = ₹100.00 + ₹18.00; ₹499 = ₹422.88 + ₹76.12
    expect(splitGst(11_800, "inclusive")).toEqual({ taxablePaise: 10_000, gstPaise: 1_800, totalPaise: 11_800 });
    expect(splitGst(49_900, "inclusive")).toEqual({ taxablePaise: 42_288, gstPaise: 7_612, totalPaise: 49_900 });
  });
  it("adds 18% to an exclusive price", () => {
    expect(splitGst(49_900, "exclusive")).toEqual({ taxablePaise: 49_900, gstPaise: 8_982, totalPaise: 58_882 });
    expect(splitGst(1, "exclusive")).toEqual({ taxablePaise: 1, gstPaise: 0, totalPaise: 1 });
  });
  it("numbers invoices per Indian financial year, which turns on 1 April in IST", () => {
    expect(financialYear(Date.parse("2026-03-31T18:29:59Z"))).toBe("2025-26"); // 23:59:59 IST, 31 March
    expect(financialYear(Date.parse("2026-03-31T18:30:00Z"))).toBe("2026-27"); // 00:00 IST, 1 April
    expect(financialYear(Date.parse("2099-12-01T00:00:00Z"))).toBe("2099-00");
    expect(invoiceNumber("2026-27", 123)).toBe("KS/2026-27/000123");
  });
});
