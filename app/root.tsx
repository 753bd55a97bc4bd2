import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError } from "react-router";
import { ROUTE_RULES } from "../shared/domain/access";
import { isBannerVisible } from "../shared/domain/banner-visibility";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import { ToastProvider } from "./components/ui/toast";
import { OnboardingTour } from "./features/onboarding/onboarding-tour";
import { pageLoader } from "./lib/page-access.server";
import { SessionProvider } from "./lib/session";
import { useStartup } from "./lib/startup";

export const loader = pageLoader(ROUTE_RULES.anyone, async ({ context }: Route.LoaderArgs) => {
  const { services, user, sharedTier, clientConfig, publicUrl } = context;
  // A page shared by a tier is rendered for its stand-in: the browser fills in who is reading (ADR 0022).
  const isPersonal = user != null && sharedTier == null;
  const [menuStates, unreadAnnouncements, firstBanner] = await Promise.all([
    services.site.listStatesWithContent(),
    isPersonal ? services.site.countUnreadAnnouncements(user.id) : Promise.resolve(0),
    services.site.firstBanner(),
  ]);
  // The banner the browser will show this reader: the page keeps its space (spec §2.4, ADR 0021).
  const expectedBanner = firstBanner && isBannerVisible(firstBanner, user) ? firstBanner : null;
  return { user, isSharedByTier: sharedTier != null, clientConfig, publicUrl, menuStates, unreadAnnouncements, expectedBanner };
});

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* A stylesheet with a precedence is sent before the scripts' preloads, so first paint does not wait behind them. */}
        <link rel="stylesheet" href={appStylesheet} precedence="default" />
        <Meta />
        <Links />
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

function Startup() {
  useStartup();
  return null;
}

/** Last resort when even the layout failed; route-level boundaries render the designed error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-5xl font-bold">{status}</h1>
      <p className="mt-4">Darn, we can&apos;t find what you&apos;re looking for....</p>
      <a className="mt-6 inline-block underline" href="/">
        Go to Home
      </a>
    </main>
  );
}
