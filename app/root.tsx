import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useHref,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { DEFAULT_LOCALE, LOCALES, localizedPath } from "../shared/domain/locales";
import { catalogFor } from "./i18n/catalogs.server";
import { ROUTE_RULES } from "../shared/domain/access";
import { isBannerVisible } from "../shared/domain/banner-visibility";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import { ToastProvider } from "./components/ui/toast";
import { OnboardingTour } from "./features/onboarding/onboarding-tour";
import { metaTranslator } from "./lib/i18n";
import { pageLoader } from "./lib/page-access.server";
import { SessionProvider } from "./lib/session";
import { useStartup } from "./lib/startup";

export const loader = pageLoader(ROUTE_RULES.anyone, async ({ context }: Route.LoaderArgs) => {
  const { services, user, sharedTier, clientConfig, publicUrl, locale = DEFAULT_LOCALE } = context;
  // A page shared by a tier is rendered for its stand-in: the browser fills in who is reading (ADR 0022).
  const isPersonal = user != null && sharedTier == null;
  const [menuStates, unreadAnnouncements, firstBanner] = await Promise.all([
    services.site.listStatesWithContent(),
    isPersonal ? services.site.countUnreadAnnouncements(user.id) : Promise.resolve(0),
    services.site.firstBanner(),
  ]);
  // The banner the browser will show this reader: the page keeps its space (spec §2.4, ADR 0021).
  const expectedBanner = firstBanner && isBannerVisible(firstBanner, user) ? firstBanner : null;
  // The language's catalog travels as data, and only for French and Spanish (ADR 0064).
  const i18n = { locale, messages: catalogFor(locale) };
  return {
    user,
    isSharedByTier: sharedTier != null,
    clientConfig,
    publicUrl,
    menuStates,
    unreadAnnouncements,
    expectedBanner,
    i18n,
  };
});

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang={root?.i18n.locale ?? DEFAULT_LOCALE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* A stylesheet with a precedence is sent before the scripts' preloads, so first paint does not wait behind them. */}
        <link rel="stylesheet" href={appStylesheet} precedence="default" />
        <Meta />
        <Links />
        {root && <LanguageAlternates publicUrl={root.publicUrl} />}
      </head>
      <body className="bg-white font-sans antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <SessionProvider initialUser={loaderData.user} isStandIn={loaderData.isSharedByTier}>
      {/* One place for the site's toasts: every page and component may confirm or report an action. */}
      <ToastProvider>
        <Startup />
        <Outlet />
        <OnboardingTour />
      </ToastProvider>
    </SessionProvider>
  );
}

/** The page in each interface language, for search engines (ADR 0064): English is also the default. */
function LanguageAlternates({ publicUrl }: { publicUrl: string }) {
  const { pathname } = useLocation();
  return (
    <>
      {LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={`${publicUrl}${localizedPath(pathname, locale)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${publicUrl}${pathname}`} />
    </>
  );
}

function Startup() {
  useStartup();
  return null;
}

/** Last resort when even the layout failed; route-level boundaries render the designed error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // In the page's language when the root's data (its catalog) arrived; the link keeps the language.
  const { t } = metaTranslator(useMatches());
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-5xl font-bold">{status}</h1>
      <p className="mt-4">{t("Darn, we can't find what you're looking for....")}</p>
      <a className="mt-6 inline-block underline" href={useHref("/")}>
        {t("Go to Home")}
      </a>
    </main>
  );
}
