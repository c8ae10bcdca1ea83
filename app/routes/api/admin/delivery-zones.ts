/**
 * The delivery price table (docs/decisions/0012-delivery-zones.md), site admins only:
 * - GET  /api/admin/delivery-zones → {status:"success", data: {zones: [zone], settings, print_price_paise}}
 *   (the printing price per copy is the money area's `printed_order` price, shown here, set there)
 * - POST /api/admin/delivery-zones {zone, price_paise, min_days, max_days, active} → one zone
 * - POST /api/admin/delivery-zones {origin_state} → the settings (the dispatch state)
 */
import { z } from "zod";
import { validate } from "#app/server/accounts/input.server";
import { priceOf } from "#app/server/commerce/entitlements.server";
import { jsonResponse } from "#app/server/http.server";
import { listZones, orderSettings, updateSettings, updateZone } from "#app/server/orders/delivery.server";
import { SettingsFields, ZoneFields } from "#app/shared/orders/fields";
import { apiAction, apiLoader } from "#app/server/api/route.server";

export const loader = apiLoader({
  auth: "admin",
  async handler({ env }) {
    return jsonResponse({
      status: "success",
      data: {
        zones: await listZones(env),
        settings: await orderSettings(env),
        print_price_paise: await priceOf(env, "printed_order"),
      },
    });
  },
});

export const action = apiAction({
  auth: "admin",
  body: z.unknown(),
  async handler({ env, actor, body: raw }) {
    // A body naming a zone edits that zone; any other is the settings.
    if (typeof raw === "object" && raw !== null && "zone" in raw) {
      const { zone, ...fields } = validate(ZoneFields, raw);
      return jsonResponse({ status: "success", data: await updateZone(env, actor.uid, zone, fields) });
    }
    const data = await updateSettings(env, actor.uid, validate(SettingsFields, raw));
    return jsonResponse({ status: "success", data });
  },
});
