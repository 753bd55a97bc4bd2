// The scout route page (spec §2.11): the shared guide page with the Scout Route badge, the route's
// photo order and its tabs with the upvote button.
import { FullScoutRoute } from "./full-scout-route";
import { GuidePageLayout } from "./guide-page-layout";
import type { ScoutRoutePageData } from "./load-scout-route-page.server";
import { RouteHeader } from "./route-header";
import { ScoutRouteBadge } from "./scout-route-badge";

export function ScoutRoutePage(data: ScoutRoutePageData) {
  const { route } = data;
  return (
    <GuidePageLayout
      guide={route}
      kind="scout-routes"
      titleId="scout-route-title"
      header={<RouteHeader route={route} badges={<ScoutRouteBadge />} />}
      data={data}
      fullGuide={
        route.access === "full" && data.fullView ? (
          <FullScoutRoute key={route.id} route={route} data={data} view={data.fullView} />
        ) : null
      }
    />
  );
}
