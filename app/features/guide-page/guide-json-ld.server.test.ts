import { describe, expect, it } from "vitest";
import type { Trail } from "../../../shared/contracts/trail.contract";
import { guideJsonLd } from "./guide-json-ld.server";

const trail = {
  title: "Moab Bench Loop",
  nearest_town_name: "Moab",
  state: { title: "Utah", slug: "utah", country_code: "US", code: "UT" },
  review_average: 4.5,
  review_count: 12,
  hero_file_name: "/media/hero.jpg",
} as Trail;

const input = {
  guide: trail,
  description: "Ledges and views.",
  canonicalUrl: "https://example.test/US/utah/trails/7-moab-bench-loop",
  trailhead: { latitude: 38.6, longitude: -109.6 },
};

describe(guideJsonLd.name, () => {
  it("describes the guide as a place: trailhead, town and state, image and readers' rating", () => {
    expect(guideJsonLd(input)[0]).toEqual({
      "@context": "https://schema.org",
      "@type": "TouristAttraction",
      name: "Moab Bench Loop",
      description: "Ledges and views.",
      url: input.canonicalUrl,
      image: "https://example.test/media/hero.jpg",
      geo: { "@type": "GeoCoordinates", latitude: 38.6, longitude: -109.6 },
      address: { "@type": "PostalAddress", addressLocality: "Moab", addressRegion: "Utah", addressCountry: "US" },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 12, bestRating: 5, worstRating: 1 },
    });
  });

  it("leaves the rating out before the first review, and writes Canada's ISO code", () => {
    const [place] = guideJsonLd({
      ...input,
      guide: { ...trail, review_count: 0, state: { ...trail.state, country_code: "CAN" } },
    });
    expect(place).not.toHaveProperty("aggregateRating");
    expect(place).toMatchObject({ address: { addressCountry: "CA" } });
  });

  it("gives the breadcrumb from home through the state to the guide", () => {
    expect(guideJsonLd(input)[1]).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://example.test/" },
        { "@type": "ListItem", position: 2, name: "Utah", item: "https://example.test/US/utah" },
        { "@type": "ListItem", position: 3, name: "Moab Bench Loop", item: input.canonicalUrl },
      ],
    });
  });
});
