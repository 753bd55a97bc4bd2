// What both state routes (/{country}/{slug} and /states/{code}) load for a state they found:
// counts, the best-rated trails, scout routes, parks, regions and the towns with trails.
import type { AppLoadContext } from "react-router";
import type { StateRecord } from "../../../server/modules/site/site.service";

/** The towns listed A to Z at the foot of the page: the first ones by name. */
export const TOWNS_SHOWN = 60;
export const CARDS_SHOWN = 6;
/** Regions and towns with trails, shown as links. */
const LINKS_SHOWN = 100;

export async function loadStatePage({ services, publicUrl }: AppLoadContext, { id, ...state }: StateRecord) {
  const [overview, { towns, count: townCount }] = await Promise.all([
    services.places.getStateOverview(id, { cards: CARDS_SHOWN, links: LINKS_SHOWN }),
    services.site.listFirstTownsInState(id, TOWNS_SHOWN),
  ]);
  return {
    state,
    ...overview,
    towns,
    townCount,
    publicUrl,
    canonicalUrl: `${publicUrl}/${state.country_code}/${state.slug}`,
  };
}

export type StatePageData = Awaited<ReturnType<typeof loadStatePage>>;
