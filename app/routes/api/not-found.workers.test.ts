import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const BASE = "http://localhost";

describe("an /api path that names no route", () => {
  it.each(["GET", "POST", "PUT", "DELETE"])("answers %s with a JSON 404 in the caller's language", async (method) => {
    const res = await exports.default.fetch(`${BASE}/api/user/no-such-operation?lng=hi`, {
      method,
      headers: { "Content-Type": "application/json" },
      ...(method === "GET" ? {} : { body: "{}" }),
    });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("not_found");
    expect(body.error.message).toBe("यह नहीं मिला।");
  });

  it("leaves screens to the HTML page", async () => {
    const res = await exports.default.fetch(`${BASE}/no-such-screen`, { headers: { Accept: "text/html" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("text/html");
  });
});
