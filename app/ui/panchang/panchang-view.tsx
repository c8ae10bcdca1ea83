/**
 * The day's Panchang as a printed almanac sets it out (calc-cli-v2.md "Day panchang",
 * docs/day-panchang.md): the Sun's and Moon's risings and settings; every tithi, nakshatra, yoga
 * and karana of the Vedic day with its start and end (kshaya and vriddhi tithis marked); vara,
 * paksha, amanta and purnimanta month (adhika marked), Vikram and Shaka samvat, ritu and ayana;
 * Rahu Kaal, Gulika Kaal, Yamaganda, Abhijit (withheld on Wednesdays, as Drik Panchang does) and
 * Brahma Muhurta; the day's and night's choghadiyas with their quality; the 24 horas. The
 * choghadiya and hora running now are marked. Times are the place's clock, 24-hour, to the second,
 * as the rest of the app writes times; a time on another date than the day's carries that date.
 */
import type { ReactNode } from "react";
import type { DayPanchang, Interval } from "#engine/day-panchang";
import { useAstroNames } from "../kundli/names";
import { optionLabel } from "../kundli/receipt";
import { DataTable, DetailsTable, Section, type Column } from "../kundli/table";
import { ABHIJIT_WITHHELD_VARA, CHOGHADIYA_QUALITY, type Quality } from "#app/shared/panchang";
import { placeClock, type PlaceClock } from "#app/shared/panchang";
import { runningIndex, utcDate } from "./format";

const locale = (language: string) => (language === "hi" ? "hi-IN" : "en-IN");

/** "22 November 2025" / "22 नवंबर 2025". */
export function longDate(date: string, language: string): string {
  const d = utcDate(date);
  return d
    ? new Intl.DateTimeFormat(locale(language), {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      }).format(d)
    : date;
}

/** "23 Nov" / "23 नव॰": the date beside a time that falls on another day. */
function shortDate(date: string, language: string): string {
  const d = utcDate(date);
  return d
    ? new Intl.DateTimeFormat(locale(language), { day: "numeric", month: "short", timeZone: "UTC" }).format(d)
    : date;
}

/** A duration in seconds as H:MM:SS. */
function duration(seconds: number): string {
  const s = Math.round(seconds);
  return `${Math.floor(s / 3600)}:${String(Math.floor((s % 3600) / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}

const QUALITY_CLASS: Record<Quality, string> = {
  good: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  neutral: "bg-stone-100 text-stone-700 ring-stone-300",
  bad: "bg-red-50 text-red-800 ring-red-200",
};

function Badge({ quality, children, title }: { quality: Quality; children: ReactNode; title?: string }) {
  return (
    <span
      title={title}
      data-quality={quality}
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${QUALITY_CLASS[quality]}`}
    >
      {children}
    </span>
  );
}

function NowBadge() {
  const { t } = useAstroNames();
  return (
    <span className="ml-1.5 inline-block rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-stone-950">
      {t("panchang.now")}
    </span>
  );
}

/** A time of the day as the place's clock, with its date when it is not the day's own (`date`). */
function TimeOfDay({
  iso,
  date,
  offset,
  language,
  inline,
}: {
  iso: string | null | undefined;
  date: string;
  offset: string;
  language: string;
  inline: boolean;
}) {
  const clock: PlaceClock | null = placeClock(iso, offset);
  if (!clock) return <>—</>;
  const other = clock.date !== date;
  return (
    <time dateTime={iso ?? undefined} className="tabular-nums">
      {clock.time}
      {other &&
        (inline ? (
          <span className="text-stone-500"> ({shortDate(clock.date, language)})</span>
        ) : (
          <span className="block text-xs text-stone-500">{shortDate(clock.date, language)}</span>
        ))}
    </time>
  );
}

const runningRow = (running: number) => (_row: unknown, i: number) =>
  i === running ? "bg-orange-50 shadow-[inset_3px_0_0_var(--color-brand)]" : undefined;

export function PanchangDay({
  panchang,
  now,
  placeLabel,
  isToday,
}: {
  panchang: DayPanchang;
  /** Now (epoch ms) for the running choghadiya and hora; null: none marked. */
  now: number | null;
  placeLabel: string;
  /** The date is today at the place. */
  isToday: boolean;
}) {
  const { t, names, language } = useAstroNames();
  const p = panchang;
  const dayOffset = p.receipt.utcOffset;

  const time = (iso: string | null | undefined, inline = false) => (
    <TimeOfDay iso={iso} date={p.date} offset={dayOffset} language={language} inline={inline} />
  );
  // ── Sun and Moon ──────────────────────────────────────────────────────────
  const seconds = (a: string | null, b: string | null) => (a && b ? (Date.parse(b) - Date.parse(a)) / 1000 : null);
  const dayLength = seconds(p.sunrise, p.sunset);
  const nightLength = p.vedicDay.to === "sunrise" ? seconds(p.sunset, p.vedicDay.end) : null;
  const sunMoonRows = [
    {
      key: "sunrise",
      label: t("panchang.sunMoon.sunrise"),
      value: p.sunrise ? time(p.sunrise, true) : t("kundli.panchang.noSunrise"),
    },
    {
      key: "sunset",
      label: t("panchang.sunMoon.sunset"),
      value: p.sunset ? time(p.sunset, true) : t("kundli.panchang.noSunset"),
    },
    {
      key: "moonrise",
      label: t("panchang.sunMoon.moonrise"),
      value: p.moonrise ? time(p.moonrise, true) : t("panchang.sunMoon.noMoonrise"),
    },
    {
      key: "moonset",
      label: t("panchang.sunMoon.moonset"),
      value: p.moonset ? time(p.moonset, true) : t("panchang.sunMoon.noMoonset"),
    },
    {
      key: "dayLength",
      label: t("panchang.sunMoon.dayLength"),
      value: dayLength === null ? "—" : duration(dayLength),
    },
    {
      key: "nightLength",
      label: t("panchang.sunMoon.nightLength"),
      value: nightLength === null ? "—" : duration(nightLength),
    },
  ];

  // ── Month, year and season ────────────────────────────────────────────────
  const month = (n: number) => t(`panchang.months.${n}`);
  const amanta = p.masa.adhika
    ? t("panchang.calendar.adhikaMonth", { month: month(p.masa.amanta) })
    : p.masa.kshaya
      ? t("panchang.calendar.kshayaMonth", { month: month(p.masa.amanta) })
      : month(p.masa.amanta);
  const purnimanta = p.masa.adhika
    ? t("panchang.calendar.adhikaMonth", { month: month(p.masa.purnimanta) })
    : month(p.masa.purnimanta);
  // The paksha of the tithi at sunrise (the first that runs past it), as the month is reckoned.
  const atSunrise = p.tithi.find((x) => !x.kshaya) ?? p.tithi[0];
  const calendarRows = [
    { key: "vara", label: t("panchang.calendar.vara"), value: names.vara(p.vara) },
    {
      key: "paksha",
      label: t("panchang.calendar.paksha"),
      value: atSunrise ? t(`panchang.paksha.${atSunrise.paksha}`) : "—",
    },
    {
      key: "amanta",
      label: t("panchang.calendar.amanta"),
      value: (
        <span data-adhika={p.masa.adhika || undefined}>
          {amanta}
          {p.masa.adhika && (
            <span className="ml-1.5">
              <Badge quality="neutral">{t("panchang.calendar.adhika")}</Badge>
            </span>
          )}
        </span>
      ),
    },
    { key: "purnimanta", label: t("panchang.calendar.purnimanta"), value: purnimanta },
    { key: "vikram", label: t("panchang.calendar.vikram"), value: p.samvat.vikram },
    { key: "shaka", label: t("panchang.calendar.shaka"), value: p.samvat.shaka },
    { key: "ritu", label: t("panchang.calendar.ritu"), value: t(`panchang.ritus.${p.ritu}`) },
    {
      key: "tropicalRitu",
      label: t("panchang.calendar.tropicalRitu"),
      value: t(`panchang.ritus.${p.tropicalRitu}`),
    },
    { key: "ayana", label: t("panchang.calendar.ayana"), value: t(`panchang.ayanas.${p.ayana}`) },
    {
      key: "tropicalAyana",
      label: t("panchang.calendar.tropicalAyana"),
      value: t(`panchang.ayanas.${p.tropicalAyana}`),
    },
  ];

  // ── The limbs ─────────────────────────────────────────────────────────────
  type Run = Interval & { label: ReactNode };
  const limbColumns = (header: string): Column<Run>[] => [
    { key: "name", header, rowHeader: true, cell: (r) => r.label, className: "whitespace-normal" },
    { key: "from", header: t("panchang.limbs.from"), align: "end", cell: (r) => time(r.start) },
    { key: "until", header: t("panchang.limbs.until"), align: "end", cell: (r) => time(r.end) },
  ];
  const tithis: Run[] = p.tithi.map((x) => ({
    ...x,
    label: (
      <span data-tithi={x.number}>
        {names.tithi(x.number)}
        {x.kshaya && (
          <span className="ml-1.5" data-kshaya>
            <Badge quality="bad" title={t("panchang.limbs.kshayaHint")}>
              {t("panchang.limbs.kshaya")}
            </Badge>
            <span className="sr-only"> ({t("panchang.limbs.kshayaHint")})</span>
          </span>
        )}
        {x.vriddhi && (
          <span className="ml-1.5" data-vriddhi>
            <Badge quality="neutral" title={t("panchang.limbs.vriddhiHint")}>
              {t("panchang.limbs.vriddhi")}
            </Badge>
            <span className="sr-only"> ({t("panchang.limbs.vriddhiHint")})</span>
          </span>
        )}
      </span>
    ),
  }));
  const limbs: [string, string, Run[]][] = [
    ["tithi", t("panchang.limbs.tithi"), tithis],
    [
      "nakshatra",
      t("panchang.limbs.nakshatra"),
      p.nakshatra.map((x) => ({ ...x, label: <span data-nakshatra={x.number}>{names.nakshatra(x.number)}</span> })),
    ],
    ["yoga", t("panchang.limbs.yoga"), p.yoga.map((x) => ({ ...x, label: names.yoga(x.number) }))],
    ["karana", t("panchang.limbs.karana"), p.karana.map((x) => ({ ...x, label: names.karana(x.name) }))],
  ];
  const hasKshaya = p.tithi.some((x) => x.kshaya);
  const hasVriddhi = p.tithi.some((x) => x.vriddhi);

  // ── Muhurta ───────────────────────────────────────────────────────────────
  const wednesday = p.vara === ABHIJIT_WITHHELD_VARA;
  type Muhurta = { key: string; label: string; interval: Interval | null; quality: Quality; withheld?: boolean };
  const muhurtas: Muhurta[] = [
    { key: "rahuKaal", label: t("panchang.muhurta.rahuKaal"), interval: p.rahuKaal, quality: "bad" },
    { key: "gulikaKaal", label: t("panchang.muhurta.gulikaKaal"), interval: p.gulikaKaal, quality: "bad" },
    { key: "yamaganda", label: t("panchang.muhurta.yamaganda"), interval: p.yamaganda, quality: "bad" },
    {
      key: "abhijit",
      label: t("panchang.muhurta.abhijit"),
      interval: wednesday ? null : p.abhijit,
      quality: "good",
      withheld: wednesday,
    },
    { key: "brahmaMuhurta", label: t("panchang.muhurta.brahmaMuhurta"), interval: p.brahmaMuhurta, quality: "good" },
  ];
  const muhurtaColumns: Column<Muhurta>[] = [
    {
      key: "period",
      header: t("panchang.muhurta.period"),
      rowHeader: true,
      cell: (m) => (
        <>
          <span className="block">{m.label}</span>
          <Badge quality={m.quality}>
            {t(m.quality === "bad" ? "panchang.muhurta.avoid" : "panchang.muhurta.auspicious")}
          </Badge>
        </>
      ),
    },
    {
      key: "from",
      header: t("panchang.limbs.from"),
      align: "end",
      cell: (m) =>
        m.withheld ? (
          <span className="text-stone-500">{t("panchang.muhurta.abhijitWednesday")}</span>
        ) : m.interval ? (
          <span data-muhurta={m.key}>{time(m.interval.start)}</span>
        ) : (
          t("panchang.muhurta.unavailable")
        ),
      className: "whitespace-normal",
    },
    {
      key: "until",
      header: t("panchang.limbs.until"),
      align: "end",
      cell: (m) => (m.interval && !m.withheld ? <span data-muhurta-end={m.key}>{time(m.interval.end)}</span> : "—"),
    },
  ];

  // ── Choghadiya and hora ───────────────────────────────────────────────────
  type Chog = DayPanchang["choghadiya"]["day"][number];
  const choghadiyaTable = (half: "day" | "night", rows: Chog[]) => {
    const running = runningIndex(rows, now);
    const columns: Column<Chog>[] = [
      {
        key: "name",
        header: t("panchang.choghadiya.name"),
        rowHeader: true,
        cell: (c, i) => (
          <>
            {t(`panchang.choghadiya.names.${c.name}`)}
            {i === running && <NowBadge />}
          </>
        ),
      },
      {
        key: "quality",
        header: t("panchang.choghadiya.quality"),
        cell: (c) => (
          <Badge quality={CHOGHADIYA_QUALITY[c.name]}>
            {t(`panchang.choghadiya.qualities.${CHOGHADIYA_QUALITY[c.name]}`)}
          </Badge>
        ),
      },
      { key: "from", header: t("panchang.limbs.from"), align: "end", cell: (c) => time(c.start) },
      { key: "until", header: t("panchang.limbs.until"), align: "end", cell: (c) => time(c.end) },
    ];
    return (
      <div data-choghadiya={half}>
        <DataTable
          caption={t(`panchang.choghadiya.${half}`)}
          columns={columns}
          rows={rows}
          rowKey={(c) => c.start}
          rowClassName={runningRow(running)}
          dense
        />
      </div>
    );
  };
  type HoraRow = DayPanchang["hora"][number] & { n: number };
  const horaRows: HoraRow[] = p.hora.map((h, i) => ({ ...h, n: i + 1 }));
  const horaTable = (half: "day" | "night", rows: HoraRow[]) => {
    const running = runningIndex(rows, now);
    const columns: Column<HoraRow>[] = [
      { key: "n", header: t("panchang.hora.number"), align: "end", cell: (h) => h.n },
      {
        key: "lord",
        header: t("panchang.hora.lord"),
        rowHeader: true,
        cell: (h, i) => (
          <>
            {names.planet(h.planet)}
            {i === running && <NowBadge />}
          </>
        ),
      },
      { key: "from", header: t("panchang.limbs.from"), align: "end", cell: (h) => time(h.start) },
      { key: "until", header: t("panchang.limbs.until"), align: "end", cell: (h) => time(h.end) },
    ];
    return (
      <div data-hora={half}>
        <DataTable
          caption={t(`panchang.hora.${half}`)}
          columns={columns}
          rows={rows}
          rowKey={(h) => String(h.n)}
          rowClassName={runningRow(running)}
          dense
        />
      </div>
    );
  };

  const zone = p.receipt.timezone;
  return (
    <div className="space-y-8" data-panchang={p.date}>
      <header className="space-y-1">
        <h2 className="flex flex-wrap items-center gap-2 text-xl font-semibold text-stone-900" data-day-heading>
          {t("panchang.day.heading", { weekday: names.vara(p.vara), date: longDate(p.date, language) })}
          {isToday && (
            <span
              className="rounded-full bg-orange-100 px-2.5 py-0.5 text-sm font-semibold text-brand-stronger"
              data-today
            >
              {t("panchang.day.today")}
            </span>
          )}
        </h2>
        <p className="text-stone-700" data-place>
          {placeLabel || p.place.name}
        </p>
        {p.vedicDay.from === "sunrise" && p.vedicDay.to === "sunrise" && (
          <p className="text-sm text-stone-600">
            {t("panchang.day.vedicDay", {
              start: placeClock(p.vedicDay.start, dayOffset)?.time ?? "—",
              end: `${placeClock(p.vedicDay.end, dayOffset)?.time ?? "—"} (${shortDate(placeClock(p.vedicDay.end, dayOffset)?.date ?? p.date, language)})`,
            })}
          </p>
        )}
      </header>
      {p.warnings.length > 0 && (
        <div role="note" className="space-y-1 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {p.warnings.map((w) => (
            <p key={w.code}>{t(`panchang.warnings.${w.code}`)}</p>
          ))}
          {p.vedicDay.from === "midnight" && <p>{t("panchang.day.vedicDayMidnight")}</p>}
        </div>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <div data-section="sun-moon">
          <DetailsTable caption={t("panchang.sunMoon.title")} rows={sunMoonRows} />
        </div>
        <div data-section="calendar">
          <DetailsTable caption={t("panchang.calendar.title")} rows={calendarRows} />
        </div>
      </div>

      <Section title={t("panchang.limbs.title")}>
        <p className="text-sm text-stone-600">{t("panchang.limbs.lead")}</p>
        <div className="grid gap-4 lg:grid-cols-2">
          {limbs.map(([key, title, rows]) => (
            <div key={key} data-limb={key}>
              <DataTable
                caption={title}
                columns={limbColumns(t("panchang.limbs.name"))}
                rows={rows}
                rowKey={(r) => r.start}
                dense
              />
            </div>
          ))}
        </div>
        {(hasKshaya || hasVriddhi) && (
          <ul className="space-y-1 text-sm text-stone-600">
            {hasKshaya && <li>{t("panchang.limbs.kshayaHint")}</li>}
            {hasVriddhi && <li>{t("panchang.limbs.vriddhiHint")}</li>}
          </ul>
        )}
      </Section>

      <Section title={t("panchang.muhurta.title")}>
        <div data-section="muhurta">
          <DataTable
            caption={t("panchang.muhurta.title")}
            captionHidden
            columns={muhurtaColumns}
            rows={muhurtas}
            rowKey={(m) => m.key}
            dense
          />
        </div>
        {wednesday && <p className="text-sm text-stone-600">{t("panchang.muhurta.abhijitNote")}</p>}
      </Section>

      <Section title={t("panchang.choghadiya.title")}>
        <div className="grid gap-4 lg:grid-cols-2">
          {choghadiyaTable("day", p.choghadiya.day)}
          {choghadiyaTable("night", p.choghadiya.night)}
        </div>
      </Section>

      <Section title={t("panchang.hora.title")}>
        <div className="grid gap-4 lg:grid-cols-2">
          {horaTable("day", horaRows.slice(0, 12))}
          {horaTable("night", horaRows.slice(12))}
        </div>
      </Section>

      <p className="text-xs text-stone-500">
        {t("panchang.receipt", {
          ayanamsa: t(`astro.ayanamsa.${p.receipt.options.ayanamsa}`),
          sunrise: optionLabel(t, "sunrise", p.receipt.options.sunrise),
          zone,
          offset: p.receipt.utcOffset,
          engine: p.receipt.engine,
        })}
      </p>
    </div>
  );
}
