import { data } from "react-router";
import { isPolicyDocument, PolicyArticle } from "#app/ui/policy";
import { PublicPage } from "#app/ui/site";
import type { Route } from "./+types/policy";
import { PUBLIC_PAGE_HEADERS } from "#app/server/cache.server";
import { loadAsDocument, STATIC_PAGE } from "#app/ui/static-page";

/** Text and links: served without scripts (docs/decisions/0027, 0037). */
export const handle = STATIC_PAGE;
export const clientLoader = loadAsDocument;

/** Public: cached a minute, then served stale while renewed (docs/decisions/0015). */
export function headers() {
  return PUBLIC_PAGE_HEADERS;
}

/** /policy/terms, /policy/privacy, /policy/refund, /policy/shipping; anything else is 404. */
export function loader({ params }: Route.LoaderArgs) {
  if (!isPolicyDocument(params.doc)) throw data(null, { status: 404 });
  return { doc: params.doc };
}

export default function Policy({ loaderData }: Route.ComponentProps) {
  return (
    <PublicPage>
      <PolicyArticle doc={loaderData.doc} />
    </PublicPage>
  );
}
