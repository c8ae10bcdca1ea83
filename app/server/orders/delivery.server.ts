/**
 * Delivery prices (issue 7): a PIN code → its district and state (the `pincodes` seed) → a zone
 * (the product's own table, docs/decisions/0012-delivery-zones.md) → price and estimated days.
 * An admin edits the zones' prices, days and whether we deliver there, and the dispatch state.
 */
import { db } from "#app/server/db.server";
import { ApiError } from "#app/server/http.server";
import type { Zone, ZoneRow } from "#app/shared/orders/order";
import type { Selectable } from "kysely";
import type { DeliveryZonesTable } from "#app/server/schema.server";

export const ZONES: readonly Zone[] = ["metro", "state", "national", "remote"];

export interface DeliveryQuote {
  pincode: string;
  office: string;
  district: string;
  state: string;
  zone: Zone;
  price_paise: number;
  min_days: number;
  max_days: number;
}

export interface OrderSettings {
  origin_state: string;
  updated_at: string;
}

export async function findPincode(env: Env, pin: string) {
  return db(env).selectFrom("pincodes").selectAll().where("pin", "=", pin).executeTakeFirst();
}

export async function orderSettings(env: Env): Promise<OrderSettings> {
  return db(env)
    .selectFrom("order_settings")
    .select(["origin_state", "updated_at"])
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
}

/** A district's own rule wins over its state's; neither: the dispatch state or the rest of India. */
export async function zoneOf(env: Env, place: { state: string; district: string }): Promise<Zone> {
  const rules = await db(env)
    .selectFrom("delivery_areas")
    .select(["district", "zone"])
    .where("state", "=", place.state)
    .where("district", "in", [place.district, ""])
    .execute();
  const rule =
    rules.find((r) => r.district === place.district && r.district !== "") ?? rules.find((r) => r.district === "");
  if (rule) return rule.zone;
  const { origin_state } = await orderSettings(env);
  return origin_state === place.state ? "state" : "national";
}

function toZoneRow(
  row: Pick<Selectable<DeliveryZonesTable>, "zone" | "price_paise" | "min_days" | "max_days" | "active" | "updated_at">,
): ZoneRow {
  return { ...row, active: row.active === 1 };
}

export async function listZones(env: Env): Promise<ZoneRow[]> {
  const rows = await db(env)
    .selectFrom("delivery_zones")
    .select(["zone", "price_paise", "min_days", "max_days", "active", "updated_at"])
    .execute();
  return rows.map(toZoneRow).sort((a, b) => ZONES.indexOf(a.zone) - ZONES.indexOf(b.zone));
}

/** Price and days to `pin`; unknown PIN 400, a zone we do not deliver to 422 — each with a clear message. */
export async function quoteDelivery(env: Env, pin: string, field = "pincode"): Promise<DeliveryQuote> {
  const place = await findPincode(env, pin);
  if (!place) throw new ApiError(400, "unknown_pincode", "orders.errors.unknownPincode", field, { pincode: pin });
  const zone = await zoneOf(env, place);
  const row = await db(env).selectFrom("delivery_zones").selectAll().where("zone", "=", zone).executeTakeFirstOrThrow();
  if (row.active !== 1)
    throw new ApiError(422, "not_deliverable", "orders.errors.notDeliverable", field, {
      pincode: pin,
      district: place.district,
      state: place.state,
    });
  return {
    pincode: pin,
    office: place.office,
    district: place.district,
    state: place.state,
    zone,
    price_paise: row.price_paise,
    min_days: row.min_days,
    max_days: row.max_days,
  };
}

export async function updateZone(
  env: Env,
  adminUid: string,
  zone: Zone,
  fields: { price_paise: number; min_days: number; max_days: number; active: boolean },
): Promise<ZoneRow> {
  if (fields.max_days < fields.min_days)
    throw new ApiError(400, "invalid_input", "orders.errors.invalidDays", "max_days");
  const row = await db(env)
    .updateTable("delivery_zones")
    .set({ ...fields, active: fields.active ? 1 : 0, updated_at: new Date().toISOString(), updated_by: adminUid })
    .where("zone", "=", zone)
    .returning(["zone", "price_paise", "min_days", "max_days", "active", "updated_at"])
    .executeTakeFirstOrThrow();
  return toZoneRow(row);
}

/** The dispatch state must be one the PIN codes know, so that the 'state' zone can ever apply. */
export async function updateSettings(
  env: Env,
  adminUid: string,
  fields: { origin_state: string },
): Promise<OrderSettings> {
  const known = await db(env)
    .selectFrom("pincodes")
    .select("pin")
    .where("state", "=", fields.origin_state)
    .executeTakeFirst();
  if (!known) throw new ApiError(400, "unknown_state", "orders.errors.unknownState", "origin_state");
  return db(env)
    .updateTable("order_settings")
    .set({ ...fields, updated_at: new Date().toISOString(), updated_by: adminUid })
    .where("id", "=", 1)
    .returning(["origin_state", "updated_at"])
    .executeTakeFirstOrThrow();
}

/** The states the PIN codes name, for the dispatch state's choices (reads the pincodes_state index). */
export async function knownStates(env: Env): Promise<string[]> {
  const rows = await db(env).selectFrom("pincodes").select("state").distinct().orderBy("state").execute();
  return rows.map((r) => r.state);
}
