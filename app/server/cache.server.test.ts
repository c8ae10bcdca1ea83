import { describe, expect, it } from "vitest";
import { guardCacheControl, PUBLIC_PAGE_HEADERS } from "./cache.server";

function guarded(status: number, headers: Record<string, string>, signedIn: boolean, setCookie?: string) {
  const response = { status, headers: new Headers(headers) };
  if (setCookie) response.headers.append("Set-Cookie", setCookie);
  guardCacheControl(response, signedIn);
  return response.headers.get("Cache-Control");
}

describe("guardCacheControl", () => {
  const PUBLIC = PUBLIC_PAGE_HEADERS["Cache-Control"];

  it("leaves a visitor's public 200 public", () => {
    expect(guarded(200, { ...PUBLIC_PAGE_HEADERS }, false)).toBe(PUBLIC);
    expect(guarded(200, {}, false)).toBeNull();
  });

  it("makes anything for a signed-in browser private, keeping what was private already", () => {
    expect(guarded(200, { ...PUBLIC_PAGE_HEADERS }, true)).toBe("private, no-store");
    expect(guarded(200, { "Cache-Control": "public, max-age=300" }, true)).toBe("private, no-store");
    expect(guarded(200, {}, true)).toBe("private, no-store");
    expect(guarded(302, {}, true)).toBe("private, no-store");
    expect(guarded(200, { "Cache-Control": "private, max-age=600" }, true)).toBe("private, max-age=600");
    expect(guarded(200, { "Cache-Control": "no-store" }, true)).toBe("no-store");
  });

  it("makes a response that sets a cookie private, also for a visitor", () => {
    expect(guarded(200, { ...PUBLIC_PAGE_HEADERS }, false, "kb=0000-0001; Path=/")).toBe("private, no-store");
    expect(guarded(200, {}, false, "i18next=hi; Path=/")).toBe("private, no-store");
  });

  it("keeps no public copy of anything but a 200", () => {
    expect(guarded(404, { ...PUBLIC_PAGE_HEADERS }, false)).toBe("no-store");
    expect(guarded(500, { "Cache-Control": "public, max-age=60" }, false)).toBe("no-store");
    // "publicity" is not the directive.
    expect(guarded(404, { "Cache-Control": "max-age=60, x-publicity" }, false)).toBe("max-age=60, x-publicity");
  });
});
