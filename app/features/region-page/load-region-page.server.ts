// What both region routes load: the region and its trails and scout routes, best rated first.
import type { AppLoadContext } from "react-router";
import { orPageNotFound } from "../../lib/service-errors.server";

export const CARDS_SHOWN = 24;

export async function loadRegionPage(
  { services, publicUrl }: AppLoadContext,
  request: Request,
  by: { slug: string; stateId?: number },
) {
  const region = await orPageNotFound(request, services.places.getRegion(by));
  const firstPage = { page: 1, pageSize: CARDS_SHOWN };
  const [trails, scoutRoutes] = await Promise.all([
    services.places.listTrailCards({ regionId: region.id }, "rating", firstPage),
    services.places.listScoutRouteCards({ regionId: region.id }, "rating", firstPage),
  ]);
  const path = `/${region.state.country_code}/${region.state.slug}/regions/${region.slug}`;
  return { region, trails, scoutRoutes, path, publicUrl, canonicalUrl: `${publicUrl}${path}` };
}

export type RegionPageData = Awaited<ReturnType<typeof loadRegionPage>>;
