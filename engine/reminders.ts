/**
 * The dated events an astrologer is reminded of for a saved Kundli (issue 15, "Reminders that
 * come from the charts"), within a window of civil dates:
 * - each Antardasha change of the Vimshottari dasha (a Mahadasha change when a new Mahadasha
 *   begins), the same instants the Kundli's Dasha tab shows (dasha.ts, the Kundli's options);
 * - each start of a Sade Sati phase or of a Dhaiya: Saturn entering the 12th, 1st or 2nd sign, or
 *   the 4th or 8th, from the natal Moon's (gochar.ts, read from the ingress table; a retrograde
 *   re-entry starts a period again, as the Transit tab lists it);
 * - the birthdays (29 February on 28 February in common years).
 * Dates are at the birth's UTC offset, as the Kundli screens show every instant, so a reminder
 * falls on the date the Dasha and Transit tabs show. Pure: the ephemeris is passed in.
 */
import { SE, type Ephemeris } from "../ephemeris/index.ts";
import { vimshottariDasha } from "./dasha.ts";
import { sadeSatiFromTable, siderealLongitudeAt, type SadeSatiPhase } from "./gochar.ts";
import { z } from "zod";
import { fail, parseKundliInput } from "./input.ts";
import { checkYear } from "./kundli.ts";
import { SATURN_INGRESSES } from "./data/saturn-ingresses.ts";
import { julianDayFromMs, msFromJulianDay, parseDate, resolveBirthTime } from "./time.ts";
import { CalcError, type AyanamsaName, type Graha, type Sign } from "./types.ts";
import { signOf } from "./zodiac.ts";

const DAY_MS = 86_400_000;
/** The longest window one call covers (a refill asks for about 13 months). */
export const MAX_WINDOW_DAYS = 800;

export type ChartEventKind = "mahadasha" | "antardasha" | "sade-sati" | "dhaiya" | "birthday";

export interface ChartEvent {
  kind: ChartEventKind;
  /** YYYY-MM-DD at the birth's UTC offset (a birthday: the calendar date). */
  date: string;
  /**
   * What begins: the Mahadasha lord ("Venus"); the Mahadasha and Antardasha lords ("Venus/Sun");
   * the Sade Sati phase or Dhaiya and Saturn's sign ("rising/10", "dhaiya-8th/11"); the age
   * reached on a birthday ("36").
   */
  detail: string;
}

/** An instant at which an Antardasha begins (a Mahadasha too when `antardasha` is its own lord). */
export interface DashaChange {
  ms: number;
  mahadasha: Graha;
  antardasha: Graha;
}

/** Antardasha starts in [fromMs, toMs), from a Moon at `moonLongitude` at the birth instant `birthMs`. */
export function dashaChanges(
  moonLongitude: number,
  birthMs: number,
  yearDays: number,
  fromMs: number,
  toMs: number,
): DashaChange[] {
  const changes: DashaChange[] = [];
  for (const maha of vimshottariDasha(moonLongitude, birthMs, { yearDays, depth: 2 }).periods) {
    if (maha.end <= fromMs || maha.start >= toMs) continue;
    for (const antar of maha.children!) {
      // The first period started before birth: not a change anyone lives through.
      if (antar.start >= fromMs && antar.start < toMs && antar.start > birthMs) {
        changes.push({ ms: antar.start, mahadasha: maha.planet, antardasha: antar.planet });
      }
    }
  }
  return changes;
}

/** A Sade Sati phase or a Dhaiya beginning: Saturn entering `sign`. */
export interface SaturnStart {
  ms: number;
  phase: SadeSatiPhase;
  sign: Sign;
}

/** Starts in [fromMs, toMs) of Saturn's periods for a natal Moon in `moonSign` (none outside the table, 13 BCE–3000 CE). */
export function saturnStarts(ayanamsa: AyanamsaName, moonSign: Sign, fromMs: number, toMs: number): SaturnStart[] {
  const [from, to] = [julianDayFromMs(fromMs), julianDayFromMs(toMs)];
  const periods = sadeSatiFromTable(SATURN_INGRESSES[ayanamsa], moonSign, from, to) ?? [];
  return periods
    .filter((p) => p.startJd >= from && p.startJd < to)
    .map((p) => ({ ms: msFromJulianDay(p.startJd), phase: p.phase, sign: p.sign }));
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** Birthdays in [fromDate, toDate] (YYYY-MM-DD, inclusive) of someone born on `birthDate`, with the age reached. */
export function birthdays(birthDate: string, fromDate: string, toDate: string): { date: string; age: number }[] {
  const birth = parseDate(birthDate);
  const out: { date: string; age: number }[] = [];
  for (let year = Number(fromDate.slice(0, 4)); year <= Number(toDate.slice(0, 4)); year++) {
    if (year <= birth.year) continue;
    const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    const day = birth.month === 2 && birth.day === 29 && !leap ? 28 : birth.day;
    const date = `${pad(year, 4)}-${pad(birth.month)}-${pad(day)}`;
    if (date >= fromDate && date <= toDate) out.push({ date, age: year - birth.year });
  }
  return out;
}

/** A window of civil dates, checked: YYYY-MM-DD both, in order, at most MAX_WINDOW_DAYS long. */
export function parseWindow(fromDate: unknown, toDate: unknown): { from: string; to: string; days: number } {
  const from = parseDate(fromDate, "from");
  const to = parseDate(toDate, "to");
  const days = (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / DAY_MS + 1;
  if (!(days >= 1 && days <= MAX_WINDOW_DAYS)) {
    throw new CalcError("INVALID_DATE", `the window must hold 1 to ${MAX_WINDOW_DAYS} days`, "to");
  }
  return { from: fromDate as string, to: toDate as string, days };
}

/**
 * Every event of the birth `raw` (the Kundli contract's input, with its options) dated within
 * [fromDate, toDate] at the birth's offset, in date order. Throws CalcError for an input that
 * cannot describe a birth, as computeKundli does.
 */
export function chartEvents(eph: Ephemeris, raw: unknown, fromDate: string, toDate: string): ChartEvent[] {
  const window = parseWindow(fromDate, toDate);
  const input = parseKundliInput(raw);
  const time = resolveBirthTime({
    date: input.date,
    time: input.time,
    timezone: input.place.timezone,
    utcOffset: input.utcOffset,
  });
  checkYear(input.date);
  const { ayanamsa, dashaYear } = input.options;
  const moon = siderealLongitudeAt(eph, ayanamsa, SE.MOON)(time.julianDayUT);
  // At the birth's offset even when it has seconds (the contract then writes instants in UTC):
  // the date the Kundli screens show (app/ui/kundli/format.ts localPartsOfMs).
  const dateOf = (ms: number) => new Date(ms + time.offsetSeconds * 1000).toISOString().slice(0, 10);
  // The window's first and last instants at the birth's offset.
  const fromMs = Date.parse(`${window.from}T00:00:00Z`) - time.offsetSeconds * 1000;
  const toMs = fromMs + window.days * DAY_MS;

  const events: ChartEvent[] = [];
  for (const c of dashaChanges(moon, time.utcMs, dashaYear, fromMs, toMs)) {
    const first = c.antardasha === c.mahadasha;
    events.push({
      kind: first ? "mahadasha" : "antardasha",
      date: dateOf(c.ms),
      detail: first ? c.mahadasha : `${c.mahadasha}/${c.antardasha}`,
    });
  }
  for (const s of saturnStarts(ayanamsa, signOf(moon), Math.max(fromMs, time.utcMs), toMs)) {
    const dhaiya = s.phase.startsWith("dhaiya");
    events.push({ kind: dhaiya ? "dhaiya" : "sade-sati", date: dateOf(s.ms), detail: `${s.phase}/${s.sign}` });
  }
  for (const b of birthdays(input.date, window.from, window.to)) {
    events.push({ kind: "birthday", date: b.date, detail: String(b.age) });
  }
  return events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Most births one batch holds (a cron's or a page's share: bounded CPU in the calc Worker). */
export const MAX_BATCH = 100;

const batchSchema = z.object({
  births: z.array(z.object({ id: z.number().int(), input: z.unknown() })).max(MAX_BATCH),
  from: z.string(),
  to: z.string(),
});

/** One birth's answer in a batch: its events, or why its input cannot describe a birth. */
export type BatchEvents =
  { id: number; events: ChartEvent[] } | { id: number; error: { code: string; field?: string } };

/**
 * chartEvents for many births over one window ({births: [{id, input}], from, to}): a birth that
 * fails (a saved Kundli the contract now refuses) is answered with its error and does not fail
 * the others. Throws CalcError for a batch that is not one (too many births, a bad window).
 */
export function chartEventsBatch(eph: Ephemeris, raw: unknown): BatchEvents[] {
  const parsed = batchSchema.safeParse(raw);
  if (!parsed.success) fail(parsed.error, "", raw);
  const { births, from, to } = parsed.data;
  parseWindow(from, to);
  return births.map(({ id, input }) => {
    try {
      return { id, events: chartEvents(eph, input, from, to) };
    } catch (error) {
      if (!(error instanceof CalcError)) throw error;
      return { id, error: { code: error.code, ...(error.field ? { field: error.field } : {}) } };
    }
  });
}
