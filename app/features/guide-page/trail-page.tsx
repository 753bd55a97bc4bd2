// The trail page (spec §2.11, built like the scout route page): the shared guide page with the trail's
// badges and technical rating, its waypoints on the map, its tabs and the GPX download.
import { AllAccessBadge, BadgeOfHonorMarker, trailBadgeType } from "./all-access-badge";
import { FullTrail } from "./full-trail";
import { GuidePageLayout } from "./guide-page-layout";
import type { TrailPageData } from "./load-trail-page.server";
import { RouteHeader } from "./route-header";
import { TechnicalRating } from "./technical-rating";
import { GuideHtml } from "./guide-html";
import { useT } from "../../lib/i18n";

const TRAIL_TITLE_ID = "trail-title";

export function TrailPage(data: TrailPageData) {
  const { trail } = data;
  const { t } = useT();
  return (
    <GuidePageLayout
      guide={trail}
      kind="trails"
      titleId={TRAIL_TITLE_ID}
      header={
        <RouteHeader
          route={trail}
          kindLabel={t("Trails")}
          titleId={TRAIL_TITLE_ID}
          badges={
            <>
              <AllAccessBadge type={trailBadgeType(trail)} />
              {trail.is_boh && <BadgeOfHonorMarker />}
            </>
          }
        >
          <p className="inline-flex items-center gap-2 text-sm">
            <span>{t("Technical Rating")}</span>
            <TechnicalRating trail={trail} />
          </p>
          {data.badgeHoldersHtml && <GuideHtml html={data.badgeHoldersHtml} />}
        </RouteHeader>
      }
      data={data}
      paywallLocation="trail_paywall"
      fullGuide={
        trail.access === "full" && data.fullView ? (
          <FullTrail key={trail.id} trail={trail} data={data} view={data.fullView} />
        ) : null
      }
    />
  );
}
