/**
 * PUT /api/s3/upload?key&type&expires&sig — the upload URL generate-upload-url signs. The
 * signature is the authority (like a pre-signed storage URL): it names the owner, the content
 * type and the expiry. → 201 {status:"success", file_url, key, size}
 */
import { acceptUpload } from "#app/server/accounts/files.server";
import { jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

export const loader = notAllowed;

export const action = apiAction({
  method: "PUT",
  auth: "public",
  async handler({ request, env }) {
    const stored = await acceptUpload(env, request);
    return jsonResponse({ status: "success", ...stored }, { status: 201 });
  },
});
