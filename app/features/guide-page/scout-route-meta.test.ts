import { describe, expect, it } from "vitest";
import type { ScoutRoutePageData } from "./load-scout-route-page.server";
import { scoutRouteMeta } from "./scout-route-meta";

const data = {
  route: {
    access: "preview",
    id: 42,
    slug: "42-moab-rim",
    title: "Moab Rim",
    state: { code: "UT", country_code: "US", slug: "utah", title: "Utah" },
    nearest_town_name: "Moab",
    county_name: "Grand",
    state_message: null,
    difficulty: null,
    difficulty_props: { color: "#FF69B4", label: "Unrated" },
    length: 7.4,
    review_average: 0,
    review_count: 0,
    hero_file_name: "/media/hero.jpg",
    hero_photo: { resized_medium: "/media/medium.jpg", resized_large: "/media/large.jpg" },
    teaser: "Slickrock above town.",
    published: true,
    user: null,
    created_at: "2026-01-01T00:00:00Z",
  },
  closestPreview: null,
  publicLands: [],
  roadsUsed: [],
  fullView: null,
  structuredData: [{ "@context": "https://schema.org", "@type": "TouristAttraction", name: "Moab Rim" }],
  forecast: null,
  canonicalUrl: "https://example.test/US/utah/scout-routes/42-moab-rim",
  shareUrl: "https://trailguide.onelink.me/app",
  weeklyCost: "$0.77",
  totalCost: "$39.99",
} satisfies ScoutRoutePageData;

describe(scoutRouteMeta.name, () => {
  it("points the canonical link and Open Graph URL at the state path", () => {
    const meta = scoutRouteMeta(data);
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: data.canonicalUrl });
    expect(meta).toContainEqual({ property: "og:url", content: data.canonicalUrl });
  });

  it("makes the hero image absolute for link previews", () => {
    expect(scoutRouteMeta(data)).toContainEqual({ property: "og:image", content: "https://example.test/media/hero.jpg" });
  });

  it("names the route, its town and state in the title", () => {
    expect(scoutRouteMeta(data)[0]).toEqual({ title: "Moab Rim - Scout Route near Moab, Utah | Trailguide" });
  });

  it("places the loader's structured data in the head as JSON-LD", () => {
    expect(scoutRouteMeta(data)).toContainEqual({ "script:ld+json": data.structuredData[0] });
  });
});
