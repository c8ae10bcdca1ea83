/**
 * The astrologer's defaults (Settings): chart style, paper size, calculation options of a new
 * Kundli, default (connected) branding profile, the Panchang's default place. Personal, like the
 * notification inbox: another user_id is 403.
 *
 * GET /api/user/settings → {status:"success", data: settings}
 * POST /api/user/settings {user_id?, chart_style?, paper_size?, ayanamsa?, node?, houses?, sunrise?,
 *   dasha_year?, branding_profile_id?, default_place_id?} → {status:"success", data: settings}
 * `default_place_id` is a gazetteer id (GET /api/places) or null for none; `data.default_place` is
 * then {id, name, latitude, longitude, timezone} as the gazetteer had it, or null. An unknown id
 * is a 400 invalid_place naming default_place_id, and nothing is saved.
 */
import { selfOnly } from "#app/server/accounts/access.server";
import { uidField } from "#app/shared/accounts/fields";
import { validate } from "#app/server/accounts/input.server";
import { SettingsFields } from "#app/shared/accounts/settings-fields";
import { getSettings, saveSettings } from "#app/server/accounts/settings.server";
import { jsonResponse } from "#app/server/http.server";
import { apiAction, apiLoader } from "#app/server/api/route.server";

const Body = SettingsFields.extend({ user_id: uidField.optional() });

export const loader = apiLoader({
  auth: "actor",
  async handler({ request, env, actor }) {
    const raw = new URL(request.url).searchParams.get("user_id");
    const userId = raw === null ? undefined : validate(uidField, raw, "user_id");
    return jsonResponse({ status: "success", data: await getSettings(env, selfOnly(actor, userId)) });
  },
});

export const action = apiAction({
  auth: "actor",
  body: Body,
  read: "fields",
  async handler({ env, actor, body: { user_id, ...fields } }) {
    const data = await saveSettings(env, selfOnly(actor, user_id), fields);
    return jsonResponse({ status: "success", data });
  },
});
