import { defineConfig } from "vitest/config";

/** Build layer: checks on `npm run build`'s output (scripts/test.ts builds before this layer). */
export default defineConfig({
  test: {
    name: "build",
    environment: "node",
    include: ["tests/build/**/*.build.test.ts"],
    testTimeout: 120_000,
  },
});
