import { Kysely, sql, type Compilable } from "kysely";
import { D1Dialect } from "kysely-d1";
import type { Database } from "./schema.server";

/** A kysely instance over the request's D1 binding (cheap: no connection to open). */
export function db(env: Env): Kysely<Database> {
  return new Kysely<Database>({ dialect: new D1Dialect({ database: env.DB }) });
}

/**
 * A kysely query as a D1 prepared statement, for `env.DB.batch([...])`: D1 runs a batch as one
 * transaction, and kysely-d1 has none of its own. The statement runs in the request's D1
 * session like every other (d1-session.server.ts). docs/decisions/0026 says when to use it.
 */
export function statement(env: Env, query: Compilable): D1PreparedStatement {
  const { sql, parameters } = query.compile();
  return env.DB.prepare(sql).bind(...parameters);
}

/** SQLite's rowid, for the tables that have no key column of their own (rate_limit_hits) or trim by it. */
export const rowid = sql.ref<number>("rowid");
