/**
 * A server-rendered screen is painted before its scripts load (docs/decisions/0038). React
 * Router writes `<link rel="modulepreload">`s into the head and an async module script that
 * hydrates. On a fast connection the browser fetches and runs them while it is still parsing
 * the document, and it paints only afterwards. On a phone the paint then waits for 150 kB of
 * JavaScript, and Lighthouse's simulation counts every script that finished before the paint.
 * So the document carries the preloads and the module scripts inert (`rel="x-modulepreload"`,
 * `type="x-module"`), and one inline script brings them back after the first paint. Pages
 * without module scripts (ADR 0027) are left as they are.
 */

/**
 * Runs in the browser, inlined as its source. Two animation frames: the first callback runs
 * just before the first paint, a message posted from it runs after it. Each preload and each
 * script comes back in a task of its own (a message each: timeouts nested that deep are
 * clamped to 4 ms), because inserting them all at once was one task of 20–30 ms on a fast
 * machine, which a phone at a quarter of its speed feels. Scripts inserted with
 * `async = false` run in insertion order, as the parser would have run them.
 */
function restoreScripts() {
  requestAnimationFrame(() => {
    const steps: (() => void)[] = [];
    for (const inert of document.querySelectorAll<HTMLLinkElement>('link[rel="x-modulepreload"]')) {
      steps.push(() => {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = inert.href;
        document.head.appendChild(link);
      });
    }
    for (const inert of document.querySelectorAll<HTMLScriptElement>('script[type="x-module"]')) {
      steps.push(() => {
        const script = document.createElement("script");
        script.type = "module";
        script.async = false;
        script.nonce = inert.nonce;
        if (inert.src) script.src = inert.src;
        else script.textContent = inert.textContent;
        inert.replaceWith(script);
      });
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      steps.shift()?.();
      if (steps.length > 0) channel.port2.postMessage(null);
      else channel.port1.close();
    };
    channel.port2.postMessage(null);
  });
}

export const RESTORE_SCRIPTS = `(${restoreScripts.toString()})()`;

/** The document `html` with its scripts loaded after the first paint, if it has any. */
export function scriptsAfterPaint(html: Response, nonce: string | undefined): Response {
  let modules = 0;
  const body = new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element: (link) => void link.setAttribute("rel", "x-modulepreload"),
    })
    .on('script[type="module"]', {
      element: (script) => {
        modules++;
        script.setAttribute("type", "x-module");
      },
    })
    .on("body", {
      element: (element) =>
        element.onEndTag((end) => {
          if (modules === 0) return;
          const attribute = nonce ? ` nonce="${nonce}"` : "";
          end.before(`<script${attribute}>${RESTORE_SCRIPTS}</script>`, { html: true });
        }),
    })
    .transform(html);
  return body;
}
