import { z } from "zod";
import { requireUser } from "#app/server/auth/session.server";
import { generateMatchJson } from "#app/server/calc.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse, readJson } from "#app/server/http.server";
import type { Route } from "./+types/match-generate";

/** POST /api/match/generate: {boy, girl} Kundli inputs → both Kundlis and the Ashtakoot. */
const handler = apiHandler({
  POST: async ({ request, context }) => {
    const { env } = context.get(cloudflareContext);
    await requireUser(request, env);
    const input = await readJson(request, z.unknown());
    return jsonResponse(await generateMatchJson(env, input));
  },
});

export const action = (args: Route.ActionArgs) => handler(args);
export const loader = (args: Route.LoaderArgs) => handler(args);
