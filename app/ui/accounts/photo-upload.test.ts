import { describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES as SERVER_MAX, PHOTO_TYPES as SERVER_TYPES } from "~/server/accounts/files.server";
import { MAX_PHOTO_BYTES, PHOTO_TYPES, photoProblem } from "./photo-upload";

describe("a photo chosen for upload, checked before any request", () => {
  it("accepts JPEG, PNG and WebP up to 2 MB", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp"])
      expect(photoProblem({ type, size: 2 * 1024 * 1024 })).toBeNull();
  });

  it("refuses other types, an empty file and anything over 2 MB with the server's own words", () => {
    expect(photoProblem({ type: "image/gif", size: 10 })).toBe("accounts.upload.unsupportedType");
    expect(photoProblem({ type: "", size: 10 })).toBe("accounts.upload.unsupportedType");
    expect(photoProblem({ type: "image/png", size: 2 * 1024 * 1024 + 1 })).toBe("accounts.upload.tooLarge");
    expect(photoProblem({ type: "image/png", size: 0 })).toBe("accounts.upload.empty");
  });

  it("uses the same types and limit as the upload route", () => {
    expect([...PHOTO_TYPES].sort()).toEqual(Object.keys(SERVER_TYPES).sort());
    expect(MAX_PHOTO_BYTES).toBe(SERVER_MAX);
  });
});
