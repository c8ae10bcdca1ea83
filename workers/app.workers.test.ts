/**
 * The main Worker's documents and hardening (workers/app.ts, app/entry.server.tsx): a rendered
 * document's inline scripts carry the nonce its Content-Security-Policy allows, an /api answer,
 * which renders nothing, gets a policy with no nonce at all (none is made for it), and a
 * signed-in screen preloads every module it hydrates with (docs/decisions/0036).
 */
import { createExecutionContext, env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { RESTORE_SCRIPTS } from "#app/server/scripts-after-paint.server";
import { describe, expect, it } from "vitest";
import { BASE, PRODUCTION_VARS, signIn } from "../tests/workers/session";
import worker from "./app";

/** Production values: development relaxes the policy for Vite's own inline scripts. */
const production = { ...env, ...PRODUCTION_VARS };

const get = (path: string) =>
  worker.fetch(
    new Request("https://kundli.example" + path, { headers: { Accept: "text/html" } }) as Request<
      unknown,
      IncomingRequestCfProperties
    >,
    production,
    createExecutionContext(),
  );

function scriptSrc(response: Response): string {
  const policy = response.headers.get("Content-Security-Policy") ?? "";
  return policy.split("; ").find((d) => d.startsWith("script-src ")) ?? "";
}

describe("Content-Security-Policy nonces", () => {
  it("allows a document's inline scripts by the nonce they carry, a new one per document", async () => {
    const first = await get("/auth");
    const second = await get("/auth");
    for (const response of [first, second]) {
      expect(response.status).toBe(200);
      const html = await response.text();
      const allowed = /'nonce-([^']+)'/.exec(scriptSrc(response))?.[1];
      expect(allowed).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      // The sign-in's one inline script (its progressive enhancement, docs/decisions/0027).
      const carried = [...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((m) => m[1]);
      expect(carried.length).toBeGreaterThan(0);
      for (const nonce of carried) expect(nonce).toBe(allowed);
    }
    expect(scriptSrc(first)).not.toBe(scriptSrc(second));
  });

  it("gives an /api answer a policy that allows no inline script", async () => {
    const response = await get("/api/places?q=pat");
    expect(response.status).toBe(200);
    expect(scriptSrc(response)).toBe("script-src 'self' https://checkout.razorpay.com");
  });
});

describe("a signed-in screen's first load", () => {
  it("carries its scripts inert until the first paint, and preloads every module the hydration script imports", async () => {
    const user = await signIn();
    const response = await exports.default.fetch(
      new Request(BASE + "/main", { headers: { Accept: "text/html", Cookie: user.cookie } }),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    // Nothing the browser would fetch or run before it paints (docs/decisions/0038)…
    expect(html).not.toMatch(/rel="modulepreload"|type="module"/);
    const preloads = [...html.matchAll(/<link rel="x-modulepreload"[^>]*>/g)].map((m) => m[0]);
    expect(preloads.length).toBeGreaterThan(3);
    // …and one inline script, with the nonce the document's others carry, that brings them back after it.
    const nonce = /<script nonce="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<script nonce="${nonce}">${RESTORE_SCRIPTS}</script></body>`);
    // Every module the hydration script imports is one of those preloaded (no extra round trip).
    const script = /<script[^>]*type="x-module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    const imported = [...script.matchAll(/from "([^"]+)"/g)].map((m) => m[1]);
    expect(imported.length).toBeGreaterThan(0);
    for (const href of imported) expect(preloads.some((link) => link.includes(`href="${href}"`))).toBe(true);
  });

  it("paints once, when the screen's markup has been parsed to its end", async () => {
    const user = await signIn();
    for (const path of ["/main", "/"]) {
      const response = await exports.default.fetch(
        new Request(BASE + path, { headers: { Accept: "text/html", Cookie: user.cookie } }),
      );
      const html = await response.text();
      // Rendering waits for the element named by the expect link, which ends the screen.
      const expectLink = /<link rel="expect" href="#([^"]+)" blocking="render"\/>/.exec(html);
      expect(expectLink, path).not.toBeNull();
      const end = html.indexOf(`<div id="${expectLink![1]}" hidden=""></div>`);
      expect(end, path).toBeGreaterThan(html.indexOf("</main>"));
      expect(html.indexOf("</head>")).toBeGreaterThan(expectLink!.index);
    }
  });
});
