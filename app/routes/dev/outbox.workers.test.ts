/** GET /__dev/outbox: lists what the dev outbox sent; exists only in development. */
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, expectError, newIp, newPhone } from "../../../tests/workers/auth";
import { PRODUCTION_VARS } from "../../../tests/workers/session";

describe("GET /__dev/outbox", () => {
  it("lists messages newest first with to, channel, code, message and sentAt", async () => {
    const first = newPhone();
    const second = newPhone();
    await call("/api/auth/send-otp", { phone: first.e164 }, { ip: newIp() });
    await call("/api/auth/send-otp", { phone: second.e164 }, { ip: newIp() });
    const res = await call("/__dev/outbox");
    expect(res.status).toBe(200);
    const { messages } = (await res.json()) as {
      messages: { to: string; channel: string; code: string; message: string; sentAt: string }[];
    };
    expect(messages.slice(0, 2).map((m) => m.to)).toEqual([second.e164, first.e164]);
    expect(messages[0]).toEqual({
      to: second.e164,
      channel: "sms",
      code: expect.stringMatching(/^\d{6}$/),
      subject: null,
      message: expect.stringContaining(messages[0]!.code),
      sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it("narrows to one recipient however the number is written, and limits the count", async () => {
    const { typed, e164 } = newPhone();
    await call("/api/auth/send-otp", { phone: e164 }, { ip: newIp() });
    await call("/api/auth/send-otp", { phone: newPhone().e164 }, { ip: newIp() });
    const res = await call(`/__dev/outbox?to=${encodeURIComponent(typed)}`);
    const { messages } = (await res.json()) as { messages: { to: string }[] };
    expect(messages.map((m) => m.to)).toEqual([e164]);
    const limited = (await (await call("/__dev/outbox?limit=1")).json()) as { messages: unknown[] };
    expect(limited.messages).toHaveLength(1);
    await expectError(await call("/__dev/outbox?limit=0"), 400, "invalid_input", "limit");
    await expectError(await call("/__dev/outbox?limit=abc"), 400, "invalid_input", "limit");
  });

  it("does not exist in production, and a Worker configured with it outside development refuses to serve", async () => {
    const worker = (await import("../../../workers/app")).default;
    const fetchAs = (vars: Record<string, string>, method: string) =>
      worker.fetch(
        new Request("http://localhost/__dev/outbox", { method }) as Request<unknown, IncomingRequestCfProperties>,
        { ...env, ...vars },
        createExecutionContext(),
      );
    const production = PRODUCTION_VARS;
    for (const method of ["GET", "POST"]) {
      const res = await fetchAs(production, method);
      expect(res.status, method).toBe(404);
      expect(await res.text()).not.toContain("sentAt");
    }
    // A misspelt or missing ENVIRONMENT fails closed; so does an outbox, the test payments or a local site
    // origin (the digest's links) in production.
    for (const vars of [
      { ENVIRONMENT: "staging" },
      { ENVIRONMENT: "" },
      { ...production, SMS_PROVIDER: "outbox" },
      { ...production, EMAIL_PROVIDER: "outbox" },
      { ...production, PAYMENT_PROVIDER: "test" },
      { ...production, SITE_ORIGIN: "http://localhost:5173" },
    ]) {
      const res = await fetchAs(vars, "GET");
      expect(res.status, JSON.stringify(vars)).toBe(503);
      const text = await res.text();
      expect(text).toContain("refuses to serve");
      expect(text).not.toContain("sentAt");
    }
  });

  it("refuses other methods in development", async () => {
    await expectError(await call("/__dev/outbox", {}), 405, "method_not_allowed");
  });
});
