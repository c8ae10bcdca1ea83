/**
 * The JavaScript a first load of a page fetches, read from the client build's route manifest
 * (build/client/assets/manifest-*.js, what React Router's <Scripts> preloads from): the manifest
 * itself, the entry with its static imports, and each route module of the page's route chain
 * (root down to the leaf) with its static imports. Chunks that load later (import(): a Kundli
 * tab, a panel opened by a tap) are not in it. Sizes are gzip at zlib's default level.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { ROOT } from "./env.ts";

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}
interface RouteManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

export const CLIENT_DIR = path.join(ROOT, "build/client");

/**
 * First-load ceilings in kB (1000 bytes) of gzip, by page and its leaf route, for the pages that
 * hydrate: what the diet of issue 14 reached (sonner and zod out of every first load), a little
 * above, so that nothing grows back unnoticed. The 150 for /main is below what hydrating
 * with React 19 and React Router costs on its own (react-dom's client 63 kB, React Router 45 kB,
 * i18next 16 kB). `/` and `/auth` load no JavaScript at all (docs/decisions/0027; checked on the
 * served HTML by app/routes/auth.workers.test.ts).
 */
export const FIRST_LOAD_BUDGETS = [{ page: "/main", route: "routes/main/home", budgetKB: 166 }] as const;

export function readRouteManifest(clientDir = CLIENT_DIR): { file: string; manifest: RouteManifest } {
  const assets = path.join(clientDir, "assets");
  const names = readdirSync(assets).filter((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (names.length !== 1) throw new Error(`expected one route manifest in ${assets}, found ${names.length}`);
  const text = readFileSync(path.join(assets, names[0]!), "utf8");
  const json = /^window\.__reactRouterManifest=(\{.*\});?\s*$/s.exec(text)?.[1];
  if (!json) throw new Error(`${names[0]} is not a React Router manifest`);
  return { file: `/assets/${names[0]}`, manifest: JSON.parse(json) as RouteManifest };
}

export interface FirstLoad {
  files: { file: string; bytes: number; gzip: number }[];
  bytes: number;
  gzip: number;
}

/** The JS files (and their sizes) of a first load of the page whose leaf route is `routeId`. */
export function firstLoadJs(routeId: string, clientDir = CLIENT_DIR): FirstLoad {
  const { file, manifest } = readRouteManifest(clientDir);
  const chain: ManifestRoute[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the client manifest`);
    chain.unshift(route);
  }
  const urls = new Set([file, manifest.entry.module, ...manifest.entry.imports]);
  for (const route of chain) for (const url of [route.module, ...(route.imports ?? [])]) urls.add(url);
  const files = [...urls].map((url) => {
    const content = readFileSync(path.join(clientDir, url));
    return { file: url, bytes: content.length, gzip: gzipSync(content).length };
  });
  return {
    files: files.sort((a, b) => b.gzip - a.gzip),
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}
