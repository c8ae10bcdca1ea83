import { readdirSync } from "node:fs";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";

/**
 * Workers integration layer: the real app in workerd (miniflare) with real D1 (migrations
 * applied in tests/workers-setup.ts), R2, the print queue, and the calculation Worker bundle
 * (built by scripts/test.ts into .wrangler/test-calc) behind the CALC service binding.
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  const calcDir = path.join(import.meta.dirname, ".wrangler/test-calc");
  return {
    plugins: [
      cloudflareTest({
        main: "./workers/app.ts",
        wrangler: { configPath: "./wrangler.jsonc" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            ENVIRONMENT: "development",
            // Razorpay secrets for the signature tests (app/routes/api/payments); no network is used.
            RAZORPAY_KEY_SECRET: "test_key_secret",
            RAZORPAY_WEBHOOK_SECRET: "test_webhook_secret",
          },
          workers: [
            {
              name: "kundli-calc",
              modulesRoot: calcDir,
              modules: [
                { type: "ESModule", path: path.join(calcDir, "index.js") },
                ...readdirSync(calcDir)
                  .filter((f) => f.endsWith(".wasm"))
                  .map((f) => ({ type: "CompiledWasm" as const, path: path.join(calcDir, f) })),
              ],
              compatibilityDate: "2026-10-01",
              compatibilityFlags: ["nodejs_compat"],
            },
          ],
        },
      }),
      reactRouter(),
    ],
    resolve: {
      tsconfigPaths: true,
      // As in vite.config.ts: the Worker ships without fontkit's WOFF2 decompressor.
      alias: { "brotli/decompress.js": path.join(import.meta.dirname, "app/server/print/pdf/no-brotli.ts") },
    },
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
