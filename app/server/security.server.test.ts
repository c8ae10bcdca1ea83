import { describe, expect, it } from "vitest";
import { lazyNonce, refuseUnsafeConfig, securityHeaders, unsafeConfig } from "./security.server";

function policy(options: Parameters<typeof securityHeaders>[1]): Map<string, string> {
  const headers = new Headers();
  securityHeaders(headers, options);
  const csp = headers.get("Content-Security-Policy") ?? "";
  return new Map(
    csp.split("; ").map((directive) => {
      const [name, ...values] = directive.split(" ");
      return [name!, values.join(" ")];
    }),
  );
}

describe("Content-Security-Policy", () => {
  it("allows only our own scripts (by nonce), calls and no frames in production", () => {
    const csp = policy({ nonce: "abc", dev: false });
    expect(csp.get("script-src")).toBe("'self' 'nonce-abc'");
    expect(csp.get("connect-src")).toBe("'self'");
    expect(csp.get("frame-src")).toBe("'none'");
    expect(csp.get("frame-ancestors")).toBe("'none'");
  });

  it("allows no inline script at all when nothing rendered asked for a nonce", () => {
    expect(policy({ nonce: null, dev: false }).get("script-src")).toBe("'self'");
  });

  it("makes a nonce only when asked, and the same one every time", () => {
    const nonce = lazyNonce();
    expect(nonce.made).toBeNull();
    const value = nonce.value;
    expect(value).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonce.value).toBe(value);
    expect(nonce.made).toBe(value);
    expect(lazyNonce().value).not.toBe(value);
  });

  it("lets Razorpay Checkout load, frame and call home only when it is the payment provider", () => {
    const csp = policy({ nonce: "abc", dev: false, razorpay: true });
    expect(csp.get("script-src")).toBe("'self' 'nonce-abc' https://checkout.razorpay.com");
    expect(csp.get("frame-src")).toBe("https://api.razorpay.com https://checkout.razorpay.com");
    expect(csp.get("connect-src")).toContain("https://api.razorpay.com");
    expect(csp.get("default-src")).toBe("'self'");
  });

  it("keeps Vite's inline scripts and websocket working in development", () => {
    const csp = policy({ nonce: "abc", dev: true });
    expect(csp.get("script-src")).toBe("'self' 'unsafe-inline'");
    expect(csp.get("connect-src")).toBe("'self' ws: wss:");
  });
});

describe("unsafeConfig: development values only in development", () => {
  const production = {
    ENVIRONMENT: "production",
    SMS_PROVIDER: "msg91",
    EMAIL_PROVIDER: "resend",
    PAYMENT_PROVIDER: "razorpay",
  };

  it("accepts production with real providers, and development with anything", () => {
    expect(unsafeConfig(production)).toBeNull();
    expect(unsafeConfig({ ENVIRONMENT: "production" })).toBeNull();
    expect(
      unsafeConfig({
        ENVIRONMENT: "development",
        SMS_PROVIDER: "outbox",
        EMAIL_PROVIDER: "outbox",
        PAYMENT_PROVIDER: "test",
      }),
    ).toBeNull();
  });

  it("refuses an outbox or the test payments outside development, and says which", () => {
    expect(unsafeConfig({ ...production, SMS_PROVIDER: "outbox" })).toMatch(/refuses to serve: SMS_PROVIDER=outbox/);
    expect(unsafeConfig({ ...production, EMAIL_PROVIDER: "outbox" })).toMatch(/EMAIL_PROVIDER=outbox/);
    expect(unsafeConfig({ ...production, PAYMENT_PROVIDER: "test" })).toMatch(/PAYMENT_PROVIDER=test/);
  });

  it("wants the print Worker's SITE_ORIGIN to be a public https origin outside development", () => {
    expect(unsafeConfig({ ...production, SITE_ORIGIN: "https://kundli.example.in" })).toBeNull();
    expect(unsafeConfig({ ...production, SITE_ORIGIN: "http://localhost:5173" })).toMatch(/SITE_ORIGIN is "http:/);
    expect(unsafeConfig({ ...production, SITE_ORIGIN: "https://localhost:8788" })).toMatch(/SITE_ORIGIN/);
    expect(unsafeConfig({ ...production, SITE_ORIGIN: "" })).toMatch(/SITE_ORIGIN is ""/);
    expect(unsafeConfig({ ENVIRONMENT: "development", SITE_ORIGIN: "http://localhost:5173" })).toBeNull();
  });

  it("fails closed on a missing or misspelt ENVIRONMENT", () => {
    expect(unsafeConfig({ ...production, ENVIRONMENT: "Production" })).toMatch(/ENVIRONMENT is "Production"/);
    expect(unsafeConfig({ SMS_PROVIDER: "msg91" })).toMatch(/ENVIRONMENT is null/);
    expect(() => refuseUnsafeConfig({ ENVIRONMENT: "dev" })).toThrow(/refuses to serve/);
  });
});
