import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { pageMeta } from "../components/article/page-meta";
import { BadgeOfHonorPage } from "../features/feature-pages/badge-of-honor-page";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";
import { metaTranslator } from "../lib/i18n";
import type { Route } from "./+types/badge-of-honor";

// The programme is public and the same for every reader, so the page stays shared within a tier
// (ADR 0022); the member's own claims load in the browser.
export const loader = pageLoader(ROUTE_RULES.anyone, async ({ context }: Route.LoaderArgs) => {
  return {
    canonicalUrl: `${context.services.publicUrl}/badge-of-honor`,
    programme: await context.services.badgeOfHonor.programme(),
  };
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t, locale } = metaTranslator(matches);
  return pageMeta({
    title: t("Badge of Honor"),
    description: t(
      "Drive the hardest trails in the Trailguide collection, send a claim with your photos and climb the Badge of Honor leaderboard.",
    ),
    canonicalUrl: loaderData?.canonicalUrl ?? "/badge-of-honor",
    structuredData: { "@type": "WebPage", name: t("Badge of Honor") },
    locale,
  });
};

export const headers = publicPageHeaders;

export const handle = SHARED_WITHIN_TIER;

export default function BadgeOfHonorRoute({ loaderData }: Route.ComponentProps) {
  return <BadgeOfHonorPage programme={loaderData.programme} />;
}
