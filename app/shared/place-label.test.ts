import { describe, expect, it } from "vitest";
import type { PlaceNames } from "./place";
import { placeLabel } from "./place-label";

const place = (over: Partial<PlaceNames>): PlaceNames => ({
  name: "New Delhi",
  nameHi: "नई दिल्ली",
  admin1: "Delhi",
  admin2: "",
  admin3: "",
  country: "IN",
  ...over,
});

describe("placeLabel", () => {
  it("names the place, then what is not empty of sub-district, district, state and the country", () => {
    expect(placeLabel(place({}), "en")).toBe("New Delhi, Delhi, India");
    expect(
      placeLabel(
        place({ name: "Bhadohi", nameHi: null, admin1: "Uttar Pradesh", admin2: "Bhadohi", admin3: "Gyanpur" }),
        "en",
      ),
    ).toBe("Bhadohi, Gyanpur, Uttar Pradesh, India");
  });

  it("leaves out a part that repeats the name, whatever its case and punctuation", () => {
    expect(
      placeLabel(place({ name: "Varanasi", nameHi: null, admin1: "Uttar Pradesh", admin2: "VARANASI" }), "en"),
    ).toBe("Varanasi, Uttar Pradesh, India");
  });

  it("in Hindi: the Devanagari name where there is one, and the country's Hindi name", () => {
    expect(placeLabel(place({}), "hi")).toBe("नई दिल्ली, Delhi, भारत");
    expect(placeLabel(place({ name: "Varanasi", nameHi: null, admin1: "Uttar Pradesh" }), "hi")).toBe(
      "Varanasi, Uttar Pradesh, भारत",
    );
  });

  it("keeps the country's code where the language has no name for it", () => {
    expect(placeLabel(place({ country: "AA" }), "en")).toBe("New Delhi, Delhi, AA");
  });
});
