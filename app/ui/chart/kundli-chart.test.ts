import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import enChart from "../../i18n/en/chart.json";
import hiChart from "../../i18n/hi/chart.json";
import { chartOf, type ChartStyle } from "#app/chart/chart-data";
import { KundliChart, NorthChart, SouthChart, type KundliChartProps } from "./kundli-chart";
import { chartI18n, DELHI_1984 } from "#app/chart/test-fixtures";

async function render(
  lng: "en" | "hi",
  component: typeof KundliChart | typeof NorthChart,
  props: Omit<KundliChartProps, "chartStyle"> & { chartStyle?: ChartStyle },
): Promise<string> {
  const i18n = await chartI18n(lng);
  return renderToStaticMarkup(
    createElement(I18nextProvider, { i18n }, createElement(component as typeof KundliChart, props as KundliChartProps)),
  );
}

/** The text content of every <text> element, in document order. */
function texts(markup: string): string[] {
  return [...markup.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);
}

function unescape(s: string): string {
  return s.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
}

const lagna = chartOf(DELHI_1984, "lagna");

describe("KundliChart", () => {
  it("is one named picture with a table for screen readers (en)", async () => {
    const html = await render("en", KundliChart, { chart: lagna, chartStyle: "north", title: "Lagna / Birth Chart" });
    expect(html).toMatch(/^<figure /);
    const svg = /<svg [^>]*>/.exec(html)![0];
    expect(svg).toContain('role="img"');
    expect(unescape(/aria-label="([^"]*)"/.exec(svg)![1]!)).toBe(
      "Lagna / Birth Chart, North Indian style chart, lagna Libra",
    );
    expect(svg).toContain('width="100%"');
    expect(html).toContain("<figcaption");
    expect(html).toContain('<table class="sr-only">');
    // One row per house, house 1 first with its sign and bodies in words, degrees included.
    const rows = [...html.matchAll(/<tr><th scope="row">(\d+)<\/th><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/g)].map(
      (m) => [m[1], m[2], unescape(m[3]!)],
    );
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual(["1", "Libra", "Ascendant 12°43′; Sun 19°08′; Saturn 24°40′, combust"]);
    expect(rows[1]).toEqual(["2", "Scorpio", "Mercury 4°10′; Ketu 4°31′; Venus 25°31′"]);
    expect(rows[2]).toEqual(["3", "Sagittarius", "Jupiter 15°52′; Mars 28°23′"]);
    expect(rows[3]).toEqual(["4", "Capricorn", "none"]);
    expect(rows[5]).toEqual(["6", "Pisces", "Moon 8°29′"]);
    expect(rows[7]).toEqual(["8", "Taurus", "Rahu 4°31′"]);
  });

  it("prints English abbreviations, the combust mark and the sign numbers", async () => {
    const html = await render("en", NorthChart, { chart: lagna, title: "Lagna / Birth Chart" });
    const words = texts(html);
    for (const abbreviation of ["Asc", "Su", "Mo", "Ma", "Me", "Ju", "Ve", "Sa(C)", "Ra", "Ke"])
      expect(words).toContain(abbreviation);
    // North: the twelve sign numbers, 7 (Libra) in house 1 first.
    expect(words.slice(0, 12)).toEqual(["7", "8", "9", "10", "11", "12", "1", "2", "3", "4", "5", "6"]);
    // The degree shows on hover: each body carries a <title>.
    expect(unescape(html)).toContain("<title>Saturn 24°40′, combust</title>");
    expect(unescape(html)).toContain("<title>Moon 8°29′</title>");
  });

  it("speaks Hindi: abbreviations, marks, sign names and the accessible name", async () => {
    const chart = { ...lagna, bodies: lagna.bodies.map((b) => (b.body === "Mars" ? { ...b, retrograde: true } : b)) };
    const html = await render("hi", KundliChart, { chart, chartStyle: "north", title: hiChart.kinds.lagna });
    const words = texts(html);
    for (const abbreviation of ["ल", "सू", "चं", "मं(व)", "बु", "गु", "शु", "श(अ)", "रा", "के"])
      expect(words).toContain(abbreviation);
    expect(words).not.toContain("Su");
    const svg = /<svg [^>]*>/.exec(html)![0];
    expect(/aria-label="([^"]*)"/.exec(svg)![1]).toBe("लग्न / जन्म कुंडली, उत्तर भारतीय शैली की कुंडली, लग्न तुला");
    expect(html).toContain("<title>मंगल 28°23′, वक्री</title>");
    expect(html).toContain('<th scope="col">भाव</th>');
    expect(html).toContain("<td>तुला</td>");
    expect(html).toContain("<td>कोई ग्रह नहीं</td>");
  });

  it("writes the South chart's title in its centre and marks the lagna", async () => {
    const html = await render("en", SouthChart, { chart: chartOf(DELHI_1984, "D9"), title: enChart.kinds.D9 });
    expect(texts(html)).toContain("Navamsa (D9)");
    expect(html).toMatch(/<figcaption class="sr-only">Navamsa \(D9\)<\/figcaption>/);
    expect(unescape(/aria-label="([^"]*)"/.exec(html)![1]!)).toBe(
      "Navamsa (D9), South Indian style chart, lagna Capricorn",
    );
    // Divisional charts have no degrees: the tooltip names the body only.
    expect(html).toContain("<title>Sun</title>");
    expect(html).not.toContain("°");
  });

  it("prints degrees in the chart when asked (reports)", async () => {
    const html = await render("en", NorthChart, { chart: lagna, title: "Lagna", showDegrees: true });
    const words = texts(html).map(unescape);
    expect(words).toContain("Su 19°08′");
    expect(words).toContain("Sa(C) 24°40′");
  });
  it("draws transits over the chart apart from its own bodies, in the caller's words", async () => {
    const chart = { ...lagna, transits: [{ body: "Saturn" as const, sign: 11, degree: 12.8, retrograde: true }] };
    const html = await render("en", KundliChart, {
      chart,
      chartStyle: "south",
      title: "Gochar",
      describe: (label) => `${label.transit ? "transit" : "natal"} ${label.body}`,
    });
    // Natal Saturn as usual, transiting Saturn in blue italics, both tappable.
    expect(html).toMatch(/<g data-body="Saturn"[^>]*>.*?<text[^>]*fill="#1F2937"[^>]*>Sa\(C\)<\/text>/);
    expect(html).toMatch(
      /<g data-body="Saturn" data-transit="true"[^>]*><title>transit Saturn<\/title>.*?<text[^>]*font-style="italic" fill="#1D4ED8"[^>]*>Sa\(R\)<\/text>/,
    );
    // The screen readers' table: Aquarius (house 5 of a Libra lagna) holds the transiting Saturn.
    expect(html).toContain('<tr><th scope="row">5</th><td>Aquarius</td><td>transit Saturn</td></tr>');
    expect(html).toContain("<td>natal Ascendant; natal Sun; natal Saturn</td>");
  });
});
