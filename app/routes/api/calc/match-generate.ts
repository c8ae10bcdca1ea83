import { z } from "zod";
import { apiAction, notAllowed } from "#app/server/api/route.server";
import { generateMatchJson } from "#app/server/calc.server";
import { jsonResponse } from "#app/server/http.server";

/** POST /api/match/generate: {boy, girl} Kundli inputs → both Kundlis and the Ashtakoot. */
export const action = apiAction({
  auth: "user",
  // The calculation contract checks the input itself (calc.server.ts), with its own error codes.
  body: z.unknown(),
  async handler({ env, body }) {
    return jsonResponse(await generateMatchJson(env, body));
  },
});

export const loader = notAllowed;
