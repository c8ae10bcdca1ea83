import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const BASE = "http://localhost";

describe("/api/locales", () => {
  it("serves Hindi translations", async () => {
    const res = await exports.default.fetch(`${BASE}/api/locales/hi`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { common: { appName: string } };
    expect(body.common.appName).toBe("कुंडली स्टूडियो");
  });

  it("refuses an unknown language with a JSON 404", async () => {
    const res = await exports.default.fetch(`${BASE}/api/locales/fr`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: "unknown_language" } });
  });

  it("renders the landing page in the language asked for", async () => {
    const res = await exports.default.fetch(`${BASE}/?lng=hi`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(await res.text()).toContain('lang="hi"');
  });
});
