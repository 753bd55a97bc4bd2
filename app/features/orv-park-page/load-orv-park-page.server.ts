// What both ORV park routes load: the park (published only) and the trails around it.
import type { AppLoadContext } from "react-router";
import { orPageNotFound } from "../../lib/service-errors.server";
import { NEARBY_TRAIL_MILES } from "./nearby";
const CARDS_SHOWN = 6;

export async function loadOrvParkPage(
  { services, publicUrl }: AppLoadContext,
  request: Request,
  by: { slug: string; stateId?: number },
) {
  const { cityId, ...park } = await orPageNotFound(request, services.places.getOrvPark(by));
  const near = { cityId, latitude: park.latitude, longitude: park.longitude, radiusMiles: NEARBY_TRAIL_MILES };
  const nearbyTrails = await services.places.listTrailCards({ near }, "rating", { page: 1, pageSize: CARDS_SHOWN });
  const path = `/${park.state.country_code}/${park.state.slug}/orv-parks/${park.slug}`;
  return { park, nearbyTrails: nearbyTrails.results, path, publicUrl, canonicalUrl: `${publicUrl}${path}` };
}

export type OrvParkPageData = Awaited<ReturnType<typeof loadOrvParkPage>>;

/** More than any country has states: every park that shares a slug fits one page. */
const PARKS_SHARING_A_SLUG = 100;

/**
 * /orv-parks/{slug}: the park when one has that slug; when parks of different states share it, the
 * parks to choose from, so none is out of reach by its short URL.
 */
export async function loadOrvParkBySlug(context: AppLoadContext, request: Request, slug: string) {
  const named = await context.services.places.listOrvParks({ slug }, { page: 1, pageSize: PARKS_SHARING_A_SLUG });
  if (named.count > 1) return { kind: "choices" as const, parks: named.results };
  return { kind: "park" as const, ...(await loadOrvParkPage(context, request, { slug })) };
}
