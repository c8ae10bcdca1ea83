import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { getInstance } from "./i18n/i18next.server";
import { cloudflareContext } from "./server/context.server";
import { scriptsAfterPaint } from "./server/scripts-after-paint.server";
import { isStaticDocument } from "./ui/static-page";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The per-response nonce that the Content-Security-Policy (workers/app.ts) allows.
  const { nonce } = loadContext.get(cloudflareContext);
  let shellRendered = false;
  const body = await renderToReadableStream(
    <I18nextProvider i18n={getInstance(loadContext)}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </I18nextProvider>,
    {
      nonce,
      // A Suspense boundary whose content is ready is written in place. By default React moves
      // one of more than 12.8 kB to the end of the document, shown only when a script there runs:
      // a Kundli's first tab painted after 60 kB of data (Lighthouse: FCP 3.1 s on slow 4G).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const page = new Response(body, { headers: responseHeaders, status: responseStatusCode });
  // A page without scripts (ADR 0027) has nothing to restore: it is not parsed again.
  if (isStaticDocument(routerContext.staticHandlerContext.matches.map((match) => match.route))) return page;
  // Painted first, hydrated after (docs/decisions/0038).
  return scriptsAfterPaint(page, nonce);
}
