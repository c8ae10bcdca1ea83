/**
 * /main/kundli/:id/edit — change the birth data of a saved Kundli (update-kundali's rules), then
 * open it again. The same form as New Kundli, filled in.
 */
import { useTranslation } from "react-i18next";
import { data, Link, redirect } from "react-router";
import { requireActor } from "#app/server/accounts/access.server";
import { updateKundli } from "#app/server/accounts/kundalis.server";
import { cloudflareContext } from "#app/server/context.server";
import { valuesOfBirth } from "#app/ui/kundli/birth-form";
import { birthValues, parseBirthValues } from "#app/ui/kundli/birth-validate";
import { NewKundliForm, type BirthActionData } from "#app/ui/kundli/new-kundli-form";
import { Screen } from "#app/ui/shell/screen";
import type { Route } from "./+types/edit";
import { fieldErrorsOf, resolveBirth, tryGenerate } from "./birth.server";
import { findKundli, rowId } from "./records.server";

async function load(request: Request, env: Env, param: string | undefined) {
  const actor = await requireActor(request, env);
  const saved = await findKundli(env, actor, rowId(param));
  if (!saved) throw data(null, { status: 404 });
  return saved.record;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const record = await load(request, context.get(cloudflareContext).env, params.id);
  return { id: record.id, name: record.name, values: valuesOfBirth(record) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const record = await load(request, env, params.id);
  const values = birthValues(await request.formData());
  const parsed = parseBirthValues(values);
  if (!parsed.ok) return data<BirthActionData>({ values, errors: parsed.errors }, { status: 400 });
  // The options chosen for this Kundli stay with it.
  const resolved = await resolveBirth(env, context, parsed.value, record.options);
  if (!resolved.ok) return data<BirthActionData>({ values, errors: resolved.errors }, { status: 400 });
  const generated = await tryGenerate(env, resolved.fields);
  if (!generated.ok) {
    if ("unavailable" in generated)
      return data<BirthActionData>({ values, errors: {}, generationFailed: true }, { status: 503 });
    return data<BirthActionData>({ values, errors: generated.errors }, { status: 400 });
  }
  try {
    await updateKundli(env, record.id, resolved.fields);
  } catch (error) {
    const errors = fieldErrorsOf(error);
    if (errors) return data<BirthActionData>({ values, errors }, { status: 400 });
    throw error;
  }
  return redirect(`/main/kundli/${record.id}`);
}

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

export default function EditKundli({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const birth = actionData as BirthActionData | undefined;
  return (
    <Screen title={t("kundli.edit.title", { name: loaderData.name })}>
      <div className="max-w-3xl space-y-4">
        <Link
          to={`/main/kundli/${loaderData.id}`}
          className="inline-block text-sm font-medium text-brand-strong underline-offset-2 hover:underline"
        >
          {t("kundli.edit.back")}
        </Link>
        <NewKundliForm
          values={birth?.values ?? loaderData.values}
          errors={birth?.errors ?? {}}
          generationFailed={birth?.generationFailed ?? false}
          intent="update"
          submitLabel={t("kundli.edit.save")}
          pendingLabel={t("kundli.generating")}
          heading={<h2 className="mb-4 text-lg font-semibold text-stone-900">{t("kundli.edit.formTitle")}</h2>}
        />
      </div>
    </Screen>
  );
}
