// Printed guides (ADR 0063): the sheet alone, without banner, header or footer, which paper does not
// need. A page that fails still gets the site around its error page.
import { Outlet, type MetaFunction } from "react-router";
import { LazyRouteErrorPage } from "../../features/error-page/lazy-route-error-page";
import { SiteChrome, layoutMeta, MAIN_CONTENT_ID } from "./site-chrome";

export const meta: MetaFunction = (args) => layoutMeta(args);

export default function PrintLayout() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="focus:outline-none">
      <Outlet />
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <SiteChrome hasFooter>
      <LazyRouteErrorPage />
    </SiteChrome>
  );
}
