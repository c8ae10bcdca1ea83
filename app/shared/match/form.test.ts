import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { parseForm } from "#app/shared/forms";
import { matchForm } from "./form";

/** The match form checked as the browser and the action check it, messages left as their keys. */
function submitted(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return parseForm(form, matchForm, ((key: string) => key) as TFunction);
}

const newBoy = {
  "boy.mode": "new",
  "boy.name": "Mohan Lal",
  "boy.gender": "female", // the side decides, not the post
  "boy.day": "9",
  "boy.month": "11",
  "boy.year": "1987",
  "boy.hour": "21",
  "boy.minute": "45",
  "boy.placeId": "1253405",
  "boy.placeLabel": "Varanasi",
};

describe("matchForm (Conform)", () => {
  it("gives a new birth with its side's gender, and a saved side's id or name", () => {
    const submission = submitted({ ...newBoy, "girl.mode": "saved", "girl.id": " 7 ", "girl.search": "Asha" });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.boy).toMatchObject({
      mode: "new",
      birth: { name: "Mohan Lal", gender: "male", date: "1987-11-09", time: "21:45:00", placeId: 1253405 },
    });
    expect(submission.value.girl).toEqual({ mode: "saved", id: "7", search: "Asha" });
  });

  it("puts each problem at its side's field, the birth's as birthForm does", () => {
    const submission = submitted({ ...newBoy, "boy.name": "", "boy.placeId": "", "boy.placeLabel": "Atlantis" });
    expect(submission.status !== "success" && submission.error).toEqual({
      "boy.name": ["kundli.form.errors.nameRequired"],
      "boy.placeLabel": ["places.invalidPlace"],
      "girl.search": ["match.form.girlRequired"],
    });
  });

  it("asks each side left out of the post for a Kundli, as a saved one by default", () => {
    const submission = submitted({});
    expect(submission.status !== "success" && submission.error).toEqual({
      "boy.search": ["match.form.boyRequired"],
      "girl.search": ["match.form.girlRequired"],
    });
  });
});
