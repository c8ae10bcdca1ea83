/**
 * A gazetteer place (app/server/places.server.ts) as the server reads it and the API answers it;
 * the forms, the Panchang screen and the reports all take their shape from here.
 */

/** A place as the API and the forms see it. */
export interface Place {
  id: number;
  /** GeoNames name (Latin script), e.g. "Varanasi". */
  name: string;
  /** Devanagari name where GeoNames has one (about 400 Indian cities, 3,100 elsewhere), else null. */
  nameHi: string | null;
  /** State or province. */
  admin1: string;
  /** District (Indian places). */
  admin2: string;
  /** Sub-district: tehsil or taluk (Indian postal places). */
  admin3: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  latitude: number;
  longitude: number;
  /** IANA time zone, e.g. "Asia/Kolkata". */
  timezone: string;
  population: number;
  /** PIN code of an Indian postal place. */
  postalCode: string | null;
  /** True for postal places: their coordinates are GeoNames' rough ones (often 15–25 km off). */
  approximate: boolean;
}

/** The names that label a place (app/shared/place-label.ts). */
export type PlaceNames = Pick<Place, "name" | "nameHi" | "admin1" | "admin2" | "admin3" | "country">;

/** A place as GET /api/places answers it: with its country's name and a one-line label in the reader's language. */
export type PlaceJson = Place & { countryName: string; label: string };
