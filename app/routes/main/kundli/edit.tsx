/**
 * /main/kundli/:id/edit — change the birth data of a saved Kundli (update-kundali's rules), then
 * open it again. The same form as New Kundli, filled in.
 */
import type { TextsHandle } from "#app/i18n/areas";
import { useTranslation } from "react-i18next";
import { data, Link, redirect } from "react-router";
import { requireActor } from "#app/server/accounts/access.server";
import { formValuesOf, updateKundli } from "#app/server/accounts/kundalis.server";
import { cloudflareContext } from "#app/server/context.server";
import { getInstance } from "#app/i18n/i18next.server";
import { refused } from "#app/server/forms.server";
import { parseForm } from "#app/shared/forms";
import { birthForm } from "#app/shared/kundli/birth-schema";
import { birthClientAction, birthReplyOf, NewKundliForm } from "#app/ui/kundli/new-kundli-form";
import { Screen } from "#app/ui/shell/screen";
import type { Route } from "./+types/edit";
import { birthRefusal, saveBirth } from "./birth.server";
import { findKundli, rowId } from "./records.server";

/** The text areas this screen shows beyond the core (docs/decisions/0037). */
export const handle: TextsHandle = { texts: ["astro", "kundli", "places", "wallet"] };

async function load(request: Request, env: Env, param: string | undefined) {
  const actor = await requireActor(request, env);
  const saved = await findKundli(env, actor, rowId(param));
  if (!saved) throw data(null, { status: 404 });
  return saved.record;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const record = await load(request, context.get(cloudflareContext).env, params.id);
  return { id: record.id, name: record.name, values: formValuesOf(record) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const record = await load(request, env, params.id);
  const submission = parseForm(await request.formData(), birthForm, getInstance(context).t);
  if (submission.status !== "success") return refused("update", submission);
  // The options chosen for this Kundli stay with it.
  const saved = await saveBirth(env, context, submission.value, record.options, async (fields) => {
    await updateKundli(env, record.id, fields);
    return record.id;
  });
  if (!saved.ok) return birthRefusal(saved, submission, context, "update");
  return redirect(`/main/kundli/${record.id}`);
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => birthClientAction(serverAction);

export default function EditKundli({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
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
          defaultValue={loaderData.values}
          reply={birthReplyOf(actionData)}
          intent="update"
          submitLabel={t("kundli.edit.save")}
          pendingLabel={t("kundli.generating")}
          heading={<h2 className="mb-4 text-lg font-semibold text-stone-900">{t("kundli.edit.formTitle")}</h2>}
        />
      </div>
    </Screen>
  );
}
