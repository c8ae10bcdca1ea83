import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The Kundli Studio mark: a North Indian chart in a saffron tile (same drawing as the favicon). */
export function BrandMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#FA7500" />
      <path d="M16 5 27 16 16 27 5 16Z" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="M5 16h22M16 5v22" stroke="#fff" strokeWidth="1.5" />
    </svg>
  );
}

/** Mark and name, linking home; the name is the link's accessible text. */
export function BrandLink({ to = "/", compact = false }: { to?: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      className="flex shrink-0 items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      <BrandMark />
      <span className={`${compact ? "text-base" : "text-lg"} font-semibold tracking-tight text-stone-900`}>
        {t("common.appName")}
      </span>
    </Link>
  );
}

/**
 * The document title for a screen (React 19 hoists <title> into <head>), so it follows
 * the interface language when the astrologer switches it.
 */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  return <title>{`${title} · ${t("common.appName")}`}</title>;
}
