import { readdirSync } from "node:fs";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";
import { pdfkitWithoutIccUrl, printAliases } from "./workers/print/bundling.ts";

/** Every module of a built Worker (its entry first, then the chunks and WASM beside it). */
function builtModules(dir: string) {
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).sort();
  return [
    { type: "ESModule" as const, path: path.join(dir, "index.js") },
    ...files
      .filter((f) => f !== "index.js" && f.endsWith(".js"))
      .map((f) => ({ type: "ESModule" as const, path: path.join(dir, f) })),
    ...files
      .filter((f) => f.endsWith(".wasm"))
      .map((f) => ({ type: "CompiledWasm" as const, path: path.join(dir, f) })),
  ];
}

const DEV_VARS = { ENVIRONMENT: "development", SITE_ORIGIN: "http://localhost:5173" };
const DB_ID = "00000000-0000-0000-0000-000000000000";

/**
 * Workers integration layer: the real app in workerd (miniflare) with real D1 (migrations
 * applied in tests/workers-setup.ts), R2 and the print queue, beside the production builds of
 * the calculation Worker (CALC, RPC) and the print Worker (PRINT, and the queue's consumer),
 * from `npm run build` (dist/; scripts/test.ts builds first).
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  const built = (name: string) => path.join(import.meta.dirname, "dist", name);
  return {
    plugins: [
      cloudflareTest({
        main: "./workers/app.ts",
        wrangler: { configPath: "./wrangler.jsonc" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            // wrangler.jsonc holds production values; tests run as local development does (.dev.vars).
            ...DEV_VARS,
            SMS_PROVIDER: "outbox",
            EMAIL_PROVIDER: "outbox",
            PAYMENT_PROVIDER: "test",
            // Razorpay secrets for the signature tests (app/routes/api/payments); no network is used.
            RAZORPAY_KEY_SECRET: "test_key_secret",
            RAZORPAY_WEBHOOK_SECRET: "test_webhook_secret",
          },
          workers: [
            {
              name: "kundli-calc",
              modulesRoot: built("kundli_calc"),
              modules: builtModules(built("kundli_calc")),
              compatibilityDate: "2026-10-01",
              compatibilityFlags: ["nodejs_compat"],
            },
            {
              name: "kundli-print",
              modulesRoot: built("kundli_print"),
              modules: builtModules(built("kundli_print")),
              compatibilityDate: "2026-10-01",
              compatibilityFlags: ["nodejs_compat"],
              bindings: DEV_VARS,
              d1Databases: { DB: DB_ID },
              r2Buckets: { FILES: "kundli-studio-files" },
              queueProducers: { PRINT_QUEUE: { queueName: "kundli-print" } },
              queueConsumers: {
                "kundli-print": {
                  maxBatchSize: 4,
                  maxBatchTimeout: 1,
                  maxRetries: 3,
                  deadLetterQueue: "kundli-print-dlq",
                  retryDelay: 5,
                },
                "kundli-print-dlq": { maxBatchSize: 10, maxBatchTimeout: 1 },
              },
              serviceBindings: { CALC: { name: "kundli-calc", entrypoint: "CalcService" } },
            },
          ],
        },
      }),
      pdfkitWithoutIccUrl(),
      reactRouter(),
    ],
    // As in vite.config.ts: the print code that tests call in-process needs the same bundling.
    resolve: { alias: printAliases },
    test: {
      name: "workers",
      include: ["app/**/*.workers.test.ts", "workers/**/*.workers.test.ts"],
      setupFiles: ["./tests/workers-setup.ts"],
      // A file's first request builds the app in a fresh isolate (and a first report parses the
      // fonts): seconds on two busy cores. These tests assert behaviour, not speed (npm run bench).
      testTimeout: 30_000,
    },
  };
});
