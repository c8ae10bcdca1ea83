/**
 * How the Orders screens write times: the spec's YYYY-MM-DD HH:MM (§9), in India's time, the
 * same on the server and in the browser (no locale data involved, so hydration matches).
 */
export function orderTime(iso: string): string {
  const date = new Date(Date.parse(iso) + 330 * 60_000); // IST, UTC+05:30 all year
  return date.toISOString().slice(0, 16).replace("T", " ");
}
