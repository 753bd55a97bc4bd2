// The back office's layout (spec §2.2: header-only): the site's header above, the tools' navigation
// beside each page. Its loader admits ADMIN or greater and hands the pages the tools the caller may
// open (shared/domain/staff-tools.ts); each page still declares its own, often stricter, rule.
import { Outlet, type MetaFunction } from "react-router";
import { STAFF_TOOLS, partnerUserTool, toolsFor } from "../../../shared/domain/staff-tools";
import { ROUTE_RULES } from "../../../shared/domain/access";
import { LazyRouteErrorPage } from "../../features/error-page/lazy-route-error-page";
import { pageLoader } from "../../lib/page-access.server";
import { SiteChrome, layoutMeta } from "./site-chrome";
import type { Route } from "./+types/admin-layout";

export const meta: MetaFunction = (args) => layoutMeta(args);

export const loader = pageLoader(ROUTE_RULES.admin, ({ context }: Route.LoaderArgs, user) => {
  const { tirePartner } = context.clientConfig;
  const catalog = [...STAFF_TOOLS, partnerUserTool(tirePartner.slug, tirePartner.name)];
  return { tools: toolsFor(user, catalog).map(({ path, title, summary, group }) => ({ path, title, summary, group })) };
});

export default function AdminLayout() {
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
