// /regions/{slug}: the region with that slug (the first by id when states share it); its
// canonical link points to /{country}/{slug}/regions/{region}.
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { loadRegionPage } from "../features/region-page/load-region-page.server";
import { regionMeta } from "../features/region-page/region-meta";
import { RegionPage } from "../features/region-page/region-page";
import { publicPageHeaders } from "../lib/page-cache-headers";
import { SHARED_WITHIN_TIER } from "../../shared/domain/page-sharing";
import type { Route } from "./+types/region-by-slug";

export const loader = pageLoader(ROUTE_RULES.anyone, ({ params, request, context }: Route.LoaderArgs) => {
  return loadRegionPage(context, request, { slug: params.slug.toLowerCase() });
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => regionMeta(loaderData, matches);

export const headers = publicPageHeaders;

export const handle = SHARED_WITHIN_TIER;

export default function RegionBySlugRoute({ loaderData }: Route.ComponentProps) {
  return <RegionPage region={loaderData.region} trails={loaderData.trails} scoutRoutes={loaderData.scoutRoutes} />;
}
