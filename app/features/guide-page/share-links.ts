// Addresses of a scout route or trail (spec §2.11): its canonical page, the app deep link and directions.
import type { GuideSegment } from "./guide-api";
import type { CountryCode } from "../../../shared/domain/countries";
import type { Bounds } from "../../../shared/geo/geometry";

/** The mobile-app deep-link service; the app opens the route, the web falls back to the store. */
export const DEEP_LINK_BASE_URL = "https://trailguide.onelink.me/app";

interface RouteAddress {
  id: number;
  slug: string;
  state: { country_code: CountryCode; slug: string };
}

/** "/US/utah/scout-routes/42-moab-rim": the canonical path, whichever URL rendered the page. */
export function scoutRoutePath({ slug, state }: RouteAddress): string {
  return `/${state.country_code}/${state.slug}/scout-routes/${slug}`;
}

export function scoutRouteCanonicalUrl(publicUrl: string, route: RouteAddress): string {
  return `${publicUrl.replace(/\/+$/, "")}${scoutRoutePath(route)}`;
}

/** Bounds as the deep link reads them: "west,south,east,north". */
export function formatBounds([[west, south], [east, north]]: Bounds): string {
  return [west, south, east, north].join(",");
}

export function scoutRouteDeepLink(id: number, bounds: Bounds | null): string {
  const query = new URLSearchParams({
    deep_link_value: "scoutroute",
    deep_link_sub1: String(id),
    ...(bounds ? { deep_link_sub2: formatBounds(bounds) } : {}),
    channel: "website",
  });
  return `${DEEP_LINK_BASE_URL}?${query.toString()}`;
}

export type MapsApp = "apple" | "google";

/** Apple devices open Apple Maps; everything else opens Google Maps (the app where installed). */
export function mapsAppFor(userAgent: string): MapsApp {
  return /iPhone|iPad|iPod|Macintosh/.test(userAgent) ? "apple" : "google";
}

/** Driving directions to a [lng, lat] point in the platform's maps app. */
export function directionsUrl([longitude, latitude]: readonly [number, number, ...number[]], app: MapsApp = "google"): string {
  return app === "apple"
    ? `https://maps.apple.com/?daddr=${latitude},${longitude}&dirflg=d`
    : `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

/** /{country}/{state}/trails/{id-slug} of a nearby preview trail. */
export function trailPath({ slug, state }: { slug: string; state: { country_code: CountryCode; slug: string } }): string {
  return `/${state.country_code}/${state.slug}/trails/${slug}`;
}

export function trailCanonicalUrl(publicUrl: string, trail: RouteAddress): string {
  return `${publicUrl.replace(/\/+$/, "")}${trailPath(trail)}`;
}

export function trailDeepLink(id: number, bounds: Bounds | null): string {
  const query = new URLSearchParams({
    deep_link_value: "trail",
    deep_link_sub1: String(id),
    ...(bounds ? { deep_link_sub2: formatBounds(bounds) } : {}),
    channel: "website",
  });
  return `${DEEP_LINK_BASE_URL}?${query.toString()}`;
}

/** The API address of a guide's GPX file. */
export function gpxPath(kind: GuideSegment, id: number): string {
  return `/api/v2/${kind}/${id}/gpx/`;
}
