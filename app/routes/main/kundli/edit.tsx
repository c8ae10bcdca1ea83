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
import { birthValues } from "#app/ui/kundli/birth-validate";
import { birthClientAction, NewKundliForm, type BirthActionData } from "#app/ui/kundli/new-kundli-form";
import { Screen } from "#app/ui/shell/screen";
import type { Route } from "./+types/edit";
import { birthFormFailure, saveBirth } from "./birth.server";
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
  // The options chosen for this Kundli stay with it.
  const saved = await saveBirth(env, context, values, record.options, async (fields) => {
    await updateKundli(env, record.id, fields);
    return record.id;
  });
  if (!saved.ok) return birthFormFailure(values, saved);
  return redirect(`/main/kundli/${record.id}`);
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => birthClientAction(serverAction);

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
