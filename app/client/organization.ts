/**
 * The user's organization (spec §3, §4, §5, §8): GET /api/user/organization?id=<id>, answering
 * `{status: "valid", ...organization}` or `{status: "invalid", detail}`. Fresh for 15 minutes.
 *
 * Only status "valid" is accepted; the status field is dropped and the rest kept. Any other
 * answer fails with the server's detail, or 'Organization not found or unauthorized' when it
 * gives none. On every failure the organization held before (or the empty default) stays.
 * Retry zeroes the retry count (the breaker's failures) and forces a reload.
 */
import { ApiClientError, isRecord } from "./api";
import { type CachedList, createCachedList, type EntityId, LoadFailure, type LoadOutcome } from "./cached-list";
import { FRESHNESS_MS } from "./constants";
import type { LoaderDeps } from "./profiles";
import { EMPTY_ORGANIZATION, type Organization } from "#app/shared/accounts/organization";

export const ORGANIZATION_FAILED = "data.failedOrganization";
export const ORGANIZATION_NOT_FOUND = "data.organizationNotFound";
export const NO_ORGANIZATION_ID = "data.noOrganizationId";

export interface OrganizationStore extends CachedList<Organization> {
  /** The Retry action: retry count back to 0, then a forced reload. */
  retry(organizationId: EntityId): Promise<LoadOutcome>;
}

function detailOf(body: unknown): string | null {
  return isRecord(body) && typeof body.detail === "string" && body.detail.trim() !== "" ? body.detail : null;
}

/** Accepts an answer only when its status is "valid"; returns the rest without the status. */
export function acceptOrganization(answer: unknown): Organization {
  if (isRecord(answer) && answer.status === "valid") {
    const { status: _status, ...organization } = answer;
    return organization as unknown as Organization;
  }
  throw new LoadFailure(ORGANIZATION_NOT_FOUND, detailOf(answer));
}

export function createOrganization({ api, breaker, emergencyStop, now }: LoaderDeps): OrganizationStore {
  const list = createCachedList<Organization>({
    name: "organization",
    freshnessMs: FRESHNESS_MS.organization,
    initialData: () => ({ ...EMPTY_ORGANIZATION }),
    failureKey: ORGANIZATION_FAILED,
    missingIdKey: NO_ORGANIZATION_ID,
    // an error status may still carry `{status: "invalid", detail}`
    detailOf: (error) => (error instanceof ApiClientError ? detailOf(error.body) : null),
    fetcher: async (id) => acceptOrganization(await api.get("/user/organization", { query: { id }, dedupeKey: null })),
    requests: api.requests,
    breaker,
    emergencyStop,
    now,
  });
  return {
    ...list,
    retry(organizationId) {
      list.resetBreaker();
      return list.load(organizationId, { force: true });
    },
  };
}
