import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BASE, signIn } from "../../../tests/workers/session";

const get = (path: string, cookie?: string) =>
  exports.default.fetch(new Request(BASE + path, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" }));

describe("/main, the signed-in shell", () => {
  it.each(["/main", "/main/orders", "/main/settings"])(
    "sends a visitor without a session from %s to / and renders nothing of it",
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(302);
      // "/" as spec §2 says, remembering where to return once a refresh token renews the session
      const location = new URL(res.headers.get("Location")!, "http://localhost");
      expect(location.pathname).toBe("/");
      expect(location.searchParams.get("next")).toBe(path);
      expect(await res.text()).not.toContain("Wallet Balance");
    },
  );

  it("refuses the shell's data to a visitor too (client-side navigation)", async () => {
    const res = await get("/main/orders.data");
    // single-fetch answers a redirect as 202 with the target inside the stream
    expect(res.status).toBe(202);
    const body = await res.text();
    expect(body).toContain("SingleFetchRedirect");
    expect(body).not.toContain("walletPaise");
  });

  it("treats a forged session cookie as no session", async () => {
    const res = await get("/main", "ks_access=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    expect(res.status).toBe(302);
  });

  it("renders the shell for a signed-in astrologer, never cached by others", async () => {
    const user = await signIn({ name: "Pandit Ram Sharma" });
    const res = await get("/main", user.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain("Wallet Balance");
    expect(html).toContain("₹0");
    expect(html).toContain("Namaste, Pandit Ram Sharma");
    for (const section of ["Subscription", "Billing History", "Orders", "Settings"]) expect(html).toContain(section);
  });

  it("speaks Hindi when the language cookie says so", async () => {
    const user = await signIn();
    const html = await (await get("/main/orders", `${user.cookie}; i18next=hi`)).text();
    expect(html).toContain('lang="hi"');
    expect(html).toContain("वॉलेट बैलेंस");
  });
});

describe("public screens and the session", () => {
  it("sends a signed-in astrologer from /auth straight to /main", async () => {
    const user = await signIn();
    const res = await get("/auth", user.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/main");
  });

  it("offers the way into the workspace on the landing page once signed in", async () => {
    const user = await signIn();
    expect(await (await get("/", user.cookie)).text()).toContain("Open your workspace");
    expect(await (await get("/")).text()).toContain("Sign in with your mobile number");
  });

  it.each([
    "/term",
    "/privacy",
    "/policy/terms",
    "/policy/privacy",
    "/policy/refund",
    "/policy/shipping",
    "/contact",
    "/auth",
  ])("serves %s to everyone", async (path) => {
    expect((await get(path)).status).toBe(200);
  });

  it("answers 404 for a policy that does not exist", async () => {
    expect((await get("/policy/cookies")).status).toBe(404);
  });
});
