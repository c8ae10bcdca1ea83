import { describe, expect, it } from "vitest";
import { ApiError } from "#app/server/http.server";
import { CSV_TEMPLATE, MAX_CSV_ROWS, parseBirthsCsv } from "./births-csv.server";

const HEADER = "name,gender,date,time,place,latitude,longitude,timezone,utc_offset";
const csv = (...rows: string[]) => [HEADER, ...rows].join("\n");
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return { code: (e as ApiError).code, key: (e as ApiError).messageKey, status: (e as ApiError).status };
  }
  return null;
};

describe("parseBirthsCsv", () => {
  it("turns good rows into Kundli fields with the candidate's gender and the astrologer's options", () => {
    const { births, errors } = parseBirthsCsv(
      csv(
        "Asha,,1994-03-21,6:45,Varanasi,25.3176,82.9739,Asia/Kolkata,",
        "Bina,female,1990-12-01,23:59:30,,19.07,72.88,,+05:30",
      ),
      "female",
      { ayanamsa: "raman" },
    );
    expect(errors).toEqual([]);
    expect(births).toEqual([
      {
        line: 2,
        fields: {
          name: "Asha",
          gender: "female",
          date: "1994-03-21",
          time: "06:45",
          place: { name: "Varanasi", latitude: 25.3176, longitude: 82.9739, timezone: "Asia/Kolkata" },
          options: { ayanamsa: "raman" },
        },
      },
      {
        line: 3,
        fields: {
          name: "Bina",
          gender: "female",
          date: "1990-12-01",
          time: "23:59:30",
          // No zone: the hand-typed place's zone, with the offset given.
          place: { name: "19.07, 72.88", latitude: 19.07, longitude: 72.88, timezone: "UTC" },
          utcOffset: "+05:30",
          options: { ayanamsa: "raman" },
        },
      },
    ]);
  });

  it("reports each bad row with its line and column, and keeps the good ones", () => {
    const { births, errors } = parseBirthsCsv(
      csv(
        "Good,female,1994-03-21,06:45,Delhi,28.61,77.21,Asia/Kolkata,",
        "Boy,male,1994-03-21,06:45,Delhi,28.61,77.21,Asia/Kolkata,",
        "NoDate,,,06:45,Delhi,28.61,77.21,Asia/Kolkata,",
        "BadDate,,21/03/1994,06:45,Delhi,28.61,77.21,Asia/Kolkata,",
        "Feb30,,1994-02-30,06:45,Delhi,28.61,77.21,Asia/Kolkata,",
        "BadTime,,1994-03-21,25:00,Delhi,28.61,77.21,Asia/Kolkata,",
        "North,,1994-03-21,06:45,Delhi,128.61,77.21,Asia/Kolkata,",
        "Zone,,1994-03-21,06:45,Delhi,28.61,77.21,Mars/Olympus,",
        "NoZone,,1994-03-21,06:45,Delhi,28.61,77.21,,",
        ",,1994-03-21,06:45,Delhi,28.61,77.21,Asia/Kolkata,",
        "Short,,1994-03-21",
      ),
      "female",
      {},
    );
    expect(births.map((b) => b.fields.name)).toEqual(["Good"]);
    expect(errors.map((e) => [e.line, e.column, e.code])).toEqual([
      [3, "gender", "wrong_gender"],
      [4, "date", "required"],
      [5, "date", "invalid_input"],
      [6, "date", "INVALID_DATE"],
      [7, "time", "INVALID_TIME"],
      [8, "latitude", "INVALID_LATITUDE"],
      [9, "timezone", "INVALID_TIMEZONE"],
      [10, "timezone", "required"],
      [11, "name", "required"],
      [12, "", "wrong_cell_count"],
    ]);
    expect(errors[0]!.messageKey).toBe("batch.errors.gender.female");
  });

  it("refuses the file as a whole when it is not CSV, lacks a column, or has no rows or too many", () => {
    expect(refusal(() => parseBirthsCsv('name,date\n"open', "male", {}))).toMatchObject({ code: "invalid_csv" });
    expect(refusal(() => parseBirthsCsv("name,date,time,latitude\nA,1990-01-01,10:00,1", "male", {}))).toMatchObject({
      code: "missing_column",
    });
    expect(refusal(() => parseBirthsCsv(HEADER, "male", {}))).toMatchObject({ code: "empty_csv" });
    expect(refusal(() => parseBirthsCsv("", "male", {}))).toMatchObject({ code: "empty_csv" });
    const row = "A,,1990-01-01,10:00,X,28.6,77.2,Asia/Kolkata,";
    expect(refusal(() => parseBirthsCsv(csv(...Array(MAX_CSV_ROWS + 1).fill(row)), "male", {}))).toMatchObject({
      code: "too_many_rows",
      status: 400,
    });
    expect(parseBirthsCsv(csv(...Array(MAX_CSV_ROWS).fill(row)), "male", {}).births).toHaveLength(MAX_CSV_ROWS);
  }, 30_000); // 5,000 rows, each checked as a saved birth is

  it("reads its own template, header names in any case and order", () => {
    expect(parseBirthsCsv(CSV_TEMPLATE, "female", {}).errors).toEqual([]);
    const shuffled = "LONGITUDE,Latitude,Time,Date,Name,TimeZone\n82.97,25.31,06:45,1994-03-21,Asha,Asia/Kolkata";
    expect(parseBirthsCsv(shuffled, "female", {}).births[0]!.fields.place).toMatchObject({
      latitude: 25.31,
      longitude: 82.97,
    });
  });
});
