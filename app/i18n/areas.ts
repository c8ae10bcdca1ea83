/**
 * Which screen texts the browser fetches, and when (issue 14; docs/decisions/0037). The server
 * holds every area; the browser fetches the core with the first page, and another area only
 * with the screen or the lazily loaded part (a Kundli tab, the Generate form) that shows it.
 * A route names its areas in `handle.texts`; app/i18n/areas.test.ts reads the routes' imports
 * and fails when one uses an area it does not name. The pages served without scripts (ADR 0027)
 * never render in the browser, so their areas (landing, authScreen, policy) are never fetched.
 */

/** What every page that runs scripts shows: the root, the signed-in shell, the public pages' frame. */
export const CORE_AREAS: readonly string[] = [
  "accountScreens",
  "auth",
  "common",
  "data",
  "downloads",
  "errors",
  "shell",
  "site",
];

/** A route's `handle`: the areas its screen shows beyond the core. */
export type TextsHandle = { texts?: readonly string[] };

/** The areas beyond the core that a page's matched routes name, sorted and once each. */
export function textAreasOf(matches: readonly { handle?: unknown }[]): string[] {
  const areas = new Set<string>();
  for (const match of matches) {
    for (const area of (match.handle as TextsHandle | undefined)?.texts ?? []) {
      if (!CORE_AREAS.includes(area)) areas.add(area);
    }
  }
  return [...areas].sort();
}

/** The name of the core's file among the per-area ones (no area is called so). */
export const CORE_FILE = "core";
