/**
 * POST /api/s3/generate-upload-url {content_type} — a signed URL to upload one photo (JPEG, PNG
 * or WebP, at most 2 MB) within 5 minutes; 60 per hour per astrologer.
 * → {status:"success", method:"PUT", upload_url, headers:{"Content-Type"}, file_url, key, max_bytes, expires_at}
 */
import { z } from "zod";
import { requireActor } from "#app/server/accounts/access.server";
import { createUploadTicket } from "#app/server/accounts/files.server";
import { isPhotoType, type PhotoType } from "#app/shared/accounts/photos";
import { readBody } from "#app/server/accounts/input.server";
import { consumeRateLimit, type RateLimit } from "#app/server/auth/rate-limit.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";

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

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    const { content_type } = await readBody(request, Body);
    await consumeRateLimit(env, URLS_PER_USER, actor.uid);
    return jsonResponse({
      status: "success",
      ...(await createUploadTicket(env, actor.uid, content_type as PhotoType)),
    });
  },
});
