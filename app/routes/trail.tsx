// /trails/{id} and /{country}/{slug}/trails/{id} (spec §2.11, trail page).
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { loadTrailPage } from "../features/guide-page/load-trail-page.server";
import { trailMeta } from "../features/guide-page/trail-meta";
import { TrailPage } from "../features/guide-page/trail-page";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";
import type { Route } from "./+types/trail";

export const loader = pageLoader(ROUTE_RULES.guideReader, ({ params, request, context }: Route.LoaderArgs) => {
  return loadTrailPage({ params, request, context });
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => trailMeta(loaderData, matches);

export const headers = publicPageHeaders;

export const handle = SHARED_WITHIN_TIER;

export default function TrailRoute({ loaderData }: Route.ComponentProps) {
  return <TrailPage {...loaderData} />;
}
