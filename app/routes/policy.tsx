import { data } from "react-router";
import { isPolicyDocument, PolicyArticle } from "~/ui/policy";
import { PublicPage } from "~/ui/site";
import type { Route } from "./+types/policy";

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
