/**
 * /main/settings — the astrologer's profile photo and name, language, invitations to
 * organizations, and defaults: chart style, paper size, branding profile, the calculation
 * options a new Kundli is computed with (issue 7 "Screens"; conventions.md), and the place the
 * day's Panchang opens at (a gazetteer place, chosen from the search as New Kundli's); the
 * astrologer's own reading texts (issue 16: listed and forgotten through the same functions as
 * /api/print/own-readings). Forms post to this route's action and work without script; their
 * schemas (app/shared/accounts/settings-fields.ts, which the browser checks with too) and the
 * accounts' rules (saveSettings, linkOrganization) decide, and a refusal comes back as Conform's
 * result, its translated message at its field (above the list for the lists' buttons).
 */
import type { TextsHandle } from "#app/i18n/areas";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useRevalidator } from "react-router";
import { useDataLayer } from "#app/client/hooks";
import { requireActor } from "#app/server/accounts/access.server";
import { listBranding } from "#app/server/accounts/branding.server";
import { z } from "zod";
import { declineInvitation, listInvitations } from "#app/server/accounts/invitations.server";
import { linkOrganization } from "#app/server/accounts/organizations.server";
import { defaultsForm, invitationForm, remindersForm } from "#app/shared/accounts/settings-fields";
import { getSettings, saveSettings } from "#app/server/accounts/settings.server";
import { requireAccount } from "#app/server/accounts/users.server";
import { getInstance } from "#app/i18n/i18next.server";
import { cloudflareContext } from "#app/server/context.server";
import { db } from "#app/server/db.server";
import { ApiError } from "#app/server/http.server";
import { getPlace } from "#app/server/places.server";
import { ForgetBody, forgetOwnReading, listOwnReadings } from "#app/server/print/drafts.server";
import { placeLabel } from "#app/shared/place-label";
import { refused, refusedBy, unknownIntent, actorPost } from "#app/server/forms.server";
import { parseForm } from "#app/shared/forms";
import { cardClass } from "#app/ui/accounts/form-state";
import { firstError, replyOf } from "#app/ui/forms";
import { PhotoUpload } from "#app/ui/accounts/photo-upload";
import { rememberChartStyle } from "#app/ui/kundli/chart-style";
import { LanguageSwitch } from "#app/ui/language-switch";
import { DefaultsForm, settingsValues } from "#app/ui/settings/defaults-form";
import { InvitationList } from "#app/ui/settings/invitations";
import { OwnReadings } from "#app/ui/settings/own-readings";
import { RemindersForm } from "#app/ui/settings/reminders-form";
import { Screen } from "#app/ui/shell/screen";
import type { Route } from "./+types/settings";
import { buttonVariants } from "#app/ui/button";

/** The text areas this screen shows beyond the core (docs/decisions/0037). */
export const handle: TextsHandle = { texts: ["accounts", "astro", "kundli", "places", "reminders", "settings"] };

/** Forget: the text's language and key, as /api/print/own-readings takes them (the form also sends intent). */
const forgetForm = z.object(ForgetBody.shape);

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

/** The place's refusal (requirePlace names default_place_id) belongs to the search box. */
function atPlaceBox(error: unknown): unknown {
  return error instanceof ApiError && error.field === "default_place_id"
    ? new ApiError(error.status, error.code, error.messageKey, "default_placeLabel", error.params)
    : error;
}

export async function action(args: Route.ActionArgs) {
  const { env, actor, form, intent, t } = await actorPost(args);
  switch (intent) {
    case "save-defaults": {
      const submission = parseForm(form, defaultsForm, t);
      if (submission.status !== "success") return refused(intent, submission);
      try {
        const { default_placeId, default_placeLabel: _typed, ...choices } = submission.value;
        await saveSettings(env, actor.uid, { ...choices, default_place_id: default_placeId ?? null });
        return { done: intent };
      } catch (error) {
        return refusedBy(atPlaceBox(error), t, intent, submission);
      }
    }
    case "save-reminders": {
      const submission = parseForm(form, remindersForm, t);
      if (submission.status !== "success") return refused(intent, submission);
      await saveSettings(env, actor.uid, submission.value);
      return { done: intent };
    }
    case "accept-invitation":
    case "decline-invitation": {
      const submission = parseForm(form, invitationForm, t);
      if (submission.status !== "success") return refused(intent, submission);
      try {
        const { organization_id } = submission.value;
        if (intent === "decline-invitation") {
          await declineInvitation(env, actor, organization_id);
          return { done: intent };
        }
        const organization = await linkOrganization(env, actor, organization_id);
        return { done: intent, organization: organization.name };
      } catch (error) {
        return refusedBy(error, t, intent, submission);
      }
    }
    case "forget-reading": {
      const submission = parseForm(form, forgetForm, t);
      if (submission.status !== "success") return refused(intent, submission);
      try {
        await forgetOwnReading(env, actor, submission.value);
        return { done: intent };
      } catch (error) {
        return refusedBy(error, t, intent, submission);
      }
    }
    default:
      return unknownIntent(intent, t);
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
  const refusal = replyOf(actionData);
  const done = actionData && "done" in actionData ? actionData : null;
  const resultOf = (intent: string) => (refusal?.intent === intent ? refusal.result : null);
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
        {/* The lists' buttons (Accept, Decline, Forget) have no field to show a refusal at. */}
        {refusal && refusal.intent !== "save-defaults" && refusal.intent !== "save-reminders" && (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
            {firstError(refusal.result)}
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
          key={JSON.stringify(settings)}
          values={settingsValues(settings, placeLabel)}
          branding={branding}
          lastResult={resultOf("save-defaults")}
        />
        <RemindersForm
          key={`reminders-${settings.reminder_language}-${settings.weekly_digest}`}
          language={settings.reminder_language}
          weeklyDigest={settings.weekly_digest}
          email={profile.email}
          lastResult={resultOf("save-reminders")}
        />
        <OwnReadings readings={ownReadings} />
      </div>
    </Screen>
  );
}
