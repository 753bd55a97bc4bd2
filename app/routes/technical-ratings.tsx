import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { pageMeta } from "../components/article/page-meta";
import { metaTranslator } from "../lib/i18n";
import { TechnicalRatingsPage } from "../features/technical-ratings/technical-ratings-page";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";
import type { Route } from "./+types/technical-ratings";

export const loader = pageLoader(ROUTE_RULES.anyone, ({ context }: Route.LoaderArgs) => {
  return { canonicalUrl: `${context.services.publicUrl}/technical-ratings` };
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t, locale } = metaTranslator(matches);
  const title = t("Technical ratings explained");
  return pageMeta({
    title,
    description: t(
      "How Trailguide rates off-road trails from 1 to 10: Easy, Moderate, Difficult, Severe and Extreme, and the points of concern each guide lists.",
    ),
    canonicalUrl: loaderData?.canonicalUrl ?? "/technical-ratings",
    structuredData: { "@type": "Article", headline: title },
    locale,
  });
};

export const headers = publicPageHeaders;

export const handle = SHARED_WITHIN_TIER;

export default function TechnicalRatingsRoute() {
  return <TechnicalRatingsPage />;
}
