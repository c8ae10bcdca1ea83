/**
 * /main/match — Kundli Matchmaking (spec §2). The boy and the girl are each a saved Kundli
 * (searched by name among that gender's) or new birth details, which are saved like a New
 * Kundli. The form is checked with one schema in the browser and here (`matchForm`, Conform,
 * docs/decisions/0030); the action then opens `?boy=<id>&girl=<id>`, whose loader computes the
 * match: a result with an address, that survives a reload and works without script.
 */
import type { TextsHandle } from "#app/i18n/areas";
import { getFormProps } from "@conform-to/react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation, useRevalidator } from "react-router";
import { getInstance } from "#app/i18n/i18next.server";
import { requireActor } from "#app/server/accounts/access.server";
import { addKundli, listKundlis } from "#app/server/accounts/kundalis.server";
import { defaultCalcOptions } from "#app/server/accounts/settings.server";
import { generateMatch } from "#app/server/calc.server";
import { cloudflareContext } from "#app/server/context.server";
import { refused } from "#app/server/forms.server";
import { ApiError } from "#app/server/http.server";
import { parseForm } from "#app/shared/forms";
import { BIRTH_FIELD_NAMES, EMPTY_BIRTH_VALUES, type BirthFormValues } from "#app/shared/kundli/birth-form";
import { birthValues } from "#app/shared/kundli/birth-schema";
import { matchForm, type MatchForm } from "#app/shared/match/form";
import { GENDER_OF, SIDES, type MatchReply, type PartnerSide } from "#app/shared/match/sides";
import { Button } from "#app/ui/button";
import { FormError, useSchemaForm } from "#app/ui/forms";
import type { BirthErrors } from "#app/ui/kundli/birth-fields";
import { birthClientAction, birthReplyOf } from "#app/ui/kundli/new-kundli-form";
import type { SavedKundli } from "#app/ui/kundli/saved";
import { PartnerPicker, type PartnerStart } from "#app/ui/match/partner-picker";
import { WayForwardLinks } from "#app/ui/money/ledger";
import { Screen } from "#app/ui/shell/screen";
import { ScreenSpinner, Spinner } from "#app/ui/spinner";
import type { Route } from "./+types/index";
import { birthRefusal, saveBirth } from "../kundli/birth.server";
import { findKundli, rowId } from "../kundli/records.server";

/** The text areas this screen shows beyond the core (docs/decisions/0037). */
export const handle: TextsHandle = {
  texts: ["astro", "batch", "chart", "kundli", "match", "places", "report", "wallet"],
};

const INTENT = "match";
// The result's code (charts, tables) loads with a result, not with the form.
const MatchView = lazy(() => import("#app/ui/match/match-view").then((m) => ({ default: m.MatchView })));

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireActor(request, env);
  const url = new URL(request.url);
  let saved: SavedKundli[] | null = null;
  try {
    saved = (await listKundlis(env, actor.uid)) as SavedKundli[];
  } catch (error) {
    console.error("saved kundlis", error);
  }
  const boyId = rowId(url.searchParams.get("boy") ?? undefined);
  const girlId = rowId(url.searchParams.get("girl") ?? undefined);
  if (boyId === null || girlId === null) {
    // A side given as `<side>.mode=new&<side>.name=…` (a batch match's CSV row) fills in the form's new birth.
    const prefill: Partial<Record<PartnerSide, BirthFormValues>> = {};
    for (const side of SIDES)
      if (url.searchParams.get(`${side}.mode`) === "new") prefill[side] = birthValues(url.searchParams, `${side}.`);
    const chosen = { boy: boyId === null ? "" : String(boyId), girl: girlId === null ? "" : String(girlId) };
    return { saved, match: null, failed: false, chosen, prefill };
  }
  const chosen = { boy: String(boyId), girl: String(girlId) };
  const [boy, girl] = await Promise.all([findKundli(env, actor, boyId), findKundli(env, actor, girlId)]);
  if (!boy || !girl) throw data(null, { status: 404 });
  try {
    const match = await generateMatch(env, { boy: boy.input, girl: girl.input });
    return { saved, match, failed: false, chosen, prefill: {} };
  } catch (error) {
    if (error instanceof ApiError) return { saved, match: null, failed: true, chosen, prefill: {} };
    throw error;
  }
}

/** A saved side: the Kundli of that id among the side's gender, or without script the one name that fits. */
function savedPartner(saved: SavedKundli[], side: PartnerSide, chosen: { id: string; search: string }) {
  const ofGender = saved.filter((k) => k.gender === GENDER_OF[side]);
  const id = rowId(chosen.id);
  const record = id !== null ? ofGender.find((k) => k.id === id) : undefined;
  if (record) return record.id;
  const byName = ofGender.filter((k) => k.name.toLowerCase() === chosen.search.toLowerCase());
  return chosen.search && byName.length === 1 ? byName[0]!.id : null;
}

/**
 * Checks both sides with the schema, then finds the saved ones, and only then saves the new
 * births (like a New Kundli, with the astrologer's default options): a refused form writes
 * nothing, unless the calculation refuses the second new birth after the first was saved, which
 * the answer then names (`saved`) so that the form offers it as a saved Kundli.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireActor(request, env);
  const { t } = getInstance(context);
  const submission = parseForm(await request.formData(), matchForm, t);
  if (submission.status !== "success") return refused(INTENT, submission);
  const sides: MatchForm = submission.value;
  const saved = (await listKundlis(env, actor.uid)) as SavedKundli[];
  const ids: Partial<Record<PartnerSide, number>> = {};
  const fieldErrors: Record<string, string[]> = {};
  for (const side of SIDES) {
    const partner = sides[side];
    if (partner.mode !== "saved") continue;
    const id = savedPartner(saved, side, partner);
    if (id !== null) ids[side] = id;
    else fieldErrors[`${side}.search`] = [t(partner.search ? "match.form.noMatch" : `match.form.${side}Required`)];
  }
  if (Object.keys(fieldErrors).length)
    return data<MatchReply>({ intent: INTENT, result: submission.reply({ fieldErrors }) }, { status: 400 });
  for (const side of SIDES) {
    const partner = sides[side];
    if (partner.mode !== "new") continue;
    const result = await saveBirth(
      env,
      context,
      partner.birth,
      await defaultCalcOptions(env, actor.uid),
      async (fields) => (await addKundli(env, actor.uid, fields)).id,
    );
    if (!result.ok)
      return birthRefusal<MatchReply>(result, submission, context, INTENT, `${side}.`, { saved: { ...ids } });
    ids[side] = result.id;
  }
  return redirect(`/main/match?boy=${ids.boy}&girl=${ids.girl}`);
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => birthClientAction(serverAction);

/** Where a side starts: the side saved before a refusal, what was posted, a batch row's birth, or the chosen id. */
function startOf(
  side: PartnerSide,
  reply: MatchReply | null,
  posted: Record<string, { initialValue?: unknown }>,
  loaderData: Route.ComponentProps["loaderData"],
): PartnerStart {
  const savedId = reply?.saved?.[side];
  if (savedId !== undefined) return { mode: "saved", id: String(savedId), search: "", values: EMPTY_BIRTH_VALUES };
  const prefill: BirthFormValues | undefined = (loaderData.prefill as Partial<Record<PartnerSide, BirthFormValues>>)[
    side
  ];
  if (!reply?.result)
    return prefill
      ? { mode: "new", id: "", search: "", values: prefill }
      : { mode: "saved", id: loaderData.chosen[side], search: "", values: EMPTY_BIRTH_VALUES };
  // What was posted, sent back by the action: the form shows it again without script.
  const text = (name: string) => {
    const value = posted[name]?.initialValue;
    return typeof value === "string" ? value : "";
  };
  const values = { ...EMPTY_BIRTH_VALUES };
  for (const name of BIRTH_FIELD_NAMES) values[name] = text(name);
  return { mode: text("mode") === "new" ? "new" : "saved", id: text("id"), search: text("search"), values };
}

export default function Matchmaking({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const pending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const reply = birthReplyOf(actionData) as MatchReply | null;
  const [form, fields] = useSchemaForm(() => import("#app/shared/match/form").then((m) => m.matchForm), {
    lastResult: reply?.result ?? null,
  });
  const saved = loaderData.saved ?? [];
  const failed = reply?.generationFailed || loaderData.failed;

  return (
    <Screen title={t("match.title")} lead={t("match.lead")}>
      <div className="space-y-8">
        <Link to="/main/match/batch" className="inline-block text-sm font-semibold text-brand-strong underline">
          {t("batch.open")} →
        </Link>
        <Form method="post" {...getFormProps(form)} className="space-y-4" aria-busy={pending || undefined}>
          {loaderData.saved === null && (
            <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              <p>{t("data.failedKundlis")}</p>
              <Button
                type="button"
                variant="danger"
                size="sm"
                onClick={() => revalidator.revalidate()}
                className="mt-2 text-red-800"
              >
                {t("kundli.retry")}
              </Button>
            </div>
          )}
          {failed && (
            <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              <p className="font-medium">{t("match.generateFailed")}</p>
              <Button type="submit" variant="danger" size="sm" className="mt-2 text-red-800">
                {t("kundli.retry")}
              </Button>
            </div>
          )}
          <FormError form={form} />
          {reply?.wayForward && <WayForwardLinks />}
          <div className="grid items-start gap-4 lg:grid-cols-2">
            {SIDES.map((side) => {
              const field = fields[side];
              const posted = field.getFieldset();
              const errors: BirthErrors = {};
              for (const name of BIRTH_FIELD_NAMES) {
                const message = posted[name].errors?.[0];
                if (message) errors[name] = message;
              }
              return (
                <PartnerPicker
                  key={`${side}-${loaderData.chosen[side]}-${reply?.saved?.[side] ?? ""}`}
                  side={side}
                  saved={saved}
                  start={startOf(side, reply, posted, loaderData)}
                  errors={errors}
                  error={posted.search.errors?.[0] ?? field.errors?.[0]}
                />
              );
            })}
          </div>
          <Button
            type="submit"
            disabled={pending}
            size="lg"
            className="w-full rounded-xl disabled:cursor-wait sm:w-auto"
          >
            {pending && <Spinner className="size-5" />}
            {pending ? t("match.matching") : t("match.submit")}
          </Button>
        </Form>
        {loaderData.match && (
          <Suspense fallback={<ScreenSpinner />}>
            <MatchView
              key={`${loaderData.chosen.boy}-${loaderData.chosen.girl}`}
              match={loaderData.match}
              printTarget={{
                boyKundaliId: Number(loaderData.chosen.boy),
                girlKundaliId: Number(loaderData.chosen.girl),
              }}
            />
          </Suspense>
        )}
      </div>
    </Screen>
  );
}
