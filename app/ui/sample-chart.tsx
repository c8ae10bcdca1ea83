/**
 * The landing page's picture: a North Indian Lagna chart (Leo rising) drawn as the product
 * draws charts. Decorative data, not a calculation; its labels come from the translations.
 */
import { useTranslation } from "react-i18next";

type Planet = "sun" | "moon" | "mars" | "mercury" | "jupiter" | "venus" | "saturn" | "rahu" | "ketu";

/** House → [centre of its cell, where its sign number sits] in a 100×100 square. */
const HOUSES: Record<number, { at: [number, number]; sign: [number, number] }> = {
  1: { at: [50, 24], sign: [50, 43] },
  2: { at: [25, 9], sign: [25, 20] },
  3: { at: [9, 25], sign: [19, 25] },
  4: { at: [25, 49], sign: [42, 50] },
  5: { at: [9, 75], sign: [19, 75] },
  6: { at: [25, 92], sign: [25, 81] },
  7: { at: [50, 74], sign: [50, 58] },
  8: { at: [75, 92], sign: [75, 81] },
  9: { at: [91, 75], sign: [81, 75] },
  10: { at: [75, 49], sign: [58, 50] },
  11: { at: [91, 25], sign: [81, 25] },
  12: { at: [75, 9], sign: [75, 20] },
};

const ASCENDANT_SIGN = 5; // Leo
const PLACED: Record<number, Planet[]> = {
  1: ["sun"],
  2: ["mercury", "venus"],
  4: ["ketu"],
  5: ["jupiter"],
  7: ["saturn"],
  9: ["mars"],
  10: ["rahu"],
  11: ["moon"],
};

export function SampleChart() {
  const { t } = useTranslation();
  return (
    <figure className="mx-auto w-full max-w-sm">
      <div className="rounded-3xl border border-orange-200 bg-white p-4 shadow-[0_20px_60px_-25px_rgba(250,117,0,0.45)] sm:p-6">
        <svg viewBox="-2 -2 104 104" role="img" aria-label={t("landing.chart.label")} className="w-full">
          <rect x="0" y="0" width="100" height="100" rx="1.5" fill="#FFF7ED" stroke="#FA7500" strokeWidth="0.9" />
          <path d="M0 0 100 100M100 0 0 100M50 0 100 50 50 100 0 50Z" fill="none" stroke="#FA7500" strokeWidth="0.7" />
          {Object.entries(HOUSES).map(([house, { at, sign }]) => {
            const n = Number(house);
            const planets = PLACED[n] ?? [];
            const signNumber = ((ASCENDANT_SIGN + n - 2) % 12) + 1;
            return (
              <g key={house}>
                <text x={sign[0]} y={sign[1]} textAnchor="middle" dominantBaseline="middle" fontSize="4" fill="#a8a29e">
                  {signNumber}
                </text>
                {n === 1 && (
                  <text
                    x={at[0]}
                    y={at[1] - 6}
                    textAnchor="middle"
                    dominantBaseline="middle"
                    fontSize="4.6"
                    fontWeight="700"
                    fill="#b35200"
                  >
                    {t("landing.chart.asc")}
                  </text>
                )}
                <text
                  x={at[0]}
                  y={at[1]}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  fontSize="4.6"
                  fontWeight="600"
                  fill="#44403c"
                >
                  {planets.map((p) => t(`landing.chart.planets.${p}`)).join(" ")}
                </text>
              </g>
            );
          })}
        </svg>
        <figcaption className="mt-2 text-center text-xs font-medium tracking-wide text-stone-500 uppercase">
          {t("landing.chart.styles")}
        </figcaption>
        <div className="mt-4 grid grid-cols-2 gap-3" aria-hidden="true">
          <div className="rounded-xl border border-stone-200 bg-stone-50 px-3 py-2">
            <p className="text-[11px] font-medium text-stone-500">{t("landing.chart.dashaLabel")}</p>
            <p className="text-sm font-semibold text-stone-800">{t("landing.chart.dasha")}</p>
          </div>
          <div className="rounded-xl border border-stone-200 bg-stone-50 px-3 py-2">
            <p className="text-[11px] font-medium text-stone-500">{t("landing.chart.scoreLabel")}</p>
            <p className="text-sm font-semibold text-brand-strong">{t("landing.chart.score")}</p>
          </div>
        </div>
      </div>
    </figure>
  );
}
