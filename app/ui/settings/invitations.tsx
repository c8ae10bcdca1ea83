/**
 * Invitations to organizations addressed to the astrologer's phone: Accept joins the
 * organization (its owner and admins then reach this astrologer's records), Decline removes it.
 */
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { cardClass } from "../accounts/form-state";
import { Button } from "#app/ui/button";

export interface InvitationView {
  organization_id: number;
  organization_name: string;
  invited_by_name: string;
  organization_role: "astrologer" | "admin";
}

export function InvitationList({ invitations }: { invitations: InvitationView[] }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? navigation.formData?.get("organization_id") : null;
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="invitations-title" className={`${cardClass} border-brand/40 bg-orange-50/40`}>
      <h2 id="invitations-title" className="text-lg font-semibold text-stone-900">
        {t("settings.invitations.title")}
      </h2>
      <ul className="mt-3 space-y-3">
        {invitations.map((invitation) => (
          <li
            key={invitation.organization_id}
            className="flex flex-col gap-3 rounded-xl bg-white p-3 ring-1 ring-stone-200 sm:flex-row sm:items-center"
          >
            <div className="min-w-0 flex-1">
              <p className="font-medium text-stone-900">
                {t("settings.invitations.to", { organization: invitation.organization_name })}
              </p>
              <p className="text-sm text-stone-600">
                {[
                  t(`accountScreens.roles.${invitation.organization_role}`),
                  invitation.invited_by_name && t("settings.invitations.by", { name: invitation.invited_by_name }),
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              <p className="mt-1 text-xs text-stone-500">{t("settings.invitations.consequence")}</p>
            </div>
            <Form method="post" className="flex shrink-0 gap-2">
              <input type="hidden" name="organization_id" value={invitation.organization_id} />
              <Button
                type="submit"
                name="intent"
                value="accept-invitation"
                disabled={pending === String(invitation.organization_id)}
              >
                {t("settings.invitations.accept")}
              </Button>
              <Button
                type="submit"
                name="intent"
                value="decline-invitation"
                disabled={pending === String(invitation.organization_id)}
                variant="secondary"
                size="sm"
              >
                {t("settings.invitations.decline")}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
