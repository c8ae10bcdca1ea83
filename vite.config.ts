import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import { CORE_AREAS, CORE_FILE } from "./app/i18n/areas.ts";
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

/**
 * The screens' texts are data, not code: in the production build the main Worker does not carry
 * them (about 95 KiB gzip of its 400 KiB budget, docs/decisions/0028). The browser's build gets
 * one JSON asset per language, named by its content's hash, which the main Worker reads once per
 * isolate through its ASSETS binding: in the main Worker the module that bundles them
 * (app/i18n/translation-source.ts) becomes one that names those assets. For the browser the same
 * texts come cut by area under one version (docs/decisions/0037): `core.json` (CORE_AREAS) and
 * one file per other area, fetched only by the screens that show it. Everywhere else
 * (development, the tests, the print Worker) the texts stay bundled.
 */
function translationsAsAssets(): Plugin {
  const dir = path.join(import.meta.dirname, "app/i18n");
  const hashOf = (source: string) => createHash("sha256").update(source).digest("hex").slice(0, 10);
  const trees = ["en", "hi"].map((language) => {
    const tree: Record<string, unknown> = {};
    for (const file of readdirSync(path.join(dir, language))
      .filter((f) => f.endsWith(".json"))
      .sort())
      tree[file.slice(0, -".json".length)] = JSON.parse(readFileSync(path.join(dir, language, file), "utf8"));
    return { language, tree, source: JSON.stringify(tree) };
  });
  const assets = trees.map(({ language, source }) => ({
    language,
    source,
    fileName: `assets/i18n-${language}-${hashOf(source)}.json`,
  }));
  const version = hashOf(assets.map((a) => a.fileName).join());
  const areaFiles = trees.flatMap(({ language, tree }) => {
    const core = Object.fromEntries(CORE_AREAS.map((area) => [area, tree[area]]));
    const rest = Object.keys(tree).filter((area) => !CORE_AREAS.includes(area));
    return [
      { fileName: `assets/i18n-${version}/${language}/${CORE_FILE}.json`, source: JSON.stringify(core) },
      ...rest.map((area) => ({
        fileName: `assets/i18n-${version}/${language}/${area}.json`,
        source: JSON.stringify({ [area]: tree[area] }),
      })),
    ];
  });
  const replacement = "\0kundli-translation-assets";
  return {
    name: "kundli:translations-as-assets",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr" || environment.name === "client",
    resolveId(id, importer) {
      if (this.environment.name !== "ssr") return null;
      return id === "./translation-source" && importer?.endsWith(path.join("app", "i18n", "resources.ts"))
        ? replacement
        : null;
    },
    load(id) {
      if (id !== replacement) return null;
      const urls = Object.fromEntries(assets.map((a) => [a.language, `/${a.fileName}`]));
      return [
        "export const bundledFiles = null;",
        `export const translationUrls = ${JSON.stringify(urls)};`,
        `export const textsVersion = ${JSON.stringify(version)};`,
        "",
      ].join("\n");
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const asset of [...assets, ...areaFiles])
        this.emitFile({ type: "asset", fileName: asset.fileName, source: asset.source });
    },
  };
}

/**
 * The signed-in screens' first load in a few chunks instead of some thirty (issue 14): rolldown
 * cuts along which entries share a module, and every route is an entry, so the shell came as two
 * dozen small files, each a request and a gzip stream of its own (together they gzip 5 kB
 * smaller). `framework`: React, React Router and i18next, which change rarely and so stay cached
 * across releases. `shell`: the /main layout and the shell's components with everything they
 * import statically (rolldown follows their dependencies), the code every signed-in screen runs.
 * The root route stays an entry of its own: the stylesheet belongs to its chunk, and moving it
 * would make React Router treat app.css as a lazily loaded one. A screen's own code and what
 * loads on demand (import()) keep their chunks. The public pages load no JavaScript at all
 * (docs/decisions/0027).
 */
function firstLoadChunks(): Plugin {
  const framework =
    /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]/;
  // <Trans> (and the HTML parser under it) serves a few screens only: it stays with them.
  const notEverywhere =
    /[\\/]node_modules[\\/](react-i18next[\\/].*[\\/]Trans(WithoutContext)?\.js$|html-parse-stringify[\\/])/;
  const shell = /[\\/]app[\\/](routes[\\/]main[\\/]layout\.tsx(\?|$)|ui[\\/]shell[\\/])/;
  return {
    name: "kundli:first-load-chunks",
    configEnvironment: (name) =>
      name === "client"
        ? {
            build: {
              rolldownOptions: {
                output: {
                  codeSplitting: {
                    groups: [
                      {
                        name: "framework",
                        priority: 2,
                        test: (id: string) => framework.test(id) && !notEverywhere.test(id),
                      },
                      { name: "shell", priority: 1, test: shell },
                    ],
                  },
                },
              },
            },
          }
        : null,
  };
}

/**
 * The code a page runs as it loads, compiled ahead (docs/decisions/0041): V8 compiles a function
 * lazily, on the main thread, the first time it is called, and hydration calls most of React's,
 * React Router's and the screen's functions once. On a cold load that was 65–140 ms of the Kundli
 * view's main thread here, in tasks Lighthouse counts four times over. The magic comment
 * `//# allFunctionsCalledOnLoad` (Chromium 136 and later; other browsers ignore it) has V8 compile
 * the whole file while it streams in, on a background thread. It goes on the first-load code only:
 * every entry (the client entry and each route module) and what those import statically. What a
 * screen loads on demand (a Kundli tab, a dialog's form) stays lazy, since much of it never runs.
 */
function eagerCompileFirstLoad(): Plugin {
  return {
    name: "kundli:eager-compile-first-load",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      // After every other plugin's, Vite's too: it puts its preload map (__vite__mapDeps) on line 1.
      order: "post",
      handler(_options, bundle) {
        const chunks = new Map<string, { code: string; isEntry: boolean; imports: string[] }>();
        for (const output of Object.values(bundle)) if (output.type === "chunk") chunks.set(output.fileName, output);
        const eager = new Set<string>();
        const visit = (fileName: string) => {
          if (eager.has(fileName)) return;
          eager.add(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
        };
        for (const [fileName, chunk] of chunks) if (chunk.isEntry) visit(fileName);
        // The first line: V8 looks for the comment at the start of the file.
        for (const fileName of eager) {
          const chunk = chunks.get(fileName)!;
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      },
    },
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
    firstLoadChunks(),
    eagerCompileFirstLoad(),
    ...(mode === "production" ? [sonnerOnlyInTheBrowser(), translationsAsAssets()] : []),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: {
    alias: { ...printAliases, ...(mode === "production" ? { "react-dom/server": streamingRenderer } : {}) },
  },
  // Vite leaves server builds unminified; a Worker pays for its size at every cold start. The
  // minifier keeps no function names (the engine's hot paths: docs/decisions/0008-cold-start.md).
  environments: Object.fromEntries(
    ["ssr", "kundli_calc", "kundli_print"].map((name) => [name, { build: { minify: true } }]),
  ),
}));
