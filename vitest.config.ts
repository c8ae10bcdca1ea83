import { defineConfig } from "vitest/config";

/** Unit layer: pure modules in Node (engine, ephemeris, browser state, i18n, helpers). */
export default defineConfig({
  test: {
    name: "unit",
    environment: "node",
    include: [
      "engine/**/*.test.ts",
      "ephemeris/**/*.test.ts",
      "app/**/*.test.ts",
      "scripts/**/*.test.ts",
      "workers/**/*.test.ts",
    ],
    exclude: ["**/*.workers.test.ts", "**/node_modules/**"],
  },
});
