/**
 * Photos (profile photos, branding logos) in R2 (binding FILES).
 *
 * 1. POST /api/s3/generate-upload-url {content_type} gives a signed upload URL valid 5 minutes:
 *    /api/s3/upload?key=…&type=…&expires=…&sig=HMAC(key, type, expires). The key is
 *    photos/<uid>/<random>.<ext>, so the signature also fixes whose photo it is.
 * 2. PUT to that URL with the same Content-Type and at most 2 MB of JPEG, PNG or WebP; the bytes
 *    must start like that format. The object is written once; the same URL cannot overwrite it.
 * 3. The photo is served at the stable address /files/photos/<uid>/<random>.<ext> to signed-in
 *    users, which update-photo or a branding profile's logo_url then records.
 */
import { hmacSha256Hex, randomToken, timingSafeEqual } from "#app/server/auth/crypto.server";
import { ApiError, readBytesAtMost } from "#app/server/http.server";
import { isDevelopment } from "#app/server/security.server";
import { PHOTO_PATH } from "#app/shared/accounts/fields";
import { MAX_PHOTO_BYTES, PHOTO_TYPES, type PhotoType } from "#app/shared/accounts/photos";

export const UPLOAD_URL_TTL_MS = 5 * 60_000;
export const UPLOAD_PATH = "/api/s3/upload";

/** Used only where AUTH_SECRET is unset (local development and tests). */
const DEV_SECRET = "kundli-studio-local-upload-key";
let warnedMissingSecret = false;

function signingKey(env: Env): string {
  if (env.AUTH_SECRET) return `upload-url:${env.AUTH_SECRET}`;
  if (!isDevelopment(env) && !warnedMissingSecret) {
    warnedMissingSecret = true;
    console.warn(
      "AUTH_SECRET is not set: upload URLs are signed with a public key. Set it with `wrangler secret put AUTH_SECRET`.",
    );
  }
  return DEV_SECRET;
}

function signature(env: Env, key: string, type: string, expires: number): Promise<string> {
  return hmacSha256Hex(signingKey(env), `${key}\n${type}\n${expires}`);
}

export interface UploadTicket {
  method: "PUT";
  upload_url: string;
  headers: { "Content-Type": PhotoType };
  /** Where the photo will be served once uploaded. */
  file_url: string;
  key: string;
  max_bytes: number;
  /** ISO 8601 UTC. */
  expires_at: string;
}

export async function createUploadTicket(
  env: Env,
  uid: string,
  type: PhotoType,
  now = Date.now(),
): Promise<UploadTicket> {
  const key = `photos/${uid}/${randomToken(16)}.${PHOTO_TYPES[type]}`;
  const expires = now + UPLOAD_URL_TTL_MS;
  const sig = await signature(env, key, type, expires);
  const query = new URLSearchParams({ key, type, expires: String(expires), sig });
  return {
    method: "PUT",
    upload_url: `${UPLOAD_PATH}?${query}`,
    headers: { "Content-Type": type },
    file_url: `/files/${key}`,
    key,
    max_bytes: MAX_PHOTO_BYTES,
    expires_at: new Date(expires).toISOString(),
  };
}

const refuse = (status: number, code: string, key: string) => new ApiError(status, code, `accounts.upload.${key}`);

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

/** Whether the bytes begin the way files of `type` begin. */
export function looksLike(type: PhotoType, bytes: Uint8Array): boolean {
  switch (type) {
    case "image/jpeg":
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case "image/png":
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case "image/webp":
      return startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8);
  }
}

/** PUT /api/s3/upload?…: checks signature, expiry, content type, size and format, then stores. */
export async function acceptUpload(
  env: Env,
  request: Request,
  now = Date.now(),
): Promise<{ key: string; file_url: string; size: number }> {
  const params = new URL(request.url).searchParams;
  const key = params.get("key") ?? "";
  const type = params.get("type") ?? "";
  const expiresText = params.get("expires") ?? "";
  const sig = params.get("sig") ?? "";
  const expires = Number(expiresText);
  if (
    !PHOTO_PATH.test(`/files/${key}`) ||
    !Object.hasOwn(PHOTO_TYPES, type) ||
    !/^\d{1,15}$/.test(expiresText) ||
    !/^[0-9a-f]{64}$/.test(sig)
  ) {
    throw refuse(403, "bad_signature", "badSignature");
  }
  if (!timingSafeEqual(await signature(env, key, type, expires), sig))
    throw refuse(403, "bad_signature", "badSignature");
  if (expires <= now) throw refuse(403, "upload_expired", "expired");
  const photoType = type as PhotoType;
  if (!key.endsWith(`.${PHOTO_TYPES[photoType]}`)) throw refuse(403, "bad_signature", "badSignature");
  const sent = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (sent !== photoType) throw refuse(415, "content_type_mismatch", "typeMismatch");
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_PHOTO_BYTES) throw refuse(413, "photo_too_large", "tooLarge");
  const bytes = await readBytesAtMost(request, MAX_PHOTO_BYTES, () => refuse(413, "photo_too_large", "tooLarge"));
  if (bytes.byteLength === 0) throw refuse(400, "empty_upload", "empty");
  if (!looksLike(photoType, bytes)) throw refuse(415, "not_an_image", "notAnImage");
  const owner = key.split("/")[1]!;
  // onlyIf: write only when no object has this key yet (a signed URL uploads once).
  const stored = await env.FILES.put(key, bytes, {
    httpMetadata: { contentType: photoType },
    customMetadata: { owner },
    onlyIf: { etagDoesNotMatch: "*" },
  });
  if (!stored) throw refuse(409, "already_uploaded", "alreadyUploaded");
  return { key, file_url: `/files/${key}`, size: bytes.byteLength };
}

/** Whether the photo at `path` (a PHOTO_PATH) is stored and belongs to `uid`. */
export async function photoBelongsTo(env: Env, path: string, uid: string): Promise<boolean> {
  const match = PHOTO_PATH.exec(path);
  if (!match || match[1] !== uid) return false;
  return (await env.FILES.head(path.slice("/files/".length))) !== null;
}

/** GET /files/photos/<uid>/<name>: the stored bytes with their image type, or null. */
export async function servePhoto(env: Env, path: string, request: Request): Promise<Response | null> {
  if (!PHOTO_PATH.test(path)) return null;
  const object = await env.FILES.get(path.slice("/files/".length), { onlyIf: request.headers });
  if (!object) return null;
  const type = object.httpMetadata?.contentType ?? "";
  if (!Object.hasOwn(PHOTO_TYPES, type)) return null;
  const headers = new Headers({
    "Content-Type": type,
    ETag: object.httpEtag,
    // The key is random and written once, so its bytes never change.
    "Cache-Control": "private, max-age=31536000, immutable",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cross-Origin-Resource-Policy": "same-origin",
  });
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
}
