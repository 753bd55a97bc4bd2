// A trail in full (spec §2.11), for readers who may read it: its waypoints on the map, its photos
// and its tabs.
import { useMemo } from "react";
import type { TrailFull } from "../../../shared/contracts/trail.contract";
import { FullGuideLayout } from "./full-guide-layout";
import type { FullGuideView } from "./full-guide-view.server";
import type { TrailPageData } from "./load-trail-page.server";
import { buildTrailPhotoSlides } from "./photo-slides";
import { TrailGuideInformation } from "./trail-guide-information";
import { waypointMarkers } from "./waypoints";
import { useT } from "../../lib/i18n";

export function FullTrail({ trail, data, view }: { trail: TrailFull; data: TrailPageData; view: FullGuideView }) {
  const { t } = useT();
  const markers = useMemo(() => waypointMarkers(trail.waypoints), [trail.waypoints]);
  return (
    <FullGuideLayout
      guide={trail}
      kind="trails"
      data={data}
      view={view}
      mapTestId="trail-map"
      mapMarkers={markers}
      slidesWith={(reviews) => buildTrailPhotoSlides(trail, reviews, t)}
      information={(isMapLoaded) => <TrailGuideInformation trail={trail} isMapLoaded={isMapLoaded} forecast={data.forecast} />}
      authorLabel={t("Written by")}
    />
  );
}
