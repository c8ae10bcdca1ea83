import type { TextsHandle } from "#app/i18n/areas";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { requireActor } from "#app/server/accounts/access.server";
import { cloudflareContext } from "#app/server/context.server";
import { addDays, listReminders, refillDue, todayInIndia } from "#app/server/reminders/reminders.server";
import { ArrowRightIcon, ChartIcon, HeartsIcon, PrinterIcon, UserIcon } from "#app/ui/icons";
import { Reminders } from "#app/ui/reminders/this-week";
import { Screen } from "#app/ui/shell/screen";
import type { Route } from "./+types/home";

/** The text areas this screen shows beyond the core (docs/decisions/0037). */
export const handle: TextsHandle = { texts: ["astro", "reminders"] };

/** Kundlis whose events Home computes itself when they are due (saved since the last cron). */
const HOME_REFILL = 20;

/**
 * The reminders of the coming 7 days (or 30 with ?days=30) of the clients the reader may reach.
 * Kundlis not computed yet are computed first, up to HOME_REFILL (the cron does the rest); when
 * the calc Worker is unavailable, the list shows what is stored.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireActor(request, env);
  const days = new URL(request.url).searchParams.get("days") === "30" ? 30 : 7;
  const today = todayInIndia();
  let pending: boolean;
  try {
    pending = (await refillDue(env, today, HOME_REFILL, actor)).more;
  } catch (error) {
    console.error("reminders: refill on Home failed", error);
    pending = true;
  }
  const reminders = await listReminders(env, actor, today, addDays(today, days - 1));
  return { days, today, reminders, pending };
}

/** A way into one of the astrologer's tools (spec §2, Home: New Kundli, Kundli Matchmaking). */
function ToolCard({
  to,
  icon: Icon,
  title,
  text,
}: {
  to: string;
  icon: ComponentType<{ className?: string }>;
  title: string;
  text: string;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      className="group flex items-start gap-4 rounded-2xl border border-stone-200 bg-white p-6 transition hover:border-orange-300 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-orange-50 text-brand-strong">
        <Icon className="size-6" />
      </span>
      <span className="min-w-0">
        <span className="block font-semibold text-stone-900">{title}</span>
        <span className="mt-1 block leading-relaxed text-stone-600">{text}</span>
        <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-strong group-hover:gap-2">
          {t("shell.screens.home.open")}
          <ArrowRightIcon className="size-4" />
        </span>
      </span>
    </Link>
  );
}

export default function MainHome({ matches, loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const name = matches[1]?.loaderData.user.name.trim();
  return (
    <Screen
      title={name ? t("shell.screens.home.greeting", { name }) : t("shell.screens.home.greetingNoName")}
      lead={t("shell.screens.home.lead")}
    >
      <Reminders {...loaderData} />
      <div className="grid gap-4 md:grid-cols-2">
        <ToolCard
          to="/main/kundli"
          icon={ChartIcon}
          title={t("shell.screens.home.newKundli.title")}
          text={t("shell.screens.home.newKundli.text")}
        />
        <ToolCard
          to="/main/match"
          icon={HeartsIcon}
          title={t("shell.screens.home.matchmaking.title")}
          text={t("shell.screens.home.matchmaking.text")}
        />
        <ToolCard
          to="/main/branding"
          icon={PrinterIcon}
          title={t("shell.screens.home.branding.title")}
          text={t("shell.screens.home.branding.text")}
        />
        <ToolCard
          to="/main/astrologers"
          icon={UserIcon}
          title={t("accountScreens.astrologers.title")}
          text={t("accountScreens.astrologers.lead")}
        />
      </div>
    </Screen>
  );
}
