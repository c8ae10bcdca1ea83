/**
 * /main/astrologers — the organization and its astrologers (spec §2): make an organization
 * (name, GSTIN) when in none; its name and GSTIN; the astrologers with the current one marked
 * '(You)'; Add New Astrologer for owners and admins; 'Complete profile' when the astrologer's
 * own name or email is empty, leading to the profile form (?edit=profile); Edit.
 *
 * The forms post to this route's action and work without script. Each intent applies the same
 * rules as its /api/user/* route (schemas, roles, rate limit) through the accounts modules, and
 * a refusal comes back with the API's translated message, nothing written.
 */
import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { useTranslation } from "react-i18next";
import { getInstance } from "#app/i18n/i18next.server";
import { requireActor, requireManager } from "#app/server/accounts/access.server";
import { uidField } from "#app/shared/accounts/fields";
import { astrologerForm, organizationForm } from "#app/shared/accounts/forms";
import { parseForm } from "#app/shared/forms";
import { refused, refusedBy, type FormReply } from "#app/server/forms.server";
import { validate } from "#app/server/accounts/input.server";
import {
  addAstrologer,
  createOrganization,
  listMembers,
  organizationOf,
  removeAstrologer,
  updateOrganization,
} from "#app/server/accounts/organizations.server";
import { ProfileFields, requireAccount, updateAccount } from "#app/server/accounts/users.server";
import { consumeRateLimit, type RateLimit } from "#app/server/auth/rate-limit.server";
import { cloudflareContext } from "#app/server/context.server";
import { ApiError } from "#app/server/http.server";
import {
  AddAstrologerForm,
  CompleteProfilePrompt,
  MemberList,
  OrganizationCard,
  OrganizationForm,
  PROFILE_FIELDS,
  ProfileForm,
} from "#app/ui/accounts/astrologers";
import { failureOf, formValues } from "#app/server/form-failure.server";
import { isFailure } from "#app/shared/form-failure";
import { Screen } from "#app/ui/shell/screen";
import type { Route } from "./+types/astrologers";

const RemoveBody = z.strictObject({ user_id: uidField });

/** The same bucket as POST /api/user/add-astrologer: the screen and the API share one allowance. */
const ADDS_PER_MANAGER: RateLimit = {
  bucket: "add-astrologer:user",
  limit: 30,
  windowMs: 60 * 60_000,
  messageKey: "accounts.tooManyRequests",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireActor(request, env);
  const [user, organization, { members, invites }] = await Promise.all([
    requireAccount(env, actor.uid),
    organizationOf(env, actor),
    listMembers(env, actor),
  ]);
  const profile = Object.fromEntries(PROFILE_FIELDS.map((name) => [name, String(user[name] ?? "")]));
  return {
    organization: organization.id === 0 ? null : organization,
    role: actor.organizationRole,
    members,
    invites: invites.map(({ phone, name }) => ({ phone, name })),
    profile,
    incomplete: user.name.trim() === "" || user.email === "",
    edit: new URL(request.url).searchParams.get("edit"),
  };
}

/** The profile form's strings as update-profile's fields: empty experience is left as it was. */
function profileInput(values: Record<string, string>) {
  const { experience_years, ...rest } = values;
  const years = experience_years?.trim() ?? "";
  return { ...rest, ...(years === "" ? {} : { experience_years: /^\d+$/.test(years) ? Number(years) : years }) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireActor(request, env);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const t = getInstance(context).t;
  if (intent === "create-organization" || intent === "update-organization") {
    const submission = parseForm(form, organizationForm, t);
    try {
      if (intent === "update-organization") requireManager(actor);
      if (submission.status !== "success") return refused(intent, submission);
      await (intent === "update-organization" ? updateOrganization : createOrganization)(env, actor, submission.value);
      return { done: intent };
    } catch (error) {
      return refusedBy(error, t, intent, submission);
    }
  }
  if (intent === "add-astrologer") {
    const submission = parseForm(form, astrologerForm, t);
    try {
      // Who may comes before what was typed: a member who manages nothing learns only that.
      requireManager(actor);
      if (submission.status !== "success") return refused(intent, submission);
      await consumeRateLimit(env, ADDS_PER_MANAGER, actor.uid);
      const result = await addAstrologer(env, actor, t, submission.value);
      // A done form is emptied for the next astrologer.
      return { done: intent, status: result.status, result: submission.reply({ resetForm: true }) };
    } catch (error) {
      return refusedBy(error, t, intent, submission);
    }
  }
  const names = intent === "update-profile" ? PROFILE_FIELDS : (["user_id"] as const);
  const values = formValues(form, names);
  try {
    switch (intent) {
      case "remove-astrologer":
        requireManager(actor);
        await removeAstrologer(env, actor, validate(RemoveBody, values).user_id);
        return { done: intent };
      case "update-profile":
        await updateAccount(
          env,
          actor.uid,
          validate(ProfileFields.partial().required({ name: true }), profileInput(values)),
        );
        return { done: intent };
      default:
        throw new ApiError(400, "invalid_input", "errors.validation", "intent");
    }
  } catch (error) {
    return failureOf(error, context, intent, values);
  }
}

/** The action's answer to one of the forms checked through Conform, or null. */
function replyOf(actionData: unknown): FormReply | null {
  return typeof actionData === "object" && actionData !== null && "result" in actionData && "intent" in actionData
    ? (actionData as FormReply)
    : null;
}

export default function Astrologers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { organization, role, members, invites, profile, incomplete, edit } = loaderData;
  const failure = isFailure(actionData) ? actionData : null;
  const refusal = replyOf(actionData);
  const done = actionData && "done" in actionData ? actionData : null;
  const lastResult = (intent: string): SubmissionResult<string[]> | null =>
    refusal?.intent === intent
      ? refusal.result
      : done?.done === intent && "result" in done
        ? (done.result ?? null)
        : null;
  const manager = role === "owner" || role === "admin";
  const editingProfile =
    (edit === "profile" && done?.done !== "update-profile") || failure?.intent === "update-profile";
  const editingOrganization =
    (edit === "organization" && done?.done !== "update-organization") || refusal?.intent === "update-organization";
  return (
    <Screen title={t("accountScreens.astrologers.title")} lead={t("accountScreens.astrologers.lead")}>
      <div className="max-w-3xl space-y-4">
        {done && (
          <p role="status" className="rounded-xl bg-green-50 px-3 py-2 text-sm text-green-800">
            {t(`accountScreens.done.${done.done === "add-astrologer" && "status" in done ? done.status : done.done}`)}
          </p>
        )}
        {failure?.intent === "remove-astrologer" && (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure.message}
          </p>
        )}
        {incomplete && !editingProfile && <CompleteProfilePrompt />}
        {editingProfile && <ProfileForm values={profile} failure={failure} />}
        {!organization || editingOrganization ? (
          <OrganizationForm
            organization={organization}
            lastResult={lastResult(organization ? "update-organization" : "create-organization")}
          />
        ) : (
          <OrganizationCard organization={organization} manager={manager} />
        )}
        {organization ? (
          <>
            <MemberList members={members} invites={invites} managerRole={manager ? role : null} />
            {manager && <AddAstrologerForm lastResult={lastResult("add-astrologer")} owner={role === "owner"} />}
          </>
        ) : (
          !editingProfile && (
            <MemberList
              members={[
                { uid: "you", name: profile.name ?? "", phone: "", organization_role: "astrologer", is_you: true },
              ]}
              invites={[]}
            />
          )
        )}
      </div>
    </Screen>
  );
}
