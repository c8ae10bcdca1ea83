import { describe, expect, it } from "vitest";
import { normalDate, normalTime, planRow, rawRow, readHeader, RowError } from "./rows";

const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof RowError) return { field: e.field, key: e.messageKey };
    throw e;
  }
  return null;
};

describe("CSV rows", () => {
  it("reads the header in any case and refuses unknown or repeated columns, or no name", () => {
    expect([...readHeader(["Name", " Phone ", "date", ""]).keys()]).toEqual(["name", "phone", "date"]);
    expect(refusal(() => readHeader(["name", "dob"]))).toEqual({ field: "dob", key: "clientsIo.unknownColumn" });
    expect(refusal(() => readHeader(["name", "name"]))).toEqual({ field: "name", key: "clientsIo.unknownColumn" });
    expect(refusal(() => readHeader(["phone"]))).toEqual({ field: "name", key: "clientsIo.noNameColumn" });
  });

  it("takes off export's formula guard", () => {
    expect(rawRow(readHeader(["name", "notes"]), ["Ram", "'=1+1"])).toEqual({ name: "Ram", notes: "=1+1" });
  });

  it("accepts dates day first and 12-hour times, never month first", () => {
    expect(normalDate("15/08/1985")).toBe("1985-08-15");
    expect(normalDate("5-8-1985")).toBe("1985-08-05");
    expect(normalDate("1985-8-15")).toBe("1985-08-15");
    expect(normalDate("08/15/85")).toBe("08/15/85"); // left for the birth check to refuse
    expect(normalTime("6:30 PM")).toBe("18:30");
    expect(normalTime("12:05 am")).toBe("00:05");
    expect(normalTime("7:45:10")).toBe("07:45:10");
    expect(normalTime("13:00 PM")).toBe("13:00 PM");
  });

  it("plans a client alone, or a client with a birth by place name or by coordinates", () => {
    expect(planRow({ name: " Asha  Verma ", tags: "family, VIP" })).toEqual({
      client: { name: "Asha Verma", tags: ["family", "VIP"] },
      clientKey: undefined,
    });
    const byName = planRow({
      name: "Ram",
      gender: "M",
      date: "15/08/1985",
      time: "6:30 pm",
      place: "Jaipur",
      state: "Rajasthan",
    });
    expect(byName.birth).toMatchObject({
      fields: { name: "Ram", gender: "male", date: "1985-08-15", time: "18:30" },
      relation: "self",
      lookup: { name: "Jaipur", state: "Rajasthan" },
    });
    const byCoordinates = planRow({
      name: "Ram",
      kundli_name: "Sita",
      relation: "Spouse",
      gender: "female",
      date: "1988-03-02",
      time: "07:45",
      latitude: "26.45",
      longitude: "74.64",
      timezone: "Asia/Kolkata",
    });
    expect(byCoordinates.birth).toMatchObject({
      fields: {
        name: "Sita",
        place: { id: null, name: "", latitude: 26.45, longitude: 74.64, timezone: "Asia/Kolkata" },
      },
      relation: "spouse",
    });
  });

  it("names the field of each refusal with the shared schemas' messages", () => {
    const base = { name: "Ram", gender: "male", date: "1985-08-15", time: "06:30", place: "Jaipur" };
    expect(refusal(() => planRow({ ...base, name: "<b>Ram</b>" }))).toEqual({
      field: "name",
      key: "accounts.invalidName",
    });
    expect(refusal(() => planRow({ ...base, phone: "12" }))).toEqual({ field: "phone", key: "auth.invalidPhone" });
    expect(refusal(() => planRow({ ...base, gender: "x" }))).toEqual({
      field: "gender",
      key: "accounts.invalidGender",
    });
    expect(refusal(() => planRow({ ...base, time: undefined }))).toEqual({
      field: "time",
      key: "clientsIo.birthMissing",
    });
    expect(refusal(() => planRow({ ...base, place: undefined }))).toEqual({
      field: "place",
      key: "clientsIo.placeMissing",
    });
    expect(refusal(() => planRow({ ...base, latitude: "26.4" }))).toEqual({
      field: "longitude",
      key: "clientsIo.coordinatesIncomplete",
    });
    expect(refusal(() => planRow({ ...base, latitude: "north", longitude: "1", timezone: "UTC" }))).toEqual({
      field: "latitude",
      key: "clientsIo.invalidNumber",
    });
    expect(refusal(() => planRow({ ...base, relation: "cousin" }))).toEqual({
      field: "relation",
      key: "clients.invalidRelation",
    });
    expect(refusal(() => planRow({ ...base, options: "{" }))).toEqual({
      field: "options",
      key: "calc.errors.INVALID_OPTION",
    });
  });
});
