/** Every browser test fails when a page showed a key it had no text for (browser.ts). */
import { afterEach, expect } from "vitest";
import { missingTexts } from "./browser.ts";

afterEach(() => {
  expect(missingTexts.splice(0), "keys shown without their text").toEqual([]);
});
