/**
 * The frame of the public screens (landing, sign-in, policies, contact): a header with the
 * brand, the language switch and the way in, and a footer with the policies and contact.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "#app/client/auth";
import { BrandLink, BrandMark } from "./brand";
import { LanguageLink } from "./language-link";
import { SkipLink } from "./skip-link";

export const POLICY_LINKS = [
  { to: "/policy/terms", key: "site.footer.terms" },
  { to: "/policy/privacy", key: "site.footer.privacy" },
  { to: "/policy/refund", key: "site.footer.refund" },
  { to: "/policy/shipping", key: "site.footer.shipping" },
] as const;

export const textLink =
  "font-medium text-brand-strong underline decoration-brand/40 underline-offset-4 hover:decoration-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand rounded-sm";

export function SiteHeader({ signedIn = false, showSignIn = true }: { signedIn?: boolean; showSignIn?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const inside = signedIn || session.status === "signedIn";
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200/80 bg-stone-50/90 backdrop-blur supports-[backdrop-filter]:bg-stone-50/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        <BrandLink compact />
        <div className="flex items-center gap-1.5 sm:gap-2">
          <LanguageLink />
          {showSignIn &&
            (inside ? (
              <Link
                to="/main"
                className="inline-flex h-10 items-center rounded-full bg-brand-strong px-3 text-sm font-semibold whitespace-nowrap text-white sm:px-4 hover:bg-brand-stronger focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                {t("site.openWorkspace")}
              </Link>
            ) : (
              <Link
                to="/auth"
                className="inline-flex h-10 items-center rounded-full bg-brand-strong px-3 text-sm font-semibold whitespace-nowrap text-white sm:px-4 hover:bg-brand-stronger focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                {t("site.signIn")}
              </Link>
            ))}
        </div>
      </div>
    </header>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-stone-200 bg-stone-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr]">
        <div className="space-y-3">
          <div className="flex items-center gap-2">
            <BrandMark className="size-7" />
            <span className="font-semibold text-stone-900">{t("common.appName")}</span>
          </div>
          <p className="max-w-sm text-sm leading-relaxed text-stone-600">{t("site.footer.about")}</p>
        </div>
        <nav aria-label={t("site.footer.policies")}>
          <h2 className="text-sm font-semibold text-stone-900">{t("site.footer.policies")}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {POLICY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-stone-600 hover:text-brand-strong hover:underline">
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t("site.footer.help")}>
          <h2 className="text-sm font-semibold text-stone-900">{t("site.footer.help")}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/contact" className="text-stone-600 hover:text-brand-strong hover:underline">
                {t("site.footer.contact")}
              </Link>
            </li>
            <li>
              <Link to="/auth" className="text-stone-600 hover:text-brand-strong hover:underline">
                {t("site.signIn")}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-stone-200">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-stone-600 sm:px-6">
          {t("site.footer.copyright", { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}

/** Header, content, footer; the content is the page's <main>. */
export function PublicPage({
  children,
  signedIn,
  showSignIn,
}: {
  children: ReactNode;
  signedIn?: boolean;
  showSignIn?: boolean;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader signedIn={signedIn} showSignIn={showSignIn} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
