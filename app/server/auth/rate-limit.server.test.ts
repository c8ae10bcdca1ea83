import { describe, expect, it } from "vitest";
import { clientIp, LIMITS } from "./rate-limit.server";

function from(ip?: string): Request {
  return new Request("http://localhost/", { headers: ip === undefined ? {} : { "CF-Connecting-IP": ip } });
}

describe("clientIp", () => {
  it("takes IPv4 addresses as they are", () => {
    expect(clientIp(from("203.0.113.7"))).toBe("203.0.113.7");
  });

  it("groups IPv6 addresses by their /64", () => {
    expect(clientIp(from("2001:db8:aa:1::5"))).toBe("2001:db8:aa:1::/64");
    expect(clientIp(from("2001:0db8:00aa:0001:ffff:0:0:9"))).toBe("2001:db8:aa:1::/64");
    expect(clientIp(from("2001:db8::1"))).toBe("2001:db8:0:0::/64");
    expect(clientIp(from("::1"))).toBe("0:0:0:0::/64");
  });

  it("falls back to one shared key without the header or with nonsense", () => {
    expect(clientIp(from())).toBe("local");
    expect(clientIp(from(""))).toBe("local");
    expect(clientIp(from("x".repeat(100)))).toBe("local");
  });
});

describe("LIMITS", () => {
  it("hold the numbers docs/auth.md promises", () => {
    expect(LIMITS.sendOtpPerPhone).toMatchObject({ limit: 5, windowMs: 3_600_000 });
    expect(LIMITS.sendOtpCooldown).toMatchObject({ limit: 1, windowMs: 30_000 });
    expect(LIMITS.sendOtpPerIp).toMatchObject({ limit: 20, windowMs: 3_600_000 });
    expect(LIMITS.verifyOtpPerIp).toMatchObject({ limit: 30, windowMs: 900_000 });
    expect(LIMITS.checkUserPerIp).toMatchObject({ limit: 30, windowMs: 900_000 });
    expect(LIMITS.sendEmailOtpPerUser).toMatchObject({ limit: 5, windowMs: 3_600_000 });
    expect(LIMITS.sendEmailOtpPerIp).toMatchObject({ limit: 20, windowMs: 3_600_000 });
  });
});
