/**
 * Pages served as plain HTML, with no JavaScript at all (docs/decisions/0027): a route exports
 * `handle = STATIC_PAGE` and `clientLoader = loadAsDocument` (below), and the document leaves out
 * React Router's scripts. Everything on such a page must work as links and forms; the server
 * does what the browser would have done.
 */
export const STATIC_PAGE = { hydrate: false } as const;

/** Whether any route of this document asked to be served without scripts. */
export function isStaticDocument(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as { hydrate?: unknown } | undefined)?.hydrate === false);
}

/**
 * The `clientLoader` of such a page: a client-side navigation to it (a link from a screen, the
 * move to / after signing out) becomes a document load, so the browser never renders it and
 * never fetches its texts (docs/decisions/0037).
 */
export function loadAsDocument({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}
