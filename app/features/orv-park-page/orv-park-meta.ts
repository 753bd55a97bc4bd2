import type { MetaDescriptor } from "react-router";
import type { OrvParkDetail } from "../../../shared/contracts/places.contract";
import { statePath } from "../../components/guide-card/card-links";
import { placeMeta } from "../../components/guide-card/place-meta";
import type { Crumb } from "../../components/guide-card/place-page";
import type { OrvParkPageData } from "./load-orv-park-page.server";

export function orvParkCrumbs(park: OrvParkDetail): Crumb[] {
  return [{ name: "Home", path: "/" }, { name: park.state.title, path: statePath(park.state) }, { name: park.title }];
}

/** "Sand Hollow OHV Area near Hurricane, Utah: 20,000 acres, 120 mi of trails." */
export function orvParkDescription(park: OrvParkDetail): string {
  const facts = [
    park.acreage !== null && `${park.acreage.toLocaleString("en-US")} acres`,
    park.trail_miles !== null && `${park.trail_miles.toLocaleString("en-US")} mi of trails`,
  ].filter(Boolean);
  return `${park.title}, an ORV park near ${park.nearest_town_name}, ${park.state.title}${facts.length ? `: ${facts.join(", ")}` : ""}.`;
}

export function orvParkMeta(data: OrvParkPageData | undefined): MetaDescriptor[] {
  if (!data) return [{ title: "ORV park not found | Trailguide" }];
  const { park, publicUrl, canonicalUrl } = data;
  return placeMeta({
    title: `${park.title}: ORV park in ${park.state.title}`,
    description: orvParkDescription(park),
    canonicalUrl,
    publicUrl,
    crumbs: orvParkCrumbs(park),
    imagePath: park.hero_photo?.resized_large,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": ["TouristAttraction", "Place"],
        name: park.title,
        url: canonicalUrl,
        description: orvParkDescription(park),
        ...(park.hero_photo ? { image: `${publicUrl}${park.hero_photo.resized_large}` } : {}),
        ...(park.website_url ? { sameAs: park.website_url } : {}),
        geo: { "@type": "GeoCoordinates", latitude: park.latitude, longitude: park.longitude },
        address: {
          "@type": "PostalAddress",
          addressLocality: park.nearest_town_name,
          addressRegion: park.state.code,
          addressCountry: park.state.country_code,
        },
      },
    ],
  });
}
