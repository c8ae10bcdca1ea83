/**
 * The JavaScript a first load of a page fetches, read from the client build's route manifest
 * (build/client/assets/manifest-*.js, what React Router's <Scripts> preloads from): the entry
 * with its static imports, and each route module of the page's route chain (root down to the
 * leaf) with its static imports. Chunks that load later (import(): a Kundli tab, a panel opened
 * by a tap) are not in it. With lazy route discovery (React Router's default when it renders on
 * the server, ours) the page does not fetch the manifest file: <Scripts> writes the routes of
 * the page into the HTML instead, counted here as "(inline route manifest)". Sizes are gzip at
 * zlib's default level.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Config } from "@react-router/dev/config";
import reactRouterConfig from "../react-router.config.ts";
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

/** React Router's rule (isFogOfWarEnabled): lazy discovery unless turned off or not rendering on the server. */
const routerConfig: Config = reactRouterConfig;
const lazyRouteDiscovery = routerConfig.ssr !== false && (routerConfig.routeDiscovery?.mode ?? "lazy") === "lazy";

export const CLIENT_DIR = path.join(ROOT, "build/client");

/**
 * First-load ceilings in kB (1000 bytes) of gzip, by page and its leaf route, for the pages that
 * hydrate: what the diet of issue 14 reached, a little above, so that nothing grows back
 * unnoticed. Of /main's 146 kB, 129 are React 19, React Router and i18next (one chunk); sonner,
 * zod, the language detector and the header's Generate and Downloads panels are out of every
 * first load, and the shell comes in few chunks (vite.config.ts firstLoadChunks).
 * `/` and `/auth` load no JavaScript at all (docs/decisions/0027; checked on the served HTML by
 * app/routes/auth.workers.test.ts).
 */
export const FIRST_LOAD_BUDGETS = [{ page: "/main", route: "routes/main/home", budgetKB: 148 }] as const;

export function readRouteManifest(clientDir = CLIENT_DIR): { file: string; manifest: RouteManifest } {
  const assets = path.join(clientDir, "assets");
  const names = readdirSync(assets).filter((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (names.length !== 1) throw new Error(`expected one route manifest in ${assets}, found ${names.length}`);
  const text = readFileSync(path.join(assets, names[0]!), "utf8");
  const json = /^window\.__reactRouterManifest=(\{.*\});?\s*$/s.exec(text)?.[1];
  if (!json) throw new Error(`${names[0]} is not a React Router manifest`);
  return { file: `/assets/${names[0]}`, manifest: JSON.parse(json) as RouteManifest };
}

interface Sized {
  bytes: number;
  gzip: number;
}

export interface FirstLoad extends Sized {
  /** The script files the page fetches, largest first. */
  files: (Sized & { file: string })[];
  /** The route manifest <Scripts> writes into the HTML (lazy route discovery), in the totals. */
  inlineManifest: Sized;
}

const sized = (content: Buffer): Sized => ({ bytes: content.length, gzip: gzipSync(content).length });

/** The JS (and its sizes) of a first load of the page whose leaf route is `routeId`. */
export function firstLoadJs(routeId: string, clientDir = CLIENT_DIR): FirstLoad {
  const { file, manifest } = readRouteManifest(clientDir);
  const chain: ManifestRoute[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the client manifest`);
    chain.unshift(route);
  }
  const urls = new Set([...(lazyRouteDiscovery ? [] : [file]), manifest.entry.module, ...manifest.entry.imports]);
  for (const route of chain) for (const url of [route.module, ...(route.imports ?? [])]) urls.add(url);
  const files = [...urls].map((url) => ({ file: url, ...sized(readFileSync(path.join(clientDir, url))) }));
  // The page's own routes (getPartialManifest also adds the few that match its parent paths).
  const routes = Object.fromEntries(chain.map((route) => [route.id, route]));
  const inlineManifest = lazyRouteDiscovery
    ? sized(Buffer.from(JSON.stringify({ ...manifest, routes })))
    : { bytes: 0, gzip: 0 };
  return {
    files: files.sort((a, b) => b.gzip - a.gzip),
    inlineManifest,
    bytes: files.reduce((sum, f) => sum + f.bytes, inlineManifest.bytes),
    gzip: files.reduce((sum, f) => sum + f.gzip, inlineManifest.gzip),
  };
}
