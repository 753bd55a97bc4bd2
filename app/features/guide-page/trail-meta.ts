import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "../../components/article/page-meta";
import { formatTechnicalRating } from "../../../shared/domain/difficulty";
import { guideJsonLd } from "./guide-json-ld";
import type { TrailPageData } from "./load-trail-page.server";

const SITE_NAME = "Trailguide";

/** Title, description, canonical link, Open Graph tags and JSON-LD, whichever URL rendered the page. */
export function trailMeta(data: TrailPageData | undefined): MetaDescriptor[] {
  if (!data) return [{ title: `Trail not found | ${SITE_NAME}` }];
  const { trail, canonicalUrl, trailhead } = data;
  const title = `${trail.title} - Off-Road Trail near ${trail.nearest_town_name}, ${trail.state.title} | ${SITE_NAME}`;
  const rating = formatTechnicalRating(trail.technical_rating_low, trail.technical_rating_high);
  const ratingText = rating ? ` rated ${rating}` : "";
  const description =
    `${trail.title}: a ${trail.length} mi ${trail.difficulty_props.label.toLowerCase()} off-road trail${ratingText} near ${trail.nearest_town_name}, ${trail.state.title}. ${trail.teaser}`.slice(
      0,
      300,
    );
  const image = trail.hero_file_name ? absoluteUrl(trail.hero_file_name, canonicalUrl) : null;
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
    ...guideJsonLd({ guide: trail, description, canonicalUrl, imageUrl: image, trailhead }),
  ];
}
