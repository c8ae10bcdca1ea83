/**
 * The signed-in header (spec §1): Wallet Balance, Days Left, Downloads, Notifications, the
 * language switch and the account menu. The counts arrive from the /main loader.
 */
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "#app/ui/toast";
import { signOut } from "#app/client/auth";
import { useDataLayer, useDownloads } from "#app/client/hooks";
import { BrandMark } from "../brand";
import { GenerateReport } from "../downloads/generate-report";
import { NotificationsPanel, useInbox } from "../notifications/notifications-panel";
import { useDisclosure } from "../disclosure";
import { formatCount, formatRupees } from "#app/shared/format";
import {
  BellIcon,
  CalendarIcon,
  ChevronDownIcon,
  DownloadIcon,
  GearIcon,
  LogoutIcon,
  UserIcon,
  WalletIcon,
} from "../icons";
import { LanguageSwitch } from "../language-switch";
import { formatPhone } from "../phone";
import { PanelSpinner, Spinner } from "../spinner";

// Its code loads when the panel first opens (the list is fetched then anyway).
const DownloadsPanel = lazy(() => import("../downloads/downloads-panel").then((m) => ({ default: m.DownloadsPanel })));

/** Figures the server knows; downloads live in the browser's data layer (app/client/downloads.ts). */
export interface HeaderCounts {
  /** integer paise */
  walletPaise: number;
  daysLeft: number;
  unreadNotifications: number;
}

export interface ShellUser {
  name: string;
  phone: string;
}

/** Badge text for an unread count: nothing at 0, "99+" past 99. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? "99+" : String(count);
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => Array.from(part)[0] ?? "")
    .join("")
    .toUpperCase();
}

const panelClass =
  "absolute right-0 z-40 mt-2 w-[min(20rem,calc(100vw-2rem))] rounded-2xl border border-stone-200 bg-white p-4 text-left shadow-xl";
const iconButton =
  "relative inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-stone-200 bg-white text-stone-600 hover:border-brand hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

/** Days Left turns orange in the subscription's last week. */
export const DAYS_LEFT_WARNING = 7;

function Stat({
  icon,
  label,
  value,
  to,
  warn = false,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  to: string;
  warn?: boolean;
}) {
  const body = (
    <>
      <span className="hidden size-8 shrink-0 items-center justify-center rounded-lg bg-orange-50 text-brand-strong sm:flex">
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block truncate text-[11px] leading-tight font-medium text-stone-500">{label}</span>
        <span
          data-warn={warn || undefined}
          className={`block text-sm leading-tight font-semibold tabular-nums ${warn ? "text-orange-600" : "text-stone-900"}`}
        >
          {value}
        </span>
      </span>
    </>
  );
  const className =
    "flex w-full min-w-0 items-center gap-2 rounded-xl border border-stone-200 bg-white px-2 py-1.5 text-left hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand lg:w-auto lg:px-3";
  return (
    <Link to={to} className={className}>
      {body}
    </Link>
  );
}

function DownloadsStat() {
  const { t, i18n } = useTranslation();
  const { items } = useDownloads();
  const { open, opened, buttonProps, panelProps } = useDisclosure();
  const count = items.length;
  return (
    <div className="relative min-w-0">
      <button
        type="button"
        {...buttonProps}
        aria-label={t("shell.downloads.button", { count })}
        className="flex w-full min-w-0 items-center gap-2 rounded-xl border border-stone-200 bg-white px-2 py-1.5 text-left hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand lg:w-auto lg:px-3"
      >
        <span className="hidden size-8 shrink-0 items-center justify-center rounded-lg bg-orange-50 text-brand-strong sm:flex">
          <DownloadIcon className="size-4" />
        </span>
        <span className="min-w-0">
          <span className="block truncate text-[11px] leading-tight font-medium text-stone-500">
            {t("shell.stats.downloads")}
          </span>{" "}
          {/* The space makes the visible text read as the label does ("Downloads 0"), for voice control. */}
          <span className="block text-sm leading-tight font-semibold text-stone-900 tabular-nums">
            {formatCount(count, i18n.language)}
          </span>
        </span>
      </button>
      <div {...panelProps} role="region" aria-label={t("shell.downloads.title")} className={panelClass}>
        {opened && (
          <Suspense fallback={<PanelSpinner />}>
            <DownloadsPanel open={open} />
          </Suspense>
        )}
      </div>
    </div>
  );
}

export function HeaderStats({ counts }: { counts: HeaderCounts }) {
  const { t, i18n } = useTranslation();
  return (
    <div role="group" aria-label={t("shell.stats.label")} className="grid grid-cols-3 gap-2 lg:flex lg:items-center">
      <Stat
        to="/main/wallet"
        icon={<WalletIcon className="size-4" />}
        label={t("shell.stats.wallet")}
        value={formatRupees(counts.walletPaise, i18n.language)}
      />
      <Stat
        to="/main/subscription"
        icon={<CalendarIcon className="size-4" />}
        label={t("shell.stats.daysLeft")}
        value={formatCount(counts.daysLeft, i18n.language)}
        warn={counts.daysLeft > 0 && counts.daysLeft <= DAYS_LEFT_WARNING}
      />
      <DownloadsStat />
    </div>
  );
}

export function NotificationsButton({ unread: initialUnread }: { unread: number }) {
  const { t } = useTranslation();
  const { open, buttonProps, panelProps } = useDisclosure();
  const inbox = useInbox(initialUnread, open);
  const unread = inbox.unread;
  const badge = unreadBadge(unread);
  return (
    <div className="relative">
      <button
        type="button"
        {...buttonProps}
        aria-label={t("shell.notifications.button", { count: unread })}
        className={iconButton}
      >
        <BellIcon className="size-5" />
        {badge && (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 min-w-5 rounded-full bg-brand px-1 text-center text-[11px] leading-5 font-bold text-stone-950 ring-2 ring-white"
          >
            {badge}
          </span>
        )}
      </button>
      <div {...panelProps} role="region" aria-label={t("shell.notifications.title")} className={panelClass}>
        <NotificationsPanel inbox={inbox} />
      </div>
    </div>
  );
}

export function AccountMenu({ user }: { user: ShellUser }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const layer = useDataLayer();
  const { buttonProps, panelProps } = useDisclosure();
  const [leaving, setLeaving] = useState(false);
  const name = user.name.trim();
  const shownName = name || t("shell.account.unnamed");

  async function onSignOut() {
    setLeaving(true);
    const result = await signOut(i18n.language);
    if (!result.ok) {
      setLeaving(false);
      toast.error(result.error.message || t(result.error.code === "network" ? "errors.network" : "errors.internal"));
      return;
    }
    // Nothing of this astrologer stays in the tab for whoever uses it next.
    layer.user.clear();
    layer.downloads.clear();
    toast.success(t("shell.account.signedOut"));
    await navigate("/", { replace: true });
  }

  return (
    <div className="relative">
      <button
        type="button"
        {...buttonProps}
        aria-label={t("shell.account.button")}
        className="flex h-10 items-center gap-2 rounded-full border border-stone-200 bg-white pr-1 pl-1 hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand lg:pr-3"
      >
        <span
          className="flex size-8 items-center justify-center rounded-full bg-stone-700 text-xs font-bold text-white"
          aria-hidden="true"
        >
          {initials(name) || <UserIcon className="size-5" />}
        </span>
        <span className="hidden max-w-40 truncate text-sm font-medium text-stone-800 lg:inline">{shownName}</span>
        <ChevronDownIcon className="hidden size-4 text-stone-500 lg:inline" />
      </button>
      <div {...panelProps} className={panelClass}>
        <p className="truncate font-semibold text-stone-900">{shownName}</p>
        <p className="text-sm text-stone-600 tabular-nums">{formatPhone(user.phone)}</p>
        {!name && (
          <p className="mt-2 rounded-lg bg-orange-50 p-2 text-xs leading-relaxed text-stone-700">
            {t("shell.account.incomplete")}
          </p>
        )}
        <div className="mt-3 space-y-1 border-t border-stone-100 pt-3">
          <Link
            to="/main/settings"
            className="flex items-center gap-2 rounded-lg px-2 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <GearIcon className="size-4 text-stone-500" />
            {t("shell.account.settings")}
          </Link>
          <button
            type="button"
            onClick={onSignOut}
            disabled={leaving}
            className="flex w-full items-center gap-2 rounded-lg px-2 py-2 text-left text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-60"
          >
            {leaving ? <Spinner className="size-4" /> : <LogoutIcon className="size-4" />}
            {leaving ? t("shell.account.signingOut") : t("shell.account.signOut")}
          </button>
        </div>
      </div>
    </div>
  );
}

export function ShellHeader({ user, counts }: { user: ShellUser; counts: HeaderCounts }) {
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="flex h-16 items-center gap-2 px-4 lg:px-8">
        <Link
          to="/main"
          className="flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-brand lg:hidden"
        >
          <BrandMark />
          <AppName />
        </Link>
        <div className="hidden lg:block">
          <HeaderStats counts={counts} />
        </div>
        <div className="ml-auto flex items-center gap-2">
          <GenerateReport />
          <LanguageSwitch />
          <NotificationsButton unread={counts.unreadNotifications} />
          <AccountMenu user={user} />
        </div>
      </div>
      <div className="px-4 pb-3 lg:hidden">
        <HeaderStats counts={counts} />
      </div>
    </header>
  );
}

function AppName() {
  const { t } = useTranslation();
  return <span className="sr-only font-semibold text-stone-900 sm:not-sr-only">{t("common.appName")}</span>;
}
