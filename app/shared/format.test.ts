import { describe, expect, it } from "vitest";
import { formatCount, formatDate, formatRupees } from "./format";

describe("formatRupees", () => {
  it("shows an empty wallet as ₹0", () => {
    expect(formatRupees(0, "en")).toBe("₹0");
    expect(formatRupees(0, "hi")).toBe("₹0");
  });
  it("groups in lakhs and crores", () => {
    expect(formatRupees(12_345_600, "en")).toBe("₹1,23,456");
    expect(formatRupees(1_234_567_800, "hi")).toBe("₹1,23,45,678");
  });
  it("keeps paise when there are any", () => {
    expect(formatRupees(150_050, "en")).toBe("₹1,500.50");
  });
});

describe("formatCount", () => {
  it("groups counts the Indian way", () => {
    expect(formatCount(123456, "en")).toBe("1,23,456");
    expect(formatCount(3, "hi")).toBe("3");
  });
});

describe("the hand-written grouping says what Intl says", () => {
  // The oracle: ICU's own formatting, as a browser that loaded its number data would show it.
  const oracles = new Map<string, Intl.NumberFormat>();
  const intl = (language: string, digits: number | null) => {
    const key = `${language}:${digits}`;
    const made =
      oracles.get(key) ??
      new Intl.NumberFormat(language === "hi" ? "hi-IN" : "en-IN", {
        ...(digits === null ? {} : { style: "currency", currency: "INR" }),
        minimumFractionDigits: digits ?? 0,
        maximumFractionDigits: digits ?? 0,
      });
    oracles.set(key, made);
    return made;
  };
  let seed = 17;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const magnitudes = Array.from({ length: 4000 }, (_, i) => Math.floor(random() * 10 ** (i % 16)));
  const amounts = [0, -0, 1, 99, 100, 101, 999, 1000, 99_999, 100_000, 10 ** 15 - 1, 10 ** 15, 2 ** 53, ...magnitudes];

  for (const language of ["en", "hi"]) {
    it(`formats paise as ICU does (${language})`, () => {
      for (const n of amounts)
        for (const paise of [n, -n]) {
          expect(formatRupees(paise, language), `${paise}`).toBe(
            intl(language, paise % 100 === 0 ? 0 : 2).format(paise / 100),
          );
          expect(formatRupees(paise, language, { exact: true }), `${paise} exact`).toBe(
            intl(language, 2).format(paise / 100),
          );
        }
    });

    it(`formats counts as ICU does, fractions rounded half away from zero (${language})`, () => {
      const fractions = [0.4, 0.5, 0.6, 2.5, -2.5, -0.4, 12.5, 1234567.5, Number.NaN, Infinity, 1e21];
      for (const n of [...amounts, ...amounts.map((a) => -a), ...fractions])
        expect(formatCount(n, language), `${n}`).toBe(intl(language, null).format(n));
    });
  }
});

describe("formatDate", () => {
  const moment = new Date("2026-11-29T06:45:00Z");

  it("writes a day in the reader's language, in the zone asked for", () => {
    expect(formatDate(moment, "en", { dateStyle: "long", timeZone: "Asia/Kolkata" })).toBe("29 November 2026");
    expect(formatDate(moment, "hi", { dateStyle: "long", timeZone: "Asia/Kolkata" })).toBe("29 नवंबर 2026");
    // 23:30 UTC is already the next day in India.
    expect(formatDate(new Date("2026-11-28T23:30:00Z"), "en", { day: "numeric", timeZone: "Asia/Kolkata" })).toBe("29");
  });

  it("keeps formats apart by their options, whatever was asked first", () => {
    const short = { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" } as const;
    const long = { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" } as const;
    for (const options of [short, long, short]) {
      for (const language of ["en", "hi"])
        expect(formatDate(moment, language, options)).toBe(
          new Intl.DateTimeFormat(language === "hi" ? "hi-IN" : "en-IN", options).format(moment),
        );
    }
    expect(formatDate(moment, "en", short)).not.toBe(formatDate(moment, "en", long));
  });
});
