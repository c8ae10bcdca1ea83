import { describe, expect, it } from "vitest";
import { sectionOf } from "./nav";

describe("sectionOf", () => {
  it.each([
    ["/main", "home"],
    ["/main/kundli", "home"],
    ["/main/kundli/42/edit", "home"],
    ["/main/match", "home"],
    ["/main/orders", "orders"],
    ["/main/billing", "billing"],
    ["/main/subscription", "subscription"],
    ["/main/settings", "settings"],
    ["/main/panchang", "panchang"],
    ["/main/clients", "clients"],
    ["/main/clients/7", "clients"],
    ["/main/settingsx", "home"],
    ["/main/admin/orders", "orders"],
    ["/main/admin/unknown", "home"],
  ])("puts %s under %s", (path, section) => {
    expect(sectionOf(path)).toBe(section);
  });
});
