import { PolicySummary } from "#app/ui/policy";
import { PublicPage } from "#app/ui/site";
import { PUBLIC_PAGE_HEADERS } from "#app/server/cache.server";
import { loadAsDocument, STATIC_PAGE } from "#app/ui/static-page";

/** Text and links: served without scripts (docs/decisions/0027, 0037). */
export const handle = STATIC_PAGE;
export const clientLoader = loadAsDocument;
/** A server loader, even with nothing to load: without one React Router would wait for the clientLoader to render. */
export const loader = () => null;

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
