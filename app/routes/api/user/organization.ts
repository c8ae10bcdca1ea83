/**
 * The astrologer's organization (spec §3, §5, §8).
 *
 * GET /api/user/organization?id=<id> — {status:"valid", id, name, created_at, uid, gst_number}
 * for a member of that organization (or a site admin). Otherwise {status:"invalid", detail} with
 * the translated reason ('No organization ID provided', 'Organization not found or
 * unauthorized' — the same for organizations that do not exist and those of others), next to
 * the usual `error` object.
 *
 * POST /api/user/organization {organization_id} — joins that organization (the caller owns it
 * or was invited by its owner or an admin), or leaves the current one with 0. Same answers.
 */
import { z } from "zod";
import { organizationIdField, organizationIdQuery } from "#app/shared/accounts/fields";
import { validate } from "#app/server/accounts/input.server";
import { linkOrganization, notFound, visibleOrganization } from "#app/server/accounts/organizations.server";
import { apiAction, apiLoader } from "#app/server/api/route.server";
import { ApiError, jsonResponse } from "#app/server/http.server";

/** A refusal answered with the organization fetch's {status:"invalid", detail} as well. */
async function withDetail(response: Response): Promise<Response> {
  const body = (await response.json()) as { error: { message: string } };
  return jsonResponse({ status: "invalid", detail: body.error.message, ...body }, { status: response.status });
}

const noId = () => new ApiError(400, "no_organization_id", "accounts.noOrganizationId", "id");

const Body = z.strictObject({ organization_id: organizationIdField });

export const loader = apiLoader({
  auth: "actor",
  refusal: withDetail,
  async handler({ request, env, actor }) {
    const raw = new URL(request.url).searchParams.get("id")?.trim() ?? "";
    if (raw === "" || raw === "0" || raw === "null" || raw === "undefined") throw noId();
    const id = validate(organizationIdQuery, raw, "id");
    const organization = await visibleOrganization(env, actor, id);
    if (!organization) throw notFound();
    return jsonResponse({ status: "valid", ...organization });
  },
});

export const action = apiAction({
  auth: "actor",
  body: Body,
  read: "fields",
  refusal: withDetail,
  async handler({ env, actor, body: { organization_id } }) {
    return jsonResponse({ status: "valid", ...(await linkOrganization(env, actor, organization_id)) });
  },
});
