// What both state routes (/{country}/{slug} and /states/{code}) load for a state they found:
// counts, the best-rated trails, scout routes, parks, regions and the towns with trails.
import type { AppLoadContext } from "react-router";
import type { StateRecord } from "../../../server/modules/site/site.service";

/** The towns listed A to Z at the foot of the page: the first ones by name. */
export const TOWNS_SHOWN = 60;
export const CARDS_SHOWN = 6;
const FIRST_PAGE = { page: 1, pageSize: CARDS_SHOWN };

export async function loadStatePage({ services, publicUrl }: AppLoadContext, { id, ...state }: StateRecord) {
  const { places, site } = services;
  const [counts, topTrails, scoutRoutes, orvParks, regions, townsWithTrails, towns, townCount] = await Promise.all([
    places.getStateCounts(id),
    places.listTrailCards({ stateId: id }, "rating", FIRST_PAGE),
    places.listScoutRouteCards({ stateId: id }, "rating", FIRST_PAGE),
    places.listOrvParks(state.code, FIRST_PAGE),
    places.listRegions(state.code, { page: 1, pageSize: 100 }),
    places.listTownsWithTrails(state.code, { page: 1, pageSize: 100 }),
    site.listTownsInState(id, TOWNS_SHOWN),
    site.countTownsInState(id),
  ]);
  return {
    state,
    counts,
    topTrails: topTrails.results,
    scoutRoutes: scoutRoutes.results,
    orvParks: orvParks.results,
    regions: regions.results,
    townsWithTrails: townsWithTrails.results,
    towns,
    townCount,
    publicUrl,
    canonicalUrl: `${publicUrl}/${state.country_code}/${state.slug}`,
  };
}

export type StatePageData = Awaited<ReturnType<typeof loadStatePage>>;
