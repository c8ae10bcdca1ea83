/**
 * What may be cached, and where (docs/decisions/0016-d1-sessions-and-edge-caching.md). Public
 * pages say so through their `headers` export; the Worker then makes every response to a
 * signed-in browser, and every response that sets a cookie, private (guardCacheControl), so
 * nothing personal is ever kept by a shared cache whatever a route declared.
 */
import { BoundedMap } from "#app/server/bounded-map.server";

/**
 * Public pages (/, the policies, contact): fresh for a minute, then served stale while one
 * request renews them. They differ by language (cookie or Accept-Language) and, on /, for a
 * signed-in visitor, hence the Vary.
 */
export const PUBLIC_PAGE_HEADERS = {
  "Cache-Control": "public, max-age=60, stale-while-revalidate=600",
  Vary: "Accept-Language, Cookie",
} as const;

const PRIVATE = /(?:^|,)\s*(?:private|no-store)\b/i;
const PUBLIC = /(?:^|,)\s*public\b/i;

/**
 * The last word on Cache-Control. A response to a signed-in browser or one that sets a cookie
 * is private (what a route already made private stays as it said); a public answer that is not
 * a 200 (a 404 policy page, an error) is not kept at all.
 */
export function guardCacheControl(response: { status: number; headers: Headers }, signedIn: boolean): void {
  const { headers } = response;
  const value = headers.get("Cache-Control") ?? "";
  if ((signedIn || headers.has("Set-Cookie")) && !PRIVATE.test(value))
    headers.set("Cache-Control", "private, no-store");
  else if (response.status !== 200 && PUBLIC.test(value)) headers.set("Cache-Control", "no-store");
}

/** How long an edge copy lives: its key carries the data's version, so it can live long. */
const EDGE_TTL_S = 24 * 60 * 60;

/**
 * The isolate's own copies of the latest edge answers, by key: a repeated answer (a popular
 * prefix, typed by many astrologers) then costs no cache subrequest and no copy through it. The
 * keys carry the data's version, like the edge's, so a copy is never stale; the least recently used
 * goes when the map is full. Small: a place answer is 1–5 KB, so this holds at most about 1 MB.
 */
const memory = new BoundedMap<string, { body: ArrayBuffer; headers: [string, string][] }>({ max: 256 });

/**
 * An answer from this isolate's memory or the data centre's cache (caches.default) under `key`,
 * else `compute`'s, kept in both when it is a 200. `key` must name everything the answer depends
 * on (version, language, normalized query); `browser` is the Cache-Control the client gets. Only
 * for data that is the same for everyone.
 */
export async function edgeCached(key: URL, browser: string, compute: () => Promise<Response>): Promise<Response> {
  const id = key.href;
  const kept = memory.get(id);
  if (kept) return withCacheControl(new Response(kept.body, { headers: kept.headers }), browser, "hit");
  // The DOM lib (tsconfig) types `caches` without workerd's `default`: the data centre's cache.
  const cache = (caches as unknown as { default: Cache }).default;
  const request = new Request(key);
  const hit = await cache.match(request);
  if (hit) return remember(id, withCacheControl(hit, browser, "hit"));
  const fresh = await compute();
  if (fresh.status !== 200) return fresh;
  const stored = withCacheControl(fresh, `public, max-age=${EDGE_TTL_S}`, "miss");
  // Awaited (a small JSON body): the next request already finds it. A failed put costs nothing but the copy.
  await cache.put(request, stored.clone()).catch((error: unknown) => console.error("edge cache put", error));
  return remember(id, withCacheControl(stored, browser, "miss"));
}

/** Keeps a copy of `response` (a 200 from the edge or computed) in memory, and hands it on. */
async function remember(id: string, response: Response): Promise<Response> {
  const body = await response.arrayBuffer();
  const headers = [...response.headers].filter(([name]) => name !== "cache-control" && name !== "x-edge-cache");
  memory.set(id, { body, headers });
  return new Response(body, response);
}

/** Empties the isolate's copies (tests that change the data under a fixed version). */
export function forgetMemoryCache(): void {
  memory.clear();
}

function withCacheControl(response: Response, cacheControl: string, status: "hit" | "miss"): Response {
  const copy = new Response(response.body, response);
  copy.headers.set("Cache-Control", cacheControl);
  copy.headers.set("X-Edge-Cache", status);
  return copy;
}
