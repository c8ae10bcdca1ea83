import { describe, expect, it } from "vitest";
import { foldKeys, romanize, skeleton, storedFold } from "./name-fold";

/** Whether a query finds a stored text, as the search does it (a key inside the stored fold). */
const finds = (query: string, stored: string) => foldKeys(query).some((k) => storedFold([stored]).includes(k));

describe("name fold", () => {
  it("finds a Devanagari-only name from Latin letters, and a Latin name from Devanagari", () => {
    expect(finds("ram", "राम")).toBe(true);
    expect(finds("राम", "Ram Sharma")).toBe(true);
    expect(finds("sharma", "राम शर्मा")).toBe(true);
    expect(finds("शर्मा", "Ram Sharma")).toBe(true);
    expect(finds("ram", "Sita")).toBe(false);
    expect(finds("sita", "राम शर्मा")).toBe(false);
  });

  it("folds common spellings of one name together", () => {
    const same: [string, string][] = [
      ["Raam", "Ram"],
      ["Lakshmi", "Laxmi"],
      ["Deepak", "दीपक"],
      ["Krishna", "कृष्ण"],
      ["Singh", "सिंह"],
      ["Shambhu", "शंभु"],
      ["Gyan", "ज्ञान"],
      ["Priyanka", "प्रियंका"],
      ["Aditya", "आदित्य"],
      ["Zakir", "ज़ाकिर"],
      ["Faiz", "फ़ैज़"],
      ["Ramesh", "रमेश"],
    ];
    for (const [a, b] of same)
      expect(
        foldKeys(a).some((k) => foldKeys(b).includes(k)),
        `${a} ~ ${b}`,
      ).toBe(true);
  });

  it("keeps a Devanagari word with and without its middle schwas, for names Hindi says both ways", () => {
    expect(foldKeys("सरला")).toEqual(["sarl", "saral"]); // Sarla
    expect(foldKeys("वाराणसी")).toEqual(["varansi", "varanasi"]); // Varanasi
    expect(finds("sarla", "सरला") && finds("varanasi", "वाराणसी")).toBe(true);
    expect(romanize("कमल")[0]).toBe(" kamal ");
  });

  it("reduces Latin spellings: accents, vowel length, aspiration, doubled letters, a final a", () => {
    expect(skeleton("Śrī Rāmachandra")).toBe("sri ramacandr");
    expect(skeleton("Bhattacharya")).toBe("batacari");
    expect(skeleton("PHOOL  wati")).toBe("ful vati");
  });

  it("stores each part between bars, so that a query cannot match across two parts", () => {
    expect(storedFold(["Ram Sharma", "राम शर्मा", "Jaipur"])).toBe("|ram sarm|jaipur|");
    expect(storedFold(["", "Asha"])).toBe("|as|");
  });
});
