import { describe, expect, it } from "vitest";
import en from "#app/i18n/en/data.json";
import hi from "#app/i18n/hi/data.json";
import { KUNDLIS_FAILED } from "./kundlis";
import { NO_ORGANIZATION_ID, ORGANIZATION_FAILED, ORGANIZATION_NOT_FOUND } from "./organization";
import { PROFILES_FAILED } from "./profiles";

const text = (tree: Record<string, string>, key: string) => tree[key.replace(/^data\./, "")];

describe("data layer messages", () => {
  it("word the error catalogue (spec §8) exactly in English", () => {
    expect(text(en, PROFILES_FAILED)).toBe("Failed to fetch profiles");
    expect(text(en, KUNDLIS_FAILED)).toBe("Failed to fetch Kundli data");
    expect(text(en, ORGANIZATION_FAILED)).toBe("Failed to fetch organization data");
    expect(text(en, NO_ORGANIZATION_ID)).toBe("No organization ID provided");
    expect(text(en, ORGANIZATION_NOT_FOUND)).toBe("Organization not found or unauthorized");
  });

  it("have the same keys in Hindi, written in Devanagari", () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const value of Object.values(hi)) expect(value).toMatch(/[\u0900-\u097F]/);
  });
});
