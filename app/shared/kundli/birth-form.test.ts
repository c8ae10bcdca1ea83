import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { parseForm } from "#app/shared/forms";
import { EMPTY_BIRTH_VALUES, valuesOfBirth, type BirthFormValues } from "./birth-form";
import { birthForm, birthValues, normalizeUtcOffset, parseBirthValues } from "./birth-schema";

const valid: BirthFormValues = {
  ...EMPTY_BIRTH_VALUES,
  name: "  Asha Sharma ",
  gender: "female",
  day: "15",
  month: "1",
  year: "1990",
  hour: "12",
  minute: "05",
  second: "09",
  clock: "24",
  placeId: "1253405",
  placeLabel: "Varanasi, Uttar Pradesh, India",
  fatherName: "Ram",
};

describe("parseBirthValues", () => {
  it("turns the form into birth data", () => {
    const r = parseBirthValues(valid);
    expect(r).toEqual({
      ok: true,
      value: expect.objectContaining({
        name: "Asha Sharma",
        gender: "female",
        date: "1990-01-15",
        time: "12:05:09",
        placeId: 1253405,
        latitude: null,
        utcOffset: null,
        fatherName: "Ram",
      }),
    });
  });

  it("reads the 12-hour clock", () => {
    const pm = parseBirthValues({ ...valid, clock: "12", hour: "3", meridiem: "pm" });
    expect(pm.ok && pm.value.time).toBe("15:05:09");
    const midnight = parseBirthValues({ ...valid, clock: "12", hour: "12", meridiem: "am" });
    expect(midnight.ok && midnight.value.time).toBe("00:05:09");
    const noon = parseBirthValues({ ...valid, clock: "12", hour: "12", meridiem: "pm" });
    expect(noon.ok && noon.value.time).toBe("12:05:09");
    expect(parseBirthValues({ ...valid, clock: "12", hour: "3", meridiem: "" })).toEqual({
      ok: false,
      errors: { meridiem: "kundli.form.errors.meridiem" },
    });
    expect(parseBirthValues({ ...valid, clock: "12", hour: "13", meridiem: "pm" })).toEqual({
      ok: false,
      errors: { hour: "kundli.form.errors.hour12" },
    });
  });

  it("refuses dates that do not exist, naming the field", () => {
    expect(parseBirthValues({ ...valid, day: "30", month: "2", year: "2001" })).toEqual({
      ok: false,
      errors: { day: "kundli.form.errors.dateInvalid" },
    });
    const leap = parseBirthValues({ ...valid, day: "29", month: "2", year: "2000" });
    expect(leap.ok && leap.value.date).toBe("2000-02-29");
    expect(parseBirthValues({ ...valid, year: "3000" })).toEqual({
      ok: false,
      errors: { year: "kundli.form.errors.yearRange" },
    });
  });

  it("reads the time's parts: each whole and in range, the seconds optional", () => {
    const noSeconds = parseBirthValues({ ...valid, second: "" });
    expect(noSeconds.ok && noSeconds.value.time).toBe("12:05:00");
    expect(parseBirthValues({ ...valid, hour: "24" })).toEqual({
      ok: false,
      errors: { hour: "kundli.form.errors.timeInvalid" },
    });
    expect(parseBirthValues({ ...valid, minute: "60", second: "7.5" })).toEqual({
      ok: false,
      errors: { minute: "kundli.form.errors.timeInvalid", second: "kundli.form.errors.timeInvalid" },
    });
    expect(parseBirthValues({ ...valid, minute: " " })).toEqual({
      ok: false,
      errors: { minute: "kundli.form.errors.timeRequired" },
    });
  });

  it("reports every wrong field at once", () => {
    const r = parseBirthValues({ ...EMPTY_BIRTH_VALUES });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(Object.keys(r.errors).sort()).toEqual(
        ["day", "gender", "hour", "minute", "month", "name", "place", "year"].sort(),
      );
  });

  it("without a place from the list and without coordinates: 'Invalid place'", () => {
    expect(parseBirthValues({ ...valid, placeId: "", placeLabel: "Atlantis" })).toEqual({
      ok: false,
      errors: { place: "places.invalidPlace" },
    });
    expect(parseBirthValues({ ...valid, placeId: "abc" })).toEqual({
      ok: false,
      errors: { placeId: "places.invalidPlace" },
    });
  });

  it("takes coordinates typed by hand, with their UTC offset", () => {
    const r = parseBirthValues({
      ...valid,
      placeId: "",
      placeLabel: "Home village",
      latitude: "25.5",
      longitude: "82,75",
      utcOffset: "+5:30",
    });
    expect(r.ok && [r.value.latitude, r.value.longitude, r.value.utcOffset, r.value.placeId]).toEqual([
      25.5,
      82.75,
      "+05:30",
      null,
    ]);
    expect(parseBirthValues({ ...valid, placeId: "", latitude: "25.5", longitude: "82.75" })).toEqual({
      ok: false,
      errors: { utcOffset: "kundli.form.errors.utcOffsetRequired" },
    });
    expect(parseBirthValues({ ...valid, placeId: "", latitude: "25.5" })).toEqual({
      ok: false,
      errors: { longitude: "kundli.form.errors.coordinatesBoth" },
    });
    expect(parseBirthValues({ ...valid, latitude: "95", longitude: "10" })).toEqual({
      ok: false,
      errors: { latitude: "kundli.form.errors.latitude" },
    });
  });

  it("an offset alone overrides the chosen place's zone", () => {
    const r = parseBirthValues({ ...valid, utcOffset: "+06:30" });
    expect(r.ok && [r.value.placeId, r.value.utcOffset, r.value.latitude]).toEqual([1253405, "+06:30", null]);
    expect(parseBirthValues({ ...valid, utcOffset: "IST" })).toEqual({
      ok: false,
      errors: { utcOffset: "kundli.form.errors.utcOffset" },
    });
  });
});

describe("normalizeUtcOffset", () => {
  it.each([
    ["+5:30", "+05:30"],
    ["0530", "+05:30"],
    ["-4", "-04:00"],
    ["5.5", "+05:30"],
    ["UTC+05:21:10", "+05:21:10"],
    ["+15:00", null],
    ["noon", null],
  ])("%s → %s", (raw, want) => {
    expect(normalizeUtcOffset(raw)).toBe(want);
  });
});

describe("form values", () => {
  it("reads prefixed fields (matchmaking)", () => {
    const form = new FormData();
    form.set("boy.name", "Ravi");
    form.set("boy.day", "3");
    form.set("girl.name", "Sita");
    const boy = birthValues(form, "boy.");
    expect([boy.name, boy.day, boy.month]).toEqual(["Ravi", "3", ""]);
  });
  it("fill the form again from a saved Kundli (Edit)", () => {
    const values = valuesOfBirth({
      name: "Asha",
      gender: "female",
      date: "1990-01-05",
      time: "07:08",
      place: { id: 9, name: "Varanasi", latitude: 25.3, longitude: 83 },
      father_name: "Ram",
    });
    expect(values).toMatchObject({
      day: "5",
      month: "1",
      year: "1990",
      hour: "7",
      minute: "08",
      second: "00",
      placeId: "9",
      fatherName: "Ram",
      latitude: "",
    });
    expect(parseBirthValues(values).ok).toBe(true);
    const manual = valuesOfBirth({
      name: "A",
      gender: "male",
      date: "1990-01-05",
      time: "07:08:09",
      place: { id: null, name: "x", latitude: 25.3, longitude: 83 },
      utcOffset: "+05:30",
    });
    expect(manual).toMatchObject({ placeId: "", latitude: "25.3", longitude: "83", utcOffset: "+05:30", second: "09" });
    expect(parseBirthValues(manual).ok).toBe(true);
  });
});

/** The form checked as the browser and the actions check it, messages left as their keys. */
function submitted(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return parseForm(form, birthForm, ((key: string) => key) as TFunction);
}

describe("birthForm (Conform)", () => {
  it("gives the birth data of a valid form, as parseBirthValues does", () => {
    const submission = submitted({ ...valid, intent: "create" });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual(
      (parseBirthValues(valid) as { value: unknown }).value,
    );
  });

  it("puts each error at its field, a place typed without a choice at the place box", () => {
    const submission = submitted({ ...valid, name: "", day: "30", month: "2", placeId: "", placeLabel: "Atlantis" });
    expect(submission.status).toBe("error");
    expect(submission.status !== "success" && submission.error).toEqual({
      name: ["kundli.form.errors.nameRequired"],
      day: ["kundli.form.errors.dateInvalid"],
      placeLabel: ["places.invalidPlace"],
    });
  });

  it("takes a field left out of the post as empty", () => {
    const { placeId: _, placeLabel: __, ...rest } = valid;
    const submission = submitted(rest);
    expect(submission.status !== "success" && submission.error).toEqual({ placeLabel: ["places.invalidPlace"] });
  });
});
