// Structured data of a guide page (issue 14): the guide as a schema.org TouristAttraction (where its
// trailhead is, its town and state, its readers' rating) and the breadcrumb from home through its
// state, so search engines can show the place, the stars and the path. Built by the page's loader
// so that none of it weighs on the page's JavaScript; the meta function only places it.
import { breadcrumbJsonLd } from "../../components/guide-card/place-meta";
import { statePath } from "../../components/guide-card/card-links";
import type { ScoutRoute } from "../../../shared/contracts/scout-route.contract";
import type { Trail } from "../../../shared/contracts/trail.contract";

/** schema.org wants ISO 3166 country codes; the product writes Canada "CAN". */
const ISO_COUNTRY = { US: "US", CAN: "CA", MX: "MX" } as const;

export interface GuideJsonLdInput {
  guide: Trail | ScoutRoute;
  description: string;
  canonicalUrl: string;
  trailhead: { latitude: number; longitude: number };
}

export function guideJsonLd({ guide, description, canonicalUrl, trailhead }: GuideJsonLdInput): Record<string, unknown>[] {
  const origin = new URL(canonicalUrl).origin;
  const imageUrl = guide.hero_file_name ? new URL(guide.hero_file_name, canonicalUrl).href : null;
  const attraction = {
    "@context": "https://schema.org",
    "@type": "TouristAttraction",
    name: guide.title,
    description,
    url: canonicalUrl,
    ...(imageUrl ? { image: imageUrl } : {}),
    geo: { "@type": "GeoCoordinates", latitude: trailhead.latitude, longitude: trailhead.longitude },
    address: {
      "@type": "PostalAddress",
      addressLocality: guide.nearest_town_name,
      addressRegion: guide.state.title,
      addressCountry: ISO_COUNTRY[guide.state.country_code],
    },
    ...(guide.review_count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: guide.review_average,
            reviewCount: guide.review_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  const crumbs = [{ name: "Home", path: "/" }, { name: guide.state.title, path: statePath(guide.state) }, { name: guide.title }];
  return [attraction, breadcrumbJsonLd(origin, crumbs, canonicalUrl)];
}
