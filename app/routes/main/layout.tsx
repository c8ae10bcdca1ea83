/**
 * /main, the signed-in shell (spec §1, §2): header with the account's figures, navigation
 * (sidebar on desktop, bottom tabs on phones) and the current screen. The server middleware
 * sends anyone without a session to / before anything renders; in the browser, every
 * navigation into the shell re-checks the session (reused for 30 s, spec §9), which also
 * refreshes an expired access token.
 */
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, redirect, useNavigation } from "react-router";
import { sessionStore } from "#app/client/auth";
import { headerMoney } from "#app/server/commerce/billing.server";
import { useDataLayer } from "#app/client/hooks";
import { getSettings } from "#app/server/accounts/settings.server";
import { cloudflareContext } from "#app/server/context.server";
import { BrandLink } from "#app/ui/brand";
import { SkipLink } from "#app/ui/skip-link";
import { SettingsContext } from "#app/ui/settings/context";
import { ShellHeader, type HeaderCounts } from "#app/ui/shell/header";
import { BottomNav, SideNav } from "#app/ui/shell/nav";
import { ScreenSpinner } from "#app/ui/spinner";
import type { Route } from "./+types/layout";
import { requireSignedIn, signedInUser } from "./session.server";

export const middleware: Route.MiddlewareFunction[] = [requireSignedIn];

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async () => {
    const session = await sessionStore.check();
    if (session.status !== "signedIn") throw redirect("/");
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const env = context.get(cloudflareContext).env;
  // The astrologer's defaults (Settings) for every screen, and the header's money figures
  // from the wallet and plan; notifications are counted by the bell itself.
  const [settings, money] = await Promise.all([getSettings(env, user.uid), headerMoney(env, user.uid)]);
  const counts: HeaderCounts = { ...money, unreadNotifications: 0 };
  return { user, counts, settings };
}

export default function MainLayout({ loaderData: { user, counts, settings } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const layer = useDataLayer();
  // The server has just confirmed the session: the browser's store need not ask again for 30 s,
  // and the data layer may load this astrologer's lists (spec §4: a list loads when a user id is seen).
  // The lists' requests start a task later: not in the task that commits the hydrated screen.
  useEffect(() => {
    sessionStore.signedIn(user);
    const later = setTimeout(() => layer.user.set({ ...user }));
    return () => clearTimeout(later);
  }, [user, layer]);
  const opening = navigation.state === "loading" && navigation.location.pathname.startsWith("/main");

  const shell = (
    <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <SkipLink target="screen" />
      <aside className="hidden border-r border-stone-200 bg-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:gap-8 lg:px-4 lg:py-5">
        <div className="px-2">
          <BrandLink to="/main" />
        </div>
        <SideNav />
      </aside>
      <div className="flex min-h-dvh min-w-0 flex-col">
        <ShellHeader user={user} counts={counts} />
        <main
          id="screen"
          tabIndex={-1}
          aria-busy={opening || undefined}
          className="flex flex-1 flex-col px-4 pt-6 pb-28 outline-none lg:px-8 lg:pb-10"
        >
          {opening ? <ScreenSpinner label={t("shell.loadingScreen")} /> : <Outlet />}
        </main>
      </div>
      <BottomNav />
    </div>
  );
  return <SettingsContext value={settings}>{shell}</SettingsContext>;
}
