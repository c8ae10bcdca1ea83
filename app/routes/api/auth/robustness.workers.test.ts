/**
 * No request a client can make to the auth routes ends in a 500: every route, every method,
 * a spread of hostile bodies and headers, each answered with a 2xx or a 4xx JSON error.
 */
import { describe, expect, it } from "vitest";
import { call, newIp, signInByPhone } from "../../../../tests/workers/auth";

const ROUTES = [
  "/api/auth/send-otp",
  "/api/auth/verify-otp",
  "/api/auth/logout",
  "/api/auth/refresh-token",
  "/api/auth/check-user",
  "/api/auth/verify-token",
  "/api/auth/send-otp-email",
  "/api/auth/verify-otp-email",
  "/__dev/outbox",
];

const BODIES: unknown[] = [
  "null",
  "[]",
  '"9876543210"',
  "12",
  "{}",
  "{",
  "\u0000\u0001",
  { phone: {}, otp: [], email: {}, name: 5 },
  { phone: "9".repeat(10_000) },
  { phone: "+91 98765 43210", otp: "1".repeat(10_000), email: `${"a".repeat(300)}@x.in`, name: "n" },
  { phone: "<script>", otp: "' OR 1=1 --", email: "a@b.c'; DROP TABLE users; --", name: "\u202e" },
  { __proto__: { polluted: true }, constructor: { prototype: {} } },
];

const HEADERS: Record<string, string>[] = [
  {},
  { Cookie: "ks_access=; ks_refresh=;;;==" },
  { Cookie: `ks_access=${"A".repeat(43)}; ks_refresh=${"B".repeat(43)}` },
  { "Content-Type": "application/json; charset=utf-16" },
  { "Content-Type": "application/json", "Content-Length": "99999999" },
  { "CF-Connecting-IP": "::::::::" },
  { "Accept-Language": "xx-YY,*;q=0" },
];

describe("auth routes under hostile input", () => {
  it("never answer 5xx", async () => {
    for (const path of ROUTES) {
      // A fresh session per route: logout and refresh-token below end or rotate theirs.
      const { jar } = await signInByPhone();
      for (const method of ["GET", "POST", "PUT", "DELETE", "PATCH"]) {
        const res = await call(path, method === "GET" ? undefined : "{}", { method, ip: newIp() });
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
      }
      for (const body of BODIES) {
        for (const headers of HEADERS) {
          const res = await call(path, typeof body === "string" ? body : JSON.stringify(body), {
            method: "POST",
            ip: headers["CF-Connecting-IP"] ? undefined : newIp(),
            headers,
            jar: headers.Cookie ? undefined : jar.clone(),
          });
          expect(res.status, `${path} ${JSON.stringify(body).slice(0, 40)} ${JSON.stringify(headers)}`).toBeLessThan(
            500,
          );
          if (res.status >= 400) expect(res.headers.get("Content-Type") ?? "", path).toMatch(/json/);
        }
      }
    }
  });
});
