import type { MetaDescriptor } from "react-router";
import { formatTechnicalRating } from "../../../shared/domain/difficulty";
import type { Trail } from "../../../shared/contracts/trail.contract";
import type { TrailPageData } from "./load-trail-page.server";

const SITE_NAME = "Trailguide";

/** The page's description: length, difficulty, rating and place, then the teaser; at most 300 characters. */
export function trailDescription(trail: Trail): string {
  const rating = formatTechnicalRating(trail.technical_rating_low, trail.technical_rating_high);
  const ratingText = rating ? ` rated ${rating}` : "";
  return `${trail.title}: a ${trail.length} mi ${trail.difficulty_props.label.toLowerCase()} off-road trail${ratingText} near ${trail.nearest_town_name}, ${trail.state.title}. ${trail.teaser}`.slice(
    0,
    300,
  );
}

/** Title, description, canonical link, Open Graph tags and the loader's JSON-LD, whichever URL rendered the page. */
export function trailMeta(data: TrailPageData | undefined): MetaDescriptor[] {
  if (!data) return [{ title: `Trail not found | ${SITE_NAME}` }];
  const { trail, canonicalUrl, structuredData } = data;
  const title = `${trail.title} - Off-Road Trail near ${trail.nearest_town_name}, ${trail.state.title} | ${SITE_NAME}`;
  const description = trailDescription(trail);
  const image = trail.hero_file_name ? new URL(trail.hero_file_name, canonicalUrl).href : null;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonicalUrl },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonicalUrl },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    ...structuredData.map((item) => ({ "script:ld+json": item })),
  ];
}
