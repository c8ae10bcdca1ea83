// Secret of the print area, set with `wrangler secret put FILES_SECRET` in production and absent
// locally (a development default is used then). Merged into the Env that `wrangler types` makes.
interface Env {
  /** HMAC key of the short-lived report links (/files/reports/:id?exp=…&sig=…). */
  FILES_SECRET?: string;
}
