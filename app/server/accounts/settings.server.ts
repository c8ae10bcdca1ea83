/**
 * Reading and saving an astrologer's defaults (settings.ts). The calculation options, chart
 * style, paper size and the Panchang's default place live in user_settings (one row, made on
 * the first save; the place is resolved from the gazetteer and copied in); the default
 * branding profile is the connected one, so printing without a choice already uses it
 * (docs/decisions/0010-settings.md).
 */
import { db, statement } from "#app/server/db.server";
import { ApiError } from "#app/server/http.server";
import { requirePlace } from "#app/server/places.server";
import { nowIso } from "./records.server";
import { calcOptionsOf, DEFAULT_SETTINGS, type UserSettings } from "#app/shared/accounts/settings";
import type { SettingsFields } from "#app/shared/accounts/settings-fields";

export async function getSettings(env: Env, userId: string): Promise<UserSettings> {
  const [stored, connected] = await Promise.all([
    storedSettings(env, userId),
    db(env)
      .selectFrom("branding_profiles")
      .select("id")
      .where("user_id", "=", userId)
      .where("is_connected", "=", 1)
      .executeTakeFirst(),
  ]);
  return { ...stored, branding_profile_id: connected?.id ?? null };
}

/**
 * The calculation options a new Kundli is saved with when none are given: the astrologer's
 * Settings (the New Kundli form, Matchmaking and `add-kundali` alike). One read: the branding
 * profile is not needed for them.
 */
export async function defaultCalcOptions(env: Env, userId: string): Promise<Record<string, unknown>> {
  return { ...calcOptionsOf(await storedSettings(env, userId)) };
}

/** The stored row over the defaults; the branding profile is left at none (it is the connected one). */
async function storedSettings(env: Env, userId: string): Promise<UserSettings> {
  const row = await db(env).selectFrom("user_settings").selectAll().where("user_id", "=", userId).executeTakeFirst();
  const stored = row
    ? {
        chart_style: row.chart_style,
        paper_size: row.paper_size,
        ayanamsa: row.ayanamsa,
        node: row.node,
        houses: row.houses,
        sunrise: row.sunrise,
        dasha_year: row.dasha_year,
        default_place: defaultPlaceOf(row),
        reminder_language: row.reminder_language,
        weekly_digest: row.weekly_digest === 1,
      }
    : {};
  return { ...DEFAULT_SETTINGS, ...stored };
}

/** The stored default place, when all of it is there. */
function defaultPlaceOf(row: {
  default_place_id: number | null;
  default_place_name: string | null;
  default_place_latitude: number | null;
  default_place_longitude: number | null;
  default_place_timezone: string | null;
}): UserSettings["default_place"] {
  const {
    default_place_id: id,
    default_place_name: name,
    default_place_latitude: latitude,
    default_place_longitude: longitude,
    default_place_timezone: timezone,
  } = row;
  if (id === null || name === null || latitude === null || longitude === null || timezone === null) return null;
  return { id, name, latitude, longitude, timezone };
}

/** The columns of a default place chosen by its gazetteer id (400 invalid_place if there is none); null clears them. */
async function defaultPlaceColumns(env: Env, id: number | null) {
  if (id === null) {
    return {
      default_place_id: null,
      default_place_name: null,
      default_place_latitude: null,
      default_place_longitude: null,
      default_place_timezone: null,
    };
  }
  const place = await requirePlace(db(env), id, "default_place_id");
  return {
    default_place_id: place.id,
    default_place_name: place.name,
    default_place_latitude: place.latitude,
    default_place_longitude: place.longitude,
    default_place_timezone: place.timezone,
  };
}

/** The id of the astrologer's own branding profile `ref`; 404 for anyone else's, as the branding API. */
async function ownBrandingId(env: Env, userId: string, ref: number | string): Promise<number> {
  const row = await db(env)
    .selectFrom("branding_profiles")
    .select("id")
    .where("user_id", "=", userId)
    .where(typeof ref === "number" ? "id" : "uid", "=", ref)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, "not_found", "accounts.brandingNotFound", "branding_profile_id");
  return row.id;
}

/** Saves the given fields (the others keep their values) in one batch; returns the settings now. */
export async function saveSettings(env: Env, userId: string, fields: SettingsFields): Promise<UserSettings> {
  const { branding_profile_id, default_place_id, weekly_digest, ...choices } = fields;
  // Every look-up before any write: a refused branding profile or place leaves everything as it was.
  const brandingId =
    branding_profile_id === undefined || branding_profile_id === null
      ? branding_profile_id
      : await ownBrandingId(env, userId, branding_profile_id);
  const stored = {
    ...choices,
    ...(weekly_digest === undefined ? {} : { weekly_digest: weekly_digest ? 1 : 0 }),
    ...(default_place_id === undefined ? {} : await defaultPlaceColumns(env, default_place_id)),
  };
  const now = nowIso();
  const statements = [
    statement(
      env,
      db(env)
        .insertInto("user_settings")
        .values({ user_id: userId, ...stored, updated_at: now })
        .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...stored, updated_at: now })),
    ),
  ];
  if (brandingId !== undefined) {
    // At most one connected profile: the chosen one, or none.
    statements.push(
      statement(
        env,
        db(env)
          .updateTable("branding_profiles")
          .set((eb) => ({
            is_connected: brandingId === null ? 0 : eb.case().when("id", "=", brandingId).then(1).else(0).end(),
          }))
          .where("user_id", "=", userId),
      ),
    );
  }
  await env.DB.batch(statements);
  return getSettings(env, userId);
}
