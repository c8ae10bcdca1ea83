import { useId, useState, type FormEvent } from "react";
import type { Kundli } from "#engine/kundli";
import { offsetSeconds } from "./format";
import { instantOfPlaceClock, isoAt, placeClock, placeClockFields, zoneOffsetAt } from "./moment";
import { useAstroNames } from "./names";

/** The browser's clock, read when Now is pressed (never while rendering). */
const clockNow = () => Date.now();

/**
 * The moment a section is asked for (KP's ruling planets, the Gochar's transits): a date and a
 * time on the birth place's clock (moment.ts), Show and Now. The fields hold the moment shown
 * until the astrologer types another; a moment outside the years 1–2999 is refused here.
 */
export function MomentPicker({
  kundli,
  at,
  onAt,
  legend,
  show,
}: {
  kundli: Pick<Kundli, "basic">;
  /** The moment of the answer shown (ISO 8601). */
  at: string;
  /** Asks for another moment (ISO 8601 with the place's offset then). */
  onAt: (at: string) => void;
  /** What the moment is for, naming the place. */
  legend: string;
  /** The submit button's words. */
  show: string;
}) {
  const { t } = useAstroNames();
  const zone = kundli.basic.timezone;
  const fallback = offsetSeconds(kundli.basic.utcOffset) ?? 0;
  const shown = placeClockFields(placeClock(Date.parse(at), zone, fallback).parts);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const dateId = useId();
  const timeId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const d = date ?? shown.date;
    const instant = instantOfPlaceClock(`${d}T${time ?? shown.time}`, zone, fallback);
    const year = Number(d.slice(0, 4));
    if (!instant || year < 1 || year > 2999) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onAt(isoAt(instant.ms, instant.offset));
  };
  const toNow = () => {
    const ms = clockNow();
    setDate(null);
    setTime(null);
    setInvalid(false);
    onAt(isoAt(ms, zoneOffsetAt(zone, ms) ?? fallback));
  };
  const field =
    "min-w-0 rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm tabular-nums focus-visible:outline-2 focus-visible:outline-brand aria-invalid:border-red-500";
  const typed = (set: (value: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    setInvalid(false);
  };

  return (
    <>
      <form onSubmit={submit} noValidate>
        <fieldset className="flex flex-wrap items-end gap-2">
          <legend className="mb-1 text-sm font-medium text-stone-700">{legend}</legend>
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor={dateId} className="text-xs font-medium text-stone-600">
              {t("kundli.moment.date")}
            </label>
            <input
              id={dateId}
              type="date"
              min="0001-01-01"
              max="2999-12-31"
              value={date ?? shown.date}
              onChange={typed(setDate)}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              className={field}
            />
          </div>
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor={timeId} className="text-xs font-medium text-stone-600">
              {t("kundli.moment.time")}
            </label>
            <input
              id={timeId}
              type="time"
              step={60}
              value={time ?? shown.time}
              onChange={typed(setTime)}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              className={field}
            />
          </div>
          <button
            type="submit"
            className="rounded-xl bg-brand-strong px-4 py-2 text-sm font-semibold text-white hover:bg-brand-stronger focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {show}
          </button>
          <button
            type="button"
            onClick={toNow}
            className="rounded-xl border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand"
          >
            {t("kundli.moment.now")}
          </button>
        </fieldset>
      </form>
      {invalid && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {t("kundli.moment.invalid")}
        </p>
      )}
    </>
  );
}
