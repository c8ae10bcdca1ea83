/**
 * The Branding Profiles screen's pieces (spec §2): the list with its connect/disconnect buttons,
 * and the form that makes or changes a profile. Plain forms: they post to /main/branding's action
 * and work without script.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { cardClass, inputClass, labelClass } from "./form-state";
import type { FormFailure } from "#app/shared/form-failure";
import { PhotoUpload } from "./photo-upload";
import { Button, buttonVariants } from "#app/ui/button";

export interface BrandingItem {
  id: number;
  name: string;
  logo_url: string;
  contact_phone: string;
  contact_email: string;
  address: string;
  primary_color: string;
  secondary_color: string;
  is_connected: boolean;
}

export const BRANDING_FIELDS = [
  "id",
  "name",
  "logo_url",
  "contact_phone",
  "contact_email",
  "address",
  "primary_color",
  "secondary_color",
] as const;

const DEFAULTS: Record<string, string> = { primary_color: "#FA7500", secondary_color: "#1C1917" };

export function BrandingList({ profiles }: { profiles: BrandingItem[] }) {
  const { t } = useTranslation();
  if (profiles.length === 0)
    return <p className={`${cardClass} text-stone-600`}>{t("accountScreens.branding.empty")}</p>;
  return (
    <ul className="space-y-3">
      {profiles.map((profile) => (
        <li key={profile.id} className={`${cardClass} flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-4`}>
          <div className="flex min-w-0 flex-1 items-center gap-4">
            {profile.logo_url && (
              <img
                src={profile.logo_url}
                alt={t("accountScreens.branding.logoOf", { name: profile.name })}
                className="size-12 shrink-0 rounded-lg border border-stone-200 object-contain"
              />
            )}
            {/* Beside a logo on a phone, the colours give the name their room. */}
            <span className={`shrink-0 gap-1 ${profile.logo_url ? "hidden sm:flex" : "flex"}`} aria-hidden="true">
              <span
                className="size-6 rounded-full border border-stone-200"
                style={{ background: profile.primary_color }}
              />
              <span
                className="size-6 rounded-full border border-stone-200"
                style={{ background: profile.secondary_color }}
              />
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex min-w-0 items-center gap-2 font-semibold text-stone-900">
                <span className="truncate">{profile.name}</span>
                {profile.is_connected && (
                  <span className="shrink-0 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
                    {t("accountScreens.branding.connected")}
                  </span>
                )}
              </p>
              <p className="truncate text-sm text-stone-600">
                {[profile.contact_phone, profile.contact_email].filter(Boolean).join(" · ")}
              </p>
            </div>
          </div>
          <div className="flex shrink-0 gap-2">
            <Link to={`?edit=${profile.id}`} className={buttonVariants({ variant: "secondary", size: "sm" })}>
              {t("accountScreens.edit")}
            </Link>
            <Form method="post">
              <input type="hidden" name="id" value={profile.id} />
              <Button
                type="submit"
                name="intent"
                value={profile.is_connected ? "disconnect" : "connect"}
                variant="secondary"
                size="sm"
              >
                {profile.is_connected ? t("accountScreens.branding.disconnect") : t("accountScreens.branding.connect")}
              </Button>
            </Form>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Make (no profile) or change a branding profile. */
export function BrandingForm({ profile, failure }: { profile: BrandingItem | null; failure: FormFailure | null }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const start: Record<string, string> = failure?.values ?? {
    ...DEFAULTS,
    ...(profile ? Object.fromEntries(BRANDING_FIELDS.map((name) => [name, String(profile[name])])) : {}),
  };
  const [colours, setColours] = useState({
    primary_color: start.primary_color || DEFAULTS.primary_color!,
    secondary_color: start.secondary_color || DEFAULTS.secondary_color!,
  });
  const errorFor = (field: string) => (failure?.field === field ? failure.message : null);
  const text = (name: string, type = "text", autoComplete = "off") => (
    <label className={labelClass}>
      {t(`accountScreens.branding.fields.${name}`)}
      <input
        name={name}
        type={type}
        defaultValue={start[name] ?? ""}
        autoComplete={autoComplete}
        aria-invalid={errorFor(name) ? true : undefined}
        className={inputClass}
        required={name === "name"}
      />
      {errorFor(name) && <span className="mt-1 block text-sm text-red-700">{errorFor(name)}</span>}
    </label>
  );
  return (
    <Form method="post" className={`${cardClass} space-y-4`} key={profile?.id ?? "new"}>
      <h2 className="text-lg font-semibold text-stone-900">
        {profile ? t("accountScreens.branding.editTitle") : t("accountScreens.branding.newTitle")}
      </h2>
      {profile && <input type="hidden" name="id" value={profile.id} />}
      {failure && !failure.field && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure.message}
        </p>
      )}
      {failure?.field && (
        <p role="alert" className="sr-only">
          {failure.message}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("name", "text", "organization")}
        {text("contact_phone", "tel", "tel")}
        {text("contact_email", "email", "email")}
      </div>
      <PhotoUpload
        label={t("accountScreens.branding.fields.logo_url")}
        name="logo_url"
        value={start.logo_url ?? ""}
        emptyText={t("accountScreens.photo.noLogo")}
        logo
      />
      {errorFor("logo_url") && <p className="text-sm text-red-700">{errorFor("logo_url")}</p>}
      <label className={labelClass}>
        {t("accountScreens.branding.fields.address")}
        <textarea name="address" rows={2} defaultValue={start.address ?? ""} className={inputClass} />
        {errorFor("address") && <span className="mt-1 block text-sm text-red-700">{errorFor("address")}</span>}
      </label>
      <div className="grid grid-cols-2 gap-4">
        {(["primary_color", "secondary_color"] as const).map((name) => (
          <label key={name} className={labelClass}>
            {t(`accountScreens.branding.fields.${name}`)}
            <span className="mt-1 flex items-center gap-2">
              <input
                type="color"
                name={name}
                value={colours[name].toLowerCase()}
                onChange={(event) => setColours({ ...colours, [name]: event.target.value.toUpperCase() })}
                className="h-10 w-14 cursor-pointer rounded-lg border border-stone-300 bg-white p-1"
              />
              <span className="font-mono text-sm text-stone-600">{colours[name].toUpperCase()}</span>
            </span>
            {errorFor(name) && <span className="mt-1 block text-sm text-red-700">{errorFor(name)}</span>}
          </label>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="save" disabled={busy}>
          {busy ? t("accountScreens.saving") : t("accountScreens.save")}
        </Button>
        {profile && (
          <Link to="." className={buttonVariants({ variant: "secondary", size: "sm" })}>
            {t("accountScreens.cancel")}
          </Link>
        )}
      </div>
    </Form>
  );
}
