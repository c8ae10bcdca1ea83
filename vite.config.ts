import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      auxiliaryWorkers: [{ configPath: "./workers/calc/wrangler.jsonc" }],
      // scripts/start.ts migrates and seeds this folder before Vite starts.
      persistState: process.env.KUNDLI_STATE_DIR ? { path: process.env.KUNDLI_STATE_DIR } : true,
    }),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: {
    tsconfigPaths: true,
    // fontkit's WOFF2 decompressor is never used (the report fonts are TTF): keep it out of the Worker.
    alias: { "brotli/decompress.js": fileURLToPath(new URL("./app/server/print/pdf/no-brotli.ts", import.meta.url)) },
  },
});
