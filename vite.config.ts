import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { createRequire } from "node:module";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import { pdfkitWithoutIccUrl, printAliases } from "./workers/print/bundling.ts";

/**
 * react-dom/server for workerd is a CommonJS file that requires both the streaming renderer we
 * use (renderToReadableStream, entry.server.tsx) and the legacy renderToString one we never call;
 * CommonJS cannot be tree-shaken, so the build takes the streaming renderer alone (about 20 KiB
 * gzip of the main Worker). Development keeps react-dom's own entry and its development build.
 */
const streamingRenderer = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-dom/package.json")),
  "cjs/react-dom-server.edge.production.js",
);

/**
 * Toasts exist only in the browser: toast.ts imports sonner on the first toast, which an event
 * handler or effect shows, and the Toaster mounts after that. The server build would still ship
 * sonner's chunk (about 9 KiB gzip of the main Worker) for an import it never runs, so there the
 * module is an empty one that says so if it ever is run.
 */
function sonnerOnlyInTheBrowser(): Plugin {
  const stub = "\0sonner-server-stub";
  return {
    name: "kundli:sonner-only-in-the-browser",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    resolveId: (id) => (id === "sonner" ? stub : null),
    load: (id) =>
      id === stub ? 'throw new Error("sonner is browser-only: a toast was shown during server rendering");' : null,
  };
}

export default defineConfig(({ mode }) => ({
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
    ...(mode === "production" ? [sonnerOnlyInTheBrowser()] : []),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: {
    tsconfigPaths: true,
    alias: { ...printAliases, ...(mode === "production" ? { "react-dom/server": streamingRenderer } : {}) },
  },
  // Vite leaves server builds unminified; a Worker pays for its size at every cold start. The
  // minifier keeps no function names (the engine's hot paths: docs/decisions/0008-cold-start.md).
  environments: Object.fromEntries(
    ["ssr", "kundli_calc", "kundli_print"].map((name) => [name, { build: { minify: true } }]),
  ),
}));
