// The page both guide kinds share (spec §2.11): header, Internal Details, then the paywall with the
// review count and average, or the full guide (full-guide-layout.tsx). Each kind's page brings its
// header, tabs, photo order and side-box actions.
import { lazy, Suspense, useEffect, useMemo } from "react";
import { useHref } from "react-router";
import type { ClosestPreview, ScoutRoute } from "../../../shared/contracts/scout-route.contract";
import type { Trail } from "../../../shared/contracts/trail.contract";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { useHydrated } from "../../lib/use-hydrated";
import { guideApi, type GuideSegment } from "./guide-api";
import { serverReadyLazy } from "../../lib/server-ready-lazy";
import { PAYWALL_LOCATION } from "./paywall-location";
import type { FullGuideView } from "./full-guide-view.server";
import type { PublicLandRef, RoadUsed } from "./public-lands";
import { useScrollToHashOnLoad } from "./scroll-to-anchor";
import { useT } from "../../lib/i18n";

/**
 * Staff only, so its code loads only for them, once the page is interactive: a panel drawn by the
 * server but hydrated only when its code arrives would drop what staff type before then.
 */
const InternalDetails = lazy(() => import("./internal-details").then((module) => ({ default: module.InternalDetails })));

/** The non-paid view is a chunk of its own: members never load it (ADR 0064). */
const PaywallView = serverReadyLazy(() => import("./paywall-view").then((module) => ({ default: module.PaywallView })));

/** What both loaders give the page around the guide. */
export interface GuidePageData {
  closestPreview: ClosestPreview | null;
  publicLands: readonly PublicLandRef[];
  roadsUsed: readonly RoadUsed[];
  /** What the full guide shows, worked out by the loader; null behind the paywall. */
  fullView: FullGuideView | null;
  canonicalUrl: string;
  shareUrl: string;
  weeklyCost: string;
  totalCost: string;
}

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
  const isHydrated = useHydrated();
  const { t } = useT();
  const suggestEditHref = useHref(`/suggest-edit?${kind === "trails" ? "trail" : "scout_route"}=${guide.id}`);
  useScrollToHashOnLoad();
  useRecordScreenView(guide.id, kind);

  // The same element on every render: an update reaching the paywall before its chunk has hydrated it
  // would make React throw its server HTML away and draw it again.
  const hasFullGuide = fullGuide != null;
  const paywall = useMemo(
    () =>
      hasFullGuide ? null : (
        <Suspense>
          <PaywallView guide={guide} location={paywallLocation} data={data} />
        </Suspense>
      ),
    [hasFullGuide, guide, paywallLocation, data],
  );

  return (
    <article aria-labelledby={titleId} className="pb-12">
      {header}
      {guide.internal && isHydrated && (
        <div className="mx-auto mt-6 max-w-[1200px] px-4 sm:px-6">
          <Suspense fallback={null}>
            <InternalDetails guide={guide} internal={guide.internal} kind={kind} />
          </Suspense>
        </div>
      )}
      {/* Drawn by the server with the page and kept as drawn until its chunk hydrates it: nothing moves. */}
      {fullGuide ?? paywall}
      {/* A plain link: the form lives on its own page, so the guide page ships no code for it (ADR 0043). */}
      <p className="mx-auto mt-10 max-w-[1200px] px-4 text-sm text-grey sm:px-6">
        {t("Something out of date?")}{" "}
        <a href={suggestEditHref} className={TEXT_LINK_CLASSES}>
          {t("Suggest an edit")}
        </a>
      </p>
    </article>
  );
}

/**
 * One page view per visit of a guide; failures do not concern the reader (spec §8). The analytics
 * views ("trail view", "scout route view") are sent with every page's view (app/lib/analytics.ts).
 */
function useRecordScreenView(guideId: number, kind: GuideSegment) {
  useEffect(() => {
    guideApi.recordScreenView(guideId, kind).catch(() => undefined);
  }, [guideId, kind]);
}
