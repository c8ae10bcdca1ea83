import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { PlaceJson } from "#app/shared/place";
import { Spinner } from "../spinner";

/** A place as GET /api/places answers it (app/routes/api/places.ts). */
export type PlaceOption = PlaceJson;

/** The second line of an option: district, state and country (parts that repeat are left out). */
export function placeDetail(place: Pick<PlaceOption, "name" | "admin1" | "admin2" | "admin3" | "countryName">): string {
  const parts: string[] = [];
  for (const part of [place.admin3, place.admin2, place.admin1, place.countryName]) {
    if (part && part !== place.name && !parts.includes(part)) parts.push(part);
  }
  return parts.join(", ");
}

const MIN_QUERY = 2;
const DEBOUNCE_MS = 200;

/**
 * Place of Birth: a combobox (ARIA 1.2) that searches the gazetteer as one types and submits
 * the chosen place's id in a hidden field; the server resolves it to coordinates and zone.
 * Typing again after a choice forgets the choice, so a name that was not picked from the list
 * is never taken for a place (the server then answers 'Invalid place…').
 */
export function PlaceSearch({
  prefix = "",
  defaultLabel,
  defaultId,
  error,
  describedBy,
  onChoose,
}: {
  prefix?: string;
  defaultLabel: string;
  defaultId: string;
  error?: string;
  describedBy?: string;
  /** Called with the place picked from the list (the Panchang opens it at once). */
  onChoose?: (place: PlaceOption) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(defaultLabel);
  const [chosen, setChosen] = useState(defaultId);
  const [results, setResults] = useState<PlaceOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [searched, setSearched] = useState("");
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    const query = text.trim();
    if (chosen || query.length < MIN_QUERY) {
      // Nothing to search: what is in flight is not wanted (the list and spinner hide themselves).
      abort.current?.abort();
      return;
    }
    const timer = setTimeout(async () => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setLoading(true);
      setFailed(false);
      try {
        const response = await fetch(`/api/places?q=${encodeURIComponent(query)}&lng=${i18n.language}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        const body = (await response.json()) as { places?: PlaceOption[] };
        if (controller.signal.aborted) return;
        setResults(response.ok ? (body.places ?? []) : []);
        setFailed(!response.ok);
        setSearched(query);
        setActive(-1);
        setOpen(true);
      } catch {
        if (!controller.signal.aborted) {
          setFailed(true);
          setResults([]);
          setOpen(true);
        }
      } finally {
        if (abort.current === controller) setLoading(false);
      }
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, chosen, i18n.language]);

  const choose = (place: PlaceOption) => {
    setChosen(String(place.id));
    setText(place.label);
    setOpen(false);
    setResults([]);
    onChoose?.(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (searched !== text.trim()) return;
    if (event.key === "ArrowDown" && results.length) {
      event.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % results.length);
    } else if (event.key === "ArrowUp" && results.length) {
      event.preventDefault();
      setActive((a) => (a <= 0 ? results.length - 1 : a - 1));
    } else if (event.key === "Enter" && open && active >= 0 && results[active]) {
      event.preventDefault();
      choose(results[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  // Results belong to the text they were searched for: older ones are not offered for newer text.
  const current = searched === text.trim();
  const showList = open && !chosen && text.trim().length >= MIN_QUERY && (current || loading);
  const activeId = active >= 0 ? `${id}-opt-${active}` : undefined;
  return (
    <div className="relative">
      <input type="hidden" name={`${prefix}placeId`} value={chosen} />
      <div className="relative">
        <input
          id={`${prefix}place`}
          name={`${prefix}placeLabel`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          spellCheck={false}
          value={text}
          placeholder={t("kundli.form.placePlaceholder")}
          onChange={(e) => {
            setText(e.target.value);
            setChosen("");
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onFocus={() => results.length && setOpen(true)}
          className={`w-full rounded-xl border bg-white px-3 py-2.5 pr-10 text-base focus-visible:outline-2 focus-visible:outline-brand ${error ? "border-red-500" : "border-stone-300"}`}
        />
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center">
          {loading && !chosen && text.trim().length >= MIN_QUERY ? (
            <Spinner className="size-4" />
          ) : chosen ? (
            <span className="text-sm text-emerald-700" aria-hidden="true">
              ✓
            </span>
          ) : null}
        </span>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t("kundli.form.placeResults")}
        hidden={!showList}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
      >
        {!current && (
          <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2 text-sm text-stone-600">
            {t("kundli.form.placeSearching")}
          </li>
        )}
        {current &&
          results.map((place, i) => (
            <li
              key={place.id}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(place)}
              className={`cursor-pointer px-3 py-2 ${i === active ? "bg-orange-50" : "hover:bg-stone-50"}`}
            >
              <span className="block font-medium text-stone-900">
                {i18n.language === "hi" && place.nameHi ? place.nameHi : place.name}
              </span>
              <span className="block text-xs text-stone-600">
                {placeDetail(place)}
                {place.approximate && <span className="text-amber-700"> · {t("places.approximate")}</span>}
              </span>
            </li>
          ))}
        {current && results.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2 text-sm text-stone-600">
            {failed ? t("kundli.form.placeSearchFailed") : t("places.noResults")}
          </li>
        )}
      </ul>
      <p className="sr-only" aria-live="polite">
        {showList && current ? t("kundli.form.placeCount", { count: results.length }) : ""}
      </p>
    </div>
  );
}
