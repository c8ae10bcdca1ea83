/**
 * POST /api/print/panchang — the day's Panchang as a one-page PDF under the astrologer's brand:
 *   {date: "YYYY-MM-DD", place: <gazetteer id> | lat, lon, tz[, name], language: "en" | "hi",
 *    paperSize?: "A4" | "Letter" | "A5", ayanamsa?, sunrise?, brandingProfileId?, timezone?}
 * The place is a gazetteer id (GET /api/places) or coordinates with an IANA zone, not both; the
 * paper size, ayanamsa and sunrise default to the astrologer's Settings. The calc Worker checks
 * the day before anything is written: a bad field is a 400 `{error: {code, message, field}}`
 * naming it. Queued at once; answers 202 with the download item (as /api/print/kundli), which
 * lands in Downloads. Free: no report is charged for it. An `Idempotency-Key` header makes a
 * retried request answer with the first job.
 */
import { jsonResponse } from "#app/server/http.server";
import { PanchangPrintBody, requestPanchangPrint } from "#app/server/print/requests.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

export const loader = notAllowed;

export const action = apiAction({
  auth: "actor",
  body: PanchangPrintBody,
  idempotencyKey: true,
  async handler({ env, actor, body, idempotencyKey }) {
    return jsonResponse(await requestPanchangPrint(env, actor, body, idempotencyKey), { status: 202 });
  },
});
