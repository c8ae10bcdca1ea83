import { use, useEffect } from "react";
import { useTranslation } from "react-i18next";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { getLocale, i18nextMiddleware } from "./i18n/i18next.server";
import { languageCookieMiddleware } from "./i18n/language-cookie.server";
import { textAreasOf } from "./i18n/areas";
import { loadTexts, textsLoaded } from "./i18n/client";
import { textsVersion } from "./i18n/resources";
import { cloudflareContext } from "./server/context.server";
import { isStaticDocument } from "./ui/static-page";
import { Toaster } from "./ui/toaster";
import "./app.css";

export const middleware: Route.MiddlewareFunction[] = [i18nextMiddleware, languageCookieMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const locale = getLocale(context);
  return data({
    locale,
    nonce: context.get(cloudflareContext).nonce,
    textsVersion,
  });
}

/** The element that ends a screen's markup: the first paint waits for it (`rel="expect"`). */
const SCREEN_END = "screen-end";

export function Layout({ children }: { children: React.ReactNode }) {
  const { i18n } = useTranslation();
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = root?.nonce;
  // The landing and sign-in pages are plain HTML: no React Router scripts, no toasts (ADR 0027).
  const matches = useMatches();
  const scripts = !isStaticDocument(matches);
  // The texts the page shows beyond the core, which the browser fetches before it hydrates.
  return (
    <html
      lang={i18n.language}
      dir={i18n.dir(i18n.language)}
      data-texts-version={scripts ? (root?.textsVersion ?? undefined) : undefined}
      data-texts={scripts ? textAreasOf(matches).join(" ") : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#FA7500" />
        {/* PNG, not SVG: Chrome draws an SVG icon as a page of its own on the screen's main
            thread (30–60 ms on a phone, after the first paint), a PNG is a plain decode. */}
        <link rel="icon" href="/favicon.png" type="image/png" sizes="32x32" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {/* One paint, of the whole screen: the browser renders nothing until it has parsed the end
            of the screen (below), instead of painting, and laying out again, each chunk it parses. */}
        <link rel="expect" href={`#${SCREEN_END}`} blocking="render" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-stone-50 text-stone-900 antialiased">
        {children}
        <div id={SCREEN_END} hidden />
        {scripts && (
          <>
            <Toaster />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData: { locale } }: Route.ComponentProps) {
  const { i18n } = useTranslation();
  // A screen renders once the texts its routes name are here: a navigation waits for them (React
  // keeps the screen it leaves meanwhile), a first load has them before it hydrates (entry.client).
  const areas = textAreasOf(useMatches());
  if (!textsLoaded(i18n.language, areas)) use(loadTexts(i18n.language, areas));
  // Follow the server's locale only when it changes: react-i18next 17 hands out a new `i18n`
  // wrapper on every language change, so depending on it would undo the language switch (screens).
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale]);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-semibold">{notFound ? t("errors.notFound") : t("errors.internal")}</h1>
      <a className="mt-4 inline-block text-brand underline" href="/">
        {t("common.appName")}
      </a>
    </main>
  );
}
