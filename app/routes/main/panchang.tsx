/**
 * /main/panchang — the day's Panchang, which an astrologer checks every morning. Opens on today
 * (the date at the place, in its time zone) at the default place of Settings; `?date=YYYY-MM-DD`
 * and `?place=<gazetteer id>` look at another day or place without changing the default, and keep
 * them in the URL for a reload or a shared link. Computed in the loader by the calc Worker with
 * the rules of GET /api/panchang (app/server/panchang.server.ts), in the astrologer's ayanamsa
 * and sunrise convention, so the page works without script. Without a default place and without
 * `?place=`, the screen asks for a place and points to Settings.
 */
import type { TextsHandle } from "#app/i18n/areas";
import { useTranslation } from "react-i18next";
import { data, Link, redirect } from "react-router";
import { getInstance } from "#app/i18n/i18next.server";
import { requireActor } from "#app/server/accounts/access.server";
import { getSettings } from "#app/server/accounts/settings.server";
import { cloudflareContext } from "#app/server/context.server";
import { db } from "#app/server/db.server";
import { ApiError } from "#app/server/http.server";
import {
  civilDateAt,
  dayPanchang,
  panchangRequest,
  type PanchangParams,
  type PanchangRequest,
} from "#app/server/panchang.server";
import { getPlace } from "#app/server/places.server";
import { useNow } from "#app/ui/kundli/now";
import { SunIcon } from "#app/ui/icons";
import type { Place, PlaceNames } from "#app/shared/place";
import { placeLabel } from "#app/shared/place-label";
import { panchangHref } from "#app/ui/panchang/format";
import { PanchangControls } from "#app/ui/panchang/panchang-controls";
import { PanchangDay } from "#app/ui/panchang/panchang-view";
import { PanchangPrint } from "#app/ui/panchang/panchang-print";
import { Screen } from "#app/ui/shell/screen";
import type { Route } from "./+types/panchang";

/** The text areas this screen shows beyond the core (docs/decisions/0037). */
export const handle: TextsHandle = { texts: ["astro", "kundli", "panchang", "places", "report"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireActor(request, env);
  const i18n = getInstance(context);
  // The names of a place, labelled in the browser in whichever language is on (app/shared/place-label.ts).
  const namesOf = ({ name, nameHi, admin1, admin2, admin3, country }: Place): PlaceNames => ({
    name,
    nameHi,
    admin1,
    admin2,
    admin3,
    country,
  });
  const url = new URL(request.url);
  const search = url.searchParams;

  // The place search's own form (without script) names the chosen id `panchang_placeId`: the
  // screen's address is `?date=&place=`. A name typed but not chosen has no id: refused below.
  if (search.has("panchang_placeId")) {
    const query = new URLSearchParams();
    if (search.get("date")) query.set("date", search.get("date")!);
    query.set("place", search.get("panchang_placeId") ?? "");
    throw redirect(`/main/panchang?${query}`);
  }

  const settings = await getSettings(env, actor.uid);
  const saved = settings.default_place;
  const defaultNames = async () => {
    if (!saved) return null;
    const place = await getPlace(db(env), saved.id);
    return { id: saved.id, names: place ? namesOf(place) : null, name: saved.name };
  };
  const now = Date.now();
  const given = (key: string) => search.get(key) ?? undefined;
  const base = {
    now,
    defaultPlace: await defaultNames(),
    date: given("date") ?? null,
    placeId: null as number | null,
  };

  if (given("place") === undefined && !saved) return { ...base, kind: "noPlace" as const };

  // The astrologer's own ayanamsa and sunrise, unless the address names others.
  const options = { ayanamsa: given("ayanamsa") ?? settings.ayanamsa, sunrise: given("sunrise") ?? settings.sunrise };
  const dated = { ...(given("date") === undefined ? {} : { date: given("date") }), ...options };
  try {
    let query: PanchangRequest;
    if (given("place") !== undefined) {
      query = await panchangRequest(env, { ...dated, place: given("place") }, { today: now });
    } else {
      try {
        query = await panchangRequest(env, { ...dated, place: String(saved!.id) }, { today: now });
      } catch (error) {
        // A default place the gazetteer no longer has: its saved coordinates still name it.
        if (!(error instanceof ApiError && error.code === "invalid_place")) throw error;
        const coordinates: PanchangParams = {
          ...dated,
          lat: String(saved!.latitude),
          lon: String(saved!.longitude),
          tz: saved!.timezone,
          name: saved!.name,
        };
        query = await panchangRequest(env, coordinates, { today: now });
      }
    }
    const panchang = await dayPanchang(env, query);
    return {
      ...base,
      kind: "day" as const,
      date: query.date,
      placeId: query.gazetteer?.id ?? saved?.id ?? null,
      place: query.gazetteer ? namesOf(query.gazetteer) : null,
      isToday: query.date === civilDateAt(query.place.timezone, now),
      panchang,
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // A date or place that cannot be: said beside the controls, with the status the API gives.
    const place = given("place");
    return data(
      {
        ...base,
        kind: "refused" as const,
        placeId:
          place && /^[1-9]\d{0,15}$/.test(place) && error.field !== "place" ? Number(place) : (saved?.id ?? null),
        message: i18n.t(error.messageKey, error.params),
        field: error.field ?? null,
      },
      { status: error.status },
    );
  }
}

export default function Panchang({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const saved = loaderData.defaultPlace;
  const defaultPlace = saved && {
    id: saved.id,
    label: saved.names ? placeLabel(saved.names, i18n.language) : saved.name,
  };
  // The running choghadiya and hora: the server's now until the browser's clock takes over.
  const now = useNow() ?? loaderData.now;
  return (
    <Screen title={t("panchang.title")} lead={t("panchang.lead")}>
      <div className="space-y-6">
        <PanchangControls
          date={loaderData.kind === "day" ? loaderData.date : null}
          placeId={loaderData.placeId}
          defaultPlace={defaultPlace}
        />
        {loaderData.kind === "noPlace" && (
          <section
            aria-labelledby="panchang-no-place"
            className="rounded-2xl border border-dashed border-stone-300 bg-white p-6"
            data-no-place
          >
            <div className="flex items-start gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-orange-50 text-brand-strong">
                <SunIcon className="size-6" />
              </span>
              <div className="min-w-0 space-y-3">
                <h2 id="panchang-no-place" className="font-semibold text-stone-900">
                  {t("panchang.noPlace.title")}
                </h2>
                <p className="leading-relaxed text-stone-600">{t("panchang.noPlace.text")}</p>
                <Link
                  to="/main/settings"
                  className="inline-flex h-11 items-center rounded-xl bg-brand px-4 text-sm font-semibold text-stone-950 hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                >
                  {t("panchang.noPlace.settings")}
                </Link>
              </div>
            </div>
          </section>
        )}
        {loaderData.kind === "refused" && (
          <div
            role="alert"
            className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800"
            data-field={loaderData.field}
          >
            <p className="font-semibold">{t("panchang.refused")}</p>
            <p>{loaderData.message}</p>
            {loaderData.placeId !== null && (
              <Link to={panchangHref(null, loaderData.placeId)} className="mt-1 inline-block font-medium underline">
                {t("panchang.controls.today")}
              </Link>
            )}
          </div>
        )}
        {loaderData.kind === "day" && (
          <div className="flex justify-end">
            <PanchangPrint panchang={loaderData.panchang} placeId={loaderData.placeId} />
          </div>
        )}
        {loaderData.kind === "day" && (
          <PanchangDay
            panchang={loaderData.panchang}
            now={now}
            placeLabel={loaderData.place ? placeLabel(loaderData.place, i18n.language) : loaderData.panchang.place.name}
            isToday={loaderData.isToday}
          />
        )}
      </div>
    </Screen>
  );
}
