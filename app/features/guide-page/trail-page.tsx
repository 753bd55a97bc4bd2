// The trail page (spec §2.11, built like the scout route page): the shared guide page with the trail's
// badges and technical rating, its waypoints on the map, its tabs and the GPX download.
import { useMemo } from "react";
import type { TrailFull } from "../../../shared/contracts/trail.contract";
import { AllAccessBadge, BadgeOfHonorMarker, trailBadgeType } from "./all-access-badge";
import { FullGuideLayout, GuidePageLayout } from "./guide-page-layout";
import type { TrailPageData } from "./load-trail-page.server";
import { buildTrailPhotoSlides } from "./photo-slides";
import { RouteHeader } from "./route-header";
import { TechnicalRating } from "./technical-rating";
import { TrailGuideInformation } from "./trail-guide-information";
import { waypointMarkers } from "./waypoints";

const TRAIL_TITLE_ID = "trail-title";

export function TrailPage(data: TrailPageData) {
  const { trail } = data;
  return (
    <GuidePageLayout
      guide={trail}
      kind="trails"
      titleId={TRAIL_TITLE_ID}
      header={
        <RouteHeader
          route={trail}
          kindLabel="Trails"
          titleId={TRAIL_TITLE_ID}
          badges={
            <>
              <AllAccessBadge type={trailBadgeType(trail)} />
              {trail.is_boh && <BadgeOfHonorMarker />}
            </>
          }
        >
          <p className="inline-flex items-center gap-2 text-sm">
            <span>Technical Rating</span>
            <TechnicalRating trail={trail} />
          </p>
        </RouteHeader>
      }
      data={data}
      paywallLocation="trail_paywall"
      fullGuide={trail.access === "full" ? <FullTrail key={trail.id} trail={trail} data={data} /> : null}
    />
  );
}

function FullTrail({ trail, data }: { trail: TrailFull; data: TrailPageData }) {
  const markers = useMemo(() => waypointMarkers(trail.waypoints), [trail.waypoints]);
  return (
    <FullGuideLayout
      guide={trail}
      kind="trails"
      data={data}
      mapTestId="trail-map"
      mapMarkers={markers}
      slidesWith={(reviews) => buildTrailPhotoSlides(trail, reviews)}
      information={(isMapLoaded) => <TrailGuideInformation trail={trail} isMapLoaded={isMapLoaded} forecast={data.forecast} />}
      authorLabel="Written by"
    />
  );
}
