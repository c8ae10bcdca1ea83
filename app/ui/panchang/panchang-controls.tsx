/**
 * The Panchang screen's date and place: the previous and next day, a date picker and today, and
 * a place search to look at another place (the default place in Settings stays as it is).
 * Plain GET forms and links to `?date=&place=`, so the screen works without script (the place
 * search itself needs script, as on New Kundli); with script, a picked date or place opens at once.
 */
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigate } from "react-router";
import { ArrowLeftIcon, ArrowRightIcon } from "../icons";
import { PlaceSearch } from "../kundli/place-search";
import { panchangHref, shiftDate } from "./format";

const button =
  "inline-flex h-11 items-center justify-center gap-1.5 rounded-xl border border-stone-300 bg-white px-3 text-sm font-medium text-stone-700 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand";
const primary =
  "inline-flex h-11 items-center justify-center rounded-xl bg-brand px-4 text-sm font-semibold text-stone-950 hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

export function PanchangControls({
  date,
  placeId,
  defaultPlace,
}: {
  /** The date shown (YYYY-MM-DD), or null when there is none yet. */
  date: string | null;
  /** The gazetteer id of the place shown, or null. */
  placeId: number | null;
  defaultPlace: { id: number; label: string } | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const valid = date !== null && /^\d{4}-\d{2}-\d{2}$/.test(date);
  return (
    <section
      aria-label={t("panchang.controls.label")}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      {placeId !== null && (
        // Phones: the day's steps on one row, the picker below; wider screens: one row.
        <div className="flex flex-wrap items-end justify-between gap-2 sm:justify-start">
          {valid && (
            <Link to={panchangHref(shiftDate(date, -1), placeId)} className={`${button} order-1`} data-step="previous">
              <ArrowLeftIcon className="size-4" />
              <span className="sr-only sm:not-sr-only">{t("panchang.controls.previous")}</span>
            </Link>
          )}
          <Form
            method="get"
            action="/main/panchang"
            className="order-4 flex basis-full items-end gap-2 sm:order-2 sm:basis-auto"
          >
            <input type="hidden" name="place" value={placeId} />
            <label className="block min-w-0 flex-1 text-sm font-medium text-stone-700 sm:flex-none">
              {t("panchang.controls.date")}
              <input
                key={date}
                type="date"
                name="date"
                required
                min="0001-01-01"
                max="2999-12-31"
                defaultValue={valid ? date : undefined}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  if (/^\d{4}-\d{2}-\d{2}$/.test(value) && value !== date) void navigate(panchangHref(value, placeId));
                }}
                className="mt-1 block h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base tabular-nums focus-visible:outline-2 focus-visible:outline-brand sm:w-[10.5rem]"
              />
            </label>
            <button type="submit" className={primary}>
              {t("panchang.controls.show")}
            </button>
          </Form>
          <Link to={panchangHref(null, placeId)} className={`${button} order-2 sm:order-4`} data-step="today">
            {t("panchang.controls.today")}
          </Link>
          {valid && (
            <Link to={panchangHref(shiftDate(date, 1), placeId)} className={`${button} order-3`} data-step="next">
              <span className="sr-only sm:not-sr-only">{t("panchang.controls.next")}</span>
              <ArrowRightIcon className="size-4" />
            </Link>
          )}
        </div>
      )}
      <Form method="get" action="/main/panchang" className="space-y-1">
        {valid && <input type="hidden" name="date" value={date} />}
        <label htmlFor="panchang_place" className="block text-sm font-medium text-stone-700">
          {t("panchang.controls.place")}
        </label>
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <PlaceSearch
              prefix="panchang_"
              defaultLabel=""
              defaultId=""
              describedBy="panchang-place-hint"
              onChoose={(place) => void navigate(panchangHref(valid ? date : null, place.id))}
            />
          </div>
          <button type="submit" className={primary}>
            {t("panchang.controls.show")}
          </button>
        </div>
        <p id="panchang-place-hint" className="text-sm text-stone-600">
          {defaultPlace ? (
            <>
              {t("panchang.controls.defaultPlace", { place: defaultPlace.label })}
              {defaultPlace.id !== placeId && (
                <>
                  {" · "}
                  <Link
                    to={panchangHref(valid ? date : null, defaultPlace.id)}
                    className="font-medium text-brand-strong underline"
                  >
                    {t("panchang.controls.backToDefault", { place: defaultPlace.label })}
                  </Link>
                </>
              )}
              {" · "}
              <Link to="/main/settings" className="font-medium text-brand-strong underline">
                {t("panchang.controls.changeDefault")}
              </Link>
            </>
          ) : (
            <>
              {t("panchang.controls.placeHint")}{" "}
              <Link to="/main/settings" className="font-medium text-brand-strong underline">
                {t("panchang.noPlace.settings")}
              </Link>
            </>
          )}
        </p>
      </Form>
    </section>
  );
}
