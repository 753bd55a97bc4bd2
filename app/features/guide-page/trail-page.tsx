// The trail page (spec §2.11, built like the scout route page): the paywall for non-paid readers,
// the full guide with its waypoint guide for paid readers and on All-Access Preview trails, and
// Internal Details for staff.
import { useEffect, useMemo, useState } from "react";
import type { TrailFull } from "../../../shared/contracts/trail.contract";
import { ToastProvider } from "../../components/ui/toast";
import { analytics } from "../../lib/analytics";
import { AllAccessBadge, BadgeOfHonorMarker, trailBadgeType } from "./all-access-badge";
import { DifficultyChangeSummary } from "./difficulty-change-summary";
import { GpxDownloadButton } from "./gpx-download";
import { InternalDetails } from "./internal-details";
import type { TrailPageData } from "./load-trail-page.server";
import { Paywall } from "./paywall";
import { PhotoCarousel } from "./photo-carousel";
import { buildTrailPhotoSlides } from "./photo-slides";
import { ReviewManager } from "./review-manager";
import { RouteHeader } from "./route-header";
import { RouteMap } from "./route-map";
import { scoutRouteApi } from "./scout-route-api";
import { REVIEW_ANCHOR_ID, scrollToAnchor, useScrollToHashOnLoad } from "./scroll-to-anchor";
import { SideBox } from "./side-box";
import { TechnicalRating } from "./technical-rating";
import { TrailGuideInformation } from "./trail-guide-information";
import { useReviews } from "./use-reviews";
import { waypointMarkers } from "./waypoints";

const TRAIL_TITLE_ID = "trail-title";

export function TrailPage(data: TrailPageData) {
  const { trail } = data;
  useScrollToHashOnLoad();
  useRecordScreenView(trail.id);

  return (
    <ToastProvider>
      <article aria-labelledby={TRAIL_TITLE_ID} className="pb-12">
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
        {trail.internal && (
          <div className="mx-auto mt-6 max-w-[1200px] px-4 sm:px-6">
            <InternalDetails route={{ ...trail, internal: trail.internal }} kind="trails" />
          </div>
        )}
        {trail.access === "full" ? (
          <FullGuide key={trail.id} trail={trail} data={data} />
        ) : (
          <Paywall
            route={trail}
            location="trail_paywall"
            weeklyCost={data.weeklyCost}
            totalCost={data.totalCost}
            closestPreview={data.closestPreview}
          />
        )}
      </article>
    </ToastProvider>
  );
}

/** One page view per visit of a trail; failures do not concern the reader (spec §8). */
function useRecordScreenView(trailId: number) {
  useEffect(() => {
    scoutRouteApi.recordScreenView(trailId, "trails").catch(() => undefined);
    analytics.capture("trail view", { trail_id: trailId });
  }, [trailId]);
}

function FullGuide({ trail, data }: { trail: TrailFull; data: TrailPageData }) {
  const [isMapLoaded, setIsMapLoaded] = useState(false);
  const [isReviewFormOpen, setIsReviewFormOpen] = useState(false);
  const { reviews, difficultyChanges, hasFailed, refresh } = useReviews(trail.id, "trails");
  const slides = buildTrailPhotoSlides(trail, reviews ?? []);
  const markers = useMemo(() => waypointMarkers(trail.waypoints), [trail.waypoints]);

  function openReviewForm() {
    setIsReviewFormOpen(true);
    scrollToAnchor(REVIEW_ANCHOR_ID);
  }

  return (
    <div className="mx-auto mt-6 grid max-w-[1200px] grid-cols-1 gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_320px]">
      <div className="min-w-0 space-y-8">
        <RouteMap
          title={trail.title}
          geometry={trail.geojson}
          bounds={trail.bounds}
          color={trail.difficulty_props.color}
          markers={markers}
          testId="trail-map"
          onLoad={() => setIsMapLoaded(true)}
        />
        <PhotoCarousel title={trail.title} slides={slides} />
        <TrailGuideInformation trail={trail} isMapLoaded={isMapLoaded} forecast={data.forecast} />
        <DifficultyChangeSummary changes={difficultyChanges} onAddReview={openReviewForm} />
        <ReviewManager
          routeId={trail.id}
          kind="trails"
          reviews={reviews}
          hasFailed={hasFailed}
          isFormOpen={isReviewFormOpen}
          onFormOpenChange={setIsReviewFormOpen}
          onChanged={refresh}
        />
      </div>
      <div className="lg:order-none">
        <SideBox route={trail} authorLabel="Written by" canonicalUrl={data.canonicalUrl} shareUrl={data.shareUrl}>
          <GpxDownloadButton trail={trail} />
        </SideBox>
      </div>
    </div>
  );
}
