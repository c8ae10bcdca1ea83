// The print Worker's own var (workers/print/wrangler.jsonc): `wrangler types` takes vars from the
// main Worker's config only, so this declaration merges it into the generated Env. Absent in the
// main Worker, which takes its origin from the request.
interface Env {
  /** The site's https origin, for links in emails (the weekly digest); set per deployment (docs/deploy.md). */
  SITE_ORIGIN?: string;
}
