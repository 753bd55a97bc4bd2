// The page both guide kinds share (spec §2.11): header, Internal Details, then the paywall with the
// review count and average, or the full guide (map, photos, tabs, difficulty changes, reviews and the
// side box). Each kind's page brings its
// header, tabs, photo order and side-box actions.
import { useEffect, useState } from "react";
import type { ClosestPreview, ScoutRoute, ScoutRouteFull } from "../../../shared/contracts/scout-route.contract";
import type { Review } from "../../../shared/contracts/review.contract";
import type { Trail, TrailFull } from "../../../shared/contracts/trail.contract";
import { canSeeStaffFields } from "../../../shared/domain/access";
import { ToastProvider } from "../../components/ui/toast";
import { analytics } from "../../lib/analytics";
import { useSession } from "../../lib/session";
import { DifficultyChangeSummary } from "./difficulty-change-summary";
import { guideApi, type GuideSegment } from "./guide-api";
import { InternalDetails } from "./internal-details";
import { LockedReviews } from "./locked-reviews";
import { Paywall, PAYWALL_LOCATION } from "./paywall";
import { PhotoCarousel } from "./photo-carousel";
import type { PublicLandRef } from "./public-lands";
import { PublicLandsCrossed } from "./public-lands-crossed";
import type { PhotoSlide } from "./photo-slides";
import { ReviewManager } from "./review-manager";
import { RouteMap, type MapMarker } from "./route-map";
import { REVIEW_ANCHOR_ID, scrollToAnchor, useScrollToHashOnLoad } from "./scroll-to-anchor";
import { SideBox } from "./side-box";
import { useReviews } from "./use-reviews";

/** What both loaders give the page around the guide. */
interface GuidePageData {
  closestPreview: ClosestPreview | null;
  publicLands: readonly PublicLandRef[];
  canonicalUrl: string;
  shareUrl: string;
  weeklyCost: string;
  totalCost: string;
}

/** The page-view analytics event of each kind. */
const VIEW_EVENTS: Record<GuideSegment, { name: string; idProperty: string }> = {
  "scout-routes": { name: "scout route view", idProperty: "scout_route_id" },
  trails: { name: "trail view", idProperty: "trail_id" },
};

interface GuidePageLayoutProps {
  guide: ScoutRoute | Trail;
  kind: GuideSegment;
  /** The id of the header's title, which labels the page. */
  titleId: string;
  header: React.ReactNode;
  data: GuidePageData;
  /** Where the paywall's clicks come from, for analytics; the scout route paywall unless told. */
  paywallLocation?: string;
  /** The kind's full guide, rendered with FullGuideLayout; null for the paywall. */
  fullGuide: React.ReactNode;
}

export function GuidePageLayout({
  guide,
  kind,
  titleId,
  header,
  data,
  paywallLocation = PAYWALL_LOCATION,
  fullGuide,
}: GuidePageLayoutProps) {
  useScrollToHashOnLoad();
  useRecordScreenView(guide.id, kind);

  return (
    <ToastProvider>
      <article aria-labelledby={titleId} className="pb-12">
        {header}
        {guide.internal && (
          <div className="mx-auto mt-6 max-w-[1200px] px-4 sm:px-6">
            <InternalDetails guide={guide} internal={guide.internal} kind={kind} />
          </div>
        )}
        {fullGuide ?? (
          <>
            <Paywall
              route={guide}
              location={paywallLocation}
              weeklyCost={data.weeklyCost}
              totalCost={data.totalCost}
              closestPreview={data.closestPreview}
            />
            <LockedReviews guide={guide} location={paywallLocation} />
          </>
        )}
      </article>
    </ToastProvider>
  );
}

/** One page view per visit of a guide; failures do not concern the reader (spec §8). */
function useRecordScreenView(guideId: number, kind: GuideSegment) {
  useEffect(() => {
    guideApi.recordScreenView(guideId, kind).catch(() => undefined);
    const event = VIEW_EVENTS[kind];
    analytics.capture(event.name, { [event.idProperty]: guideId });
  }, [guideId, kind]);
}

interface FullGuideLayoutProps {
  guide: ScoutRouteFull | TrailFull;
  kind: GuideSegment;
  data: GuidePageData;
  /** The map's test hook. */
  mapTestId: string;
  /** Numbered markers on the line (the trail's waypoints). */
  mapMarkers?: readonly MapMarker[];
  /** The carousel's photos once the reviews are in (review photos follow the guide's). */
  slidesWith: (reviews: Review[]) => PhotoSlide[];
  /** The kind's "Trail Information" tabs; Nearby Trails waits for the map. */
  information: (isMapLoaded: boolean) => React.ReactNode;
  /** "Scouted by" unless told. */
  authorLabel?: string;
}

export function FullGuideLayout({
  guide,
  kind,
  data,
  mapTestId,
  mapMarkers,
  slidesWith,
  information,
  authorLabel,
}: FullGuideLayoutProps) {
  const { user } = useSession();
  const [isMapLoaded, setIsMapLoaded] = useState(false);
  const [isReviewFormOpen, setIsReviewFormOpen] = useState(false);
  const { reviews, difficultyChanges, hasFailed, refresh } = useReviews(guide.id, kind);

  function openReviewForm() {
    setIsReviewFormOpen(true);
    scrollToAnchor(REVIEW_ANCHOR_ID);
  }

  return (
    <div className="mx-auto mt-6 grid max-w-[1200px] grid-cols-1 gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_320px]">
      <div className="min-w-0 space-y-8">
        <RouteMap
          title={guide.title}
          geometry={guide.geojson}
          bounds={guide.bounds}
          color={guide.difficulty_props.color}
          markers={mapMarkers}
          hasStaffLayers={canSeeStaffFields(user)}
          testId={mapTestId}
          onLoad={() => setIsMapLoaded(true)}
        />
        <PublicLandsCrossed lands={data.publicLands} />
        <PhotoCarousel title={guide.title} slides={slidesWith(reviews ?? [])} />
        {information(isMapLoaded)}
        <DifficultyChangeSummary changes={difficultyChanges} onAddReview={openReviewForm} />
        <ReviewManager
          routeId={guide.id}
          kind={kind}
          reviews={reviews}
          hasFailed={hasFailed}
          isFormOpen={isReviewFormOpen}
          onFormOpenChange={setIsReviewFormOpen}
          onChanged={refresh}
        />
      </div>
      {/* Beside the guide from 1024px; below it, folded into the flow. */}
      <div className="lg:order-none">
        <SideBox route={guide} kind={kind} authorLabel={authorLabel} canonicalUrl={data.canonicalUrl} shareUrl={data.shareUrl} />
      </div>
    </div>
  );
}
