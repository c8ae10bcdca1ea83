import { describe, expect, it } from "vitest";
import { CHOGHADIYA_QUALITY } from "./panchang";

describe("choghadiya", () => {
  it("colours Amrita, Shubha, Labha good, Chara neutral, Udvega, Kala, Roga bad", () => {
    expect(CHOGHADIYA_QUALITY).toEqual({
      amrita: "good",
      shubha: "good",
      labha: "good",
      chara: "neutral",
      udvega: "bad",
      kala: "bad",
      roga: "bad",
    });
  });
});
