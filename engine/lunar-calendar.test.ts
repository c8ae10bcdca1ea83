import { describe, expect, it } from "vitest";
import { ayanaOf, masaOf, rituOfMasa, samvatOf, tropicalRitu } from "./lunar-calendar.ts";

describe("masa from the Sun's sidereal sign at the new moons", () => {
  it("is named after the month in which the Sun enters the next sign: Sun in Pisces at the new moon → Chaitra", () => {
    expect(masaOf(12, 1, 5)).toEqual({ amanta: 1, purnimanta: 1, adhika: false, kshaya: false });
    expect(masaOf(1, 2, 5).amanta).toBe(2); // Vaishakha
    expect(masaOf(9, 10, 5).amanta).toBe(10); // Sun in Sagittarius → Pausha
    expect(masaOf(11, 12, 5).amanta).toBe(12); // Phalguna
  });

  it("in Krishna paksha the purnimanta month is already the next one (Phalguna's → Chaitra)", () => {
    expect(masaOf(11, 12, 16)).toMatchObject({ amanta: 12, purnimanta: 1 });
    expect(masaOf(11, 12, 30)).toMatchObject({ amanta: 12, purnimanta: 1 });
    expect(masaOf(11, 12, 15)).toMatchObject({ amanta: 12, purnimanta: 12 });
  });

  it("no sankranti between the new moons: adhika, named as the month after it, in both reckonings", () => {
    // 2023: the Sun in Cancer at both new moons → Adhika Shravana.
    expect(masaOf(4, 4, 3)).toEqual({ amanta: 5, purnimanta: 5, adhika: true, kshaya: false });
    expect(masaOf(4, 4, 20)).toEqual({ amanta: 5, purnimanta: 5, adhika: true, kshaya: false });
  });

  it("two sankrantis between the new moons: kshaya", () => {
    expect(masaOf(9, 11, 3)).toEqual({ amanta: 10, purnimanta: 10, adhika: false, kshaya: true });
  });
});

describe("Vikram and Shaka years", () => {
  it("the new year begins with Chaitra: 2026 Phalguna is 2082, 2026 Chaitra is 2083 (Shaka 1948)", () => {
    expect(samvatOf(2026, 3, 12)).toEqual({ vikram: 2082, shaka: 1947 });
    expect(samvatOf(2026, 3, 1)).toEqual({ vikram: 2083, shaka: 1948 });
    expect(samvatOf(2026, 5, 3)).toEqual({ vikram: 2083, shaka: 1948 }); // Jyeshtha, from mid-May
  });

  it("January's Pausha or Margashirsha still belong to the year begun the previous spring", () => {
    expect(samvatOf(2022, 1, 10)).toEqual({ vikram: 2078, shaka: 1943 });
    expect(samvatOf(2022, 1, 9)).toEqual({ vikram: 2078, shaka: 1943 });
    expect(samvatOf(2020, 12, 9)).toEqual({ vikram: 2077, shaka: 1942 });
    expect(samvatOf(2020, 12, 10)).toEqual({ vikram: 2077, shaka: 1942 });
  });
});

describe("ritu and ayana", () => {
  it("ritu by the amanta month: two months each from Chaitra", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(rituOfMasa)).toEqual([
      "vasanta",
      "vasanta",
      "grishma",
      "grishma",
      "varsha",
      "varsha",
      "sharad",
      "sharad",
      "hemanta",
      "hemanta",
      "shishira",
      "shishira",
    ]);
  });

  it("tropical ritu: Shishira from the winter solstice (270°), Vasanta from 330°", () => {
    expect(tropicalRitu(269.99)).toBe("hemanta");
    expect(tropicalRitu(270)).toBe("shishira");
    expect(tropicalRitu(330)).toBe("vasanta");
    expect(tropicalRitu(29.99)).toBe("vasanta");
    expect(tropicalRitu(30)).toBe("grishma");
    expect(tropicalRitu(90)).toBe("varsha");
    expect(tropicalRitu(150)).toBe("sharad");
    expect(tropicalRitu(210)).toBe("hemanta");
  });

  it("ayana: Uttarayana from 270° (Capricorn) to 90° (Cancer)", () => {
    expect(ayanaOf(270)).toBe("uttarayana");
    expect(ayanaOf(359.9)).toBe("uttarayana");
    expect(ayanaOf(89.99)).toBe("uttarayana");
    expect(ayanaOf(90)).toBe("dakshinayana");
    expect(ayanaOf(269.99)).toBe("dakshinayana");
    expect(ayanaOf(-10)).toBe("uttarayana");
  });
});
