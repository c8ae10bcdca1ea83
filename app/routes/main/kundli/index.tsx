/**
 * /main/kundli — New Kundli and the Saved Kundli list (spec §2).
 *
 * The form posts to this route's action, which works without script: it validates the fields,
 * turns the chosen place into coordinates, asks the calculation service, saves the birth data
 * (add-kundali's own rules) and opens the new Kundli. With script, a connection failure on the
 * way shows 'Unable to generate Kundli…' with Retry instead of an error page.
 */
import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { requireActor } from "~/server/accounts/access.server";
import { addKundli, deleteKundli, listKundlis } from "~/server/accounts/kundalis.server";
import { findOwnedRow } from "~/server/accounts/records.server";
import { defaultCalcOptions } from "~/server/accounts/settings.server";
import { cloudflareContext } from "~/server/context.server";
import { ApiError } from "~/server/http.server";
import { EMPTY_BIRTH_VALUES } from "~/ui/kundli/birth-form";
import { birthValues, parseBirthValues } from "~/ui/kundli/birth-validate";
import { NewKundliForm, type BirthActionData } from "~/ui/kundli/new-kundli-form";
import { SavedKundliList } from "~/ui/kundli/saved-list";
import type { SavedKundli } from "~/ui/kundli/saved";
import { Screen } from "~/ui/shell/screen";
import type { Route } from "./+types/index";
import { fieldErrorsOf, resolveBirth, tryGenerate } from "./birth.server";
import { rowId } from "./records.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireActor(request, env);
  const query = new URL(request.url).searchParams.get("q")?.slice(0, 100) ?? "";
  try {
    return { saved: (await listKundlis(env, actor.uid)) as SavedKundli[], failed: false, query };
  } catch (error) {
    console.error("saved kundlis", error);
    return { saved: null, failed: true, query };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireActor(request, env);
  const form = await request.formData();

  if (form.get("intent") === "delete") {
    const id = rowId(String(form.get("id") ?? ""));
    if (id === null) return data({ deleteFailed: true }, { status: 400 });
    try {
      const row = await findOwnedRow(env, actor, "kundalis", id, { messageKey: "kundli.notFound", field: "id" });
      await deleteKundli(env, row.id);
    } catch (error) {
      if (error instanceof ApiError && error.status < 500)
        return data({ deleteFailed: true }, { status: error.status });
      throw error;
    }
    return { deleted: true };
  }

  const values = birthValues(form);
  const parsed = parseBirthValues(values);
  if (!parsed.ok) return data<BirthActionData>({ values, errors: parsed.errors }, { status: 400 });
  // A new Kundli is computed, and saved, with the astrologer's default options (Settings).
  const resolved = await resolveBirth(env, context, parsed.value, await defaultCalcOptions(env, actor.uid));
  if (!resolved.ok) return data<BirthActionData>({ values, errors: resolved.errors }, { status: 400 });
  const generated = await tryGenerate(env, resolved.fields);
  if (!generated.ok) {
    if ("unavailable" in generated)
      return data<BirthActionData>({ values, errors: {}, generationFailed: true }, { status: 503 });
    return data<BirthActionData>({ values, errors: generated.errors }, { status: 400 });
  }
  let id: number;
  try {
    id = (await addKundli(env, actor.uid, resolved.fields)).id;
  } catch (error) {
    const errors = fieldErrorsOf(error);
    if (errors) return data<BirthActionData>({ values, errors }, { status: 400 });
    throw error;
  }
  return redirect(`/main/kundli/${id}`);
}

/** A connection lost on the way is not an error page: the form says so and offers Retry. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof TypeError)
      return { values: null, errors: {}, generationFailed: true } satisfies BirthActionData;
    throw error;
  }
}

export default function NewKundli({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const birth = actionData && "errors" in actionData ? (actionData as BirthActionData) : null;
  return (
    <Screen title={t("kundli.new.title")} lead={t("kundli.new.lead")}>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <NewKundliForm
          values={birth?.values ?? EMPTY_BIRTH_VALUES}
          errors={birth?.errors ?? {}}
          generationFailed={birth?.generationFailed ?? false}
        />
        <SavedKundliList
          saved={loaderData.saved}
          failed={loaderData.failed}
          query={loaderData.query}
        />
      </div>
    </Screen>
  );
}
