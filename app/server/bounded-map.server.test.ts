import { describe, expect, it } from "vitest";
import { BoundedMap } from "./bounded-map.server";

describe("BoundedMap", () => {
  it("keeps at most max entries, pushing out the least recently used", () => {
    const map = new BoundedMap<string, number>({ max: 3 });
    map.set("a", 1);
    map.set("b", 2);
    map.set("c", 3);
    expect(map.get("a")).toBe(1); // a is now the most recently used; b the least
    map.set("d", 4);
    expect(map.size).toBe(3);
    expect(map.get("b")).toBeUndefined();
    expect([map.get("a"), map.get("c"), map.get("d")]).toEqual([1, 3, 4]);
  });

  it("counts setting a key again as a use, and keeps its new value", () => {
    const map = new BoundedMap<string, number>({ max: 2 });
    map.set("a", 1);
    map.set("b", 2);
    map.set("a", 10);
    map.set("c", 3);
    expect(map.get("b")).toBeUndefined();
    expect(map.get("a")).toBe(10);
    expect(map.size).toBe(2);
  });

  it("answers an entry until maxAgeMs after it was set, and never after", () => {
    let now = 1_000;
    const map = new BoundedMap<string, string>({ max: 4, maxAgeMs: 100, now: () => now });
    map.set("k", "v");
    now = 1_099;
    expect(map.get("k")).toBe("v"); // a read does not renew its age
    now = 1_100;
    expect(map.get("k")).toBeUndefined();
    expect(map.size).toBe(0);
    map.set("k", "w");
    now = 1_150;
    expect(map.get("k")).toBe("w");
  });

  it("without maxAgeMs keeps an entry however old", () => {
    let now = 0;
    const map = new BoundedMap<string, string>({ max: 1, now: () => now });
    map.set("k", "v");
    now = 365 * 24 * 3_600_000;
    expect(map.get("k")).toBe("v");
  });

  it("empties on clear and refuses a bound that is not a positive integer", () => {
    const map = new BoundedMap<number, number>({ max: 2 });
    map.set(1, 1);
    map.clear();
    expect(map.get(1)).toBeUndefined();
    expect(map.size).toBe(0);
    expect(() => new BoundedMap({ max: 0 })).toThrow(RangeError);
    expect(() => new BoundedMap({ max: 1.5 })).toThrow(RangeError);
  });
});
