import { createRequestHandler, RouterContextProvider } from "react-router";
import { cloudflareContext } from "../app/server/context.server";
import { handlePrintBatch } from "../app/server/print-consumer.server";
import { sweepPrintJobs } from "../app/server/print/sweeper.server";
import { isAllowedOrigin, isDevelopment, newNonce, securityHeaders } from "../app/server/security.server";

const requestHandler = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  async fetch(request, env, ctx) {
    const dev = isDevelopment(env);
    const nonce = newNonce();
    let response: Response;
    if (!isAllowedOrigin(request)) {
      response = Response.json(
        { error: { code: "bad_origin", message: "The request came from another site and was refused." } },
        { status: 403 },
      );
    } else {
      const context = new RouterContextProvider();
      context.set(cloudflareContext, { env, ctx, nonce });
      response = await requestHandler(request, context);
    }
    // Responses from fetch() may have immutable headers (e.g. redirects): copy before hardening.
    const hardened = new Response(response.body, response);
    securityHeaders(hardened.headers, { nonce, dev, razorpay: env.PAYMENT_PROVIDER === "razorpay" });
    return hardened;
  },
  async queue(batch, env, ctx) {
    await handlePrintBatch(batch, env, ctx);
  },
  // Cron Trigger (wrangler.jsonc triggers.crons): print jobs whose queue message was lost.
  async scheduled(controller, env) {
    await sweepPrintJobs(env, controller.scheduledTime);
  },
} satisfies ExportedHandler<Env, unknown>;
