import { useId } from "react";
import { Form, useNavigation } from "react-router";
import type { Kundli } from "#engine/kundli";
import { ServerRendered } from "../server-rendered";
import { Spinner } from "../spinner";
import { formatDateTimeParts, formatDms, localParts, offsetSeconds } from "./format";
import { useAstroNames } from "./names";

/** The choices of conventions.md an astrologer may change per chart, and their values. */
export const OPTION_CHOICES = {
  ayanamsa: ["lahiri", "true-chitra", "lahiri-icrc", "kp", "raman", "yukteshwar", "pushya"],
  node: ["mean", "true"],
  houses: ["sripati", "placidus", "equal", "whole-sign"],
  sunrise: ["visible", "hindu"],
  dashaYear: ["365.25", "365.2425", "365.256363", "360"],
} as const;
export type OptionName = keyof typeof OPTION_CHOICES;
export const OPTION_NAMES = Object.keys(OPTION_CHOICES) as OptionName[];

/** The word for an option's value; dots cannot be in a translation key ("365.25" → "365_25"). */
export function optionLabel(t: (key: string) => string, name: OptionName, value: string | number): string {
  return t(`astro.${name}.${String(value).replace(".", "_")}`);
}

/** Options from a URL's query (`?ayanamsa=kp&node=true`); unknown values are left out. */
export function optionsFromSearch(params: URLSearchParams): Partial<Kundli["basic"]["options"]> {
  const options: Record<string, string | number> = {};
  for (const name of OPTION_NAMES) {
    const value = params.get(name);
    if (value !== null && (OPTION_CHOICES[name] as readonly string[]).includes(value))
      options[name] = name === "dashaYear" ? Number(value) : value;
  }
  return options as Partial<Kundli["basic"]["options"]>;
}

type ReceiptKundli = Pick<Kundli, "receipt" | "basic" | "panchang">;

/** The receipt's label/value rows: every choice, with the moment and the software. */
function ReceiptRows({ kundli }: { kundli: ReceiptKundli }) {
  const { t } = useAstroNames();
  const { receipt, basic, panchang } = kundli;
  const options = receipt.options;
  const offset = offsetSeconds(basic.utcOffset) ?? 0;
  const rows: [string, string][] = [
    [t("kundli.receipt.ayanamsa"), `${t(`astro.ayanamsa.${options.ayanamsa}`)} — ${formatDms(basic.ayanamsa)}`],
    [t("kundli.receipt.node"), t(`astro.node.${options.node}`)],
    [t("kundli.receipt.houses"), t(`astro.houses.${options.houses}`)],
    [
      t("kundli.receipt.sunrise"),
      `${t(`astro.sunrise.${options.sunrise}`)}${panchang.sunrise ? ` — ${formatDateTimeParts(localParts(panchang.sunrise, offset))}` : ""}`,
    ],
    [t("kundli.receipt.dashaYear"), optionLabel(t, "dashaYear", options.dashaYear)],
    [
      t("kundli.receipt.zone"),
      t(receipt.utcOffsetSource === "zone" ? "kundli.receipt.zoneFromPlace" : "kundli.receipt.zoneManual", {
        zone: receipt.timezone,
        offset: receipt.utcOffset,
      }),
    ],
    [t("kundli.receipt.engine"), receipt.engine],
    [
      t("kundli.receipt.ephemeris"),
      `${receipt.ephemeris.name} ${receipt.ephemeris.version} (${t(`kundli.receipt.mode.${receipt.ephemeris.mode}`, { defaultValue: receipt.ephemeris.mode })})`,
    ],
    [t("kundli.receipt.tzdata"), receipt.tzdata],
  ];
  return rows.map(([label, value]) => (
    <div key={label} className="contents">
      <dt className="font-medium text-stone-600">{label}</dt>
      <dd className="mb-1 break-words text-stone-900 sm:mb-0">{value}</dd>
    </div>
  ));
}

/**
 * The calculation receipt (conventions.md): every choice the numbers depend on, printed with
 * the Kundli; and a form that recomputes it with other choices (a GET, so the URL says which).
 */
export function Receipt({ kundli, tab }: { kundli: ReceiptKundli; tab: string }) {
  const { t, language } = useAstroNames();
  const navigation = useNavigation();
  const formId = useId();
  const recomputing =
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "GET" &&
    navigation.location?.search.includes("ayanamsa=");
  const { receipt } = kundli;
  const options = receipt.options;
  return (
    <details className="group rounded-xl border border-stone-200 bg-white" data-receipt>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 focus-visible:outline-2 focus-visible:outline-brand">
        <span>
          <span className="block font-semibold text-stone-900">{t("kundli.receipt.title")}</span>
          <span className="block text-sm text-stone-600">
            {t(`astro.ayanamsa.${options.ayanamsa}`)} · {t(`astro.node.${options.node}`)} ·{" "}
            {t(`astro.houses.${options.houses}`)} · {receipt.utcOffset}
          </span>
        </span>
        <span aria-hidden="true" className="text-stone-400 transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="space-y-4 border-t border-stone-200 px-4 py-4">
        {/* Text only: hydration keeps the server's HTML for it (docs/decisions/0040). */}
        <ServerRendered
          as="dl"
          inputs={[kundli, language]}
          className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]"
        >
          <ReceiptRows kundli={kundli} />
        </ServerRendered>
        <Form method="get" preventScrollReset className="space-y-3 rounded-xl bg-stone-50 p-3">
          <p className="text-sm font-semibold text-stone-900">{t("kundli.receipt.change")}</p>
          <input type="hidden" name="tab" value={tab} />
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {OPTION_NAMES.map((name) => (
              <div key={name} className="text-sm">
                <label htmlFor={`${formId}-${name}`} className="mb-1 block font-medium text-stone-700">
                  {t(`kundli.receipt.${name}`)}
                </label>
                <select
                  id={`${formId}-${name}`}
                  name={name}
                  defaultValue={String(options[name])}
                  className="w-full rounded-lg border border-stone-300 bg-white px-2 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand"
                >
                  {OPTION_CHOICES[name].map((value) => (
                    <option key={value} value={value}>
                      {optionLabel(t, name, value)}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
          <button
            type="submit"
            className="inline-flex items-center gap-2 rounded-xl bg-brand-strong px-4 py-2 text-sm font-semibold text-white hover:bg-brand-stronger focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {recomputing && <Spinner className="size-4" />}
            {recomputing ? t("kundli.receipt.recomputing") : t("kundli.receipt.recompute")}
          </button>
        </Form>
      </div>
    </details>
  );
}
