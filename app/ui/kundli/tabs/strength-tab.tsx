import type { KundliPart } from "#app/shared/kundli/tabs";
import { errorText } from "#app/client/api";
import { ScreenSpinner } from "../../spinner";
import { useAstroNames } from "../names";
import { useKundliSection } from "../section";
import { StrengthView } from "../strength-view";

/** Strength: Shadbala and Bhava bala (calc-cli-v2 `strength`), asked for when the tab opens. */
export default function StrengthTab({ kundli }: { kundli: KundliPart<"strength"> }) {
  const { t } = useAstroNames();
  const state = useKundliSection(kundli, "strength");
  if (state.status === "loading") return <ScreenSpinner label={t("strength.loading")} />;
  if (state.status === "failed") {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p className="font-medium">{t("strength.failed")}</p>
        <p className="mt-1">{errorText(state.error, t)}</p>
        <button
          type="button"
          onClick={state.retry}
          className="mt-3 inline-flex items-center gap-2 rounded-lg bg-white px-3 py-1.5 font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-brand"
        >
          {t("strength.retry")}
        </button>
      </div>
    );
  }
  return <StrengthView strength={state.value} />;
}
