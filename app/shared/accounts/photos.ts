/**
 * What may be uploaded as a photo (a profile photo, a branding logo): the upload route checks it
 * (app/server/accounts/files.server.ts) and the upload button checks it first, so a wrong file
 * costs no request.
 */

/** Accepted types and the extension each is stored under. */
export const PHOTO_TYPES = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" } as const;
export type PhotoType = keyof typeof PHOTO_TYPES;
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

export function isPhotoType(type: string): type is PhotoType {
  return Object.hasOwn(PHOTO_TYPES, type);
}

/**
 * A branding logo is printed on reports, and the print Worker places JPEG and PNG only (decoding
 * WebP there would cost a codec in its bundle): a WebP logo is refused when chosen and when saved.
 */
export const LOGO_TYPES: readonly PhotoType[] = ["image/jpeg", "image/png"];
