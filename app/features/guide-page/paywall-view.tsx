// What a reader who may not read the guide sees in its place (spec §2.11 "Non-paid view"): the
// paywall and the locked reviews, a chunk of their own that members never load (ADR 0064).
import type { GuidePageData } from "./guide-page-layout";
import { LockedReviews } from "./locked-reviews";
import { Paywall } from "./paywall";
import type { ScoutRoute } from "../../../shared/contracts/scout-route.contract";

interface PaywallViewProps {
  guide: Pick<ScoutRoute, "title" | "hero_file_name" | "hero_photo" | "teaser" | "review_average" | "review_count">;
  location: string;
  data: GuidePageData;
}

export function PaywallView({ guide, location, data }: PaywallViewProps) {
  return (
    <>
      <Paywall
        route={guide}
        location={location}
        weeklyCost={data.weeklyCost}
        totalCost={data.totalCost}
        closestPreview={data.closestPreview}
      />
      <LockedReviews guide={guide} location={location} />
    </>
  );
}
