// The scout route page (spec §2.11): the shared guide page with the Scout Route badge, the route's
// photo order and its tabs with the upvote button.
import type { ScoutRouteFull } from "../../../shared/contracts/scout-route.contract";
import { FullGuideLayout, GuidePageLayout } from "./guide-page-layout";
import type { ScoutRoutePageData } from "./load-scout-route-page.server";
import { buildPhotoSlides } from "./photo-slides";
import { RouteHeader } from "./route-header";
import { TrailInformation } from "./trail-information";

export function ScoutRoutePage(data: ScoutRoutePageData) {
  const { route } = data;
  return (
    <GuidePageLayout
      guide={route}
      kind="scout-routes"
      titleId="scout-route-title"
      header={<RouteHeader route={route} />}
      data={data}
      fullGuide={route.access === "full" ? <FullScoutRoute key={route.id} route={route} data={data} /> : null}
    />
  );
}

function FullScoutRoute({ route, data }: { route: ScoutRouteFull; data: ScoutRoutePageData }) {
  return (
    <FullGuideLayout
      guide={route}
      kind="scout-routes"
      data={data}
      mapTestId="scout-route-map"
      slidesWith={(reviews) => buildPhotoSlides(route, reviews)}
      information={(isMapLoaded) => <TrailInformation route={route} isMapLoaded={isMapLoaded} forecast={data.forecast} />}
    />
  );
}
