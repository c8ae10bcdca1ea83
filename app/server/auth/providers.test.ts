/** The SMS and email senders: request shapes of the production adapters (no network) and selection. */
import { describe, expect, it } from "vitest";
import { emailSender, RESEND_EMAILS_URL, resendSender } from "./email.server";
import { DeliveryError, MSG91_FLOW_URL, msg91Sender, smsSender } from "./sms.server";

interface Captured {
  url: string;
  init: RequestInit;
}

function fakeFetch(response: Response | Error): { fetch: typeof fetch; calls: Captured[] } {
  const calls: Captured[] = [];
  const fn = (async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    if (response instanceof Error) throw response;
    return response.clone();
  }) as typeof fetch;
  return { fetch: fn, calls };
}

const baseEnv = { ENVIRONMENT: "production", SMS_PROVIDER: "msg91", EMAIL_PROVIDER: "resend" } as unknown as Env;

describe("msg91Sender", () => {
  it("posts the code to the flow template with the number in digits", async () => {
    const { fetch, calls } = fakeFetch(Response.json({ type: "success", message: "3763646c" }));
    await msg91Sender({ authKey: "key-1", templateId: "tmpl-9" }, fetch).sendOtp({
      to: "+919876543210",
      code: "042917",
      text: "ignored",
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(MSG91_FLOW_URL);
    expect(calls[0]!.init.method).toBe("POST");
    expect(calls[0]!.init.headers).toMatchObject({ authkey: "key-1", "content-type": "application/json" });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      template_id: "tmpl-9",
      short_url: "0",
      recipients: [{ mobiles: "919876543210", otp: "042917" }],
    });
  });

  it.each([
    ["an HTTP error", Response.json({ type: "error", message: "Invalid authkey" }, { status: 401 })],
    ["an error type with status 200", Response.json({ type: "error", message: "Template not approved" })],
    ["a non-JSON answer", new Response("<html>gateway</html>", { status: 502 })],
    ["a network failure", new TypeError("fetch failed")],
  ])("turns %s into a DeliveryError", async (_, response) => {
    const { fetch } = fakeFetch(response);
    await expect(
      msg91Sender({ authKey: "k", templateId: "t" }, fetch).sendOtp({ to: "+919876543210", code: "1", text: "" }),
    ).rejects.toBeInstanceOf(DeliveryError);
  });
});

describe("resendSender", () => {
  it("posts the email with a bearer key", async () => {
    const { fetch, calls } = fakeFetch(Response.json({ id: "49a3999c" }));
    await resendSender({ apiKey: "re_123", from: "Kundli Studio <no-reply@example.in>" }, fetch).send({
      to: "a@example.in",
      subject: "Code",
      text: "123456 is your code",
      code: "123456",
    });
    expect(calls[0]!.url).toBe(RESEND_EMAILS_URL);
    expect(calls[0]!.init.headers).toMatchObject({
      authorization: "Bearer re_123",
      "content-type": "application/json",
    });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      from: "Kundli Studio <no-reply@example.in>",
      to: ["a@example.in"],
      subject: "Code",
      text: "123456 is your code",
    });
  });

  it("turns failures into a DeliveryError", async () => {
    for (const response of [
      new Response('{"message":"domain not verified"}', { status: 403 }),
      new TypeError("offline"),
    ]) {
      const { fetch } = fakeFetch(response);
      await expect(
        resendSender({ apiKey: "k", from: "f@x.in" }, fetch).send({ to: "a@b.in", subject: "s", text: "t" }),
      ).rejects.toBeInstanceOf(DeliveryError);
    }
  });
});

describe("choosing a sender", () => {
  it("uses the production adapters when their secrets are set", () => {
    expect(smsSender({ ...baseEnv, MSG91_AUTH_KEY: "k", MSG91_TEMPLATE_ID: "t" }).name).toBe("msg91");
    expect(emailSender({ ...baseEnv, RESEND_API_KEY: "k", EMAIL_FROM: "f@x.in" }).name).toBe("resend");
  });

  it("refuses missing secrets and unknown providers", () => {
    expect(() => smsSender(baseEnv)).toThrow(DeliveryError);
    expect(() => emailSender(baseEnv)).toThrow(DeliveryError);
    expect(() => smsSender({ ...baseEnv, SMS_PROVIDER: "twilio" })).toThrow(DeliveryError);
    expect(() => emailSender({ ...baseEnv, EMAIL_PROVIDER: "" })).toThrow(DeliveryError);
  });

  it("allows the outbox only in development, where codes may be printed", () => {
    expect(() => smsSender({ ...baseEnv, SMS_PROVIDER: "outbox" })).toThrow(/development/);
    expect(() => emailSender({ ...baseEnv, EMAIL_PROVIDER: "outbox" })).toThrow(/development/);
    expect(smsSender({ ...baseEnv, ENVIRONMENT: "development", SMS_PROVIDER: "outbox" }).name).toBe("outbox");
    expect(emailSender({ ...baseEnv, ENVIRONMENT: "development", EMAIL_PROVIDER: "outbox" }).name).toBe("outbox");
  });
});
