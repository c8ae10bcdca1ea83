/**
 * /main/kundli/:id — a saved Kundli, computed now from its birth data (never stored results),
 * with the options of the query (`?ayanamsa=kp&node=true…`) over the saved ones. `?tab=` picks
 * the tab; the document carries only what that tab reads, and another tab fetches its part
 * (GET /api/kundli/:id/tabs/:tab) when it is opened or about to be (docs/decisions/0032).
 */
import type { TextsHandle } from "#app/i18n/areas";
import { useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import {
  data,
  Form,
  isRouteErrorResponse,
  Link,
  redirect,
  useRevalidator,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { useDataLayer } from "#app/client/hooks";
import { requireActor } from "#app/server/accounts/access.server";
import { deleteKundli } from "#app/server/accounts/kundalis.server";
import { kundliForTab } from "#app/server/computed-kundli.server";
import { cloudflareContext } from "#app/server/context.server";
import { ApiError } from "#app/server/http.server";
import { formatCivilDate } from "#app/ui/kundli/format";
import { isKundliTab, kundliPart, type KundliParts, type KundliTab } from "#app/shared/kundli/tabs";
import { KundliView, loadKundliTab } from "#app/ui/kundli/kundli-view";
import { optionsFromSearch } from "#app/ui/kundli/receipt";
import { Screen } from "#app/ui/shell/screen";
import { Spinner } from "#app/ui/spinner";
import type { Route } from "./+types/view";
import { findKundli, rowId } from "./records.server";

/** The text areas this screen shows beyond the core (docs/decisions/0037). */
export const handle: TextsHandle = { texts: ["astro", "calc", "kundli", "report"] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireActor(request, env);
  const url = new URL(request.url);
  const saved = await findKundli(env, actor, rowId(params.id), optionsFromSearch(url.searchParams));
  if (!saved) throw data(null, { status: 404 });
  const { record, input } = saved;
  const asked = url.searchParams.get("tab");
  const tab = isKundliTab(asked) ? asked : "basic";
  const base = { record, tab, search: url.search } as const;
  try {
    const [kundli] = await Promise.all([kundliForTab(env, input, tab), loadKundliTab(tab)]);
    return { ...base, kundli: kundliPart(kundli, tab), failed: false };
  } catch (error) {
    if (error instanceof ApiError) return { ...base, kundli: null, failed: true };
    throw error;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireActor(request, env);
  const saved = await findKundli(env, actor, rowId(params.id));
  if (!saved) throw data(null, { status: 404 });
  const form = await request.formData();
  if (form.get("intent") !== "delete") throw data(null, { status: 400 });
  await deleteKundli(env, saved.record.id);
  return redirect("/main/kundli");
}

/**
 * A link that changes only `tab` (or the Dasha tab's `dasha` system) needs no new Kundli; new
 * options (or anything else) do.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  const strip = (u: URL) => {
    const p = new URLSearchParams(u.search);
    p.delete("tab");
    p.delete("dasha");
    p.sort();
    return `${u.pathname}?${p}`;
  };
  if (currentUrl.search !== nextUrl.search && strip(currentUrl) === strip(nextUrl)) return false;
  return defaultShouldRevalidate;
}

export default function KundliScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { record, kundli, tab, search } = loaderData;
  const revalidator = useRevalidator();
  const layer = useDataLayer();
  useEffect(() => {
    // A Kundli saved just now joins the cached list (spec §4) when that list is loaded and lacks it.
    const state = layer.kundlis.getState();
    if (state.id && !state.data.some((k) => k.uid === record.uid)) layer.kundlis.add(record);
  }, [layer, record]);
  // Another tab's part of this Kundli, with the same options as the page (the server reads only those).
  const fetchPart = useCallback(
    (part: KundliTab) =>
      layer.api.get<KundliParts>(`/kundli/${record.id}/tabs/${part}`, {
        query: optionsFromSearch(new URLSearchParams(search)),
      }),
    [layer, record.id, search],
  );

  return (
    <Screen title={record.name}>
      <div className="-mt-4 mb-5 flex flex-wrap items-center justify-between gap-3">
        <p className="text-stone-600">
          {t(`astro.gender.${record.gender}`)} · {formatCivilDate(record.date)}{" "}
          {record.time.length === 5 ? `${record.time}:00` : record.time} · {record.place.name}
        </p>
        <div className="flex items-center gap-2">
          <Link
            to="/main/kundli"
            className="rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand"
          >
            {t("kundli.view.new")}
          </Link>
          <Link
            to={`/main/kundli/${record.id}/edit`}
            className="rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand"
          >
            {t("kundli.view.edit")}
          </Link>
          <Form
            method="post"
            onSubmit={(e) => {
              if (!window.confirm(t("kundli.saved.confirmDelete", { name: record.name }))) e.preventDefault();
              else layer.kundlis.update((list) => list.filter((k) => k.uid !== record.uid));
            }}
          >
            <input type="hidden" name="intent" value="delete" />
            <button
              type="submit"
              className="rounded-xl border border-red-200 bg-white px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand"
            >
              {t("kundli.view.delete")}
            </button>
          </Form>
        </div>
      </div>
      {kundli ? (
        <KundliView
          key={`${record.id}-${search}`}
          kundli={kundli}
          initialTab={tab}
          search={search}
          kundaliId={record.uid}
          fetchPart={fetchPart}
        />
      ) : (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800">
          <p className="font-medium">{t("kundli.generateFailed")}</p>
          <button
            type="button"
            onClick={() => revalidator.revalidate()}
            disabled={revalidator.state === "loading"}
            className="mt-3 inline-flex items-center gap-2 rounded-lg bg-white px-3 py-1.5 font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-brand"
          >
            {revalidator.state === "loading" && <Spinner className="size-4" />}
            {t("kundli.retry")}
          </button>
        </div>
      )}
    </Screen>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Screen title={missing ? t("kundli.notFound") : t("kundli.generateFailed")}>
      <Link to="/main/kundli" className="font-medium text-brand-strong underline">
        {t("kundli.view.backToList")}
      </Link>
    </Screen>
  );
}
