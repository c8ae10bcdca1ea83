/**
 * POST /api/s3/generate-upload-url {content_type} — a signed URL to upload one photo (JPEG, PNG
 * or WebP, at most 2 MB) within 5 minutes; 60 per hour per astrologer.
 * → {status:"success", method:"PUT", upload_url, headers:{"Content-Type"}, file_url, key, max_bytes, expires_at}
 */
import { z } from "zod";
import { createUploadTicket } from "#app/server/accounts/files.server";
import { isPhotoType, type PhotoType } from "#app/shared/accounts/photos";
import { consumeRateLimit, type RateLimit } from "#app/server/auth/rate-limit.server";
import { jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = z.strictObject({
  content_type: z
    .string({ error: "accounts.upload.unsupportedType" })
    .max(64, "accounts.upload.unsupportedType")
    .transform((value) => value.trim().toLowerCase())
    .refine(isPhotoType, "accounts.upload.unsupportedType"),
});

const URLS_PER_USER: RateLimit = {
  bucket: "upload-url:user",
  limit: 60,
  windowMs: 60 * 60_000,
  messageKey: "accounts.tooManyRequests",
};

export const loader = notAllowed;

export const action = apiAction({
  auth: "actor",
  body: Body,
  read: "fields",
  async handler({ env, actor, body: { content_type } }) {
    await consumeRateLimit(env, URLS_PER_USER, actor.uid);
    return jsonResponse({
      status: "success",
      ...(await createUploadTicket(env, actor.uid, content_type as PhotoType)),
    });
  },
});
