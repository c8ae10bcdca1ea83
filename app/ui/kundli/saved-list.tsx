import { useLayoutEffect, useMemo, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { useDataLayer } from "#app/client/hooks";
import { Button, buttonVariants } from "#app/ui/button";
import { Spinner } from "../spinner";
import { formatCivilDate } from "./format";
import type { KundliRecord } from "#app/shared/accounts/kundli-record";
import { matchesName, savedListOf } from "./saved";

/** A row's Edit and Delete: the buttons' look without their border, so a long list stays quiet. */
const LIST_ACTION = "border-transparent px-2.5 py-1.5 font-medium";

/** The route loader's read of the saved list: whose it is, and the list (null when it failed). */
export interface ServerSavedList {
  owner: string;
  saved: KundliRecord[] | null;
}

/**
 * The list shown comes from one place, the browser data layer's cached Kundlis (spec §4), which
 * the header's Generate panel and the Kundli screens share (docs/decisions/0034). The loader's
 * read seeds it: the server renders that state, and the browser takes the same list into the
 * cache before its first paint, so the page never asks for the list a second time. Every later
 * read of the loader (after a delete, on coming back) seeds it again; Retry is the cache's own
 * forced refresh.
 */
export function useSavedList({ owner, saved: server }: ServerSavedList) {
  const layer = useDataLayer();
  const { kundlis } = layer;
  const seeded = useMemo(() => kundlis.seededState(owner, server), [kundlis, owner, server]);
  const cache = useSyncExternalStore(kundlis.subscribe, kundlis.getState, () => seeded);
  useLayoutEffect(() => kundlis.seed(owner, server), [kundlis, owner, server]);
  return { ...savedListOf(cache), retry: () => kundlis.refresh(owner) };
}

/**
 * The Saved Kundli list: search by name (live with script, a GET form without), open, edit,
 * delete; Retry when the list could not be read, and 'No saved Kundli found.' when empty.
 */
export function SavedKundliList({ server, query: initialQuery }: { server: ServerSavedList; query: string }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState(initialQuery);
  const navigation = useNavigation();
  const { saved, failed, stale, loading, retry } = useSavedList(server);
  const retrying = loading;
  // A Kundli whose delete is under way is hidden at once; the loader's next read seeds the list
  // without it, and a refused delete (no new read) shows it again.
  const deleting =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "delete"
      ? navigation.formData.get("id")
      : null;
  const shown = (saved ?? []).filter((k) => String(k.id) !== deleting && matchesName(k, query));
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
          <Button
            type="button"
            variant="danger"
            size="sm"
            onClick={() => void retry()}
            disabled={retrying}
            className="mt-2 gap-2 text-red-800"
          >
            {retrying && <Spinner className="size-4" />}
            {t("kundli.retry")}
          </Button>
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
                  className={buttonVariants({ variant: "secondary", size: "sm", className: LIST_ACTION })}
                >
                  {t("kundli.saved.edit")}
                </Link>
                <Form
                  method="post"
                  onSubmit={(e) => {
                    e.preventDefault();
                    if (window.confirm(t("kundli.saved.confirmDelete", { name: k.name }))) void submit(e.currentTarget);
                  }}
                >
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={k.id} />
                  <Button
                    type="submit"
                    variant="danger"
                    size="sm"
                    aria-label={t("kundli.saved.deleteOne", { name: k.name })}
                    className={LIST_ACTION}
                  >
                    {t("kundli.saved.delete")}
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
