/**
 * The Astrologers screen's pieces (spec §2): the organization (made here when there is none),
 * its astrologers with the current one marked '(You)', Add New Astrologer, the 'Complete profile'
 * prompt and the profile form. Plain forms posting to /main/astrologers's action; the organization
 * and Add New Astrologer are checked with their schemas in the browser too (Conform).
 */
import { useTranslation } from "react-i18next";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { FieldError, FormError, Input, Select, Textarea, useSchemaForm } from "#app/ui/forms";
import { cardClass, inputClass, labelClass } from "./form-state";
import { Button, buttonVariants } from "#app/ui/button";

export interface OrganizationView {
  id: number;
  name: string;
  gst_number: string;
}

export interface MemberView {
  uid: string;
  name: string;
  phone: string;
  organization_role: "owner" | "admin" | "astrologer";
  is_you: boolean;
}

export interface InviteView {
  phone: string;
  name: string;
}

function SubmitButton({ intent, label }: { intent: string; label: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Button type="submit" name="intent" value={intent} disabled={busy}>
      {busy ? t("accountScreens.saving") : label}
    </Button>
  );
}

/** Make an organization (name, GSTIN), or change the current one's. */
export function OrganizationForm({
  organization,
  lastResult,
}: {
  organization: OrganizationView | null;
  /** The action's answer when the last post was this form's. */
  lastResult: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation();
  const intent = organization ? "update-organization" : "create-organization";
  const [form, fields] = useSchemaForm(
    () => import("#app/shared/accounts/forms").then((forms) => forms.organizationForm),
    {
      lastResult,
      defaultValue: { name: organization?.name ?? "", gst_number: organization?.gst_number ?? "" },
    },
  );
  return (
    <Form method="post" {...getFormProps(form)} className={`${cardClass} space-y-4`}>
      <h2 className="text-lg font-semibold text-stone-900">
        {organization ? t("accountScreens.organization.editTitle") : t("accountScreens.organization.createTitle")}
      </h2>
      {!organization && <p className="text-sm text-stone-600">{t("accountScreens.organization.createLead")}</p>}
      <FormError form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <label className={labelClass}>
          {t("accountScreens.organization.name")}
          <Input field={fields.name} required autoComplete="organization" className={inputClass} />
          <FieldError field={fields.name} />
        </label>
        <label className={labelClass}>
          {t("accountScreens.organization.gstin")}
          <Input
            field={fields.gst_number}
            autoComplete="off"
            maxLength={20}
            className={`${inputClass} uppercase`}
            placeholder="22AAAAA0000A1Z5"
          />
          <FieldError field={fields.gst_number} />
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        <SubmitButton
          intent={intent}
          label={organization ? t("accountScreens.save") : t("accountScreens.organization.create")}
        />
        {organization && (
          <Link to="." className={buttonVariants({ variant: "secondary", size: "sm" })}>
            {t("accountScreens.cancel")}
          </Link>
        )}
      </div>
    </Form>
  );
}

export function OrganizationCard({ organization, manager }: { organization: OrganizationView; manager: boolean }) {
  const { t } = useTranslation();
  return (
    <section className={`${cardClass} flex flex-wrap items-start justify-between gap-3`}>
      <div className="min-w-0">
        <h2 className="text-lg font-semibold text-stone-900">{organization.name}</h2>
        <p className="mt-1 text-sm text-stone-600">
          {t("accountScreens.organization.gstin")}:{" "}
          <span className="font-mono">{organization.gst_number || t("accountScreens.organization.noGstin")}</span>
        </p>
      </div>
      {manager && (
        <Link to="?edit=organization" className={buttonVariants({ variant: "secondary", size: "sm" })}>
          {t("accountScreens.edit")}
        </Link>
      )}
    </section>
  );
}

/** Whom a manager of this role may take out of the organization (the same rule as removeAstrologer). */
export function removable(member: MemberView, managerRole: MemberView["organization_role"] | null): boolean {
  if (member.is_you || member.organization_role === "owner") return false;
  return managerRole === "owner" || (managerRole === "admin" && member.organization_role === "astrologer");
}

export function MemberList({
  members,
  invites,
  managerRole = null,
}: {
  members: MemberView[];
  invites: InviteView[];
  /** The viewer's role when they manage the organization: shows Remove where allowed. */
  managerRole?: MemberView["organization_role"] | null;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const removing =
    navigation.formData?.get("intent") === "remove-astrologer" ? navigation.formData.get("user_id") : null;
  return (
    <section aria-labelledby="astrologers-title" className={cardClass}>
      <h2 id="astrologers-title" className="text-lg font-semibold text-stone-900">
        {t("accountScreens.astrologers.listTitle")}
      </h2>
      <ul className="mt-3 divide-y divide-stone-100">
        {members.map((member) => (
          <li key={member.uid} className="flex flex-wrap items-center gap-3 py-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-stone-900">
                {member.name || t("accountScreens.astrologers.unnamed")}
                {member.is_you && <span className="ml-1 text-brand-strong">{t("accountScreens.astrologers.you")}</span>}
              </p>
              <p className="text-sm text-stone-600">
                {[t(`accountScreens.roles.${member.organization_role}`), member.phone].filter(Boolean).join(" · ")}
              </p>
            </div>
            {member.is_you && (
              <Link to="?edit=profile" className={buttonVariants({ variant: "secondary", size: "sm" })}>
                {t("accountScreens.edit")}
              </Link>
            )}
            {removable(member, managerRole) && (
              <Form
                method="post"
                onSubmit={(event) => {
                  const name = member.name || t("accountScreens.astrologers.unnamed");
                  if (!window.confirm(t("accountScreens.astrologers.confirmRemove", { name }))) event.preventDefault();
                }}
              >
                <input type="hidden" name="user_id" value={member.uid} />
                <Button
                  type="submit"
                  name="intent"
                  value="remove-astrologer"
                  disabled={removing === member.uid}
                  aria-label={t("accountScreens.astrologers.removeOne", {
                    name: member.name || t("accountScreens.astrologers.unnamed"),
                  })}
                  variant="danger"
                  size="sm"
                >
                  {t("accountScreens.astrologers.remove")}
                </Button>
              </Form>
            )}
          </li>
        ))}
        {invites.map((invite) => (
          <li key={invite.phone} className="flex items-center gap-3 py-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-stone-900">{invite.name}</p>
              <p className="text-sm text-stone-600">
                {t("accountScreens.astrologers.invited")} · {invite.phone}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AddAstrologerForm({
  lastResult,
  owner,
}: {
  /** The action's answer when the last post was this form's (a done one empties the form). */
  lastResult: SubmissionResult<string[]> | null;
  owner: boolean;
}) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(
    () => import("#app/shared/accounts/forms").then((forms) => forms.astrologerForm),
    {
      lastResult,
      defaultValue: { phone: "", name: "", role: "astrologer" },
    },
  );
  return (
    <Form method="post" {...getFormProps(form)} className={`${cardClass} space-y-4`}>
      <h2 className="text-lg font-semibold text-stone-900">{t("accountScreens.astrologers.addTitle")}</h2>
      <FormError form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <label className={labelClass}>
          {t("accountScreens.astrologers.phone")}
          <Input field={fields.phone} type="tel" required autoComplete="off" className={inputClass} />
          <FieldError field={fields.phone} />
        </label>
        <label className={labelClass}>
          {t("accountScreens.astrologers.name")}
          <Input field={fields.name} required autoComplete="off" className={inputClass} />
          <FieldError field={fields.name} />
        </label>
        {owner && (
          <label className={labelClass}>
            {t("accountScreens.astrologers.role")}
            <Select field={fields.role} className={inputClass}>
              <option value="astrologer">{t("accountScreens.roles.astrologer")}</option>
              <option value="admin">{t("accountScreens.roles.admin")}</option>
            </Select>
            <FieldError field={fields.role} />
          </label>
        )}
      </div>
      <SubmitButton intent="add-astrologer" label={t("accountScreens.astrologers.add")} />
    </Form>
  );
}

export function CompleteProfilePrompt() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-orange-200 bg-orange-50 p-5">
      <div className="min-w-0">
        <p className="font-semibold text-stone-900">{t("accountScreens.profile.completeTitle")}</p>
        <p className="text-sm text-stone-700">{t("accountScreens.profile.completeText")}</p>
      </div>
      <Link to="?edit=profile" className={buttonVariants()}>
        {t("accountScreens.profile.complete")}
      </Link>
    </div>
  );
}

/** The astrologer's own profile; `values` are the stored ones, as strings. */
export function ProfileForm({
  values,
  lastResult,
}: {
  values: Record<string, string>;
  /** The action's answer when the last post was this form's. */
  lastResult: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(() => import("#app/shared/accounts/forms").then((forms) => forms.profileForm), {
    lastResult,
    defaultValue: values,
  });
  const text = (
    name: Exclude<keyof typeof fields, "gender" | "address" | "about">,
    type = "text",
    autoComplete = "off",
  ) => (
    <label className={labelClass}>
      {t(`accountScreens.profile.fields.${name}`)}
      <Input
        field={fields[name]}
        type={type}
        autoComplete={autoComplete}
        required={name === "name"}
        className={inputClass}
      />
      <FieldError field={fields[name]} />
    </label>
  );
  return (
    <Form method="post" {...getFormProps(form)} className={`${cardClass} space-y-4`}>
      <h2 className="text-lg font-semibold text-stone-900">{t("accountScreens.profile.title")}</h2>
      <FormError form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        {text("name", "text", "name")}
        <label className={labelClass}>
          {t("accountScreens.profile.fields.gender")}
          <Select field={fields.gender} className={inputClass}>
            <option value="">—</option>
            <option value="male">{t("accountScreens.profile.male")}</option>
            <option value="female">{t("accountScreens.profile.female")}</option>
          </Select>
          <FieldError field={fields.gender} />
        </label>
        {text("date_of_birth", "date", "bday")}
        {text("experience_years", "number")}
        {text("city", "text", "address-level2")}
        {text("state", "text", "address-level1")}
        {text("pincode", "text", "postal-code")}
        {text("languages")}
      </div>
      <label className={labelClass}>
        {t("accountScreens.profile.fields.address")}
        <Textarea field={fields.address} rows={2} className={inputClass} />
        <FieldError field={fields.address} />
      </label>
      <label className={labelClass}>
        {t("accountScreens.profile.fields.about")}
        <Textarea field={fields.about} rows={3} className={inputClass} />
        <FieldError field={fields.about} />
      </label>
      <div className="flex flex-wrap gap-2">
        <SubmitButton intent="update-profile" label={t("accountScreens.save")} />
        <Link to="." className={buttonVariants({ variant: "secondary", size: "sm" })}>
          {t("accountScreens.cancel")}
        </Link>
      </div>
    </Form>
  );
}
