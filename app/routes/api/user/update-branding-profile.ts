/**
 * POST /api/user/update-branding-profile {body} — creates (no `id`) or changes (`id`: integer
 * or uid) one of the astrologer's branding profiles: name, logo_url (an uploaded photo of theirs
 * or ''), contact_phone, contact_email, address, primary_color and secondary_color (#RRGGBB),
 * is_connected (true connects it and disconnects the others). Up to 10 per astrologer.
 * → {status:"success", data: branding_profile}
 */
import { saveBranding } from "#app/server/accounts/branding.server";
import { BrandingFields } from "#app/shared/accounts/branding";
import { photoBelongsTo } from "#app/server/accounts/files.server";
import { findOwnedRow } from "#app/server/accounts/records.server";
import { ApiError, jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

export const loader = notAllowed;

export const action = apiAction({
  auth: "actor",
  body: BrandingFields,
  read: "wrapped fields",
  async handler({ env, actor, body: { id, ...fields } }) {
    // Branding is the astrologer's own: managers do not edit it for others.
    const own = async (_env: Env, a: typeof actor, owner: string) => owner === a.uid;
    const existing =
      id === undefined
        ? null
        : await findOwnedRow(
            env,
            actor,
            "branding_profiles",
            id,
            { messageKey: "accounts.brandingNotFound", field: "id" },
            own,
          );
    if (fields.logo_url && !(await photoBelongsTo(env, fields.logo_url, actor.uid))) {
      throw new ApiError(400, "invalid_photo_url", "accounts.invalidPhotoUrl", "logo_url");
    }
    return jsonResponse({ status: "success", data: await saveBranding(env, actor.uid, existing?.id ?? null, fields) });
  },
});
