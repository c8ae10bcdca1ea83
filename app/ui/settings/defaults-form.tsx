/**
 * The Settings screen's defaults form: chart style, paper size and branding profile for charts
 * and reports, the calculation options of conventions.md a new Kundli is computed with, and the
 * place the day's Panchang opens at (chosen from the gazetteer search, as New Kundli's place).
 * A plain form posting to /main/settings (works without script, except the place search),
 * checked with its schema in the browser too (Conform).
 */
import { useTranslation } from "react-i18next";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import {
  AYANAMSA_CHOICES,
  CHART_STYLE_CHOICES,
  DASHA_YEAR_CHOICES,
  HOUSES_CHOICES,
  NODE_CHOICES,
  PAPER_SIZE_CHOICES,
  SUNRISE_CHOICES,
  type UserSettings,
} from "#app/shared/accounts/settings";
import { cardClass, inputClass, labelClass } from "../accounts/form-state";
import { FieldError, FormError, Select, useSchemaForm } from "#app/ui/forms";
import { PlaceSearch } from "../kundli/place-search";
import { optionLabel } from "../kundli/receipt";
import { Button } from "#app/ui/button";

const DEFAULT_FIELDS = [
  "chart_style",
  "paper_size",
  "branding_profile_id",
  "ayanamsa",
  "node",
  "houses",
  "sunrise",
  "dasha_year",
  // The place search's own fields (PlaceSearch with prefix "default_"): the chosen gazetteer id
  // and the text in the box; the action turns them into `default_place_id`.
  "default_placeId",
  "default_placeLabel",
] as const;

const CALC_FIELDS = [
  ["ayanamsa", AYANAMSA_CHOICES],
  ["node", NODE_CHOICES],
  ["houses", HOUSES_CHOICES],
  ["sunrise", SUNRISE_CHOICES],
  ["dasha_year", DASHA_YEAR_CHOICES],
] as const;

/**
 * The form's strings of the settings (what a refused form shows again); `placeLabel` is the
 * default place as the gazetteer names it in the reader's language.
 */
export function settingsValues(
  settings: UserSettings,
  placeLabel = settings.default_place?.name ?? "",
): Record<string, string> {
  const place = settings.default_place;
  return {
    ...Object.fromEntries(
      DEFAULT_FIELDS.filter((name) => name in settings).map((name) => {
        const value = settings[name as keyof UserSettings];
        return [name, value === null ? "" : String(value)];
      }),
    ),
    default_placeId: place ? String(place.id) : "",
    default_placeLabel: place ? placeLabel : "",
  };
}

export function DefaultsForm({
  values,
  branding,
  lastResult,
}: {
  /** The stored settings as the form's strings (settingsValues). */
  values: Record<string, string>;
  branding: { id: number; name: string }[];
  /** The action's answer when the last post was this form's. */
  lastResult: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save-defaults";
  const [form, fields] = useSchemaForm(
    () => import("#app/shared/accounts/settings-fields").then((schemas) => schemas.defaultsForm),
    { lastResult, defaultValue: values },
  );
  // What is shown again: what was sent when refused, else the stored settings.
  const shown = (name: keyof typeof fields) => String(fields[name].initialValue ?? "");
  return (
    <Form method="post" {...getFormProps(form)} className={`${cardClass} space-y-5`} aria-labelledby="defaults-title">
      <div>
        <h2 id="defaults-title" className="text-lg font-semibold text-stone-900">
          {t("settings.defaults.title")}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t("settings.defaults.lead")}</p>
      </div>
      <FormError form={form} />
      <fieldset className="space-y-4">
        <legend className="font-medium text-stone-900">{t("settings.defaults.reports")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className={labelClass} role="radiogroup" aria-labelledby="chart-style-label">
            <span id="chart-style-label">{t("settings.fields.chart_style")}</span>
            <div className="mt-1 flex gap-2">
              {CHART_STYLE_CHOICES.map((style) => (
                <label
                  key={style}
                  className="flex flex-1 cursor-pointer items-center gap-2 rounded-xl border border-stone-300 bg-white px-3 py-2 font-normal has-[:checked]:border-brand has-[:checked]:bg-orange-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
                >
                  <input
                    type="radio"
                    name="chart_style"
                    value={style}
                    defaultChecked={shown("chart_style") === style}
                    aria-invalid={fields.chart_style.errors ? true : undefined}
                    className="accent-brand-strong"
                  />
                  {t(`kundli.charts.styles.${style}`)}
                </label>
              ))}
            </div>
            <FieldError field={fields.chart_style} />
          </div>
          <label className={labelClass}>
            {t("settings.fields.paper_size")}
            <Select field={fields.paper_size} className={inputClass}>
              {PAPER_SIZE_CHOICES.map((size) => (
                <option key={size} value={size}>
                  {t(`settings.paper.${size}`)}
                </option>
              ))}
            </Select>
            <FieldError field={fields.paper_size} />
          </label>
          <label className={`${labelClass} sm:col-span-2`}>
            {t("settings.fields.branding_profile_id")}
            <Select field={fields.branding_profile_id} className={inputClass}>
              <option value="">{t("settings.noBranding")}</option>
              {branding.map((profile) => (
                <option key={profile.id} value={profile.id}>
                  {profile.name}
                </option>
              ))}
            </Select>
            <span className="mt-1 block text-xs font-normal text-stone-500">
              {branding.length === 0 ? t("settings.noBrandingYet") : t("settings.brandingHint")}{" "}
              <Link to="/main/branding" className="font-medium text-brand-strong underline">
                {t("settings.manageBranding")}
              </Link>
            </span>
            <FieldError field={fields.branding_profile_id} />
          </label>
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="font-medium text-stone-900">{t("settings.defaults.calculation")}</legend>
        <p className="text-sm text-stone-600">{t("settings.defaults.calculationLead")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {CALC_FIELDS.map(([name, choices]) => (
            <label key={name} className={labelClass}>
              {t(`kundli.receipt.${name === "dasha_year" ? "dashaYear" : name}`)}
              <Select field={fields[name]} className={inputClass}>
                {choices.map((choice) => (
                  <option key={choice} value={choice}>
                    {optionLabel(t, name === "dasha_year" ? "dashaYear" : name, choice)}
                  </option>
                ))}
              </Select>
              <FieldError field={fields[name]} />
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="font-medium text-stone-900">{t("settings.defaults.panchang")}</legend>
        <p id="default-place-hint" className="text-sm text-stone-600">
          {t("settings.defaults.panchangLead")}
        </p>
        <div>
          <label htmlFor="default_place" className={labelClass}>
            {t("settings.fields.default_place_id")}
          </label>
          <div className="mt-1">
            <PlaceSearch
              prefix="default_"
              defaultLabel={shown("default_placeLabel")}
              defaultId={shown("default_placeId")}
              error={fields.default_placeLabel.errors?.[0]}
              describedBy={
                fields.default_placeLabel.errors
                  ? `default-place-hint ${fields.default_placeLabel.errorId}`
                  : "default-place-hint"
              }
            />
          </div>
          <FieldError field={fields.default_placeLabel} />
          <Link to="/main/panchang" className="mt-2 inline-block text-sm font-medium text-brand-strong underline">
            {t("settings.openPanchang")}
          </Link>
        </div>
      </fieldset>
      <Button type="submit" name="intent" value="save-defaults" disabled={busy}>
        {busy ? t("accountScreens.saving") : t("settings.save")}
      </Button>
    </Form>
  );
}
