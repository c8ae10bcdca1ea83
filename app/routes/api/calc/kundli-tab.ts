import { apiLoader, notAllowed } from "#app/server/api/route.server";
import { kundliForTab } from "#app/server/computed-kundli.server";
import { ApiError, jsonResponse } from "#app/server/http.server";
import { isKundliTab, kundliPart } from "#app/shared/kundli/tabs";
import { optionsFromSearch } from "#app/ui/kundli/receipt";
import { findKundli, rowId } from "#app/routes/main/kundli/records.server";

/**
 * GET /api/kundli/:id/tabs/:tab?<options>: the part of a saved Kundli that one tab of its screen
 * reads, with the frame (docs/decisions/0032). Who may open it, and its options, are the screen's
 * own (findKundli, optionsFromSearch); the Kundli is the one the screen's document computed, when
 * this isolate still has it (kundliForTab).
 */
export const loader = apiLoader({
  auth: "actor",
  async handler({ request, params, env, actor }) {
    if (!isKundliTab(params.tab)) throw new ApiError(404, "not_found", "errors.notFound", "tab");
    const options = optionsFromSearch(new URL(request.url).searchParams);
    const saved = await findKundli(env, actor, rowId(params.id), options);
    if (!saved) throw new ApiError(404, "not_found", "kundli.notFound", "id");
    return jsonResponse(kundliPart(await kundliForTab(env, saved.input, params.tab), params.tab));
  },
});

export const action = notAllowed;
