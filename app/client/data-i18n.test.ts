import { describe, expect, it } from "vitest";
import en from "#app/i18n/en/data.json";
import hi from "#app/i18n/hi/data.json";
import { KUNDLIS_FAILED } from "./kundlis";

const text = (tree: Record<string, string>, key: string) => tree[key.replace(/^data\./, "")];

describe("data layer messages", () => {
  it("word the error catalogue (spec §8) exactly in English", () => {
    expect(text(en, KUNDLIS_FAILED)).toBe("Failed to fetch Kundli data");
  });

  it("have the same keys in Hindi, written in Devanagari", () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const value of Object.values(hi)) expect(value).toMatch(/[\u0900-\u097F]/);
  });
});
