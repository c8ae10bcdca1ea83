/**
 * The public pages as plain HTML (docs/decisions/0027): the landing page and the sign-in ship no
 * scripts of React Router; signing in works with forms alone, in both languages; a returning
 * astrologer whose access token has expired is renewed through GET /api/auth/resume.
 */
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BASE, CookieJar, latestCode, newIp, newPhone, otherCode, snapshot } from "../../tests/workers/auth";

/** A form post as a browser sends it from our own page. */
function post(path: string, fields: Record<string, string>, options: { ip: string; jar?: CookieJar; cookie?: string }) {
  const headers = new Headers({
    "Content-Type": "application/x-www-form-urlencoded",
    Origin: BASE,
    "CF-Connecting-IP": options.ip,
  });
  const cookie = [options.jar?.header(), options.cookie].filter(Boolean).join("; ");
  if (cookie) headers.set("Cookie", cookie);
  return exports.default.fetch(
    new Request(BASE + path, { method: "POST", headers, body: new URLSearchParams(fields), redirect: "manual" }),
  );
}

function get(path: string, cookie?: string) {
  return exports.default.fetch(
    new Request(BASE + path, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" }),
  );
}

/** The hidden fields of the code step, as the browser would send them back. */
function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g))
    fields[name!] = value!.replaceAll("&#x2B;", "+").replaceAll("&amp;", "&");
  return fields;
}

describe("the landing page and the sign-in screen as plain HTML", () => {
  it.each(["/", "/auth", "/?lng=hi", "/auth?lng=hi"])(
    "%s carries no script but the sign-in's own inline one",
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).not.toMatch(/<script[^>]+src=/);
      expect(html).not.toContain("modulepreload");
      expect(html).not.toContain("__reactRouterContext");
      expect(html.match(/<script/g)?.length ?? 0).toBe(path.startsWith("/auth") ? 1 : 0);
    },
  );

  it("keeps the language asked for with ?lng= in the cookie, privately", async () => {
    const res = await get("/?lng=hi");
    expect(res.headers.getSetCookie()).toContain("i18next=hi; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await (await get("/auth", "i18next=hi")).text()).toContain('lang="hi"');
    // and a language that does not exist is neither rendered nor kept
    const unknown = await get("/?lng=xx");
    expect(unknown.headers.getSetCookie().some((c) => c.startsWith("i18next="))).toBe(false);
  });
});

describe("signing in with forms only", () => {
  it("sends the code, refuses a wrong one at the field, and signs in with the right one, back to `next`", async () => {
    const ip = newIp();
    const phone = newPhone();
    const sent = await post("/auth?next=%2Fmain%2Forders", { intent: "send", phone: phone.typed }, { ip });
    expect(sent.status).toBe(200);
    const codeStep = await sent.text();
    expect(codeStep).toMatch(/autocomplete="one-time-code"/i);
    expect(codeStep).toContain("You can ask for a new code in 0:30");
    const hidden = hiddenFields(codeStep);
    expect(hidden.phone).toBe(phone.e164);

    const code = await latestCode(phone.e164);
    const wrong = await post("/auth", { ...hidden, intent: "verify", otp: otherCode(code) }, { ip });
    expect(wrong.status).toBe(400);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toMatch(/id="otp-error" role="alert"[^>]*>That code is not right/);
    expect(wrong.headers.getSetCookie().some((c) => c.startsWith("ks_access="))).toBe(false);

    const jar = new CookieJar();
    const right = await post("/auth?next=%2Fmain%2Forders", { ...hidden, intent: "verify", otp: code }, { ip });
    jar.take(right);
    expect(right.status).toBe(302);
    expect(right.headers.get("Location")).toBe("/main/orders");
    expect([...jar.cookies.keys()].sort()).toEqual(["kb", "ks_access", "ks_live", "ks_refresh"]);
    expect((await get("/main/orders", jar.header())).status).toBe(200);
  });

  it("never returns to a place outside the workspace", async () => {
    const ip = newIp();
    const phone = newPhone();
    const hidden = hiddenFields(await (await post("/auth", { intent: "send", phone: phone.typed }, { ip })).text());
    const otp = await latestCode(phone.e164);
    const res = await post(
      "/auth?next=https%3A%2F%2Fevil.example%2Fmain",
      { ...hidden, intent: "verify", otp },
      { ip },
    );
    expect(res.headers.get("Location")).toBe("/main");
  });

  it.each([
    ["en", { intent: "send", phone: "12345" }, "Enter a 10-digit Indian mobile number, for example 98765 43210."],
    ["hi", { intent: "send", phone: "" }, null],
    ["en", { intent: "verify", phone: "+919876500000", otp: "12" }, "Enter the 6 digits of the code."],
    ["en", { intent: "verify", phone: "not a phone", otp: "123456" }, null],
    ["en", { intent: "delete-everything" }, null],
    ["hi", {}, null],
  ] as const)(
    "answers a bad form (%s, %o) with 400, a translated message, and writes nothing",
    async (lng, fields, message) => {
      const before = await snapshot();
      const res = await post("/auth", { ...fields }, { ip: newIp(), cookie: `i18next=${lng}` });
      expect(res.status).toBe(400);
      const html = await res.text();
      const alert = /role="alert"[^>]*>([^<]+)</.exec(html)?.[1];
      expect(alert).toBeTruthy();
      if (message) expect(alert).toBe(message);
      if (lng === "hi") expect(alert).toMatch(/[\u0900-\u097F]/);
      expect(alert).not.toMatch(/^(auth|errors|authScreen)\./);
      const after = await snapshot();
      expect({ ...after, rate_limit_hits: 0 }).toEqual({ ...before, rate_limit_hits: 0 });
    },
  );

  it("refuses a sign-in form posted from another site", async () => {
    const res = await exports.default.fetch(
      new Request(`${BASE}/auth`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
        body: "intent=send&phone=9876512345",
      }),
    );
    expect(res.status).toBe(403);
  });
});

describe("a returning astrologer whose access token has expired", () => {
  async function signedIn(): Promise<CookieJar> {
    const ip = newIp();
    const phone = newPhone();
    const hidden = hiddenFields(await (await post("/auth", { intent: "send", phone: phone.typed }, { ip })).text());
    const jar = new CookieJar();
    jar.take(await post("/auth", { ...hidden, intent: "verify", otp: await latestCode(phone.e164) }, { ip }));
    jar.cookies.delete("ks_access"); // as the browser does after its 15 minutes
    return jar;
  }

  it("is renewed on the way into /main and comes back to the same screen", async () => {
    const jar = await signedIn();
    const gate = await get("/main/settings?tab=2", jar.header());
    expect(gate.status).toBe(302);
    expect(gate.headers.get("Location")).toBe("/api/auth/resume?next=%2Fmain%2Fsettings%3Ftab%3D2");
    const resumed = await get(gate.headers.get("Location")!, jar.header());
    expect(resumed.status).toBe(303);
    expect(resumed.headers.get("Location")).toBe("/main/settings?tab=2");
    jar.take(resumed);
    expect(jar.cookies.has("ks_access")).toBe(true);
    expect((await get("/main/settings", jar.header())).status).toBe(200);
  });

  it("is offered the workspace on the landing page, and sent on from the sign-in screen", async () => {
    const jar = await signedIn();
    const landing = await get("/", jar.header());
    expect(landing.headers.get("Cache-Control")).toMatch(/private|no-store/);
    expect(await landing.text()).toContain('href="/main"');
    const auth = await get("/auth", jar.header());
    expect(auth.status).toBe(302);
    expect(auth.headers.get("Location")).toBe("/api/auth/resume?fallback=auth&next=%2Fmain");
  });

  it("whose session is over goes to the landing page (spec §2), or back to the sign-in, with the cookies cleared", async () => {
    const jar = await signedIn();
    await exports.default.fetch(
      new Request(`${BASE}/api/auth/logout`, { method: "POST", headers: { Origin: BASE, Cookie: jar.header() } }),
    );
    for (const [path, target] of [
      ["/api/auth/resume?next=%2Fmain", "/"],
      ["/api/auth/resume?fallback=auth&next=%2Fmain", "/auth"],
    ] as const) {
      const res = await get(path, `${jar.header()}; ks_live=1`);
      expect(res.status).toBe(303);
      expect(res.headers.get("Location")).toBe(target);
      const cleared = res.headers.getSetCookie().filter((c) => /^ks_(access|refresh|live)=/.test(c));
      expect(cleared).toHaveLength(3);
      expect(cleared.every((c) => c.includes("Max-Age=0"))).toBe(true);
    }
  });

  it("is never sent outside the workspace by resume", async () => {
    const jar = await signedIn();
    const res = await get("/api/auth/resume?next=%2F%2Fevil.example%2Fmain", jar.header());
    expect(res.headers.get("Location")).toBe("/main");
  });
});
