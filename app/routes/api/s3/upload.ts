/**
 * PUT /api/s3/upload?key&type&expires&sig — the upload URL generate-upload-url signs. The
 * signature is the authority (like a pre-signed storage URL): it names the owner, the content
 * type and the expiry. → 201 {status:"success", file_url, key, size}
 */
import { acceptUpload } from "#app/server/accounts/files.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";

export const loader = apiHandler({});

export const action = apiHandler({
  async PUT({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const stored = await acceptUpload(env, request);
    return jsonResponse({ status: "success", ...stored }, { status: 201 });
  },
});
