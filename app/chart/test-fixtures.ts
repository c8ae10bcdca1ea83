/** Charts and translations shared by the chart tests (not used by the app). */
import i18next, { type TFunction } from "i18next";
import { CHART_BODIES } from "#engine/types";
import enChart from "../i18n/en/chart.json";
import hiChart from "../i18n/hi/chart.json";
import type { ChartData, KundliForCharts } from "./chart-data";

/** A real Kundli (Delhi, 1984-11-05 06:10 IST, Lahiri), as the engine computed it. */
export const DELHI_1984: KundliForCharts = {
  planets: [
    { planet: "Ascendant", sign: 7, degree: 12.719, retrograde: false, combust: false, bhava: 1 },
    { planet: "Sun", sign: 7, degree: 19.14, retrograde: false, combust: false, bhava: 1 },
    { planet: "Moon", sign: 12, degree: 8.494, retrograde: false, combust: false, bhava: 6 },
    { planet: "Mars", sign: 9, degree: 28.386, retrograde: false, combust: false, bhava: 3 },
    { planet: "Mercury", sign: 8, degree: 4.18, retrograde: false, combust: false, bhava: 2 },
    { planet: "Jupiter", sign: 9, degree: 15.88, retrograde: false, combust: false, bhava: 3 },
    { planet: "Venus", sign: 8, degree: 25.53, retrograde: false, combust: false, bhava: 2 },
    { planet: "Saturn", sign: 7, degree: 24.68, retrograde: false, combust: true, bhava: 1 },
    { planet: "Rahu", sign: 2, degree: 4.523, retrograde: true, combust: false, bhava: 8 },
    { planet: "Ketu", sign: 8, degree: 4.523, retrograde: true, combust: false, bhava: 2 },
  ],
  vargas: {
    D9: { Ascendant: 10, Sun: 12, Moon: 6, Mars: 9, Mercury: 5, Jupiter: 5, Venus: 11, Saturn: 2, Rahu: 11, Ketu: 5 },
    D2: { Ascendant: 4, Sun: 5, Moon: 4, Mars: 4, Mercury: 5, Jupiter: 4, Venus: 4, Saturn: 4, Rahu: 5, Ketu: 5 },
  },
};

/** Delhi, 1962-02-04 18:00 IST: eight bodies in Capricorn, the great stellium of that month. */
export const STELLIUM_1962: KundliForCharts = {
  planets: [
    { planet: "Ascendant", sign: 4, degree: 22.218, retrograde: false, combust: false, bhava: 1 },
    { planet: "Sun", sign: 10, degree: 21.895, retrograde: false, combust: false, bhava: 7 },
    { planet: "Moon", sign: 10, degree: 15.092, retrograde: false, combust: true, bhava: 7 },
    { planet: "Mars", sign: 10, degree: 8.662, retrograde: false, combust: true, bhava: 7 },
    { planet: "Mercury", sign: 10, degree: 24.176, retrograde: true, combust: true, bhava: 7 },
    { planet: "Jupiter", sign: 10, degree: 25.174, retrograde: false, combust: true, bhava: 7 },
    { planet: "Venus", sign: 10, degree: 23.84, retrograde: false, combust: true, bhava: 7 },
    { planet: "Saturn", sign: 10, degree: 10.424, retrograde: false, combust: true, bhava: 7 },
    { planet: "Rahu", sign: 4, degree: 24.861, retrograde: true, combust: false, bhava: 1 },
    { planet: "Ketu", sign: 10, degree: 24.861, retrograde: true, combust: false, bhava: 7 },
  ],
  vargas: {},
};

/**
 * The `count` bodies after the Ascendant all in one house, every one retrograde and combust with
 * a two-digit degree: the widest labels a chart can have.
 */
export function crowdedChart(ascendantSign: number, house: number, count: number): ChartData {
  const sign = ((ascendantSign + house - 2) % 12) + 1;
  const crowd = CHART_BODIES.slice(1, 1 + count).map((body, i) => ({
    body,
    sign,
    degree: 10 + i * 1.9 + 0.57,
    retrograde: true,
    combust: body !== "Sun",
  }));
  const ascendant = house === 1 ? [{ body: "Ascendant" as const, sign, degree: 29.99 }] : [];
  return { ascendantSign, bodies: [...ascendant, ...crowd] };
}

export const LANGUAGES_UNDER_TEST = ["en", "hi"] as const;

export async function chartI18n(lng: "en" | "hi") {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    fallbackLng: "en",
    resources: { en: { translation: { chart: enChart } }, hi: { translation: { chart: hiChart } } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** A `t` over the chart translations only, in the given language. */
export async function chartT(lng: "en" | "hi"): Promise<TFunction> {
  return (await chartI18n(lng)).getFixedT(lng);
}
