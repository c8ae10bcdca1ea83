import { useCallback, useId, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { CHART_STYLES, type ChartStyle } from "#app/chart/chart-data";
import { useSettings } from "../settings/context";

/** Where the astrologer's North/South choice is remembered, for every chart screen. */
export const CHART_STYLE_KEY = "kundliStudio.chartStyle";

function stored(): ChartStyle | null {
  try {
    const value = localStorage.getItem(CHART_STYLE_KEY);
    return CHART_STYLES.includes(value as ChartStyle) ? (value as ChartStyle) : null;
  } catch {
    return null;
  }
}

// Charts on this page hear a choice at once; other tabs through the storage event.
const CHANGED = "kundliStudio:chartStyle";
function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CHART_STYLE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** Remembers a choice of the switch in this browser (every chart screen hears it at once). */
export function rememberChartStyle(next: ChartStyle): void {
  try {
    localStorage.setItem(CHART_STYLE_KEY, next);
  } catch {
    /* private mode: nothing to remember it in */
  }
  window.dispatchEvent(new Event(CHANGED));
}

/**
 * The chart style: the astrologer's default (Settings) on the server and on first paint, then the
 * one last chosen with the switch in this browser. Saving Settings remembers the new default here
 * too, so a Kundli then opens in it.
 */
export function useChartStyle(): [ChartStyle, (style: ChartStyle) => void] {
  const fallback = useSettings().chart_style;
  const style = useSyncExternalStore<ChartStyle>(
    subscribe,
    () => stored() ?? fallback,
    () => fallback,
  );
  const choose = useCallback((next: ChartStyle) => rememberChartStyle(next), []);
  return [style, choose];
}

/** North / South switch: a radio group that looks like two segmented buttons. */
export function ChartStyleSwitch({ value, onChange }: { value: ChartStyle; onChange: (style: ChartStyle) => void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="inline-flex rounded-xl border border-stone-300 bg-white p-0.5">
      <legend className="sr-only">{t("kundli.charts.style")}</legend>
      {CHART_STYLES.map((style) => (
        <label
          key={style}
          className={`cursor-pointer rounded-[10px] px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand ${
            value === style ? "bg-brand-strong text-white" : "text-stone-700 hover:bg-stone-100"
          }`}
        >
          <input
            type="radio"
            name={name}
            value={style}
            checked={value === style}
            onChange={() => onChange(style)}
            className="sr-only"
          />
          {t(`kundli.charts.styles.${style}`)}
        </label>
      ))}
    </fieldset>
  );
}
