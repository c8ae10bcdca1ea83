/**
 * /main/settings — the astrologer's profile photo and name, language, invitations to
 * organizations, and defaults: chart style, paper size, branding profile, the calculation
 * options a new Kundli is computed with (issue 7 "Screens"; conventions.md), and the place the
 * day's Panchang opens at (a gazetteer place, chosen from the search as New Kundli's); the
 * astrologer's own reading texts (issue 16: listed and forgotten through the same functions as
 * /api/print/own-readings). Forms post to this route's action and work without script; the
 * accounts' rules decide (SettingsFields, saveSettings, linkOrganization), and a refusal comes
 * back with the API's translated message.
 */
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useRevalidator } from "react-router";
import { z } from "zod";
import { useDataLayer } from "#app/client/hooks";
import { requireActor } from "#app/server/accounts/access.server";
import { listBranding } from "#app/server/accounts/branding.server";
import { organizationIdField } from "#app/shared/accounts/fields";
import { validate } from "#app/server/accounts/input.server";
import { declineInvitation, listInvitations } from "#app/server/accounts/invitations.server";
import { linkOrganization } from "#app/server/accounts/organizations.server";
import { REMINDER_SETTINGS, SettingsFields } from "#app/shared/accounts/settings-fields";
import { getSettings, saveSettings } from "#app/server/accounts/settings.server";
import { requireAccount } from "#app/server/accounts/users.server";
import { getInstance } from "#app/i18n/i18next.server";
import { cloudflareContext } from "#app/server/context.server";
import { db } from "#app/server/db.server";
import { ApiError } from "#app/server/http.server";
import { getPlace } from "#app/server/places.server";
import { ForgetBody, forgetOwnReading, listOwnReadings } from "#app/server/print/drafts.server";
import { placeLabel } from "#app/shared/place-label";
import { failureOf, formValues } from "#app/server/form-failure.server";
import { cardClass } from "#app/ui/accounts/form-state";
import { isFailure } from "#app/shared/form-failure";
import { PhotoUpload } from "#app/ui/accounts/photo-upload";
import { rememberChartStyle } from "#app/ui/kundli/chart-style";
import { LanguageSwitch } from "#app/ui/language-switch";
import { DEFAULT_FIELDS, DefaultsForm, settingsValues } from "#app/ui/settings/defaults-form";
import { InvitationList } from "#app/ui/settings/invitations";
import { OwnReadings } from "#app/ui/settings/own-readings";
import { REMINDER_FIELDS, RemindersForm } from "#app/ui/settings/reminders-form";
import { Screen } from "#app/ui/shell/screen";
import type { Route } from "./+types/settings";
import { buttonVariants } from "#app/ui/button";

const InvitationBody = z.strictObject({
  organization_id: z
    .string()
    .regex(/^\d{1,15}$/, "accounts.invalidOrganizationId")
    .transform(Number)
    .pipe(organizationIdField.refine((id) => id > 0, "accounts.invalidOrganizationId")),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireActor(request, env);
  const [user, settings, branding, invitations, ownEn, ownHi] = await Promise.all([
    requireAccount(env, actor.uid),
    getSettings(env, actor.uid),
    listBranding(env, actor.uid),
    listInvitations(env, actor),
    listOwnReadings(env, actor, "en"),
    listOwnReadings(env, actor, "hi"),
  ]);
  // The default place as the gazetteer names it in the reader's language (its stored name else).
  const place = settings.default_place && (await getPlace(db(env), settings.default_place.id));
  return {
    profile: { name: user.name, phone: user.phone, email: user.email, photo: user.profile_photo_url },
    settings,
    placeLabel: place ? placeLabel(place, getInstance(context).language) : (settings.default_place?.name ?? ""),
    branding: branding.map(({ id, name }) => ({ id, name })),
    invitations,
    // The astrologer's own reading texts, in both languages: only theirs (drafts.server.ts).
    ownReadings: [
      ...ownEn.map(({ key, text }) => ({ language: "en" as const, key, text })),
      ...ownHi.map(({ key, text }) => ({ language: "hi" as const, key, text })),
    ],
  };
}

/**
 * The form's strings as SettingsFields: numbers where the schema wants them, '' branding as none.
 * The place: the id chosen in the search, none when the box is empty, and a name typed without
 * a choice is passed on as text, which the schema refuses ('Invalid place').
 */
function settingsInput(values: Record<string, string>) {
  const number = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text);
  const { dasha_year = "", branding_profile_id = "", default_placeId = "", default_placeLabel = "", ...rest } = values;
  return {
    ...rest,
    dasha_year: number(dasha_year),
    branding_profile_id: branding_profile_id.trim() === "" ? null : number(branding_profile_id),
    default_place_id:
      default_placeId.trim() !== ""
        ? number(default_placeId)
        : default_placeLabel.trim() === ""
          ? null
          : default_placeLabel,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireActor(request, env);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const fields =
    intent === "save-defaults"
      ? DEFAULT_FIELDS
      : intent === "save-reminders"
        ? REMINDER_FIELDS
        : intent === "forget-reading"
          ? ["language", "key"]
          : ["organization_id"];
  const values = formValues(form, fields);
  try {
    switch (intent) {
      case "save-defaults":
        await saveSettings(
          env,
          actor.uid,
          validate(SettingsFields.omit(REMINDER_SETTINGS).required(), settingsInput(values)),
        );
        return { done: intent };
      case "save-reminders":
        await saveSettings(
          env,
          actor.uid,
          validate(SettingsFields.pick(REMINDER_SETTINGS).required(), {
            reminder_language: values.reminder_language,
            // A checkbox: sent as "on" when ticked, absent when not.
            weekly_digest: values.weekly_digest === "on",
          }),
        );
        return { done: intent };
      case "accept-invitation": {
        const organization = await linkOrganization(env, actor, validate(InvitationBody, values).organization_id);
        return { done: intent, organization: organization.name };
      }
      case "forget-reading":
        await forgetOwnReading(env, actor, validate(ForgetBody, values));
        return { done: intent };
      case "decline-invitation":
        await declineInvitation(env, actor, validate(InvitationBody, values).organization_id);
        return { done: intent };
      default:
        throw new ApiError(400, "invalid_input", "errors.validation", "intent");
    }
  } catch (error) {
    return failureOf(error, context, intent, values);
  }
}

function ProfileCard({ profile }: { profile: Route.ComponentProps["loaderData"]["profile"] }) {
  const { t } = useTranslation();
  const { api } = useDataLayer();
  const revalidator = useRevalidator();
  return (
    <section aria-labelledby="profile-title" className={`${cardClass} space-y-4`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="profile-title" className="text-lg font-semibold text-stone-900">
            {t("settings.profile.title")}
          </h2>
          <p className="mt-1 truncate text-stone-800">{profile.name || t("accountScreens.astrologers.unnamed")}</p>
          <p className="truncate text-sm text-stone-600">
            {[profile.phone, profile.email].filter(Boolean).join(" · ")}
          </p>
        </div>
        <Link to="/main/astrologers?edit=profile" className={buttonVariants({ variant: "secondary", size: "sm" })}>
          {t("settings.profile.edit")}
        </Link>
      </div>
      <PhotoUpload
        label={t("settings.profile.photo")}
        value={profile.photo}
        round
        onUploaded={async (url) => {
          // A refusal (ApiClientError) is shown by PhotoUpload in the server's words.
          await api.post("/user/update-photo", { profile_photo_url: url });
          await revalidator.revalidate();
        }}
      />
    </section>
  );
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { settings, branding, invitations, profile, placeLabel, ownReadings } = loaderData;
  const failure = isFailure(actionData) ? actionData : null;
  const done = actionData && !isFailure(actionData) ? actionData : null;
  useEffect(() => {
    // Saved defaults: charts in this browser open in the new style, whatever the switch said before.
    if (done?.done === "save-defaults") rememberChartStyle(settings.chart_style);
  }, [done, settings.chart_style]);
  return (
    <Screen title={t("shell.screens.settings.title")} lead={t("settings.lead")}>
      <div className="max-w-3xl space-y-4">
        {done && (
          <p role="status" className="rounded-xl bg-green-50 px-3 py-2 text-sm text-green-800">
            {t(`settings.done.${done.done}`, { organization: "organization" in done ? done.organization : "" })}
          </p>
        )}
        {failure && failure.intent !== "save-defaults" && (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure.message}
          </p>
        )}
        <InvitationList invitations={invitations} />
        <ProfileCard profile={profile} />
        <section
          aria-labelledby="language-title"
          className={`${cardClass} flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between`}
        >
          <div>
            <h2 id="language-title" className="font-semibold text-stone-900">
              {t("shell.screens.settings.language")}
            </h2>
            <p className="mt-1 text-sm text-stone-600">{t("shell.screens.settings.languageText")}</p>
          </div>
          <LanguageSwitch className="self-start sm:self-auto" />
        </section>
        <DefaultsForm
          key={failure?.intent === "save-defaults" ? "refused" : JSON.stringify(settings)}
          values={failure?.intent === "save-defaults" ? failure.values : settingsValues(settings, placeLabel)}
          branding={branding}
          failure={failure?.intent === "save-defaults" ? failure : null}
        />
        <RemindersForm
          key={`reminders-${settings.reminder_language}-${settings.weekly_digest}`}
          language={settings.reminder_language}
          weeklyDigest={settings.weekly_digest}
          email={profile.email}
        />
        <OwnReadings readings={ownReadings} />
      </div>
    </Screen>
  );
}
