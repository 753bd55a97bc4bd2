import { describe, expect, it } from "vitest";
import type { TrailPageData } from "./load-trail-page.server";
import { trailMeta } from "./trail-meta";

const data = {
  trail: {
    access: "preview",
    title: "Moab Bench Loop",
    nearest_town_name: "Moab",
    state: { title: "Utah", slug: "utah", country_code: "US" },
    review_average: 4.5,
    review_count: 12,
    length: 12.5,
    difficulty_props: { color: "#FAD201", label: "Difficult" },
    technical_rating_low: 6,
    technical_rating_high: 7,
    teaser: "Ledges and views.",
    hero_file_name: "/media/hero.jpg",
  },
  canonicalUrl: "https://example.test/US/utah/trails/7-moab-bench-loop",
  structuredData: [{ "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: [] }],
} as unknown as TrailPageData;

describe(trailMeta.name, () => {
  it("names the trail, its place and rating, and links the canonical page", () => {
    const meta = trailMeta(data);
    expect(meta).toContainEqual({ title: "Moab Bench Loop - Off-Road Trail near Moab, Utah | Trailguide" });
    expect(meta).toContainEqual({
      name: "description",
      content: "Moab Bench Loop: a 12.5 mi difficult off-road trail rated 6-7 near Moab, Utah. Ledges and views.",
    });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: data.canonicalUrl });
    expect(meta).toContainEqual({ property: "og:image", content: "https://example.test/media/hero.jpg" });
  });

  it("places the loader's structured data in the head as JSON-LD", () => {
    expect(trailMeta(data)).toContainEqual({ "script:ld+json": data.structuredData[0] });
  });

  it("has a not-found title without data", () => {
    expect(trailMeta(undefined)).toEqual([{ title: "Trail not found | Trailguide" }]);
  });
});
