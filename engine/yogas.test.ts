import { beforeAll, describe, expect, it } from "vitest";
import { loadEphemerisNode } from "../ephemeris/node.ts";
import type { Ephemeris } from "../ephemeris/index.ts";
import { computeKundli } from "./kundli.ts";
import { YOGA_RULES, conjunctions, yogas, type YogaId } from "./yogas.ts";
import type { ChartBody, Sign } from "./types.ts";

/** Longitudes from signs: each body at mid-sign; Ketu opposite Rahu. */
function chart(over: Partial<Record<ChartBody, Sign>> = {}): Record<ChartBody, number> {
  const signs: Record<ChartBody, Sign> = {
    Ascendant: 1,
    Sun: 5,
    Mercury: 6,
    Moon: 9,
    Mars: 3,
    Jupiter: 2,
    Venus: 8,
    Saturn: 12,
    Rahu: 11,
    Ketu: 5,
    ...over,
  };
  const lon = Object.fromEntries(Object.entries(signs).map(([b, s]) => [b, (s - 1) * 30 + 15])) as Record<
    ChartBody,
    number
  >;
  lon.Rahu -= 5;
  lon.Ketu = (lon.Rahu + 180) % 360;
  return lon;
}
const ids = (lon: Record<ChartBody, number>) => yogas(lon).map((y) => y.id);
const find = (lon: Record<ChartBody, number>, id: YogaId) => yogas(lon).filter((y) => y.id === id);

describe("yogas", () => {
  it("the base chart: Anapha, Amala (from the Moon), Vesi, Harsha and nothing else", () => {
    // Lagna Aries; Sun Leo, Mercury Virgo, Moon Sagittarius, Mars Gemini, Jupiter Taurus,
    // Venus Scorpio, Saturn Pisces, Rahu Aquarius, Ketu Leo.
    expect(ids(chart())).toEqual(["anapha", "amala", "vesi", "harsha"]);
    expect(find(chart(), "anapha")[0]).toMatchObject({ planets: ["Venus"], reference: "Moon" });
    expect(find(chart(), "amala")[0]).toMatchObject({ planets: ["Mercury"], reference: "Moon" });
    expect(find(chart(), "harsha")[0]).toMatchObject({ planets: ["Mercury"], detail: "lordOf6" });
  });
  it("Gajakesari: Jupiter in a kendra from the Moon", () => {
    expect(find(chart({ Jupiter: 12 }), "gajakesari")[0]).toMatchObject({
      planets: ["Jupiter", "Moon"],
      reference: "Moon",
    });
    expect(find(chart({ Jupiter: 9 }), "gajakesari")).toHaveLength(1);
    expect(find(chart({ Jupiter: 11 }), "gajakesari")).toHaveLength(0);
  });
  it("Budhaditya and Chandra-Mangala: conjunctions by sign", () => {
    expect(find(chart({ Mercury: 5 }), "budhaditya")[0]).toMatchObject({ planets: ["Sun", "Mercury"] });
    expect(find(chart({ Mars: 9 }), "chandraMangala")[0]).toMatchObject({ planets: ["Moon", "Mars"] });
  });
  it("Pancha Mahapurusha: own or exaltation sign in a kendra from the Lagna", () => {
    expect(find(chart({ Mars: 10 }), "ruchaka")[0]).toMatchObject({ planets: ["Mars"], detail: "exalted" });
    expect(find(chart({ Mars: 1 }), "ruchaka")[0]).toMatchObject({ detail: "own" });
    expect(find(chart({ Mars: 8 }), "ruchaka")).toHaveLength(0); // own sign, 8th house
    expect(find(chart({ Ascendant: 3, Mercury: 6 }), "bhadra")[0]).toMatchObject({ detail: "exalted" }); // Virgo is 4th from Gemini
    expect(find(chart({ Jupiter: 4 }), "hamsa")).toHaveLength(1);
    expect(find(chart({ Venus: 7 }), "malavya")).toHaveLength(1);
    expect(find(chart({ Saturn: 10 }), "shasha")).toHaveLength(1);
    expect(find(chart({ Saturn: 4 }), "shasha")).toHaveLength(0); // a kendra, but Cancer is neither own nor exaltation
  });
  it("Sunapha, Anapha, Durudhara are exclusive", () => {
    expect(ids(chart({ Saturn: 10, Venus: 1 }))).toContain("sunapha"); // Saturn 2nd from Moon, 12th empty
    const both = chart({ Saturn: 10 }); // Saturn 2nd, Venus 12th
    expect(ids(both)).toContain("durudhara");
    expect(ids(both)).not.toContain("sunapha");
    expect(ids(both)).not.toContain("anapha");
  });
  it("Kemadruma: nothing in the 2nd or 12th from the Moon; cancellation reported", () => {
    const lonely = chart({ Venus: 7 }); // Venus leaves the 12th from the Moon
    const [k] = find(lonely, "kemadruma");
    expect(k).toMatchObject({ planets: ["Moon"], reference: "Moon" });
    // Venus in Libra is 7th from the Aries Lagna, Mars in Gemini 7th from the Sagittarius Moon.
    expect(k!.cancelledBy).toEqual(["planetInKendraFromAscendant", "planetInKendraFromMoon"]);
    // Only Taurus, Leo and Aquarius are neither a flank of the Moon nor a kendra from either.
    const noCancel = chart({ Venus: 2, Jupiter: 5, Mars: 11, Mercury: 5, Saturn: 11 });
    expect(find(noCancel, "kemadruma")[0]!.cancelledBy).toEqual([]);
    expect(ids(chart({ Sun: 10, Venus: 7 }))).toContain("kemadruma"); // the Sun does not count
  });
  it("Adhi: Mercury, Jupiter and Venus all in the 6th-8th from the Moon", () => {
    const adhi = chart({ Mercury: 2, Jupiter: 3, Venus: 4 });
    expect(find(adhi, "adhi")[0]).toMatchObject({ planets: ["Mercury", "Jupiter", "Venus"], reference: "Moon" });
    expect(find(chart({ Mercury: 2, Jupiter: 3, Venus: 5 }), "adhi")).toHaveLength(0);
  });
  it("Vosi and Ubhayachari from the Sun", () => {
    expect(ids(chart({ Mercury: 4 }))).toContain("vosi");
    expect(ids(chart({ Mars: 4 }))).toContain("ubhayachari");
  });
  it("Neecha Bhanga Raja: each cancellation rule named with its planets", () => {
    // Sun in Libra (fall), Venus (lord of Libra) in Capricorn = 10th from the Aries Lagna.
    const nb = find(chart({ Sun: 7, Venus: 10 }), "neechaBhangaRaja");
    expect(nb).toContainEqual({
      id: "neechaBhangaRaja",
      rule: "debilitationLordInKendra",
      planets: ["Sun", "Venus"],
      reference: "Ascendant",
      detail: "Sun",
    });
    // Saturn (exalted in Libra) in Cancer = 4th: exaltedInSignInKendra.
    const nb2 = find(chart({ Sun: 7, Saturn: 4 }), "neechaBhangaRaja");
    expect(nb2.map((r) => r.rule)).toContain("exaltedInSignInKendra");
    // Mars (lord of Aries, the Sun's exaltation) in Sagittarius = with the Moon: kendra from the Moon.
    const nb3 = find(chart({ Sun: 7, Mars: 9 }), "neechaBhangaRaja");
    expect(nb3).toContainEqual({
      id: "neechaBhangaRaja",
      rule: "exaltationLordInKendra",
      planets: ["Sun", "Mars"],
      reference: "Moon",
      detail: "Sun",
    });
    // Base chart: Saturn in Pisces and Mars in Gemini are kendras from the Sagittarius Moon.
    expect(find(chart({ Sun: 7 }), "neechaBhangaRaja").map((r) => r.rule)).toEqual([
      "exaltationLordInKendra",
      "exaltedInSignInKendra",
    ]);
    // Venus in Scorpio, Saturn in Aquarius, Mars in Taurus: no helper in a kendra, no cancellation.
    expect(find(chart({ Sun: 7, Saturn: 11, Mars: 2 }), "neechaBhangaRaja")).toHaveLength(0);
  });
  it("Neecha Bhanga Raja: the Moon as helper is not in a kendra from itself", () => {
    // Jupiter in Capricorn (fall); its exaltation sign Cancer is the Moon's. Saturn (lord of
    // Capricorn) in Aquarius and Mars (exalted in Capricorn) in Taurus help from nowhere; the
    // Sagittarius Moon is 9th from the Aries Lagna: no cancellation.
    expect(find(chart({ Jupiter: 10, Saturn: 11, Mars: 2 }), "neechaBhangaRaja")).toEqual([]);
    // The same Moon in Cancer, 4th from the Lagna: it cancels, counted from the Lagna.
    expect(find(chart({ Jupiter: 10, Saturn: 11, Mars: 2, Moon: 4 }), "neechaBhangaRaja")).toEqual([
      {
        id: "neechaBhangaRaja",
        rule: "exaltationLordInKendra",
        planets: ["Jupiter", "Moon"],
        reference: "Ascendant",
        detail: "Jupiter",
      },
    ]);
    // Mars in Cancer (fall), its lord the Moon in Sagittarius (9th from Aries); Saturn (lord of
    // Mars's exaltation sign) and Jupiter (exalted in Cancer) in Taurus: nothing cancels Mars's fall.
    expect(find(chart({ Mars: 4, Saturn: 2 }), "neechaBhangaRaja")).toEqual([]);
  });
  it("Vipareeta Raja: 8th lord in the 12th (Sarala), 12th lord in the 6th (Vimala)", () => {
    expect(find(chart({ Mars: 12 }), "sarala")[0]).toMatchObject({ planets: ["Mars"], detail: "lordOf8" });
    expect(find(chart({ Jupiter: 6 }), "vimala")[0]).toMatchObject({ planets: ["Jupiter"], detail: "lordOf12" });
  });
  it("Kaal Sarp as a yoga, typed by Rahu's house", () => {
    const ks = chart({ Rahu: 1, Ketu: 7, Sun: 2, Mercury: 3, Moon: 4, Mars: 5, Jupiter: 6, Venus: 3, Saturn: 2 });
    expect(find(ks, "kaalSarp")[0]).toMatchObject({ planets: ["Rahu", "Ketu"], detail: "anant" });
  });
  it("every rule is data with a kind", () => {
    for (const rule of Object.values(YOGA_RULES)) expect(typeof rule.kind).toBe("string");
  });
});

describe("conjunctions", () => {
  it("groups two or more grahas by sign", () => {
    const signs = {
      Ascendant: 1,
      Sun: 5,
      Mercury: 5,
      Moon: 9,
      Mars: 9,
      Jupiter: 9,
      Venus: 8,
      Saturn: 12,
      Rahu: 11,
      Ketu: 5,
    };
    expect(conjunctions(signs)).toEqual([
      { sign: 5, planets: ["Sun", "Mercury", "Ketu"] },
      { sign: 9, planets: ["Moon", "Mars", "Jupiter"] },
    ]);
  });
});

describe("yogas of a computed chart", () => {
  let eph: Ephemeris;
  beforeAll(async () => {
    eph = await loadEphemerisNode();
  });
  it("5 April 2020, 06:00, New Delhi: Jupiter debilitated with no Neecha Bhanga (the Moon in Leo is 6th from the Pisces Lagna)", () => {
    const k = computeKundli(
      eph,
      {
        name: "Test",
        gender: "male",
        date: "2020-04-05",
        time: "06:00",
        place: { name: "New Delhi", latitude: 28.6139, longitude: 77.209, timezone: "Asia/Kolkata" },
      },
      { tzdata: "test" },
    );
    const sign = (body: string) => k.planets.find((p) => p.planet === body)!.sign;
    expect([sign("Ascendant"), sign("Moon"), sign("Jupiter"), sign("Saturn"), sign("Mars")]).toEqual([
      12, 5, 10, 10, 10,
    ]);
    // Before the fix the Moon, lord of Jupiter's exaltation sign, was "in a kendra from the Moon".
    expect(k.yogas.filter((y) => y.id === "neechaBhangaRaja")).toEqual([]);
  });
});
