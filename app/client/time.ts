/** Local calendar date and clock time as downloads show them (spec §9): YYYY-MM-DD and HH:MM. */
const two = (n: number) => String(n).padStart(2, "0");

export function localDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

export function localTime(ms: number): string {
  const d = new Date(ms);
  return `${two(d.getHours())}:${two(d.getMinutes())}`;
}
