import { applyD1Migrations, env, type D1Migration } from "cloudflare:test";

// Every test file starts from the real schema (migrations/), applied to its own D1.
await applyD1Migrations(env.DB, (env as unknown as { TEST_MIGRATIONS: D1Migration[] }).TEST_MIGRATIONS);
