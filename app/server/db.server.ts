import { Kysely } from "kysely";
import { D1Dialect } from "kysely-d1";
import type { Database } from "./schema.server";

/** A kysely instance over the request's D1 binding (cheap: no connection to open). */
export function db(env: Env): Kysely<Database> {
  return new Kysely<Database>({ dialect: new D1Dialect({ database: env.DB }) });
}
