// The full guide (spec §2.11 "Paid view"): map, public lands, photos, the kind's tabs, difficulty
// changes, reviews and the side box. Only readers who may read the guide load this module.
import { lazy, useState } from "react";
import type { ScoutRouteFull } from "../../../shared/contracts/scout-route.contract";
import type { Review } from "../../../shared/contracts/review.contract";
import type { TrailFull } from "../../../shared/contracts/trail.contract";
import { canSeeStaffFields } from "../../../shared/domain/access";
import { WhenNearView } from "../../components/ui/when-near-view";
import { analytics } from "../../lib/analytics";
import { useSession } from "../../lib/session";
import { DifficultyChangeSummary } from "./difficulty-change-summary";
import type { GuideSegment } from "./guide-api";
import { GUIDE_ELEVATION_BOX } from "./guide-elevation-box";
import { guideReference } from "./guide-reference";
import type { FullGuideView } from "./full-guide-view.server";
import type { GuidePageData } from "./guide-page-layout";
import { PhotoCarousel } from "./photo-carousel";
import type { PhotoSlide } from "./photo-slides";
import { PublicLandsCrossed } from "./public-lands-crossed";
import { ReviewsPlaceholder } from "./reviews-placeholder";
import { RoadsUsed } from "./roads-used";
import { RouteMap } from "./route-map";
import type { MapMarker } from "./route-map-props";
import { REVIEW_ANCHOR_ID, scrollToAnchor } from "./scroll-to-anchor";
import { SideBox } from "./side-box";
import { useReviews } from "./use-reviews";

/** The elevation chart waits for its turn on screen. */
const GuideElevationSection = lazy(() =>
  import("./guide-elevation-section").then((module) => ({ default: module.GuideElevationSection })),
);
/** The reviews sit low on a long page: their code loads as the reader scrolls near them. */
const ReviewManager = lazy(() => import("./review-manager").then((module) => ({ default: module.ReviewManager })));

interface FullGuideLayoutProps {
  guide: ScoutRouteFull | TrailFull;
  kind: GuideSegment;
  data: GuidePageData;
  view: FullGuideView;
  /** The map's test hook. */
  mapTestId: string;
  /** Numbered markers on the line (the guide's waypoints). */
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
  view,
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
    // Three blocks: the guide, the side box, the reader's part. On a phone they follow in that order, so
    // the GPX and directions come right after the guide's facts, not after every review; from 1024px
    // the side box is the right column beside both, sticky as the reader scrolls.
    <div className="mx-auto mt-6 grid max-w-[1200px] grid-cols-1 gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_320px] lg:grid-rows-[auto_1fr]">
      <div className="min-w-0 space-y-8 lg:col-start-1 lg:row-start-1">
        <RouteMap
          title={guide.title}
          geometry={guide.geojson}
          bounds={guide.bounds}
          preview={view.routePreview}
          color={guide.difficulty_props.color}
          markers={mapMarkers}
          hasStaffLayers={canSeeStaffFields(user)}
          testId={mapTestId}
          onLoad={() => setIsMapLoaded(true)}
          onOpen={() => analytics.capture("map click", { ...guideReference(kind, guide.id), source: "explore_map_button" })}
        />
        {view.elevation && (
          <WhenNearView
            rootMargin="0px"
            placeholder={<div data-testid="elevation-placeholder" className={GUIDE_ELEVATION_BOX} />}
          >
            <GuideElevationSection elevation={view.elevation} />
          </WhenNearView>
        )}
        <PublicLandsCrossed lands={data.publicLands} />
        <RoadsUsed roads={data.roadsUsed} />
        <PhotoCarousel title={guide.title} slides={slidesWith(reviews ?? [])} />
        {information(isMapLoaded)}
      </div>
      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <SideBox route={guide} kind={kind} authorLabel={authorLabel} canonicalUrl={data.canonicalUrl} shareUrl={data.shareUrl} />
      </div>
      <div className="min-w-0 space-y-8 lg:col-start-1 lg:row-start-2">
        <DifficultyChangeSummary changes={difficultyChanges} onAddReview={openReviewForm} />
        <WhenNearView placeholder={<ReviewsPlaceholder />}>
          <ReviewManager
            routeId={guide.id}
            kind={kind}
            reviews={reviews}
            hasFailed={hasFailed}
            isFormOpen={isReviewFormOpen}
            onFormOpenChange={setIsReviewFormOpen}
            onChanged={refresh}
          />
        </WhenNearView>
      </div>
    </div>
  );
}
