import { useId, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { BirthFormValues } from "#app/shared/kundli/birth-form";
import { GENDER_OF, type PartnerSide } from "#app/shared/match/sides";
import { BirthFields, type BirthErrors } from "../kundli/birth-fields";
import { formatCivilDate } from "../kundli/format";
import { matchesName, type SavedKundli } from "../kundli/saved";

/** How a side is shown first: a saved Kundli (by id, or the name typed) or new birth details. */
export interface PartnerStart {
  mode: "saved" | "new";
  id: string;
  search: string;
  values: BirthFormValues;
}

/**
 * Boy's Name / Girl's Name: search the saved Kundlis of that gender by name ('No match found'
 * when none), or enter new birth details (saved like a New Kundli). Fields are `boy.*`/`girl.*`,
 * checked by the match form's schema (app/shared/match/form.ts); `errors` are its new birth's
 * messages by field, `error` the side's own (no Kundli chosen, none of that name).
 */
export function PartnerPicker({
  side,
  saved,
  start,
  errors,
  error,
}: {
  side: PartnerSide;
  saved: readonly SavedKundli[];
  start: PartnerStart;
  errors: BirthErrors;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const uid = useId();
  const listId = `${uid}-list`;
  const candidates = saved.filter((k) => k.gender === GENDER_OF[side]);
  const [mode, setMode] = useState(start.mode);
  const [search, setSearch] = useState(start.search || candidates.find((k) => String(k.id) === start.id)?.name || "");
  const [chosen, setChosen] = useState(start.id);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const results = candidates.filter((k) => matchesName(k, search)).slice(0, 8);
  const picked = candidates.find((k) => String(k.id) === chosen);

  const choose = (k: SavedKundli) => {
    setChosen(String(k.id));
    setSearch(k.name);
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" && results.length) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % results.length);
    } else if (e.key === "ArrowUp" && results.length) {
      e.preventDefault();
      setActive((a) => (a <= 0 ? results.length - 1 : a - 1));
    } else if (e.key === "Enter" && open && results[active]) {
      e.preventDefault();
      choose(results[active]);
    } else if (e.key === "Escape") setOpen(false);
  };

  return (
    <fieldset className="min-w-0 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5" data-partner={side}>
      <legend className="px-1 text-lg font-semibold text-stone-900">{t(`match.form.${side}Title`)}</legend>
      <input type="hidden" name={`${side}.mode`} value={mode} />
      <div
        role="group"
        aria-label={t("match.form.source")}
        className="mb-4 inline-flex rounded-xl border border-stone-300 bg-white p-0.5"
      >
        {(["saved", "new"] as const).map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={mode === m}
            onClick={() => setMode(m)}
            className={`rounded-[10px] px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand ${mode === m ? "bg-brand-strong text-white" : "text-stone-700 hover:bg-stone-100"}`}
          >
            {t(`match.form.mode.${m}`)}
          </button>
        ))}
      </div>

      {mode === "saved" ? (
        <div className="relative">
          <label htmlFor={`${uid}-search`} className="mb-1 block text-sm font-semibold text-stone-800">
            {t(`match.form.${side}Name`)}
          </label>
          <input type="hidden" name={`${side}.id`} value={chosen} />
          <input
            id={`${uid}-search`}
            name={`${side}.search`}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={active >= 0 && open ? `${uid}-opt-${active}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${uid}-error` : undefined}
            autoComplete="off"
            value={search}
            placeholder={t("match.form.searchPlaceholder")}
            onChange={(e) => {
              setSearch(e.target.value);
              setChosen("");
              setActive(-1);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
            onKeyDown={onKeyDown}
            className={`w-full rounded-xl border bg-white px-3 py-2.5 text-base focus-visible:outline-2 focus-visible:outline-brand ${error ? "border-red-500" : "border-stone-300"}`}
          />
          {/* Before the list, which opens under it: the form focuses the field it refused, and the list must not cover why. */}
          {error && (
            <p id={`${uid}-error`} className="mt-1 text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <ul
            id={listId}
            role="listbox"
            aria-label={t(`match.form.${side}Name`)}
            hidden={!open}
            className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
          >
            {results.map((k, i) => (
              <li
                key={k.uid}
                id={`${uid}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(k)}
                className={`cursor-pointer px-3 py-2 ${i === active ? "bg-orange-50" : "hover:bg-stone-50"}`}
              >
                <span className="block font-medium text-stone-900">{k.name}</span>
                <span className="block text-xs text-stone-600">
                  {formatCivilDate(k.date)} {k.time.slice(0, 5)} · {k.place.name}
                </span>
              </li>
            ))}
            {results.length === 0 && (
              <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2 text-sm text-stone-600">
                {t("match.form.noMatch")}
              </li>
            )}
          </ul>
          {picked && (
            <p className="mt-2 text-sm text-emerald-800">
              ✓ {picked.name} · {formatCivilDate(picked.date)} {picked.time.slice(0, 5)} · {picked.place.name}
            </p>
          )}
        </div>
      ) : (
        <BirthFields prefix={`${side}.`} values={start.values} errors={errors} fixedGender={GENDER_OF[side]} />
      )}
    </fieldset>
  );
}
