// What both state routes (/{country}/{slug} and /states/{code}) load for a state they found:
// counts, the best-rated trails, scout routes, parks, regions, the towns with trails and a map of
// its guides' trailheads, and the announcements aimed at it.
import type { AppLoadContext } from "react-router";
import { MAP_GUIDES_MAX_LIMIT } from "../../../shared/contracts/map.contract";
import type { StateRecord } from "../../../server/modules/site/site.service";
import { stateMapShape } from "./state-map-shape.server";

/** The towns listed A to Z at the foot of the page: the first ones by name. */
export const TOWNS_SHOWN = 60;
export const CARDS_SHOWN = 6;
/** Regions and towns with trails, shown as links. */
const LINKS_SHOWN = 100;
/** The map of the state's guides asks for every guide with a trailhead in the state, wherever it is. */
const EVERYWHERE = { west: -180, south: -85, east: 180, north: 85 };

export async function loadStatePage({ services, publicUrl }: AppLoadContext, { id, ...state }: StateRecord) {
  const [overview, { towns, count: townCount }, outline, mapped, notices] = await Promise.all([
    services.places.getStateOverview(id, { cards: CARDS_SHOWN, links: LINKS_SHOWN }),
    services.site.listFirstTownsInState(id, TOWNS_SHOWN),
    state.country_code === "US" ? services.places.getStateOutline(state.title) : null,
    // The same for every reader: no "fits my rig", so nobody's garage is read.
    services.map.listGuidesInView(EVERYWHERE, { state: state.code }, MAP_GUIDES_MAX_LIMIT, null),
    services.announcementAdmin.shownOn("states", state.slug),
  ]);
  return {
    state,
    ...overview,
    towns,
    townCount,
    guidesMap: stateMapShape(outline, mapped.results),
    notices,
    publicUrl,
    canonicalUrl: `${publicUrl}/${state.country_code}/${state.slug}`,
  };
}

export type StatePageData = Awaited<ReturnType<typeof loadStatePage>>;
