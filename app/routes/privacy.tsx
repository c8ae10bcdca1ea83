import { PolicySummary } from "~/ui/policy";
import { PublicPage } from "~/ui/site";

/** /privacy: the privacy policy in brief, linking to /policy/privacy. */
export default function PrivacyInBrief() {
  return (
    <PublicPage>
      <PolicySummary doc="privacy" />
    </PublicPage>
  );
}
