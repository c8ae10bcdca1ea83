import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import { getSessionUser, hasSessionHint } from "#app/server/auth/session.server";
import { resumePath, workspacePath } from "#app/server/auth/return-path";
import { PUBLIC_PAGE_HEADERS } from "#app/server/cache.server";
import { cloudflareContext } from "#app/server/context.server";
import { PageTitle } from "#app/ui/brand";
import {
  ArrowRightIcon,
  ChartIcon,
  CheckIcon,
  GridIcon,
  HeartsIcon,
  HourglassIcon,
  PrinterIcon,
  ShieldIcon,
  SunIcon,
} from "#app/ui/icons";
import { SampleChart } from "#app/ui/sample-chart";
import { PublicPage } from "#app/ui/site";
import { loadAsDocument, STATIC_PAGE } from "#app/ui/static-page";
import type { Route } from "./+types/landing";
import { buttonVariants } from "#app/ui/button";

/** Plain HTML: the page ships no JavaScript (docs/decisions/0027). */
export const handle = STATIC_PAGE;
export const clientLoader = loadAsDocument;

/**
 * The server decides what the page offers, as the spec's session check would (spec §4): a live
 * access token, or the hint of a refresh token that GET /api/auth/resume can renew, opens the
 * workspace; anyone else is offered the sign-in, which returns to `next` afterwards.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const next = workspacePath(new URL(request.url).searchParams.get("next"));
  const user = await getSessionUser(request, env);
  if (user && next) throw redirect(next);
  const resumable = !user && hasSessionHint(request, env);
  if (resumable && next) throw redirect(resumePath(next));
  return { signedIn: user !== null || resumable, next };
}

// A visitor's page is public; a signed-in visitor's differs and the Worker makes it private (guardCacheControl).
export function headers() {
  return PUBLIC_PAGE_HEADERS;
}

const FEATURES: { key: string; icon: ComponentType<{ className?: string }> }[] = [
  { key: "kundli", icon: ChartIcon },
  { key: "dasha", icon: HourglassIcon },
  { key: "panchang", icon: SunIcon },
  { key: "ashtakavarga", icon: GridIcon },
  { key: "matchmaking", icon: HeartsIcon },
  { key: "reports", icon: PrinterIcon },
];

const STEPS = ["signIn", "enter", "share"] as const;
const TRUST = ["ephemeris", "receipt", "privacy"] as const;

export default function Landing({ loaderData: { signedIn, next } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const cta = signedIn
    ? { to: "/main", label: t("landing.hero.ctaSignedIn") }
    : { to: next ? `/auth?next=${encodeURIComponent(next)}` : "/auth", label: t("landing.hero.cta") };

  return (
    <PublicPage signedIn={signedIn}>
      <PageTitle title={t("landing.title")} />
      <meta name="description" content={t("landing.description")} />

      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 h-[36rem] bg-[radial-gradient(ellipse_at_top_right,rgba(250,117,0,0.16),transparent_60%)]"
        />
        <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-10 pb-16 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:pt-20 lg:pb-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-orange-100 px-3 py-1 text-sm font-medium text-brand-stronger">
              <span className="size-1.5 rounded-full bg-brand" aria-hidden="true" />
              {t("landing.hero.eyebrow")}
            </p>
            <h1 className="mt-5 text-3xl leading-tight font-bold tracking-tight text-balance text-stone-900 sm:text-5xl sm:leading-[1.1]">
              {t("landing.hero.title")}
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-stone-600">{t("landing.hero.lead")}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
              <Link to={cta.to} className={buttonVariants({ size: "lg" })}>
                {cta.label}
                <ArrowRightIcon className="size-5" />
              </Link>
              <a href="#features" className={buttonVariants({ variant: "secondary", size: "lg" })}>
                {t("landing.hero.secondary")}
              </a>
            </div>
            {!signedIn && <p className="mt-4 text-sm text-stone-500">{t("landing.hero.note")}</p>}
          </div>
          <SampleChart />
        </div>
      </section>

      <section
        id="features"
        aria-labelledby="features-title"
        className="scroll-mt-20 border-t border-stone-200 bg-white"
      >
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
          <div className="max-w-2xl">
            <h2 id="features-title" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
              {t("landing.features.title")}
            </h2>
            <p className="mt-3 text-lg text-stone-600">{t("landing.features.lead")}</p>
          </div>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map(({ key, icon: Icon }) => (
              <li
                key={key}
                className="rounded-2xl border border-stone-200 bg-stone-50 p-6 transition hover:border-orange-300 hover:shadow-sm"
              >
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-orange-100 text-brand-strong">
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-stone-900">{t(`landing.features.${key}.title`)}</h3>
                <p className="mt-2 leading-relaxed text-stone-600">{t(`landing.features.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="how-title" className="border-t border-stone-200">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
          <h2 id="how-title" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            {t("landing.how.title")}
          </h2>
          <ol className="mt-10 grid gap-8 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-strong text-lg font-bold text-white"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-stone-900">{t(`landing.how.${step}.title`)}</h3>
                  <p className="mt-1 leading-relaxed text-stone-600">{t(`landing.how.${step}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="trust-title" className="bg-stone-900 text-stone-100">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
          <h2 id="trust-title" className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
            {t("landing.trust.title")}
          </h2>
          <ul className="mt-10 grid gap-8 md:grid-cols-3">
            {TRUST.map((item) => (
              <li key={item}>
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand/15 text-brand">
                  {item === "privacy" ? <ShieldIcon className="size-5" /> : <CheckIcon className="size-5" />}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-white">{t(`landing.trust.${item}.title`)}</h3>
                <p className="mt-2 leading-relaxed text-stone-300">{t(`landing.trust.${item}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="closing-title" className="bg-gradient-to-br from-orange-50 to-amber-50">
        <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center sm:px-6">
          <h2 id="closing-title" className="text-2xl font-bold tracking-tight text-balance text-stone-900 sm:text-3xl">
            {t("landing.closing.title")}
          </h2>
          <p className="mt-3 text-lg text-stone-600">{t("landing.closing.text")}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={cta.to} className={buttonVariants({ size: "lg" })}>
              {cta.label}
            </Link>
            <Link to="/contact" className={buttonVariants({ variant: "secondary", size: "lg" })}>
              {t("landing.closing.contact")}
            </Link>
          </div>
        </div>
      </section>
    </PublicPage>
  );
}
