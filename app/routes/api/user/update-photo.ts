/**
 * POST /api/user/update-photo {profile_photo_url} — records the astrologer's own photo: an
 * address /api/s3/generate-upload-url gave them and that has been uploaded, or '' to remove it.
 * → {status:"success", data: user}
 */
import { z } from "zod";
import { photoUrlField } from "#app/shared/accounts/fields";
import { photoBelongsTo } from "#app/server/accounts/files.server";
import { requireAccount, updateAccount } from "#app/server/accounts/users.server";
import { ApiError, jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = z.strictObject({ profile_photo_url: photoUrlField });

export const loader = notAllowed;

export const action = apiAction({
  auth: "actor",
  body: Body,
  read: "fields",
  async handler({ env, actor, body: { profile_photo_url } }) {
    // Someone else's photo, or one never uploaded, is refused alike.
    if (profile_photo_url !== "" && !(await photoBelongsTo(env, profile_photo_url, actor.uid))) {
      throw new ApiError(400, "invalid_photo_url", "accounts.invalidPhotoUrl", "profile_photo_url");
    }
    await updateAccount(env, actor.uid, { profile_photo_url });
    return jsonResponse({ status: "success", data: await requireAccount(env, actor.uid) });
  },
});
