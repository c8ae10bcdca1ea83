/**
 * Photo uploads: a short-lived signed URL from generate-upload-url, a PUT to our upload route
 * that checks signature, expiry, type, size and format before writing to R2, and the stable
 * address the photo is served at.
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createUploadTicket } from "#app/server/accounts/files.server";
import { MAX_PHOTO_BYTES } from "#app/shared/accounts/photos";
import { call, expectError, makeWorld, pngBytes, type World } from "../../../../tests/workers/fixtures";

interface Ticket {
  status: string;
  method: string;
  upload_url: string;
  headers: Record<string, string>;
  file_url: string;
  key: string;
  max_bytes: number;
  expires_at: string;
}

let w: World;
beforeEach(async () => {
  w = await makeWorld();
});

async function ticket(contentType = "image/png", user = w.users.bob): Promise<Ticket> {
  const response = await call(
    { path: "/api/s3/generate-upload-url", method: "POST", body: { content_type: contentType } },
    user,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Ticket;
}

const put = (url: string, bytes: Uint8Array<ArrayBuffer> | string, contentType = "image/png") =>
  call({ path: url, method: "PUT", raw: bytes, contentType });

const storedCount = async () => (await env.FILES.list({ prefix: `photos/${w.users.bob.uid}/` })).objects.length;

describe("generate-upload-url", () => {
  it("signs a short-lived upload of one JPEG, PNG or WebP into the user's own folder", async () => {
    for (const type of ["image/jpeg", "image/png", "image/webp"]) {
      const t = await ticket(type);
      expect(t).toMatchObject({
        status: "success",
        method: "PUT",
        headers: { "Content-Type": type },
        max_bytes: MAX_PHOTO_BYTES,
      });
      expect(t.key.startsWith(`photos/${w.users.bob.uid}/`)).toBe(true);
      expect(t.file_url).toBe(`/files/${t.key}`);
      const ttl = Date.parse(t.expires_at) - Date.now();
      expect(ttl).toBeGreaterThan(4 * 60_000);
      expect(ttl).toBeLessThanOrEqual(5 * 60_000);
    }
  });

  it.each(["image/gif", "image/svg+xml", "text/html", "application/octet-stream", ""])("refuses %j", async (type) => {
    await expectError(
      await call({ path: "/api/s3/generate-upload-url", method: "POST", body: { content_type: type } }, w.users.bob),
      400,
      "invalid_input",
      "content_type",
    );
  });
});

describe("the upload route", () => {
  it("stores the photo, serves it at its stable address, and update-photo records it", async () => {
    const t = await ticket();
    const uploaded = await put(t.upload_url, pngBytes(1000));
    expect(uploaded.status).toBe(201);
    expect(await uploaded.json()).toMatchObject({ file_url: t.file_url, size: 1000 });

    const served = await call({ path: t.file_url }, w.users.bob);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pngBytes(1000));
    expect(served.headers.get("Cache-Control")).toMatch(/^private/);
    // a second look with the ETag is answered from the cache
    const etag = served.headers.get("ETag")!;
    const conditional = await exportsFetch(t.file_url, { Cookie: w.users.bob.cookie, "If-None-Match": etag });
    expect(conditional.status).toBe(304);

    const saved = await call(
      { path: "/api/user/update-photo", method: "POST", body: { profile_photo_url: `http://localhost${t.file_url}` } },
      w.users.bob,
    );
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { data: { profile_photo_url: string } }).data.profile_photo_url).toBe(t.file_url);
  });

  it("uploads once per URL", async () => {
    const t = await ticket();
    expect((await put(t.upload_url, pngBytes())).status).toBe(201);
    await expectError(await put(t.upload_url, pngBytes(80)), 409, "already_uploaded");
    expect(await storedCount()).toBe(1);
  });

  it("refuses a photo over 2 MB and stores nothing", async () => {
    const t = await ticket();
    await expectError(await put(t.upload_url, pngBytes(MAX_PHOTO_BYTES + 1)), 413, "photo_too_large");
    expect(await storedCount()).toBe(0);
    expect((await put(t.upload_url, pngBytes(MAX_PHOTO_BYTES))).status).toBe(201);
  });

  it.each([
    ["another content type than signed", pngBytes(), "image/jpeg", 415, "content_type_mismatch"],
    ["HTML pretending to be a PNG", "<html><script>alert(1)</script></html>", "image/png", 415, "not_an_image"],
    ["an empty body", new Uint8Array(), "image/png", 400, "empty_upload"],
  ])("refuses %s", async (_label, bytes, type, status, code) => {
    const t = await ticket();
    await expectError(await put(t.upload_url, bytes, type), status, code);
    expect(await storedCount()).toBe(0);
  });

  it.each([
    [
      "a changed signature",
      (url: string) => url.replace(/sig=([0-9a-f])/, (_m, c: string) => `sig=${c === "0" ? "1" : "0"}`),
    ],
    [
      "a later expiry",
      (url: string) => url.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3_600_000}`),
    ],
    ["another type", (url: string) => url.replace("type=image%2Fpng", "type=image%2Fjpeg")],
    ["another folder", (url: string) => url.replace(w.users.bob.uid, w.alice.uid)],
    ["a path outside photos/", (url: string) => url.replace("key=photos%2F", "key=..%2F")],
    ["no signature", (url: string) => url.replace(/&sig=[0-9a-f]+/, "")],
  ])("refuses %s", async (_label, tamper) => {
    const t = await ticket();
    await expectError(await put(tamper(t.upload_url), pngBytes()), 403, "bad_signature");
    expect((await env.FILES.list()).objects.every((o) => !o.key.includes(t.key.split("/")[2]!))).toBe(true);
  });

  it("refuses an expired URL", async () => {
    const expired = await createUploadTicket(env, w.users.bob.uid, "image/png", Date.now() - 6 * 60_000);
    await expectError(await put(expired.upload_url, pngBytes()), 403, "upload_expired");
  });
});

describe("serving photos", () => {
  it("needs a session and answers 404 for unknown photos", async () => {
    await expectError(await call({ path: w.alice.photo }), 401, "unauthorized");
    await expectError(
      await call({ path: `/files/photos/${w.alice.uid}/${"B".repeat(22)}.png` }, w.users.alice),
      404,
      "not_found",
    );
  });

  it("refuses update-photo for a photo never uploaded, or someone else's", async () => {
    const t = await ticket();
    await expectError(
      await call(
        { path: "/api/user/update-photo", method: "POST", body: { profile_photo_url: t.file_url } },
        w.users.bob,
      ),
      400,
      "invalid_photo_url",
    );
    await expectError(
      await call(
        { path: "/api/user/update-photo", method: "POST", body: { profile_photo_url: w.alice.photo } },
        w.users.bob,
      ),
      400,
      "invalid_photo_url",
    );
    await expectError(
      await call(
        { path: "/api/user/update-photo", method: "POST", body: { profile_photo_url: "javascript:alert(1)" } },
        w.users.bob,
      ),
      400,
      "invalid_input",
    );
  });

  it("removes the photo with ''", async () => {
    const response = await call(
      { path: "/api/user/update-photo", method: "POST", body: { profile_photo_url: "" } },
      w.users.alice,
    );
    expect(((await response.json()) as { data: { profile_photo_url: string } }).data.profile_photo_url).toBe("");
  });
});

async function exportsFetch(path: string, headers: Record<string, string>): Promise<Response> {
  const { exports } = await import("cloudflare:workers");
  return exports.default.fetch(new Request(`http://localhost${path}`, { headers }));
}
