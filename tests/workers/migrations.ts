/**
 * Test helpers for the migrations that rebuild a table (0010, 0012): put the table back as the
 * older migrations made it, fill it, run the migration and compare. Every test file's D1 starts
 * with all migrations applied (tests/workers-setup.ts).
 */
import { env, type D1Migration } from "cloudflare:test";
import { expect } from "vitest";

const migrations = (env as unknown as { TEST_MIGRATIONS: D1Migration[] }).TEST_MIGRATIONS;

/** The migration whose file name starts with `prefix` ("0012"). */
export function migration(prefix: string): D1Migration {
  const found = migrations.find((m) => m.name.startsWith(prefix));
  if (!found) throw new Error(`no migration ${prefix}`);
  return found;
}

/** Runs a migration's statements in one batch. */
export async function applyMigration(prefix: string): Promise<void> {
  await env.DB.batch(migration(prefix).queries.map((q) => env.DB.prepare(q)));
}

/** A migration's statement without the comment lines before it. */
const bare = (query: string) => query.replace(/^(\s*--[^\n]*\n)+/, "").trim();

/**
 * Drops `table` and makes it again as the migrations `from` made it: their CREATE TABLE, CREATE
 * INDEX … ON and ALTER TABLE statements of it, in order. Returns the statements run.
 */
export async function restoreTable(table: string, from: string[]): Promise<string[]> {
  const makes = new RegExp(`^(CREATE (TABLE|INDEX \\w+ ON)|ALTER TABLE) ${table}\\b`);
  const old = from.flatMap((prefix) =>
    migration(prefix)
      .queries.map(bare)
      .filter((q) => makes.test(q)),
  );
  await env.DB.batch([env.DB.prepare(`DROP TABLE ${table}`), ...old.map((q) => env.DB.prepare(q))]);
  return old;
}

/** The indexes of `table` as the schema holds them, by name. */
export async function indexesOf(table: string): Promise<Record<string, unknown>[]> {
  const found = await env.DB.prepare(
    "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? ORDER BY name",
  )
    .bind(table)
    .all();
  return found.results;
}

/** The error of a statement the database must refuse (fails the test if it is run). */
export async function refused(statement: D1PreparedStatement): Promise<string> {
  const error = await statement.run().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  return (error as Error).message;
}
