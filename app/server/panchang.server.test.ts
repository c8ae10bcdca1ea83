import { describe, expect, it } from "vitest";
import { civilDateAt } from "./panchang.server";

describe("civilDateAt", () => {
  it("today is the date at the place, not at the server", () => {
    const instant = Date.parse("2025-11-22T20:00:00Z"); // 01:30 on the 23rd in India, 15:00 on the 22nd in New York
    expect(civilDateAt("Asia/Kolkata", instant)).toBe("2025-11-23");
    expect(civilDateAt("America/New_York", instant)).toBe("2025-11-22");
    expect(civilDateAt("Not/AZone", instant)).toBe("2025-11-22");
  });
});
