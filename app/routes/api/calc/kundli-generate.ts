import { z } from "zod";
import { apiAction, notAllowed } from "#app/server/api/route.server";
import { generateKundliJson } from "#app/server/calc.server";
import { jsonResponse } from "#app/server/http.server";

/** POST /api/kundli/generate: a Kundli input of the calculation contract → the whole Kundli. */
export const action = apiAction({
  auth: "user",
  // The calculation contract checks the input itself (calc.server.ts), with its own error codes.
  body: z.unknown(),
  async handler({ env, body }) {
    return jsonResponse(await generateKundliJson(env, body));
  },
});

export const loader = notAllowed;
