import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { BoxIcon, CrownIcon, GearIcon, HomeIcon, PrinterIcon, ReceiptIcon, SunIcon, UserIcon } from "../icons";

type SectionKey = "home" | "clients" | "panchang" | "subscription" | "billing" | "orders" | "settings";

/**
 * The sections of the signed-in shell (spec §1), and the day's Panchang, which an astrologer
 * opens every morning. Paths are ours; the spec leaves them open.
 */
export const SECTIONS: { to: string; key: SectionKey; icon: ComponentType<{ className?: string }> }[] = [
  { to: "/main", key: "home", icon: HomeIcon },
  { to: "/main/clients", key: "clients", icon: UserIcon },
  { to: "/main/panchang", key: "panchang", icon: SunIcon },
  { to: "/main/subscription", key: "subscription", icon: CrownIcon },
  { to: "/main/billing", key: "billing", icon: ReceiptIcon },
  { to: "/main/orders", key: "orders", icon: BoxIcon },
  { to: "/main/settings", key: "settings", icon: GearIcon },
];

/**
 * The section a path belongs to: its own, or Home for everything else in the shell (the
 * Kundli and matchmaking screens are reached from Home). A site admin's screen of a section
 * (/main/admin/orders) belongs to that section.
 */
export function sectionOf(pathname: string): SectionKey {
  const path = pathname.replace(/^\/main\/admin\//, "/main/");
  const own = SECTIONS.find(({ key, to }) => key !== "home" && (path === to || path.startsWith(`${to}/`)));
  return own?.key ?? "home";
}

/**
 * Screens reached from Home that the sidebar also lists (desktop only: the seven bottom tabs are
 * full). Titles are the screens' own.
 */
export const ACCOUNT_LINKS = [
  { to: "/main/branding", title: "accountScreens.branding.title", icon: PrinterIcon },
  { to: "/main/astrologers", title: "accountScreens.astrologers.title", icon: UserIcon },
] as const;

/** One link of the sidebar, lit when its screen is open. */
function SideLink({
  to,
  icon: Icon,
  active,
  label,
}: {
  to: string;
  icon: ComponentType<{ className?: string }>;
  active: boolean;
  label: string;
}) {
  return (
    <li>
      <Link
        to={to}
        aria-current={active ? "page" : undefined}
        className={`flex items-center gap-3 rounded-xl px-3 py-2.5 text-[15px] font-medium transition focus-visible:outline-2 focus-visible:outline-brand ${
          active ? "bg-orange-50 text-brand-stronger" : "text-stone-600 hover:bg-stone-100 hover:text-stone-900"
        }`}
      >
        <Icon className={`size-5 ${active ? "text-brand" : "text-stone-400"}`} />
        {label}
      </Link>
    </li>
  );
}

/** Desktop: a column of links in the sidebar. */
export function SideNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Home is not lit as well while one of its screens listed below is open.
  const current = ACCOUNT_LINKS.some(({ to }) => to === pathname) ? null : sectionOf(pathname);
  return (
    <nav aria-label={t("shell.nav.label")}>
      <ul className="space-y-1">
        {SECTIONS.map(({ to, key, icon }) => (
          <SideLink key={key} to={to} icon={icon} active={current === key} label={t(`shell.nav.${key}`)} />
        ))}
      </ul>
      <ul className="mt-4 space-y-1 border-t border-stone-100 pt-4">
        {ACCOUNT_LINKS.map(({ to, title, icon }) => (
          <SideLink key={to} to={to} icon={icon} active={pathname === to} label={t(title)} />
        ))}
      </ul>
    </nav>
  );
}

/** Phones and tablets: seven tabs fixed at the bottom, within thumb reach. */
export function BottomNav() {
  const { t } = useTranslation();
  const current = sectionOf(useLocation().pathname);
  return (
    <nav
      aria-label={t("shell.nav.label")}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto grid max-w-xl grid-cols-7">
        {SECTIONS.map(({ to, key, icon: Icon }) => {
          const active = current === key;
          return (
            <li key={key}>
              <Link
                to={to}
                aria-current={active ? "page" : undefined}
                aria-label={bottomName(t(`shell.navShort.${key}`), t(`shell.nav.${key}`))}
                className={`flex h-16 flex-col items-center justify-center gap-1 text-[11px] leading-tight font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand ${
                  active ? "text-brand-stronger" : "text-stone-500 hover:text-stone-800"
                }`}
              >
                <span
                  className={`flex h-7 w-12 items-center justify-center rounded-full ${active ? "bg-orange-100" : ""}`}
                >
                  <Icon className={`size-5 ${active ? "text-brand-strong" : ""}`} />
                </span>
                <span aria-hidden="true">{t(`shell.navShort.${key}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * A bottom tab's accessible name: the section's full name, beginning with the short word the tab
 * shows when that word is not already in it ("Plan · Subscription"), so that what is seen can
 * be said (WCAG 2.5.3, label in name).
 */
function bottomName(short: string, full: string): string {
  return full.toLowerCase().includes(short.toLowerCase()) ? full : `${short} · ${full}`;
}
