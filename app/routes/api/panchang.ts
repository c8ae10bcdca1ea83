/**
 * The day's Panchang (calc-cli-v2.md, "Day panchang"; docs/day-panchang.md), from the calc Worker:
 *   GET /api/panchang?date=YYYY-MM-DD&lat=<deg>&lon=<deg>&tz=<IANA zone>[&name=<place name>]
 *   GET /api/panchang?date=YYYY-MM-DD&place=<gazetteer id>          (GET /api/places gives ids)
 * and, with either, optionally &ayanamsa=<lahiri|…>&sunrise=<visible|hindu>.
 * The answer is the contract's JSON as the calc Worker writes it. Signed-in users only, as the
 * other calculation routes (POST /api/kundli/generate, /api/match/generate). A bad parameter is a
 * 400 `{error: {code, message, field}}` naming the query parameter; a method other than GET is 405.
 * The query's rules are app/server/panchang.server.ts, which the Panchang screen shares.
 */
import { jsonResponse } from "#app/server/http.server";
import { dayPanchangJson, panchangParams, panchangRequest } from "#app/server/panchang.server";
import { apiLoader, notAllowed } from "#app/server/api/route.server";

export const loader = apiLoader({
  auth: "user",
  async handler({ request, env }) {
    const query = await panchangRequest(env, panchangParams(new URL(request.url).searchParams));
    return jsonResponse(await dayPanchangJson(env, query));
  },
});

export const action = notAllowed;
