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
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { requireActor } from "#app/server/accounts/access.server";
import { organizationIdField, organizationIdQuery } from "#app/shared/accounts/fields";
import { readBody, validate } from "#app/server/accounts/input.server";
import { linkOrganization, notFound, visibleOrganization } from "#app/server/accounts/organizations.server";
import { cloudflareContext } from "#app/server/context.server";
import { ApiError, apiHandler, errorResponse, jsonResponse } from "#app/server/http.server";

/** An ApiError answered with the organization fetch's {status:"invalid", detail} as well. */
async function withDetail(context: Readonly<RouterContextProvider>, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const response = errorResponse(error, context);
    const body = (await response.json()) as { error: { message: string } };
    return jsonResponse({ status: "invalid", detail: body.error.message, ...body }, { status: response.status });
  }
}

const noId = () => new ApiError(400, "no_organization_id", "accounts.noOrganizationId", "id");

const Body = z.strictObject({ organization_id: organizationIdField });

export const loader = apiHandler({
  GET: ({ request, context }) =>
    withDetail(context, async () => {
      const { env } = context.get(cloudflareContext);
      const actor = await requireActor(request, env);
      const raw = new URL(request.url).searchParams.get("id")?.trim() ?? "";
      if (raw === "" || raw === "0" || raw === "null" || raw === "undefined") throw noId();
      const id = validate(organizationIdQuery, raw, "id");
      const organization = await visibleOrganization(env, actor, id);
      if (!organization) throw notFound();
      return jsonResponse({ status: "valid", ...organization });
    }),
});

export const action = apiHandler({
  POST: ({ request, context }) =>
    withDetail(context, async () => {
      const { env } = context.get(cloudflareContext);
      const actor = await requireActor(request, env);
      const { organization_id } = await readBody(request, Body);
      const organization = await linkOrganization(env, actor, organization_id);
      return jsonResponse({ status: "valid", ...organization });
    }),
});
