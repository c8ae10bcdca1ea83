import { describe, expect, it } from "vitest";
import { createLanguageStore, languageState } from "./language";

describe("language state", () => {
  it("holds the code and its index: en 0, hi 1", () => {
    expect(languageState("en")).toEqual({ code: "en", index: 0 });
    expect(languageState("hi")).toEqual({ code: "hi", index: 1 });
  });

  it("starts in English unless told otherwise", () => {
    expect(createLanguageStore().getState()).toEqual({ code: "en", index: 0 });
    expect(createLanguageStore("hi").getState()).toEqual({ code: "hi", index: 1 });
  });

  it("switches to Hindi and back", () => {
    const store = createLanguageStore();
    expect(store.set("hi")).toBe(true);
    expect(store.getState()).toEqual({ code: "hi", index: 1 });
    store.set("en");
    expect(store.getState()).toEqual({ code: "en", index: 0 });
  });

  it("ignores anything but en or hi", () => {
    const store = createLanguageStore("hi");
    expect(store.set("fr")).toBe(false);
    expect(store.set(1)).toBe(false);
    expect(store.getState()).toEqual({ code: "hi", index: 1 });
  });
});
