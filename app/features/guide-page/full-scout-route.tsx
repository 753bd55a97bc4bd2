// A scout route in full (spec §2.11), for readers who may read it: its waypoints on the map, its
// photos and its tabs with the upvote button.
import { useMemo } from "react";
import type { ScoutRouteFull } from "../../../shared/contracts/scout-route.contract";
import { FullGuideLayout } from "./full-guide-layout";
import type { FullGuideView } from "./full-guide-view.server";
import type { ScoutRoutePageData } from "./load-scout-route-page.server";
import { buildPhotoSlides } from "./photo-slides";
import { TrailInformation } from "./scout-route-information";
import { waypointMarkers } from "./waypoints";
import { useT } from "../../lib/i18n";

export function FullScoutRoute({ route, data, view }: { route: ScoutRouteFull; data: ScoutRoutePageData; view: FullGuideView }) {
  const { t } = useT();
  const markers = useMemo(() => waypointMarkers(route.waypoints), [route.waypoints]);
  return (
    <FullGuideLayout
      guide={route}
      kind="scout-routes"
      data={data}
      view={view}
      mapTestId="scout-route-map"
      mapMarkers={markers}
      slidesWith={(reviews) => buildPhotoSlides(route, reviews, t)}
      information={(isMapLoaded) => <TrailInformation route={route} isMapLoaded={isMapLoaded} forecast={data.forecast} />}
    />
  );
}
