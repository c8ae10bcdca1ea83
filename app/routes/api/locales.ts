import { data } from "react-router";
import { isLanguage } from "#app/i18n/config";
import { resources } from "#app/i18n/resources";
import type { Route } from "./+types/locales";

/** Serves one language's translations to the browser. */
export function loader({ params }: Route.LoaderArgs) {
  if (!isLanguage(params.lng)) {
    return data({ error: { code: "unknown_language", message: "Unknown language.", field: "lng" } }, { status: 404 });
  }
  return data(resources[params.lng].translation, {
    headers: { "Cache-Control": "public, max-age=300" },
  });
}
