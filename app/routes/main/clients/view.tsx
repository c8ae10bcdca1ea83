/**
 * /main/clients/:id — one client: details (and Edit), their Kundlis (Add Kundli opens New
 * Kundli for this client), the consultations as a timeline beside the Mahadasha and Antardasha
 * running now in the client's own ("self") Kundli, computed as the Kundli screen's Dasha tab
 * marks them (app/ui/kundli/dasha.ts), and Log a consultation.
 */
import type { TextsHandle } from "#app/i18n/areas";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link } from "react-router";
import { useDataLayer } from "#app/client/hooks";
import { requireActor } from "#app/server/accounts/access.server";
import {
  addConsultation,
  clientDetail,
  deleteConsultation,
  findClient,
  findConsultation,
  updateClient,
} from "#app/server/accounts/clients.server";
import { birthInputOf } from "#app/server/accounts/kundalis.server";
import { generateKundli } from "#app/server/calc.server";
import { cloudflareContext } from "#app/server/context.server";
import { ApiError } from "#app/server/http.server";
import { getInstance } from "#app/i18n/i18next.server";
import { answerForm, unknownIntent } from "#app/server/forms.server";
import {
  clientForm,
  consentForm,
  consultationForm,
  deleteConsultationForm,
  withdrawForm,
} from "#app/shared/clients/forms";
import { buttonVariants } from "#app/ui/button";
import { ClientForm, ConsultationForm } from "#app/ui/clients/forms";
import { PrivacyCard } from "#app/ui/clients/privacy";
import { firstError, replyOf } from "#app/ui/forms";
import { listConsents, recordConsent, withdrawConsent } from "#app/server/privacy/consents.server";
import { formatRupees } from "#app/shared/format";
import { nodesAlong, runningIndices, vimshottariNodes } from "#app/ui/kundli/dasha";
import { formatCivilDate, formatDateParts, localPartsOfMs, offsetSeconds } from "#app/ui/kundli/format";
import { Screen } from "#app/ui/shell/screen";
import { rowId } from "../kundli/records.server";
import type { Route } from "./+types/view";
import { todayInIndia } from "#app/shared/clients/consent";

/** The text areas this screen shows beyond the core (docs/decisions/0037). */
export const handle: TextsHandle = { texts: ["accounts", "astro", "clients", "privacy", "wallet"] };

async function reachable(request: Request, env: Env, param: string | undefined) {
  const actor = await requireActor(request, env);
  const id = rowId(param);
  try {
    if (id === null) throw new ApiError(404, "not_found", "clients.notFound");
    return { actor, client: await findClient(env, actor, id) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** Mahadasha and Antardasha running now in `record`'s Kundli, with their ends at the birth place's clock. */
async function runningDasha(env: Env, record: Parameters<typeof birthInputOf>[0]) {
  const kundli = await generateKundli(env, birthInputOf(record));
  const tree = vimshottariNodes(kundli.dasha.periods);
  const offset = offsetSeconds(kundli.basic.utcOffset) ?? 0;
  return nodesAlong(tree, runningIndices(tree, Date.now(), 2)).map((n) => ({
    planet: n.of,
    end: formatDateParts(localPartsOfMs(n.end, offset)),
  }));
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const { client } = await reachable(request, env, params.id);
  const detail = await clientDetail(env, client.id);
  const self = detail.kundlis.find((k) => k.relation === "self");
  let dasha: { planet: string; end: string }[] | null = null;
  let dashaFailed = false;
  if (self) {
    try {
      dasha = await runningDasha(env, self);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      dashaFailed = true;
    }
  }
  const consents = await listConsents(env, client.id);
  return { ...detail, consents, self: self?.name ?? null, dasha, dashaFailed, today: todayInIndia() };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const { actor, client } = await reachable(request, env, params.id);
  const form = await request.formData();
  const intent = form.get("intent");
  const t = getInstance(context).t;
  switch (intent) {
    case "consent":
      return answerForm(form, consentForm, intent, t, (consent) => recordConsent(env, client, actor.uid, consent));
    case "withdraw-consent":
      return answerForm(form, withdrawForm, intent, t, ({ withdrawn_on }) =>
        withdrawConsent(env, client, actor.uid, withdrawn_on),
      );
    case "delete-consultation":
      return answerForm(form, deleteConsultationForm, intent, t, async ({ id }) =>
        deleteConsultation(env, (await findConsultation(env, actor, Number(id))).id),
      );
    case "consult":
      // Once written, the form is drawn anew (its key is the number of consultations): empty for the next one.
      return answerForm(form, consultationForm, intent, t, ({ fee, ...fields }) =>
        addConsultation(env, client, { ...fields, fee_paise: fee }),
      );
    case "update":
      return answerForm(form, clientForm, intent, t, (fields) => updateClient(env, client.id, fields));
  }
  return unknownIntent(String(intent ?? ""), t);
}

const CARD = "rounded-2xl border border-stone-200 bg-white p-4";
const H2 = "text-lg font-semibold text-stone-900";

export default function ClientScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { client, kundlis, consultations, consents, self, dasha, dashaFailed, today } = loaderData;
  const refusal = replyOf(actionData);
  const lastResult = (intent: string) => (refusal?.intent === intent ? refusal.result : null);
  const editing = refusal?.intent === "update";
  const consulting = refusal?.intent === "consult";
  const deleteRefusal = refusal?.intent === "delete-consultation" ? firstError(refusal.result) : undefined;
  const clientValues = { ...client, tags: client.tags.join(", ") } as unknown as Record<string, string>;
  const layer = useDataLayer();
  useEffect(() => {
    // A Kundli saved just now for the client joins the astrologer's cached list (as the Kundli screen does).
    for (const k of kundlis) {
      const state = layer.kundlis.getState();
      if (state.id === k.user_id && !state.data.some((c) => c.uid === k.uid)) layer.kundlis.add(k);
    }
  }, [layer, kundlis]);
  return (
    <Screen title={client.name}>
      <div className="-mt-4 mb-5 text-stone-600">
        {client.name_hi && (
          <p lang="hi" className="text-lg text-stone-800">
            {client.name_hi}
          </p>
        )}
        <p>{[client.city, client.phone, client.email].filter(Boolean).join(" · ")}</p>
        {client.tags.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t("clients.tag")}>
            {client.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-orange-50 px-2.5 py-0.5 text-sm text-brand-stronger">
                {tag}
              </li>
            ))}
          </ul>
        )}
        {client.notes && <p className="mt-2 whitespace-pre-line">{client.notes}</p>}
        <Link to="/main/clients" className="mt-2 inline-block text-sm font-medium text-brand-strong underline">
          {t("clients.title")}
        </Link>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {/* On a phone the column's cards join the page's single column, the consultations right
            after the dasha and the Kundlis (not below the privacy card); on a desktop they sit
            beside the timeline. */}
        <div className="contents lg:order-2 lg:grid lg:gap-4">
          <section aria-labelledby="dasha-title" className={`${CARD} order-1`}>
            <h2 id="dasha-title" className={H2}>
              {t("clients.dasha.title")}
            </h2>
            {dasha ? (
              <>
                <p className="text-sm text-stone-500">{self}</p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                  {dasha.map((p, i) => (
                    <div key={i} className="contents">
                      <dt className="text-stone-600">{t(`astro.dashaLevels.${i + 1}`)}</dt>
                      <dd>
                        <span className="font-semibold text-stone-900">{t(`astro.planets.${p.planet}`)}</span>{" "}
                        <span className="text-sm text-stone-500">{t("clients.dasha.until", { date: p.end })}</span>
                      </dd>
                    </div>
                  ))}
                </dl>
              </>
            ) : (
              <p className="mt-1 text-stone-600">{t(dashaFailed ? "clients.dasha.failed" : "clients.dasha.none")}</p>
            )}
          </section>
          <section aria-labelledby="kundlis-title" className={`${CARD} order-2`}>
            <div className="flex items-center justify-between gap-2">
              <h2 id="kundlis-title" className={H2}>
                {t("clients.kundlis")}
              </h2>
              <Link
                to={`/main/kundli?client=${client.id}`}
                className={buttonVariants({ variant: "secondary", size: "sm" })}
              >
                {t("clients.addKundli")}
              </Link>
            </div>
            {kundlis.length === 0 ? (
              <p className="mt-2 text-stone-600">{t("clients.noKundlis")}</p>
            ) : (
              <ul className="mt-2 divide-y divide-stone-100">
                {kundlis.map((k) => (
                  <li key={k.uid} className="py-2">
                    <Link
                      to={`/main/kundli/${k.id}`}
                      className="font-medium text-stone-900 underline-offset-2 hover:underline"
                    >
                      {k.name}
                    </Link>
                    <span className="block text-sm text-stone-600">
                      {t(`clients.relations.${k.relation}`)} · {formatCivilDate(k.date)} {k.time.slice(0, 5)} ·{" "}
                      {k.place.name}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <div className="order-4 grid gap-4">
            <details open={editing} className={CARD}>
              <summary className="cursor-pointer font-semibold text-brand-strong">{t("clients.edit")}</summary>
              <ClientForm intent="update" values={clientValues} lastResult={lastResult("update")} />
            </details>
            <PrivacyCard
              clientId={client.id}
              consents={consents}
              today={today}
              refusal={refusal?.intent === "consent" || refusal?.intent === "withdraw-consent" ? refusal : null}
            />
          </div>
        </div>
        <section aria-labelledby="consultations-title" className={`${CARD} order-3 lg:order-1`}>
          <h2 id="consultations-title" className={H2}>
            {t("clients.consultations")}
          </h2>
          <details open={consulting || consultations.length === 0} className="mt-2">
            <summary className="cursor-pointer font-semibold text-brand-strong">{t("clients.log")}</summary>
            <ConsultationForm key={consultations.length} today={today} lastResult={lastResult("consult")} />
          </details>
          {deleteRefusal && (
            <p role="alert" className="mt-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
              {deleteRefusal}
            </p>
          )}
          {consultations.length === 0 ? (
            <p className="mt-3 text-stone-600">{t("clients.noConsultations")}</p>
          ) : (
            <ol className="mt-4 space-y-4 border-s-2 border-orange-200 ps-4">
              {consultations.map((c) => (
                <li key={c.uid} className="relative">
                  <span className="absolute -start-[1.4rem] top-1.5 size-3 rounded-full bg-brand" aria-hidden="true" />
                  <p className="flex flex-wrap items-baseline justify-between gap-2">
                    <time dateTime={c.date} className="font-semibold text-stone-900">
                      {formatCivilDate(c.date)}
                    </time>
                    {c.fee_paise > 0 && (
                      <span className="text-sm text-stone-600">{formatRupees(c.fee_paise, i18n.language)}</span>
                    )}
                  </p>
                  <dl className="mt-1 space-y-1 text-stone-700">
                    {(["question", "advice", "remedies"] as const).map((f) =>
                      c[f] ? (
                        <div key={f}>
                          <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">
                            {t(`clients.consultation.${f}`)}
                          </dt>
                          <dd className="whitespace-pre-line">{c[f]}</dd>
                        </div>
                      ) : null,
                    )}
                  </dl>
                  <div className="mt-1 flex flex-wrap items-center justify-between gap-2 text-sm">
                    {c.follow_up_on ? (
                      <span className={c.follow_up_on < today ? "text-red-700" : "text-stone-600"}>
                        {t("clients.next", { date: formatCivilDate(c.follow_up_on) })}
                      </span>
                    ) : (
                      <span />
                    )}
                    <Form
                      method="post"
                      onSubmit={(e) => {
                        if (!window.confirm(t("clients.confirmDelete"))) e.preventDefault();
                      }}
                    >
                      <input type="hidden" name="intent" value="delete-consultation" />
                      <input type="hidden" name="id" value={c.id} />
                      <button type="submit" className={buttonVariants({ variant: "danger", size: "sm" })}>
                        {t("clients.delete")}
                      </button>
                    </Form>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </Screen>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return (
    <Screen title={t("clients.notFound")}>
      <Link to="/main/clients" className="font-medium text-brand-strong underline">
        {t("clients.title")}
      </Link>
    </Screen>
  );
}
