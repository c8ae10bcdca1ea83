import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { useDataLayer, useKundlis } from "#app/client/hooks";
import { Spinner } from "../spinner";
import { formatCivilDate } from "./format";
import { matchesName, savedListOf, type SavedKundli } from "./saved";

/**
 * The list shown: the browser data layer's cached Kundlis (spec §4) once they have loaded, and
 * until then the list the server rendered with the page (the first paint, and the whole story
 * without script). The cache keeps the list across screens, adds a Kundli saved just now, and
 * holds the loading, error and stale states; Retry is its forced refresh.
 */
export function useSavedList(server: readonly SavedKundli[] | null, serverFailed: boolean) {
  const cache = useKundlis();
  const layer = useDataLayer();
  return {
    ...savedListOf(cache, server, serverFailed),
    retry: cache.refresh,
    /** After a delete: read the list again, never joining a load sent before the delete. */
    reload: cache.reloadAfterWrite,
    /** Takes a Kundli being deleted out of the cached list at once. */
    forget: (uid: string) => layer.kundlis.update((list) => list.filter((k) => k.uid !== uid)),
  };
}

/**
 * The Saved Kundli list: search by name (live with script, a GET form without), open, edit,
 * delete; Retry when the list could not be read, and 'No saved Kundli found.' when empty.
 */
export function SavedKundliList({
  saved: server,
  failed: serverFailed,
  query: initialQuery,
}: {
  saved: readonly SavedKundli[] | null;
  failed: boolean;
  query: string;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState(initialQuery);
  const navigation = useNavigation();
  const { saved, failed, stale, loading, retry, reload, forget } = useSavedList(server, serverFailed);
  const retrying = loading;
  const shown = (saved ?? []).filter((k) => matchesName(k, query));
  const deleting =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "delete"
      ? navigation.formData.get("id")
      : null;
  const submit = useSubmit();

  return (
    <section aria-labelledby="saved-title" className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="saved-title" className="text-lg font-semibold text-stone-900">
          {t("kundli.saved.title")}
        </h2>
        {saved && <span className="text-sm text-stone-500">{t("kundli.saved.count", { count: saved.length })}</span>}
      </div>
      <Form method="get" role="search" className="mt-3" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="saved-search" className="sr-only">
          {t("kundli.saved.search")}
        </label>
        <input
          id="saved-search"
          name="q"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t("kundli.saved.searchPlaceholder")}
          autoComplete="off"
          className="w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-base focus-visible:outline-2 focus-visible:outline-brand"
        />
      </Form>

      {stale && (
        <p role="status" className="mt-3 flex flex-wrap items-center gap-2 text-sm text-amber-800">
          {t("data.staleList")}
          <button
            type="button"
            onClick={() => void retry()}
            disabled={retrying}
            className="font-semibold underline focus-visible:outline-2 focus-visible:outline-brand"
          >
            {t("kundli.retry")}
          </button>
        </p>
      )}
      {!saved && loading && !failed ? (
        <p className="mt-4 flex items-center justify-center gap-2 py-6 text-stone-600" role="status">
          <Spinner className="size-4" />
          {t("data.loadingList")}
        </p>
      ) : failed ? (
        <div role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p>{t("data.failedKundlis")}</p>
          <button
            type="button"
            onClick={() => void retry()}
            disabled={retrying}
            className="mt-2 inline-flex items-center gap-2 rounded-lg bg-white px-3 py-1.5 font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-brand"
          >
            {retrying && <Spinner className="size-4" />}
            {t("kundli.retry")}
          </button>
        </div>
      ) : shown.length === 0 ? (
        <p className="mt-4 rounded-xl bg-stone-50 px-3 py-6 text-center text-stone-600" role="status">
          {t("kundli.saved.empty")}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-100" aria-label={t("kundli.saved.title")}>
          {shown.map((k) => (
            <li key={k.uid} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
              <Link
                to={`/main/kundli/${k.id}`}
                className="min-w-0 flex-1 rounded focus-visible:outline-2 focus-visible:outline-brand"
              >
                <span className="block truncate font-medium text-stone-900">{k.name}</span>
                <span className="block truncate text-sm text-stone-600">
                  {t(`astro.gender.${k.gender}`)} · {formatCivilDate(k.date)} {k.time.slice(0, 5)} · {k.place.name}
                </span>
              </Link>
              <div className="flex items-center gap-1">
                <Link
                  to={`/main/kundli/${k.id}/edit`}
                  aria-label={t("kundli.saved.editOne", { name: k.name })}
                  className="rounded-lg px-2.5 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand"
                >
                  {t("kundli.saved.edit")}
                </Link>
                <Form
                  method="post"
                  onSubmit={(e) => {
                    e.preventDefault();
                    if (!window.confirm(t("kundli.saved.confirmDelete", { name: k.name }))) return;
                    forget(k.uid);
                    // Once the delete is answered, done or refused, the cache asks the server
                    // again with a request of its own: a list load sent before the delete may
                    // still carry the Kundli, and a refused delete means it is still there.
                    void submit(e.currentTarget).then(() => reload());
                  }}
                >
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={k.id} />
                  <button
                    type="submit"
                    aria-label={t("kundli.saved.deleteOne", { name: k.name })}
                    disabled={deleting === String(k.id)}
                    className="rounded-lg px-2.5 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-50"
                  >
                    {t("kundli.saved.delete")}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
