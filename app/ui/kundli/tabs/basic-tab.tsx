import type { KundliPart } from "#app/shared/kundli/tabs";
import type { Kundli } from "#engine/kundli";
import { weekdayOf } from "#engine/panchang";
import {
  formatCivilDate,
  formatCoordinate,
  formatDateTimeParts,
  formatDms,
  formatTimeParts,
  localParts,
  offsetSeconds,
} from "../format";
import { mangalLines } from "../doshas";
import { useAstroNames } from "../names";
import { SensitivityPanel } from "../sensitivity-view";
import { DetailsTable } from "../table";
import { ServerRendered } from "../../server-rendered";

const GRID = "grid gap-4 lg:grid-cols-2";

/**
 * Basic Details: the birth, Avakhada and Panchang blocks, with the doshas and the rule that fired,
 * and the birth-time sensitivity. It is text only, so hydration keeps the server's HTML for it
 * (docs/decisions/0040) unless its sensitivity section did not come with the page: then the panel
 * asks for it, and that needs the tab's script.
 */
export default function BasicTab({ kundli }: { kundli: KundliPart<"basic"> & Pick<Kundli, "sensitivity"> }) {
  const { language } = useAstroNames();
  if (!kundli.sensitivity) {
    return (
      <div className={GRID}>
        <BasicBlocks kundli={kundli} />
      </div>
    );
  }
  return (
    <ServerRendered inputs={[kundli, language]} className={GRID}>
      <BasicBlocks kundli={kundli} />
    </ServerRendered>
  );
}

function BasicBlocks({ kundli }: { kundli: KundliPart<"basic"> }) {
  const { t, names } = useAstroNames();
  const { basic, avakhada: ava, panchang: pan, doshas } = kundli;
  const offset = offsetSeconds(basic.utcOffset) ?? 0;
  const at = (iso: string | null) => formatDateTimeParts(localParts(iso, offset));
  const clock = (iso: string | null) => formatTimeParts(localParts(iso, offset));
  const moon = kundli.planets.find((p) => p.planet === "Moon")!;

  const basicRows = [
    { key: "name", label: t("kundli.basic.name"), value: basic.name || "—" },
    { key: "gender", label: t("kundli.basic.gender"), value: names.enumWord("gender", basic.gender) },
    { key: "date", label: t("kundli.basic.date"), value: formatCivilDate(basic.date) },
    // The calendar weekday of the civil date; the Vedic vara (sunrise to sunrise) is in the Panchang block.
    { key: "weekday", label: t("kundli.basic.weekday"), value: names.vara(weekdayOf(basic.date)) },
    { key: "time", label: t("kundli.basic.time"), value: basic.time.length === 5 ? `${basic.time}:00` : basic.time },
    { key: "place", label: t("kundli.basic.place"), value: basic.place || "—" },
    { key: "latitude", label: t("kundli.basic.latitude"), value: formatCoordinate(basic.latitude, "lat") },
    { key: "longitude", label: t("kundli.basic.longitude"), value: formatCoordinate(basic.longitude, "lon") },
    {
      key: "timezone",
      label: t("kundli.basic.timezone"),
      value: t(basic.utcOffsetSource === "zone" ? "kundli.basic.timezoneZone" : "kundli.basic.timezoneManual", {
        zone: basic.timezone,
        offset: basic.utcOffset,
      }),
    },
    { key: "utc", label: t("kundli.basic.utc"), value: basic.utc.replace("T", " ").replace(/\.000Z$/, " UTC") },
    { key: "gmst", label: t("kundli.basic.gmst"), value: basic.greenwich_mean_sideral_time },
    { key: "last", label: t("kundli.basic.last"), value: basic.local_apparent_sideral_time },
    {
      key: "ayanamsa",
      label: t("kundli.basic.ayanamsa"),
      value: `${formatDms(basic.ayanamsa)} (${t(`astro.ayanamsa.${basic.ayanamsaName}`)})`,
    },
    { key: "julianDay", label: t("kundli.basic.julianDay"), value: basic.julianDayUT.toFixed(6) },
  ];

  const avakhadaRows = [
    { key: "varna", label: t("kundli.avakhada.varna"), value: names.enumWord("varna", ava.varna) },
    { key: "vashya", label: t("kundli.avakhada.vashya"), value: names.enumWord("vashya", ava.vashya) },
    { key: "yoni", label: t("kundli.avakhada.yoni"), value: names.enumWord("yoni", ava.yoni) },
    { key: "gan", label: t("kundli.avakhada.gan"), value: names.enumWord("gan", ava.gan) },
    { key: "nadi", label: t("kundli.avakhada.nadi"), value: names.enumWord("nadi", ava.nadi) },
    { key: "rashi", label: t("kundli.avakhada.rashi"), value: names.sign(ava.rashi) },
    { key: "rashiLord", label: t("kundli.avakhada.rashiLord"), value: names.planet(ava.rashiLord) },
    {
      key: "nakshatra",
      label: t("kundli.avakhada.nakshatra"),
      value: t("kundli.avakhada.nakshatraPada", { nakshatra: names.nakshatra(moon.nakshatra), pada: moon.pada }),
    },
    { key: "lagna", label: t("kundli.avakhada.lagna"), value: names.sign(ava.lagna) },
    { key: "karana", label: t("kundli.avakhada.karana"), value: names.karana(pan.karanaName) },
    { key: "yunja", label: t("kundli.avakhada.yunja"), value: names.enumWord("yunja", ava.yunja) },
    { key: "tatva", label: t("kundli.avakhada.tatva"), value: names.enumWord("tatva", ava.tatva) },
    {
      key: "nameAlphabet",
      label: t("kundli.avakhada.nameAlphabet"),
      value: `${ava.nameAlphabetDevanagari} (${ava.nameAlphabet})`,
    },
    { key: "paya", label: t("kundli.avakhada.paya"), value: names.enumWord("paya", ava.paya) },
    {
      key: "payaByMoonHouse",
      label: t("kundli.avakhada.payaByMoonHouse"),
      value: names.enumWord("paya", ava.payaByMoonHouse),
    },
  ];

  const mangal = doshas.mangal;
  const mangalRule = mangalLines(t, names, mangal);
  const sarp = doshas.kaalSarp;
  const sarpRule = sarp.present
    ? t("kundli.panchang.sarpPresent", {
        type: t(`astro.kaalSarpTypes.${sarp.type}`),
        house: names.house(sarp.rahuHouse),
      })
    : sarp.partial
      ? t("kundli.panchang.sarpPartial", { planets: sarp.outside.map(names.planet).join(", ") })
      : t("kundli.panchang.sarpAbsent");

  const panchangRows = [
    { key: "tithi", label: t("kundli.panchang.tithi"), value: names.tithi(pan.tithi) },
    { key: "tithiStart", label: t("kundli.panchang.tithiStart"), value: at(pan.tithi_start_time) },
    { key: "tithiEnd", label: t("kundli.panchang.tithiEnd"), value: at(pan.tithi_end_time) },
    {
      key: "vara",
      label: t("kundli.panchang.vara"),
      value: (
        <>
          {names.vara(pan.vara)}
          {pan.birthBeforeSunrise && (
            <span className="block text-xs text-stone-500">{t("kundli.panchang.beforeSunrise")}</span>
          )}
        </>
      ),
    },
    { key: "nakshatra", label: t("kundli.panchang.nakshatra"), value: names.nakshatra(pan.nakshatra) },
    { key: "yoga", label: t("kundli.panchang.yoga"), value: names.yoga(pan.yoga) },
    { key: "karana", label: t("kundli.panchang.karana"), value: names.karana(pan.karanaName) },
    {
      key: "sunrise",
      label: t("kundli.panchang.sunrise"),
      value: pan.sunrise ? clock(pan.sunrise) : t("kundli.panchang.noSunrise"),
    },
    {
      key: "sunset",
      label: t("kundli.panchang.sunset"),
      value: pan.sunset ? clock(pan.sunset) : t("kundli.panchang.noSunset"),
    },
    {
      key: "mangal",
      label: t("kundli.panchang.mangalDosh"),
      value: (
        <>
          <strong className={pan.mangal_dosh ? "text-red-700" : "text-emerald-700"}>
            {names.yesNo(pan.mangal_dosh)}
          </strong>
          {mangalRule.map((line) => (
            <span key={line} className="block text-xs text-stone-500">
              {line}
            </span>
          ))}
        </>
      ),
    },
    {
      key: "sarp",
      label: t("kundli.panchang.sarpDosh"),
      value: (
        <>
          <strong className={pan.sarp_dosh ? "text-red-700" : "text-emerald-700"}>{names.yesNo(pan.sarp_dosh)}</strong>
          <span className="block text-xs text-stone-500">{sarpRule}</span>
        </>
      ),
    },
    {
      key: "pitra",
      label: t("kundli.panchang.pitraDosh"),
      value: (
        <>
          <strong className={doshas.pitra.present ? "text-red-700" : "text-emerald-700"}>
            {names.yesNo(doshas.pitra.present)}
          </strong>
          {doshas.pitra.fired.map((f) => (
            <span key={f.rule} className="block text-xs text-stone-500">
              {t(`kundli.pitraRules.${f.rule}`)}
            </span>
          ))}
        </>
      ),
    },
  ];

  return (
    <>
      <DetailsTable caption={t("kundli.basic.title")} rows={basicRows} />
      <div className="space-y-4">
        <DetailsTable caption={t("kundli.avakhada.title")} rows={avakhadaRows} />
      </div>
      <div className="lg:col-span-2">
        <DetailsTable caption={t("kundli.panchang.title")} rows={panchangRows} />
      </div>
      {/* min-w-0: the table's own box scrolls; without it the grid widens to the table */}
      <div className="min-w-0 lg:col-span-2">
        <SensitivityPanel kundli={kundli} />
      </div>
    </>
  );
}
