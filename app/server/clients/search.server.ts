/**
 * Finding a client by a name in either script (migrations/0019, docs/decisions/0022): each
 * client's `fold` holds the skeletons of their names, city and tags (name-fold.ts); a query is
 * folded the same way and looked for inside it. Folds missing (NULL) are made here, before the
 * search, for the astrologers it looks at.
 */
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import { db, statement } from "#app/server/db.server";
import type { Database } from "#app/server/schema.server";
import { foldKeys, storedFold } from "./name-fold";

/** Folds made per search at most (one D1 batch each 50): a book migrated in bulk is folded over a few searches. */
const REFRESH_LIMIT = 500;
/** D1 refuses LIKE patterns longer than 50 bytes; the key is ASCII, and two % go around it. */
const MAX_KEY = 48;

/** What a client's fold is made of. */
export function foldOf(client: { name: string; name_hi: string; city: string; tags: string }): string {
  let tags: string[] = [];
  try {
    tags = JSON.parse(client.tags) as string[];
  } catch {
    // unreadable tags are not searched
  }
  return storedFold([client.name, client.name_hi, client.city, ...tags]);
}

/** Makes the missing folds of the clients `scope` selects. */
export async function refreshFolds(
  env: Env,
  scope: (eb: ExpressionBuilder<Database, "clients">) => Expression<SqlBool>,
): Promise<void> {
  const rows = await db(env)
    .selectFrom("clients")
    .select(["id", "name", "name_hi", "city", "tags"])
    .where("fold", "is", null)
    .where(scope)
    .limit(REFRESH_LIMIT)
    .execute();
  for (let i = 0; i < rows.length; i += 50) {
    await env.DB.batch(
      rows.slice(i, i + 50).map((row) =>
        statement(
          env,
          db(env)
            .updateTable("clients")
            .set({ fold: foldOf(row) })
            .where("id", "=", row.id),
        ),
      ),
    );
  }
}

/** The query's keys (Devanagari has up to two); none when the query folds to under two letters. */
export function queryKeys(q: string): string[] {
  return foldKeys(q)
    .map((k) => k.slice(0, MAX_KEY).trim())
    .filter((k) => k.length >= 2);
}

/** `clients.fold` holds one of the query's keys (each key is ASCII letters, digits and spaces: no LIKE wildcard). */
export function foldMatches(eb: ExpressionBuilder<Database, "clients">, keys: string[]) {
  return eb.or(keys.map((k) => sql<boolean>`clients.fold LIKE ${`%${k}%`}`));
}
