import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { pdfkitWithoutIccUrl, printAliases } from "./workers/print/bundling.ts";

export default defineConfig({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // The calculation Worker (RPC) and the print Worker (print queue, sweeper cron, invoices).
      auxiliaryWorkers: [
        { configPath: "./workers/calc/wrangler.jsonc" },
        { configPath: "./workers/print/wrangler.jsonc" },
      ],
      // scripts/start.ts migrates and seeds this folder before Vite starts.
      persistState: process.env.KUNDLI_STATE_DIR ? { path: process.env.KUNDLI_STATE_DIR } : true,
    }),
    pdfkitWithoutIccUrl(),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true, alias: printAliases },
  // Vite leaves server builds unminified; a Worker pays for its size at every cold start. The
  // minifier keeps no function names (the engine's hot paths: docs/decisions/0008-cold-start.md).
  environments: Object.fromEntries(
    ["ssr", "kundli_calc", "kundli_print"].map((name) => [name, { build: { minify: true } }]),
  ),
});
