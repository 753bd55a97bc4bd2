import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { SessionProvider } from "./lib/session";
import { useStartup } from "./lib/startup";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, user, clientConfig, publicUrl } = context;
  const [menuStates, unreadAnnouncements] = await Promise.all([
    services.site.listStatesWithContent(),
    user ? services.site.countUnreadAnnouncements(user.id) : Promise.resolve(0),
  ]);
  return { user, clientConfig, publicUrl, menuStates, unreadAnnouncements };
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
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
    <SessionProvider initialUser={loaderData.user}>
      <Startup />
      <Outlet />
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
