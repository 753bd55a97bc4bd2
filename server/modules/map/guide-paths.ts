// Canonical page paths of the guides on the map, as the pages and the sitemap build them:
// /{country}/{state}/trails/{id}-{slug}, .../scout-routes/{id}-{slug}, .../orv-parks/{slug}.
import { GUIDE_SEGMENTS } from "../../../shared/domain/guide-href";

interface PlacedGuide {
  id: number;
  slug: string;
  countryCode: string;
  stateSlug: string;
}

export function guidePath(kind: "trail" | "scout-route", guide: PlacedGuide): string {
  return `/${guide.countryCode}/${guide.stateSlug}/${GUIDE_SEGMENTS[kind]}/${guide.id}-${guide.slug}`;
}

export function orvParkPath(park: Omit<PlacedGuide, "id">): string {
  return `/${park.countryCode}/${park.stateSlug}/orv-parks/${park.slug}`;
}
