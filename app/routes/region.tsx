// /{country}/{slug}/regions/{region}: the canonical region page.
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { findPageState, redirectToCanonicalPath } from "../features/state-page/find-page-state.server";
import { loadRegionPage } from "../features/region-page/load-region-page.server";
import { regionMeta } from "../features/region-page/region-meta";
import { RegionPage } from "../features/region-page/region-page";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";
import type { Route } from "./+types/region";

export const loader = pageLoader(ROUTE_RULES.anyone, async ({ params, request, context }: Route.LoaderArgs) => {
  const state = await findPageState(context, request, params);
  const data = await loadRegionPage(context, request, { slug: params.region.toLowerCase(), stateId: state.id });
  redirectToCanonicalPath(request, data.path);
  return data;
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => regionMeta(loaderData, matches);

export const headers = publicPageHeaders;

export const handle = SHARED_WITHIN_TIER;

export default function RegionRoute({ loaderData }: Route.ComponentProps) {
  return <RegionPage region={loaderData.region} trails={loaderData.trails} scoutRoutes={loaderData.scoutRoutes} />;
}
