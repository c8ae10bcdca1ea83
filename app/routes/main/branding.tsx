/**
 * /main/branding — Branding Profiles (spec §2): the astrologer's profiles with the hint
 * 'Connect any profile to start printing report with branding.', a form to make or change one
 * (?edit=<id>), and Connect/Disconnect. The forms post to this route's action and work without
 * script. Their schemas (app/shared/accounts/branding.ts, the API's own fields) check them in the
 * browser and here; a refusal comes back as Conform's result, its translated message at its
 * field, nothing written.
 */
import type { TextsHandle } from "#app/i18n/areas";
import { useTranslation } from "react-i18next";
import { requireActor } from "#app/server/accounts/access.server";
import { listBranding, saveBranding } from "#app/server/accounts/branding.server";
import { photoBelongsTo } from "#app/server/accounts/files.server";
import { cloudflareContext } from "#app/server/context.server";
import { refused, refusedBy } from "#app/server/forms.server";
import { ApiError } from "#app/server/http.server";
import { brandingForm, connectForm } from "#app/shared/accounts/branding";
import { parseForm } from "#app/shared/forms";
import { getInstance } from "#app/i18n/i18next.server";
import { BrandingForm, BrandingList } from "#app/ui/accounts/branding";
import { firstError, replyOf } from "#app/ui/forms";
import { Screen } from "#app/ui/shell/screen";
import type { Route } from "./+types/branding";

/** The text areas this screen shows beyond the core (docs/decisions/0037). */
export const handle: TextsHandle = { texts: ["accounts"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireActor(request, env);
  const profiles = await listBranding(env, actor.uid);
  const edit = Number(new URL(request.url).searchParams.get("edit"));
  return { profiles, editing: profiles.find((profile) => profile.id === edit) ?? null };
}

/** `id` if it is one of the astrologer's own profiles (else 404, as the API). */
function ownProfile<T extends { id: number }>(id: number, profiles: T[]): T {
  const profile = profiles.find((own) => own.id === id);
  if (!profile) throw new ApiError(404, "not_found", "accounts.brandingNotFound");
  return profile;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireActor(request, env);
  const form = await request.formData();
  const intent =
    form.get("intent") === "connect" || form.get("intent") === "disconnect" ? String(form.get("intent")) : "save";
  const t = getInstance(context).t;
  if (intent !== "save") {
    const submission = parseForm(form, connectForm, t);
    if (submission.status !== "success") return refused(intent, submission);
    try {
      const { id, name } = ownProfile(submission.value.id!, await listBranding(env, actor.uid));
      // Only the switch changes; saveBranding disconnects the others in the same batch.
      await saveBranding(env, actor.uid, id, { name, is_connected: intent === "connect" });
      return { done: intent };
    } catch (error) {
      return refusedBy(error, t, intent, submission);
    }
  }
  const submission = parseForm(form, brandingForm, t);
  if (submission.status !== "success") return refused(intent, submission);
  try {
    const { id, ...fields } = submission.value;
    const own = id === undefined || id === null ? null : ownProfile(id, await listBranding(env, actor.uid)).id;
    if (fields.logo_url && !(await photoBelongsTo(env, fields.logo_url, actor.uid)))
      throw new ApiError(400, "invalid_photo_url", "accounts.invalidPhotoUrl", "logo_url");
    await saveBranding(env, actor.uid, own, fields);
    return { done: intent };
  } catch (error) {
    return refusedBy(error, t, intent, submission);
  }
}

export default function Branding({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const refusal = replyOf(actionData);
  const listRefusal = refusal && refusal.intent !== "save" ? refusal.result : null;
  const saved = actionData && "done" in actionData && actionData.done === "save";
  return (
    <Screen title={t("accountScreens.branding.title")} lead={t("accountScreens.branding.hint")}>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="branding-list" className="min-w-0 space-y-3">
          <h2 id="branding-list" className="sr-only">
            {t("accountScreens.branding.listTitle")}
          </h2>
          {listRefusal && (
            <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
              {firstError(listRefusal)}
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
          lastResult={refusal?.intent === "save" ? refusal.result : null}
        />
      </div>
    </Screen>
  );
}
