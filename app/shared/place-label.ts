/**
 * A gazetteer place in one line, in the reader's language: the server writes it into answers and
 * reports (app/server/places.server.ts), the Panchang screen makes it in the browser so that a
 * switch of language relabels the place without asking the server.
 */
import { placeKey } from "./place-key";
import type { PlaceNames } from "./place";

/** The country's name in the reader's language ("India" / "भारत"), falling back to the code. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language, "en"], { type: "region", fallback: "code" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * One line that tells places of one name apart: name, sub-district, district, state, country
 * (parts that repeat the name or are empty are left out). Hindi uses the Devanagari name
 * where there is one; the administrative names exist in GeoNames' Latin spelling only.
 */
export function placeLabel(place: PlaceNames, language: string): string {
  const name = language === "hi" && place.nameHi ? place.nameHi : place.name;
  const seen = new Set([placeKey(place.name)]);
  const parts = [name];
  for (const part of [place.admin3, place.admin2, place.admin1, countryName(place.country, language)]) {
    if (!part || seen.has(placeKey(part))) continue;
    seen.add(placeKey(part));
    parts.push(part);
  }
  return parts.join(", ");
}
