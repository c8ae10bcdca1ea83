/**
 * /main/match — Kundli Matchmaking (spec §2). The boy and the girl are each a saved Kundli
 * (searched by name among that gender's) or new birth details, which are saved like a New
 * Kundli. The action then opens `?boy=<id>&girl=<id>`, whose loader computes the match: a
 * result with an address, that survives a reload and works without script.
 */
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation, useRevalidator } from "react-router";
import type { Actor } from "#app/server/accounts/access.server";
import { requireActor } from "#app/server/accounts/access.server";
import { addKundli, listKundlis } from "#app/server/accounts/kundalis.server";
import { defaultCalcOptions } from "#app/server/accounts/settings.server";
import { generateMatch } from "#app/server/calc.server";
import { cloudflareContext } from "#app/server/context.server";
import { ApiError } from "#app/server/http.server";
import { birthValues, parseBirthValues } from "#app/shared/kundli/birth-schema";
import type { BirthFormValues } from "#app/shared/kundli/birth-form";
import type { SavedKundli } from "#app/ui/kundli/saved";
import {
  EMPTY_PARTNER,
  GENDER_OF,
  PartnerPicker,
  type PartnerSide,
  type PartnerState,
} from "#app/ui/match/partner-picker";
import { Button } from "#app/ui/button";
import { Screen } from "#app/ui/shell/screen";
import { ScreenSpinner, Spinner } from "#app/ui/spinner";
import type { Route } from "./+types/index";
import { saveBirth } from "../kundli/birth.server";
import { findKundli, rowId } from "../kundli/records.server";

const SIDES: readonly PartnerSide[] = ["boy", "girl"];
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

type Sides = Record<PartnerSide, PartnerState>;
export interface MatchActionData {
  sides: Sides;
  generationFailed?: boolean;
}

/** One side of the form: a saved Kundli of the right gender, or new birth data saved now. */
async function partnerId(
  env: Env,
  context: Route.ActionArgs["context"],
  actor: Actor,
  form: FormData,
  side: PartnerSide,
  saved: SavedKundli[],
): Promise<{ id: number } | { state: PartnerState } | { unavailable: true }> {
  const mode = form.get(`${side}.mode`) === "new" ? "new" : "saved";
  const search = String(form.get(`${side}.search`) ?? "").trim();
  const base = { ...EMPTY_PARTNER, mode, search } as PartnerState;
  if (mode === "saved") {
    const ofGender = saved.filter((k) => k.gender === GENDER_OF[side]);
    const id = rowId(String(form.get(`${side}.id`) ?? ""));
    const record = id !== null ? ofGender.find((k) => k.id === id) : undefined;
    if (record) return { id: record.id };
    // Without script there is no list to pick from: a name that fits exactly one saved Kundli is that one.
    const byName = ofGender.filter((k) => k.name.toLowerCase() === search.toLowerCase());
    if (search && byName.length === 1) return { id: byName[0]!.id };
    return { state: { ...base, errors: { form: search ? "match.form.noMatch" : `match.form.${side}Required` } } };
  }
  const values = birthValues(form, `${side}.`);
  values.gender = GENDER_OF[side];
  const parsed = parseBirthValues(values);
  if (!parsed.ok) return { state: { ...base, values, errors: parsed.errors } };
  // Saved like a New Kundli: with the astrologer's default options (Settings).
  const result = await saveBirth(
    env,
    context,
    parsed.value,
    await defaultCalcOptions(env, actor.uid),
    async (fields) => (await addKundli(env, actor.uid, fields)).id,
  );
  if (result.ok) return { id: result.id };
  return "unavailable" in result ? { unavailable: true } : { state: { ...base, values, errors: result.errors } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireActor(request, env);
  const form = await request.formData();
  const saved = (await listKundlis(env, actor.uid)) as SavedKundli[];
  const results = {
    boy: await partnerId(env, context, actor, form, "boy", saved),
    girl: await partnerId(env, context, actor, form, "girl", saved),
  };
  if ("id" in results.boy && "id" in results.girl)
    return redirect(`/main/match?boy=${results.boy.id}&girl=${results.girl.id}`);
  const sides = {} as Sides;
  let unavailable = false;
  for (const side of SIDES) {
    const r = results[side];
    if ("unavailable" in r) unavailable = true;
    sides[side] = "state" in r ? r.state : { ...EMPTY_PARTNER, mode: "saved", id: "id" in r ? String(r.id) : "" };
  }
  return data<MatchActionData>({ sides, generationFailed: unavailable }, { status: unavailable ? 503 : 400 });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof TypeError) return { sides: null, generationFailed: true };
    throw error;
  }
}

export default function Matchmaking({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const pending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const result = actionData as { sides: Sides | null; generationFailed?: boolean } | undefined;
  const saved = loaderData.saved ?? [];
  const prefill: Partial<Record<PartnerSide, BirthFormValues>> = loaderData.prefill;
  const initial = (side: PartnerSide): PartnerState =>
    result?.sides?.[side] ??
    (prefill[side]
      ? { ...EMPTY_PARTNER, mode: "new", values: prefill[side] }
      : { ...EMPTY_PARTNER, id: loaderData.chosen[side] });
  const failed = result?.generationFailed || loaderData.failed;

  return (
    <Screen title={t("match.title")} lead={t("match.lead")}>
      <div className="space-y-8">
        <Link to="/main/match/batch" className="inline-block text-sm font-semibold text-brand-strong underline">
          {t("batch.open")} →
        </Link>
        <Form method="post" noValidate className="space-y-4" aria-busy={pending || undefined}>
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
          <div className="grid items-start gap-4 lg:grid-cols-2">
            {SIDES.map((side) => (
              <PartnerPicker
                key={`${side}-${loaderData.chosen[side]}`}
                side={side}
                saved={saved}
                initial={initial(side)}
              />
            ))}
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
