// /{country}/{slug}/{city}/best-trails and /{country}/{slug}/{city}/beginner-trails.
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { cityListKindOf, cityListPath } from "../features/city-lists/city-list-kind";
import { cityListMeta } from "../features/city-lists/city-list-meta";
import { CityListPage } from "../features/city-lists/city-list-page";
import { loadCityList } from "../features/city-lists/load-city-list.server";
import { findPageState, redirectToCanonicalPath } from "../features/state-page/find-page-state.server";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";
import type { Route } from "./+types/city-trail-list";

export const loader = pageLoader(ROUTE_RULES.anyone, async ({ params, request, context }: Route.LoaderArgs) => {
  const kind = cityListKindOf(new URL(request.url).pathname);
  const state = await findPageState(context, request, params);
  const data = await loadCityList(context, request, state, params.city, kind);
  redirectToCanonicalPath(request, cityListPath(data.state, data.town.slug, kind));
  return data;
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => cityListMeta(loaderData, matches);

export const headers = publicPageHeaders;

export const handle = SHARED_WITHIN_TIER;

export default function CityTrailListRoute({ loaderData }: Route.ComponentProps) {
  return <CityListPage {...loaderData} />;
}
