/**
 * The Branding Profiles screen's pieces (spec §2): the list with its connect/disconnect buttons,
 * and the form that makes or changes a profile. Plain forms: they post to /main/branding's action
 * and work without script; the profile form is checked with its schema in the browser too (Conform).
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { FieldError, FormError, Input, Textarea, useSchemaForm } from "#app/ui/forms";
import { cardClass, inputClass, labelClass } from "./form-state";
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
export function BrandingForm({
  profile,
  lastResult,
}: {
  profile: BrandingItem | null;
  /** The action's answer when the last post was this form's. */
  lastResult: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(
    () => import("#app/shared/accounts/branding").then((schemas) => schemas.brandingForm),
    {
      lastResult,
      defaultValue: {
        ...DEFAULTS,
        ...(profile && {
          id: String(profile.id),
          name: profile.name,
          logo_url: profile.logo_url,
          contact_phone: profile.contact_phone,
          contact_email: profile.contact_email,
          address: profile.address,
          primary_color: profile.primary_color,
          secondary_color: profile.secondary_color,
        }),
      },
    },
  );
  // What is shown again: what was sent when refused, else the stored profile.
  const shown = (name: keyof typeof fields) => String(fields[name].initialValue ?? "");
  const [colours, setColours] = useState({
    primary_color: shown("primary_color") || DEFAULTS.primary_color!,
    secondary_color: shown("secondary_color") || DEFAULTS.secondary_color!,
  });
  const text = (name: "name" | "contact_phone" | "contact_email", type: string, autoComplete: string) => (
    <label className={labelClass}>
      {t(`accountScreens.branding.fields.${name}`)}
      <Input
        field={fields[name]}
        type={type}
        autoComplete={autoComplete}
        className={inputClass}
        required={name === "name"}
      />
      <FieldError field={fields[name]} />
    </label>
  );
  return (
    <Form method="post" {...getFormProps(form)} className={`${cardClass} space-y-4`}>
      <h2 className="text-lg font-semibold text-stone-900">
        {profile ? t("accountScreens.branding.editTitle") : t("accountScreens.branding.newTitle")}
      </h2>
      {profile && <input type="hidden" name="id" value={profile.id} />}
      <FormError form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        {text("name", "text", "organization")}
        {text("contact_phone", "tel", "tel")}
        {text("contact_email", "email", "email")}
      </div>
      <PhotoUpload
        label={t("accountScreens.branding.fields.logo_url")}
        name="logo_url"
        value={shown("logo_url")}
        emptyText={t("accountScreens.photo.noLogo")}
        logo
      />
      <FieldError field={fields.logo_url} />
      <label className={labelClass}>
        {t("accountScreens.branding.fields.address")}
        <Textarea field={fields.address} rows={2} className={inputClass} />
        <FieldError field={fields.address} />
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
                aria-invalid={fields[name].errors ? true : undefined}
                aria-describedby={fields[name].errors ? fields[name].errorId : undefined}
                className="h-10 w-14 cursor-pointer rounded-lg border border-stone-300 bg-white p-1"
              />
              <span className="font-mono text-sm text-stone-600">{colours[name].toUpperCase()}</span>
            </span>
            <FieldError field={fields[name]} />
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
