import { PolicySummary } from "#app/ui/policy";
import { PublicPage } from "#app/ui/site";
import { PUBLIC_PAGE_HEADERS } from "#app/server/cache.server";

/** Public: cached a minute, then served stale while renewed (docs/decisions/0015). */
export function headers() {
  return PUBLIC_PAGE_HEADERS;
}

/** /term: the terms in brief, linking to /policy/terms. */
export default function TermsInBrief() {
  return (
    <PublicPage>
      <PolicySummary doc="terms" />
    </PublicPage>
  );
}
