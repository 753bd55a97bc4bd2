// Default layout (spec §2.1): top banner, header, content, footer.
import { Outlet, type MetaFunction } from "react-router";
import { LazyRouteErrorPage } from "../../features/error-page/lazy-route-error-page";
import { SiteChrome, layoutMeta } from "./site-chrome";

export const meta: MetaFunction = (args) => layoutMeta(args);

export default function DefaultLayout() {
  return (
    <SiteChrome hasFooter>
      <Outlet />
    </SiteChrome>
  );
}

/** A page that failed still gets the site around its error page. */
export function ErrorBoundary() {
  return (
    <SiteChrome hasFooter>
      <LazyRouteErrorPage />
    </SiteChrome>
  );
}
