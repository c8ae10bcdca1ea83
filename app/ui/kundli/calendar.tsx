import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ArrowLeftIcon, ArrowRightIcon, CalendarIcon } from "../icons";
import { daysInMonth } from "#app/shared/kundli/birth-form";

/** Weeks of a month as rows of seven day numbers (null outside the month), Sunday first (spec §9). */
export function monthGrid(year: number, month: number): (number | null)[][] {
  const first = new Date(Date.UTC(2000, 0, 1));
  first.setUTCFullYear(year, month - 1, 1);
  const lead = first.getUTCDay(); // 0 = Sunday
  const cells: (number | null)[] = [
    ...Array<null>(lead).fill(null),
    ...Array.from({ length: daysInMonth(year, month) }, (_, i) => i + 1),
  ];
  while (cells.length % 7) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

function weekdayNames(language: string): string[] {
  // 2023-01-01 was a Sunday.
  const format = new Intl.DateTimeFormat(language === "hi" ? "hi-IN" : "en-IN", { weekday: "short", timeZone: "UTC" });
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2023, 0, 1 + i))));
}

/**
 * A month calendar that fills the day, month and year pickers. The pickers stay the form's
 * fields (they work without script); this only helps choose, with the week starting on Sunday.
 */
export function CalendarButton({
  year,
  month,
  day,
  monthNames,
  onPick,
}: {
  year: number | null;
  month: number | null;
  day: number | null;
  monthNames: string[];
  onPick: (date: { year: number; month: number; day: number }) => void;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const today = new Date();
  const [view, setView] = useState({ year: year ?? today.getFullYear() - 30, month: month ?? 1 });
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLButtonElement>("[data-selected='true'], [data-day]")?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (!panel.current?.contains(e.target as Node) && !button.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  const step = (delta: number) =>
    setView((v) => {
      const index = v.year * 12 + (v.month - 1) + delta;
      return { year: Math.floor(index / 12), month: (index % 12) + 1 };
    });
  const weeks = monthGrid(view.year, view.month);
  const days = weekdayNames(i18n.language);
  const selected = (d: number) => d === day && view.month === month && view.year === year;

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => {
          if (!open) setView({ year: year ?? today.getFullYear() - 30, month: month ?? 1 });
          setOpen((o) => !o);
        }}
        className="flex h-11 items-center gap-1.5 rounded-xl border border-stone-300 bg-white px-3 text-sm font-medium text-stone-700 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <CalendarIcon className="size-5" />
        <span className="sr-only sm:not-sr-only">{t("kundli.form.calendar")}</span>
      </button>
      {open && (
        <div
          ref={panel}
          role="dialog"
          aria-label={t("kundli.form.calendar")}
          className="absolute right-0 z-30 mt-2 w-[18.5rem] max-w-[calc(100vw-2rem)] rounded-2xl border border-stone-200 bg-white p-3 shadow-xl"
        >
          <div className="mb-2 flex items-center justify-between gap-2">
            <button
              type="button"
              onClick={() => step(-1)}
              aria-label={t("kundli.form.previousMonth")}
              className="rounded-lg p-1.5 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand"
            >
              <ArrowLeftIcon className="size-4" />
            </button>
            <div className="flex items-center gap-1">
              <select
                aria-label={t("kundli.form.month")}
                value={view.month}
                onChange={(e) => setView((v) => ({ ...v, month: Number(e.target.value) }))}
                className="rounded-lg border border-stone-300 px-1 py-1 text-sm"
              >
                {monthNames.map((name, i) => (
                  <option key={i} value={i + 1}>
                    {name}
                  </option>
                ))}
              </select>
              <input
                aria-label={t("kundli.form.year")}
                type="number"
                min={1}
                max={2999}
                value={view.year}
                onChange={(e) => {
                  const y = Number(e.target.value);
                  if (Number.isInteger(y) && y >= 1 && y <= 2999) setView((v) => ({ ...v, year: y }));
                }}
                className="w-20 rounded-lg border border-stone-300 px-1 py-1 text-sm"
              />
            </div>
            <button
              type="button"
              onClick={() => step(1)}
              aria-label={t("kundli.form.nextMonth")}
              className="rounded-lg p-1.5 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand"
            >
              <ArrowRightIcon className="size-4" />
            </button>
          </div>
          <table className="w-full table-fixed text-center text-sm">
            <thead>
              <tr>
                {days.map((d, i) => (
                  <th key={i} scope="col" className="pb-1 text-xs font-medium text-stone-500">
                    {d}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, w) => (
                <tr key={w}>
                  {week.map((d, i) => (
                    <td key={i} className="p-0.5">
                      {d !== null && (
                        <button
                          type="button"
                          data-day={d}
                          data-selected={selected(d) || undefined}
                          aria-pressed={selected(d)}
                          aria-label={`${d} ${monthNames[view.month - 1]} ${view.year}`}
                          onClick={() => {
                            onPick({ year: view.year, month: view.month, day: d });
                            setOpen(false);
                            button.current?.focus();
                          }}
                          className={`h-8 w-full rounded-lg focus-visible:outline-2 focus-visible:outline-brand ${
                            selected(d)
                              ? "bg-brand-strong font-semibold text-white"
                              : i === 0
                                ? "text-red-700 hover:bg-orange-50"
                                : "text-stone-800 hover:bg-orange-50"
                          }`}
                        >
                          {d}
                        </button>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
