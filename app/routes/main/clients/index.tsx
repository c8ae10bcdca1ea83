/**
 * /main/clients — the clients the astrologer may reach (an organization's owner and admins:
 * their members' too), searched by name in either script, phone or city, filtered by a tag and
 * sorted by the last consultation, the next follow-up or name (a GET form: works without
 * script, and the address keeps the choice); and Add client.
 */
import type { TextsHandle } from "#app/i18n/areas";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import { getInstance } from "#app/i18n/i18next.server";
import { requireActor } from "#app/server/accounts/access.server";
import { addClient, ListBody, listClients, listTags } from "#app/server/accounts/clients.server";
import { cloudflareContext } from "#app/server/context.server";
import { refused, refusedBy } from "#app/server/forms.server";
import { clientForm } from "#app/shared/clients/forms";
import { parseForm } from "#app/shared/forms";
import { buttonVariants } from "#app/ui/button";
import { ClientForm, INPUT } from "#app/ui/clients/forms";
import { replyOf } from "#app/ui/forms";
import { formatCivilDate } from "#app/ui/kundli/format";
import { Screen } from "#app/ui/shell/screen";
import type { Route } from "./+types/index";
import { todayInIndia } from "#app/shared/clients/consent";

/** The text areas this screen shows beyond the core (docs/decisions/0037). */
export const handle: TextsHandle = { texts: ["accounts", "clients", "clientsIo", "privacy", "wallet"] };

const SORTS = ["recent", "follow-up", "name"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireActor(request, env);
  const params = new URL(request.url).searchParams;
  // A value the API would refuse is simply not applied here.
  const query = Object.fromEntries(
    ["q", "tag", "sort"].flatMap((k) => {
      const v = params.get(k);
      return v && ListBody.shape[k as "q"].safeParse(v).success ? [[k, v]] : [];
    }),
  ) as { q?: string; tag?: string; sort?: (typeof SORTS)[number] };
  const [clients, tags] = await Promise.all([
    listClients(env, actor, undefined, query),
    listTags(env, actor, undefined),
  ]);
  return { clients, tags, query, today: todayInIndia() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireActor(request, env);
  const t = getInstance(context).t;
  const submission = parseForm(await request.formData(), clientForm, t);
  if (submission.status !== "success") return refused("add", submission);
  try {
    return redirect(`/main/clients/${(await addClient(env, actor.uid, submission.value)).id}`);
  } catch (error) {
    return refusedBy(error, t, "add", submission);
  }
}

export default function Clients({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { clients, tags, query, today } = loaderData;
  const refusal = replyOf(actionData);
  return (
    <Screen title={t("clients.title")} lead={t("clients.lead")}>
      <details open={refusal !== null} className="mb-4 rounded-2xl border border-stone-200 bg-white p-4">
        <summary className="cursor-pointer font-semibold text-brand-strong">{t("clients.add")}</summary>
        <ClientForm intent="add" values={{}} lastResult={refusal?.result ?? null} />
      </details>
      <p className="mb-4">
        <Link to="/main/clients/import" className="font-medium text-brand-strong underline">
          {t("clientsIo.open")}
        </Link>
      </p>
      <Form method="get" role="search" className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_auto_auto_auto]">
        <label className="sr-only" htmlFor="clients-q">
          {t("clients.search")}
        </label>
        <input
          id="clients-q"
          name="q"
          type="search"
          defaultValue={query.q ?? ""}
          placeholder={t("clients.searchPlaceholder")}
          className={`${INPUT} col-span-2 sm:col-span-1`}
        />
        <select name="tag" aria-label={t("clients.tag")} defaultValue={query.tag ?? ""} className={INPUT}>
          <option value="">{t("clients.allTags")}</option>
          {tags.map((tag) => (
            <option key={tag}>{tag}</option>
          ))}
        </select>
        <select name="sort" aria-label={t("clients.sort")} defaultValue={query.sort ?? "recent"} className={INPUT}>
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`clients.sorts.${s}`)}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className={buttonVariants({ variant: "secondary", className: "col-span-2 sm:col-span-1" })}
        >
          {t("clients.show")}
        </button>
      </Form>
      <p className="mt-4 text-sm text-stone-500" role="status">
        {t("clients.count", { count: clients.length })}
      </p>
      {clients.length === 0 ? (
        <p className="mt-2 rounded-xl bg-stone-50 px-3 py-6 text-center text-stone-600">{t("clients.empty")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white">
          {clients.map((c) => (
            <li key={c.uid}>
              <Link
                to={`/main/clients/${c.id}`}
                className="block px-4 py-3 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand"
              >
                <span className="font-medium text-stone-900">{c.name}</span>
                {c.name_hi && (
                  <span lang="hi" className="ms-2 text-stone-700">
                    {c.name_hi}
                  </span>
                )}
                <span className="block text-sm text-stone-600">
                  {[c.city, c.phone, ...c.tags].filter(Boolean).join(" · ")}
                </span>
                <span className="block text-sm text-stone-500">
                  {c.last_consulted_on && t("clients.last", { date: formatCivilDate(c.last_consulted_on) })}
                  {c.last_consulted_on && c.follow_up_on && " · "}
                  {c.follow_up_on && (
                    <span className={c.follow_up_on < today ? "font-medium text-red-700" : ""}>
                      {t("clients.next", { date: formatCivilDate(c.follow_up_on) })}
                    </span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Screen>
  );
}
