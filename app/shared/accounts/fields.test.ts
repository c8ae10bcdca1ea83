import { describe, expect, it } from "vitest";
import {
  appLinkField,
  colourField,
  freeText,
  gstinField,
  label,
  logoUrlField,
  personName,
  photoUrlField,
  recordRef,
} from "./fields";

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe("names", () => {
  it.each([
    "Asha Rao",
    "D'Souza",
    "Mary-Jane O’Neil",
    "राम कुमार शर्मा",
    "அருண்",
    "Dr. K. N. Rao (Guruji)",
    "Astrologer 12",
  ])("accepts %s", (name) => {
    expect(ok(personName, name)).toBe(true);
  });

  it.each([
    "",
    "   ",
    "'; DROP TABLE users; --",
    "' OR '1'='1",
    "admin'--",
    "<b>Asha</b>",
    "Asha; Rao",
    "x".repeat(101),
    "Asha\u0000",
  ])("refuses %j", (name) => {
    expect(ok(personName, name)).toBe(false);
  });

  it("trims, collapses spaces and normalizes", () => {
    expect(personName.parse("  Asha   Rao ")).toBe("Asha Rao");
    expect(personName.parse("Re\u0301nu")).toBe("R\u00e9nu");
  });

  it("lets labels hold places and castes", () => {
    expect(label(200).parse("Ujjain, Madhya Pradesh")).toBe("Ujjain, Madhya Pradesh");
    expect(ok(label(), "Hindi/English & Marathi")).toBe(true);
    expect(ok(label(), "<svg onload=alert(1)>")).toBe(false);
  });
});

describe("free text", () => {
  it("keeps lines and SQL-looking words, refuses markup and control characters", () => {
    expect(freeText(100).parse("Line one\nLine two; 1=1")).toBe("Line one\nLine two; 1=1");
    expect(ok(freeText(100), "<script>")).toBe(false);
    expect(ok(freeText(100), "bell\u0007")).toBe(false);
    expect(ok(freeText(5), "toolong")).toBe(false);
  });
});

describe("other fields", () => {
  it("reads ids as integers or uids", () => {
    expect(recordRef.parse(5)).toBe(5);
    expect(recordRef.parse("6F1D7C2E-1111-4AAA-8BBB-000000000000")).toBe("6f1d7c2e-1111-4aaa-8bbb-000000000000");
    for (const bad of [0, -1, 1.5, "5", "x", null, {}]) expect(ok(recordRef, bad)).toBe(false);
  });

  it("upper-cases colours and GSTINs", () => {
    expect(colourField.parse("#fa7500")).toBe("#FA7500");
    expect(gstinField.parse(" 27aapfu0939f1zv ")).toBe("27AAPFU0939F1ZV");
    expect(gstinField.parse("")).toBe("");
    expect(ok(colourField, "#FA75")).toBe(false);
  });

  it("keeps only the path of one of our photo addresses", () => {
    const path = `/files/photos/6f1d7c2e-1111-4aaa-8bbb-000000000000/${"a".repeat(22)}.png`;
    expect(photoUrlField.parse(`https://kundli.example${path}`)).toBe(path);
    expect(photoUrlField.parse("")).toBe("");
    for (const bad of [
      "https://evil.example/x.png",
      "/files/photos/../x.png",
      `${path}?x=1`,
      "data:image/png;base64,AAAA",
    ])
      expect(ok(photoUrlField, bad)).toBe(false);
  });

  it("accepts app paths only as links", () => {
    expect(ok(appLinkField, "/main/orders?id=5")).toBe(true);
    for (const bad of ["https://x.example", "//x.example", "javascript:alert(1)", "main"])
      expect(ok(appLinkField, bad)).toBe(false);
  });
});

describe("logoUrlField", () => {
  const uid = "0f8fad5b-d9cb-469f-a165-70867728950e";
  it("takes a PNG or JPEG photo of ours, or '' to remove the logo", () => {
    for (const ext of ["png", "jpg"]) {
      const path = `/files/photos/${uid}/abcdefghijklmnopqrstuv.${ext}`;
      expect(logoUrlField.parse(path)).toBe(path);
    }
    expect(logoUrlField.parse("")).toBe("");
  });

  it("refuses a WebP logo with its own message: the print Worker cannot place it", () => {
    const result = logoUrlField.safeParse(`/files/photos/${uid}/abcdefghijklmnopqrstuv.webp`);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(["accounts.upload.logoWebp"]);
  });
});
