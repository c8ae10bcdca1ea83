import { PolicySummary } from "~/ui/policy";
import { PublicPage } from "~/ui/site";

/** /term: the terms in brief, linking to /policy/terms. */
export default function TermsInBrief() {
  return (
    <PublicPage>
      <PolicySummary doc="terms" />
    </PublicPage>
  );
}
