import { describe, expect, it } from "vitest";
import { photoProblem } from "./photo-upload";

describe("a photo chosen for upload, checked before any request", () => {
  it("accepts JPEG, PNG and WebP up to 2 MB", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp"])
      expect(photoProblem({ type, size: 2 * 1024 * 1024 })).toBeNull();
  });

  it("refuses other types, an empty file and anything over 2 MB with the server's own words", () => {
    expect(photoProblem({ type: "image/gif", size: 10 })).toBe("accounts.upload.unsupportedType");
    expect(photoProblem({ type: "", size: 10 })).toBe("accounts.upload.unsupportedType");
    expect(photoProblem({ type: "constructor", size: 10 })).toBe("accounts.upload.unsupportedType");
    expect(photoProblem({ type: "image/png", size: 2 * 1024 * 1024 + 1 })).toBe("accounts.upload.tooLarge");
    expect(photoProblem({ type: "image/png", size: 0 })).toBe("accounts.upload.empty");
  });

  it("refuses a WebP logo, which cannot be printed, and takes JPEG and PNG logos", () => {
    expect(photoProblem({ type: "image/webp", size: 10 }, { logo: true })).toBe("accounts.upload.logoWebp");
    expect(photoProblem({ type: "image/gif", size: 10 }, { logo: true })).toBe("accounts.upload.unsupportedType");
    for (const type of ["image/jpeg", "image/png"]) expect(photoProblem({ type, size: 10 }, { logo: true })).toBeNull();
  });
});
