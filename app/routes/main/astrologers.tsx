/**
 * /main/astrologers — the organization and its astrologers (spec §2): make an organization
 * (name, GSTIN) when in none; its name and GSTIN; the astrologers with the current one marked
 * '(You)'; Add New Astrologer for owners and admins; 'Complete profile' when the astrologer's
 * own name or email is empty, leading to the profile form (?edit=profile); Edit.
 *
 * The forms post to this route's action and work without script. Each intent applies the same
 * rules as its /api/user/* route (schemas, roles, rate limit) through the accounts modules; the
 * forms' schemas are app/shared/accounts/forms.ts, which the browser checks with too, and a
 * refusal comes back as Conform's result, its translated message at its field, nothing written.
 */
import type { TextsHandle } from "#app/i18n/areas";
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { requireActor, requireManager } from "#app/server/accounts/access.server";
import { astrologerForm, organizationForm, profileForm, removeForm } from "#app/shared/accounts/forms";
import { parseForm } from "#app/shared/forms";
import { refused, refusedBy, unknownIntent, actorPost } from "#app/server/forms.server";
import {
  addAstrologer,
  createOrganization,
  listMembers,
  organizationOf,
  removeAstrologer,
  updateOrganization,
} from "#app/server/accounts/organizations.server";
import { requireAccount, updateAccount } from "#app/server/accounts/users.server";
import { consumeRateLimit, type RateLimit } from "#app/server/auth/rate-limit.server";
import { cloudflareContext } from "#app/server/context.server";
import {
  AddAstrologerForm,
  CompleteProfilePrompt,
  MemberList,
  OrganizationCard,
  OrganizationForm,
  ProfileForm,
} from "#app/ui/accounts/astrologers";
import { firstError, replyOf } from "#app/ui/forms";
import { Screen } from "#app/ui/shell/screen";
import type { Route } from "./+types/astrologers";

/** The text areas this screen shows beyond the core (docs/decisions/0037). */
export const handle: TextsHandle = { texts: ["accounts"] };

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
  const profile = Object.fromEntries(
    Object.keys(profileForm.shape).map((name) => [name, String(user[name as keyof typeof user] ?? "")]),
  );
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

export async function action(args: Route.ActionArgs) {
  const { env, actor, form, intent, t } = await actorPost(args);
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
  if (intent === "update-profile") {
    const submission = parseForm(form, profileForm, t);
    if (submission.status !== "success") return refused(intent, submission);
    // An empty experience field leaves the stored number as it was.
    const { experience_years, ...fields } = submission.value;
    await updateAccount(env, actor.uid, experience_years === undefined ? fields : { ...fields, experience_years });
    return { done: intent };
  }
  if (intent === "remove-astrologer") {
    const submission = parseForm(form, removeForm, t);
    try {
      requireManager(actor);
      if (submission.status !== "success") return refused(intent, submission);
      await removeAstrologer(env, actor, submission.value.user_id);
      return { done: intent };
    } catch (error) {
      return refusedBy(error, t, intent, submission);
    }
  }
  return unknownIntent(intent, t);
}

export default function Astrologers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { organization, role, members, invites, profile, incomplete, edit } = loaderData;
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
    (edit === "profile" && done?.done !== "update-profile") || refusal?.intent === "update-profile";
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
        {refusal?.intent === "remove-astrologer" && (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
            {firstError(refusal.result)}
          </p>
        )}
        {incomplete && !editingProfile && <CompleteProfilePrompt />}
        {editingProfile && <ProfileForm values={profile} lastResult={lastResult("update-profile")} />}
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
