import { useId, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "#app/ui/button";
import { useHydrated } from "../hydrated";
import { PARENT_FIELDS, type BirthFormValues, type ParentField } from "#app/shared/kundli/birth-form";
import { CalendarButton } from "./calendar";
import { PlaceSearch } from "./place-search";

const inputClass = (invalid: boolean) =>
  `w-full rounded-xl border bg-white px-3 py-2.5 text-base focus-visible:outline-2 focus-visible:outline-brand ${invalid ? "border-red-500" : "border-stone-300"}`;
const selectClass = (invalid: boolean) =>
  `h-11 min-w-0 rounded-xl border bg-white px-2 text-base focus-visible:outline-2 focus-visible:outline-brand ${invalid ? "border-red-500" : "border-stone-300"}`;

function monthNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language === "hi" ? "hi-IN" : "en-IN", { month: "long", timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2001, i, 1))));
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const pad = (n: number) => String(n).padStart(2, "0");

/** The messages of a birth form's fields, already translated (Conform's errors, by field name without prefix). */
export type BirthErrors = Partial<Record<keyof BirthFormValues, string>>;

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

function Field({
  label,
  htmlFor,
  children,
  error,
  errorId,
  hint,
}: {
  label: ReactNode;
  htmlFor?: string;
  children: ReactNode;
  error?: string;
  errorId: string;
  hint?: ReactNode;
}) {
  return (
    <div>
      {htmlFor ? (
        <label htmlFor={htmlFor} className="mb-1 block text-sm font-semibold text-stone-800">
          {label}
        </label>
      ) : (
        <span className="mb-1 block text-sm font-semibold text-stone-800">{label}</span>
      )}
      {children}
      {hint}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * The birth details of one person (New Kundli, Edit, and each side of matchmaking). Plain form
 * fields, named `prefix + field` (birth-form.ts); script adds the calendar, the 12-hour clock,
 * the place search and the Remove buttons of the parents' fields.
 */
export function BirthFields({
  prefix = "",
  values,
  errors = {},
  fixedGender,
}: {
  prefix?: string;
  values: BirthFormValues;
  errors?: BirthErrors;
  fixedGender?: "male" | "female";
}) {
  const { t, i18n } = useTranslation();
  const uid = useId();
  const id = (field: string) => `${uid}-${field}`;
  const err = (field: string) => `${uid}-${field}-error`;
  const months = useMemo(() => monthNames(i18n.language), [i18n.language]);
  const hydrated = useHydrated();

  const [date, setDate] = useState({ day: values.day, month: values.month, year: values.year });
  const [clock, setClock] = useState<"24" | "12">(values.clock === "12" ? "12" : "24");
  const [hour, setHour] = useState(values.hour);
  const [meridiem, setMeridiem] = useState(values.meridiem);
  const [shown, setShown] = useState<ParentField[]>(() => [...PARENT_FIELDS]);
  const manualOpen = Boolean(
    values.latitude || values.longitude || values.utcOffset || errors.latitude || errors.longitude || errors.utcOffset,
  );

  const switchClock = (next: "24" | "12") => {
    // Keep the same moment when the clock changes: 15 ↔ 3 PM.
    const h = Number(hour);
    if (hour !== "" && Number.isInteger(h)) {
      if (next === "12" && clock === "24") {
        setMeridiem(h >= 12 ? "pm" : "am");
        setHour(String(h % 12 === 0 ? 12 : h % 12));
      } else if (next === "24" && clock === "12") {
        setHour(String((h % 12) + (meridiem === "pm" ? 12 : 0)));
      }
    }
    setClock(next);
  };

  const described = (field: keyof BirthErrors) => (errors[field] ? err(field) : undefined);
  const dateError = errors.day ?? errors.month ?? errors.year;
  const timeError = errors.hour ?? errors.minute ?? errors.second ?? errors.meridiem;

  return (
    <div className="space-y-5">
      <Field label={t("kundli.form.name")} htmlFor={id("name")} error={errors.name} errorId={err("name")}>
        <input
          id={id("name")}
          name={`${prefix}name`}
          type="text"
          required
          maxLength={100}
          autoComplete="off"
          defaultValue={values.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={described("name")}
          className={inputClass(Boolean(errors.name))}
        />
      </Field>

      {fixedGender ? (
        <input type="hidden" name={`${prefix}gender`} value={fixedGender} />
      ) : (
        <fieldset aria-describedby={described("gender")}>
          <legend className="mb-1 block text-sm font-semibold text-stone-800">{t("kundli.form.gender")}</legend>
          <div className="flex gap-3">
            {(["male", "female"] as const).map((g) => (
              <label
                key={g}
                className="flex flex-1 cursor-pointer items-center gap-2 rounded-xl border border-stone-300 bg-white px-3 py-2.5 has-[:checked]:border-brand has-[:checked]:bg-orange-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
              >
                <input
                  type="radio"
                  name={`${prefix}gender`}
                  value={g}
                  defaultChecked={values.gender === g}
                  required
                  className="accent-[#b35200]"
                />
                {t(`astro.gender.${g}`)}
              </label>
            ))}
          </div>
          <FieldError id={err("gender")} message={errors.gender} />
        </fieldset>
      )}

      <fieldset aria-describedby={dateError ? err("date") : undefined}>
        <legend className="mb-1 block text-sm font-semibold text-stone-800">{t("kundli.form.date")}</legend>
        <div className="flex flex-wrap items-center gap-2">
          <select
            name={`${prefix}day`}
            aria-label={t("kundli.form.day")}
            value={date.day}
            onChange={(e) => setDate((d) => ({ ...d, day: e.target.value }))}
            aria-invalid={errors.day ? true : undefined}
            className={`${selectClass(Boolean(errors.day))} w-[4.5rem]`}
          >
            <option value="">{t("kundli.form.dayPlaceholder")}</option>
            {range(1, 31).map((d) => (
              <option key={d} value={String(d)}>
                {d}
              </option>
            ))}
          </select>
          <select
            name={`${prefix}month`}
            aria-label={t("kundli.form.month")}
            value={date.month}
            onChange={(e) => setDate((d) => ({ ...d, month: e.target.value }))}
            aria-invalid={errors.month ? true : undefined}
            className={`${selectClass(Boolean(errors.month))} min-w-0 flex-1 basis-32`}
          >
            <option value="">{t("kundli.form.monthPlaceholder")}</option>
            {months.map((m, i) => (
              <option key={m} value={String(i + 1)}>
                {m}
              </option>
            ))}
          </select>
          <input
            name={`${prefix}year`}
            aria-label={t("kundli.form.year")}
            type="number"
            inputMode="numeric"
            min={1}
            max={2999}
            placeholder={t("kundli.form.yearPlaceholder")}
            value={date.year}
            onChange={(e) => setDate((d) => ({ ...d, year: e.target.value }))}
            aria-invalid={errors.year ? true : undefined}
            className={`${selectClass(Boolean(errors.year))} w-24 px-3`}
          />
          {hydrated && (
            <CalendarButton
              year={Number(date.year) || null}
              month={Number(date.month) || null}
              day={Number(date.day) || null}
              monthNames={months}
              onPick={(d) => setDate({ day: String(d.day), month: String(d.month), year: String(d.year) })}
            />
          )}
        </div>
        <FieldError id={err("date")} message={dateError} />
      </fieldset>

      <fieldset aria-describedby={timeError ? err("time") : undefined}>
        <legend className="mb-1 block text-sm font-semibold text-stone-800">{t("kundli.form.time")}</legend>
        <div className="flex flex-wrap items-center gap-2">
          <select
            name={`${prefix}hour`}
            aria-label={t("kundli.form.hour")}
            value={hour}
            onChange={(e) => setHour(e.target.value)}
            aria-invalid={errors.hour ? true : undefined}
            className={`${selectClass(Boolean(errors.hour))} w-[4.5rem]`}
          >
            <option value="">{t("kundli.form.hourPlaceholder")}</option>
            {(clock === "12" ? range(1, 12) : range(0, 23)).map((h) => (
              <option key={h} value={String(h)}>
                {pad(h)}
              </option>
            ))}
          </select>
          <span aria-hidden="true">:</span>
          <select
            name={`${prefix}minute`}
            aria-label={t("kundli.form.minute")}
            defaultValue={values.minute === "" ? "" : pad(Number(values.minute))}
            className={`${selectClass(Boolean(errors.minute))} w-[4.5rem]`}
          >
            <option value="">{t("kundli.form.minutePlaceholder")}</option>
            {range(0, 59).map((m) => (
              <option key={m} value={pad(m)}>
                {pad(m)}
              </option>
            ))}
          </select>
          <span aria-hidden="true">:</span>
          <select
            name={`${prefix}second`}
            aria-label={t("kundli.form.second")}
            defaultValue={values.second === "" ? "00" : pad(Number(values.second))}
            className={`${selectClass(Boolean(errors.second))} w-[4.5rem]`}
          >
            {range(0, 59).map((s) => (
              <option key={s} value={pad(s)}>
                {pad(s)}
              </option>
            ))}
          </select>
          {clock === "12" && (
            <select
              name={`${prefix}meridiem`}
              aria-label={t("kundli.form.meridiem")}
              value={meridiem}
              onChange={(e) => setMeridiem(e.target.value)}
              className={`${selectClass(Boolean(errors.meridiem))} w-20`}
            >
              <option value="">—</option>
              <option value="am">{t("kundli.form.am")}</option>
              <option value="pm">{t("kundli.form.pm")}</option>
            </select>
          )}
          <fieldset className="inline-flex rounded-xl border border-stone-300 bg-white p-0.5">
            <legend className="sr-only">{t("kundli.form.clock")}</legend>
            {(["24", "12"] as const).map((c) => (
              <label
                key={c}
                className={`cursor-pointer rounded-[10px] px-2.5 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand ${clock === c ? "bg-stone-800 text-white" : "text-stone-700"}`}
              >
                <input
                  type="radio"
                  name={`${prefix}clock`}
                  value={c}
                  checked={clock === c}
                  onChange={() => switchClock(c)}
                  className="sr-only"
                />
                {t(`kundli.form.clock${c}`)}
              </label>
            ))}
          </fieldset>
        </div>
        <FieldError id={err("time")} message={timeError} />
      </fieldset>

      <Field
        label={t("kundli.form.place")}
        htmlFor={`${prefix}place`}
        error={errors.placeLabel ?? errors.placeId}
        errorId={err("place")}
      >
        <PlaceSearch
          prefix={prefix}
          defaultLabel={values.placeLabel}
          defaultId={values.placeId}
          error={errors.placeLabel ?? errors.placeId}
          describedBy={errors.placeLabel || errors.placeId ? err("place") : undefined}
        />
      </Field>

      <details open={manualOpen || undefined} className="rounded-xl border border-stone-200 bg-stone-50/60 px-3 py-2">
        <summary className="cursor-pointer py-1 text-sm font-semibold text-stone-800 focus-visible:outline-2 focus-visible:outline-brand">
          {t("kundli.form.manual")}
        </summary>
        <p className="mt-1 text-sm text-stone-600">{t("kundli.form.manualHint")}</p>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          <Field
            label={t("kundli.form.latitude")}
            htmlFor={id("latitude")}
            error={errors.latitude}
            errorId={err("latitude")}
          >
            <input
              id={id("latitude")}
              name={`${prefix}latitude`}
              inputMode="decimal"
              placeholder="25.3176"
              defaultValue={values.latitude}
              aria-invalid={errors.latitude ? true : undefined}
              aria-describedby={described("latitude")}
              className={inputClass(Boolean(errors.latitude))}
            />
          </Field>
          <Field
            label={t("kundli.form.longitude")}
            htmlFor={id("longitude")}
            error={errors.longitude}
            errorId={err("longitude")}
          >
            <input
              id={id("longitude")}
              name={`${prefix}longitude`}
              inputMode="decimal"
              placeholder="82.9739"
              defaultValue={values.longitude}
              aria-invalid={errors.longitude ? true : undefined}
              aria-describedby={described("longitude")}
              className={inputClass(Boolean(errors.longitude))}
            />
          </Field>
          <Field
            label={t("kundli.form.utcOffset")}
            htmlFor={id("utcOffset")}
            error={errors.utcOffset}
            errorId={err("utcOffset")}
          >
            <input
              id={id("utcOffset")}
              name={`${prefix}utcOffset`}
              placeholder="+05:30"
              defaultValue={values.utcOffset}
              aria-invalid={errors.utcOffset ? true : undefined}
              aria-describedby={described("utcOffset")}
              className={inputClass(Boolean(errors.utcOffset))}
            />
          </Field>
        </div>
      </details>

      <fieldset>
        <legend className="mb-2 block text-sm font-semibold text-stone-800">{t("kundli.form.parents")}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {shown.map((field) => (
            <div key={field}>
              <div className="mb-1 flex items-center justify-between gap-2">
                <label htmlFor={id(field)} className="text-sm font-medium text-stone-700">
                  {t(`kundli.form.${field}`)}
                </label>
                {hydrated && (
                  <button
                    type="button"
                    onClick={() => setShown((s) => s.filter((f) => f !== field))}
                    aria-label={t("kundli.form.removeField", { field: t(`kundli.form.${field}`) })}
                    className="rounded text-sm font-medium text-brand-strong hover:underline focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    {t("kundli.form.remove")}
                  </button>
                )}
              </div>
              <input
                id={id(field)}
                name={`${prefix}${field}`}
                type="text"
                maxLength={100}
                autoComplete="off"
                defaultValue={values[field]}
                aria-invalid={errors[field] ? true : undefined}
                className={inputClass(Boolean(errors[field]))}
              />
              <FieldError id={err(field)} message={errors[field]} />
            </div>
          ))}
        </div>
        {shown.length < PARENT_FIELDS.length && (
          <div className="mt-2 flex flex-wrap gap-2">
            {PARENT_FIELDS.filter((f) => !shown.includes(f)).map((field) => (
              <button
                key={field}
                type="button"
                onClick={() => setShown((s) => PARENT_FIELDS.filter((f) => f === field || s.includes(f)))}
                className={buttonVariants({
                  variant: "secondary",
                  size: "sm",
                  className: "rounded-full border-dashed border-stone-400 py-1 font-normal",
                })}
              >
                + {t(`kundli.form.${field}`)}
              </button>
            ))}
          </div>
        )}
      </fieldset>
    </div>
  );
}
