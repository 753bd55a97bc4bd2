// What both state routes (/{country}/{slug} and /states/{code}) load for a state they found.
import type { AppLoadContext } from "react-router";
import type { StateRecord } from "../../../server/modules/site/site.service";

/** The towns listed on the page: the first ones by name. */
export const TOWNS_SHOWN = 60;

export async function loadStatePage({ services, publicUrl }: AppLoadContext, { id, ...state }: StateRecord) {
  const [towns, townCount] = await Promise.all([
    services.site.listTownsInState(id, TOWNS_SHOWN),
    services.site.countTownsInState(id),
  ]);
  return { state, towns, townCount, canonicalUrl: `${publicUrl}/${state.country_code}/${state.slug}` };
}

export type StatePageData = Awaited<ReturnType<typeof loadStatePage>>;
