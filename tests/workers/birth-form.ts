/**
 * The New Kundli form as the screens' Workers tests post it without script, and the one
 * gazetteer place it names (the tests do not load the gazetteer's seed).
 */
import { env } from "cloudflare:test";

export const VARANASI = {
  id: 1253405,
  name: "Varanasi",
  latitude: 25.31668,
  longitude: 83.01041,
  timezone: "Asia/Kolkata",
};

/** Varanasi's gazetteer row. */
export async function seedVaranasi(): Promise<void> {
  await env.DB.prepare(
    "INSERT OR IGNORE INTO places (id, name, admin1, admin2, country, latitude, longitude, timezone, population, source) VALUES (?, ?, 'Uttar Pradesh', 'Varanasi', 'IN', ?, ?, ?, 1200000, 'city')",
  )
    .bind(VARANASI.id, VARANASI.name, VARANASI.latitude, VARANASI.longitude, VARANASI.timezone)
    .run();
}

/** A New Kundli form: Asha Sharma, born in Varanasi on 15 January 1990 at noon. */
export const birthForm = (over: Record<string, string> = {}) => ({
  intent: "create",
  name: "Asha Sharma",
  gender: "female",
  day: "15",
  month: "1",
  year: "1990",
  hour: "12",
  minute: "00",
  second: "00",
  clock: "24",
  placeId: String(VARANASI.id),
  placeLabel: "Varanasi",
  ...over,
});
