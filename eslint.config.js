import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** app/server and any `*.server` module: never in the browser's code. */
const serverOnly = {
  regex: "^(#app/|(\\.\\./)+|\\./)server/|\\.server(\\.tsx?)?$",
  message:
    "Browser code (app/ui, app/client) and app/shared, app/chart import no server code: move what both sides need to app/shared.",
};
/** app/ui and app/client: never in the server's code. */
const browserOnly = {
  regex: "^(#app/|(\\.\\./)+|\\./)(ui|client)/",
  message:
    "Server code and app/shared, app/chart import no UI or browser code: move what both sides need to app/shared.",
};

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "tmp/",
      "build/",
      ".react-router/",
      ".wrangler/",
      "node_modules/",
      "worker-configuration.d.ts",
      "ephemeris/vendor/",
      "test-results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  // Where code runs (README, "Where things are"): app/ui and app/client run in the browser, app/server
  // only on the server, and what both use lives in app/shared and app/chart, which import neither.
  // Type-only imports count too: a type the browser needs from the server belongs in app/shared.
  {
    files: ["app/ui/**/*.{ts,tsx}", "app/client/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [serverOnly] }],
    },
  },
  {
    files: ["app/server/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [browserOnly] }],
    },
  },
  {
    files: ["app/shared/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [serverOnly, browserOnly] }],
    },
  },
  {
    // The chart geometry is drawn by the screens (SVG) and by the print Worker (PDF): it stays neutral.
    files: ["app/chart/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["react", "react-dom", "pdfkit"],
          patterns: [serverOnly, browserOnly],
        },
      ],
    },
  },
);
