// /best-trails and /beginner-trails: every state's towns with trails, by country.
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { cityListIndexMeta } from "../features/city-lists/city-list-meta";
import { CityListIndexPage } from "../features/city-lists/city-list-index-page";
import { cityListKindOf } from "../features/city-lists/city-list-kind";
import { loadCityListIndex } from "../features/city-lists/load-city-list.server";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";
import type { Route } from "./+types/city-trail-list-index";

export const loader = pageLoader(ROUTE_RULES.anyone, ({ request, context }: Route.LoaderArgs) => {
  return loadCityListIndex(context, cityListKindOf(new URL(request.url).pathname));
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => cityListIndexMeta(loaderData, matches);

export const headers = publicPageHeaders;

export const handle = SHARED_WITHIN_TIER;

export default function CityTrailListIndexRoute({ loaderData }: Route.ComponentProps) {
  return <CityListIndexPage {...loaderData} />;
}
