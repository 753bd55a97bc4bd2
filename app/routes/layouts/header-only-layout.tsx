// "Header-only" layout (spec §2.1, HO in the route table): top banner, header and content, no footer.
import { Outlet, type MetaFunction } from "react-router";
import { LazyRouteErrorPage } from "../../features/error-page/lazy-route-error-page";
import { SiteChrome, layoutMeta } from "./site-chrome";

export const meta: MetaFunction = (args) => layoutMeta(args);

export default function HeaderOnlyLayout() {
  return (
    <SiteChrome hasFooter={false}>
      <Outlet />
    </SiteChrome>
  );
}

/** A page that failed still gets the header around its error page. */
export function ErrorBoundary() {
  return (
    <SiteChrome hasFooter={false}>
      <LazyRouteErrorPage />
    </SiteChrome>
  );
}
