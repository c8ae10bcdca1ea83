/**
 * /main/branding — Branding Profiles (spec §2): the astrologer's profiles with the hint
 * 'Connect any profile to start printing report with branding.', a form to make or change one
 * (?edit=<id>), and Connect/Disconnect. The forms post to this route's action and work without
 * script; the accounts' own rules (BrandingFields, saveBranding) decide, and a refusal comes
 * back with the API's translated message beside the field, nothing written.
 */
import { useTranslation } from "react-i18next";
import { requireActor } from "#app/server/accounts/access.server";
import { BrandingFields, listBranding, saveBranding } from "#app/server/accounts/branding.server";
import { photoBelongsTo } from "#app/server/accounts/files.server";
import { validate } from "#app/server/accounts/input.server";
import { cloudflareContext } from "#app/server/context.server";
import { ApiError } from "#app/server/http.server";
import { BRANDING_FIELDS, BrandingForm, BrandingList } from "#app/ui/accounts/branding";
import { failureOf, formValues } from "#app/server/form-failure.server";
import { isFailure } from "#app/shared/form-failure";
import { Screen } from "#app/ui/shell/screen";
import type { Route } from "./+types/branding";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireActor(request, env);
  const profiles = await listBranding(env, actor.uid);
  const edit = Number(new URL(request.url).searchParams.get("edit"));
  return { profiles, editing: profiles.find((profile) => profile.id === edit) ?? null };
}

/** The profile `id` of the form, if it is one of the astrologer's own (else 404, as the API). */
function ownProfileId(raw: FormDataEntryValue | null, profiles: { id: number }[]): number {
  const id = Number(raw);
  if (!profiles.some((profile) => profile.id === id))
    throw new ApiError(404, "not_found", "accounts.brandingNotFound", "id");
  return id;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireActor(request, env);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "save");
  const values = formValues(form, BRANDING_FIELDS);
  try {
    const own = await listBranding(env, actor.uid);
    if (intent === "connect" || intent === "disconnect") {
      const id = ownProfileId(form.get("id"), own);
      // Only the switch changes; saveBranding disconnects the others in the same batch.
      const { name } = own.find((profile) => profile.id === id)!;
      await saveBranding(env, actor.uid, id, { name, is_connected: intent === "connect" });
      return { done: intent };
    }
    const id = values.id ? ownProfileId(values.id, own) : null;
    const { id: _ignored, ...raw } = values;
    const fields = validate(BrandingFields.omit({ id: true }), raw);
    if (fields.logo_url && !(await photoBelongsTo(env, fields.logo_url, actor.uid)))
      throw new ApiError(400, "invalid_photo_url", "accounts.invalidPhotoUrl", "logo_url");
    await saveBranding(env, actor.uid, id, fields);
    return { done: "save" };
  } catch (error) {
    return failureOf(error, context, intent, values);
  }
}

export default function Branding({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const failure = isFailure(actionData) && actionData.intent === "save" ? actionData : null;
  const listFailure = isFailure(actionData) && actionData.intent !== "save" ? actionData : null;
  const saved = actionData && !isFailure(actionData) && actionData.done === "save";
  return (
    <Screen title={t("accountScreens.branding.title")} lead={t("accountScreens.branding.hint")}>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="branding-list" className="min-w-0 space-y-3">
          <h2 id="branding-list" className="sr-only">
            {t("accountScreens.branding.listTitle")}
          </h2>
          {listFailure && (
            <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
              {listFailure.message}
            </p>
          )}
          {saved && (
            <p role="status" className="rounded-xl bg-green-50 px-3 py-2 text-sm text-green-800">
              {t("accountScreens.branding.saved")}
            </p>
          )}
          <BrandingList profiles={loaderData.profiles} />
        </section>
        <BrandingForm
          key={`${loaderData.editing?.id ?? "new"}-${loaderData.profiles.length}`}
          profile={loaderData.editing}
          failure={failure}
        />
      </div>
    </Screen>
  );
}
