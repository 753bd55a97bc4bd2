// The scout route page (spec §2.11): the paywall for non-paid readers, the full guide for members,
// and Internal Details for staff.
import { useEffect, useState } from "react";
import type { ScoutRouteFull } from "../../../shared/contracts/scout-route.contract";
import { ToastProvider } from "../../components/ui/toast";
import { analytics } from "../../lib/analytics";
import { DifficultyChangeSummary } from "./difficulty-change-summary";
import { InternalDetails } from "./internal-details";
import type { ScoutRoutePageData } from "./load-scout-route-page.server";
import { Paywall } from "./paywall";
import { PhotoCarousel } from "./photo-carousel";
import { buildPhotoSlides } from "./photo-slides";
import { ReviewManager } from "./review-manager";
import { RouteHeader } from "./route-header";
import { RouteMap } from "./route-map";
import { scoutRouteApi } from "./scout-route-api";
import { REVIEW_ANCHOR_ID, scrollToAnchor, useScrollToHashOnLoad } from "./scroll-to-anchor";
import { SideBox } from "./side-box";
import { TrailInformation } from "./trail-information";
import { useReviews } from "./use-reviews";

export function ScoutRoutePage(data: ScoutRoutePageData) {
  const { route } = data;
  useScrollToHashOnLoad();
  useRecordScreenView(route.id);

  return (
    <ToastProvider>
      <article aria-labelledby="scout-route-title" className="pb-12">
        <RouteHeader route={route} />
        {route.internal && (
          <div className="mx-auto mt-6 max-w-[1200px] px-4 sm:px-6">
            <InternalDetails route={{ ...route, internal: route.internal }} />
          </div>
        )}
        {route.access === "full" ? (
          <FullGuide key={route.id} route={route} data={data} />
        ) : (
          <Paywall route={route} weeklyCost={data.weeklyCost} totalCost={data.totalCost} closestPreview={data.closestPreview} />
        )}
      </article>
    </ToastProvider>
  );
}

/** One page view per visit of a route; failures do not concern the reader (spec §8). */
function useRecordScreenView(routeId: number) {
  useEffect(() => {
    scoutRouteApi.recordScreenView(routeId).catch(() => undefined);
    analytics.capture("scout route view", { scout_route_id: routeId });
  }, [routeId]);
}

function FullGuide({ route, data }: { route: ScoutRouteFull; data: ScoutRoutePageData }) {
  const [isMapLoaded, setIsMapLoaded] = useState(false);
  const [isReviewFormOpen, setIsReviewFormOpen] = useState(false);
  const { reviews, difficultyChanges, hasFailed, refresh } = useReviews(route.id);
  const slides = buildPhotoSlides(route, reviews ?? []);

  function openReviewForm() {
    setIsReviewFormOpen(true);
    scrollToAnchor(REVIEW_ANCHOR_ID);
  }

  return (
    <div className="mx-auto mt-6 grid max-w-[1200px] grid-cols-1 gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_320px]">
      <div className="min-w-0 space-y-8">
        <RouteMap
          title={route.title}
          geometry={route.geojson}
          bounds={route.bounds}
          color={route.difficulty_props.color}
          onLoad={() => setIsMapLoaded(true)}
        />
        <PhotoCarousel title={route.title} slides={slides} />
        <TrailInformation route={route} isMapLoaded={isMapLoaded} forecast={data.forecast} />
        <DifficultyChangeSummary changes={difficultyChanges} onAddReview={openReviewForm} />
        <ReviewManager
          routeId={route.id}
          reviews={reviews}
          hasFailed={hasFailed}
          isFormOpen={isReviewFormOpen}
          onFormOpenChange={setIsReviewFormOpen}
          onChanged={refresh}
        />
      </div>
      {/* Beside the guide from 1024px; below it, folded into the flow. */}
      <div className="lg:order-none">
        <SideBox route={route} canonicalUrl={data.canonicalUrl} shareUrl={data.shareUrl} />
      </div>
    </div>
  );
}
