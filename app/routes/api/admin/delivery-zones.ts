/**
 * The delivery price table (docs/decisions/0012-delivery-zones.md), site admins only:
 * - GET  /api/admin/delivery-zones → {status:"success", data: {zones: [zone], settings, print_price_paise}}
 *   (the printing price per copy is the money area's `printed_order` price, shown here, set there)
 * - POST /api/admin/delivery-zones {zone, price_paise, min_days, max_days, active} → one zone
 * - POST /api/admin/delivery-zones {origin_state} → the settings (the dispatch state)
 */
import { z } from "zod";
import { requireActor, requireSiteAdmin } from "#app/server/accounts/access.server";
import { validate } from "#app/server/accounts/input.server";
import { priceOf } from "#app/server/commerce/entitlements.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse, readJson } from "#app/server/http.server";
import { listZones, orderSettings, updateSettings, updateZone } from "#app/server/orders/delivery.server";
import { SettingsFields, ZoneFields } from "#app/shared/orders/fields";

export const loader = apiHandler({
  async GET({ request, context }) {
    const { env } = context.get(cloudflareContext);
    requireSiteAdmin(await requireActor(request, env));
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

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    requireSiteAdmin(actor);
    const raw = await readJson(request, z.unknown());
    // A body naming a zone edits that zone; any other is the settings.
    if (typeof raw === "object" && raw !== null && "zone" in raw) {
      const { zone, ...fields } = validate(ZoneFields, raw);
      return jsonResponse({ status: "success", data: await updateZone(env, actor.uid, zone, fields) });
    }
    const data = await updateSettings(env, actor.uid, validate(SettingsFields, raw));
    return jsonResponse({ status: "success", data });
  },
});
