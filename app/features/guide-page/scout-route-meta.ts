import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "../../components/article/page-meta";
import { guideJsonLd } from "./guide-json-ld";
import type { ScoutRoutePageData } from "./load-scout-route-page.server";

const SITE_NAME = "Trailguide";

/** Title, description, canonical link, Open Graph tags and JSON-LD, whichever URL rendered the page. */
export function scoutRouteMeta(data: ScoutRoutePageData | undefined): MetaDescriptor[] {
  if (!data) return [{ title: `Scout route not found | ${SITE_NAME}` }];
  const { route, canonicalUrl, trailhead } = data;
  const image = route.hero_file_name ? absoluteUrl(route.hero_file_name, canonicalUrl) : null;
  const title = `${route.title} - Scout Route near ${route.nearest_town_name}, ${route.state.title} | ${SITE_NAME}`;
  const description =
    `${route.title}: a ${route.length} mi ${route.difficulty_props.label.toLowerCase()} off-road scout route near ${route.nearest_town_name}, ${route.state.title}. ${route.teaser}`.slice(
      0,
      300,
    );
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
    ...guideJsonLd({ guide: route, description, canonicalUrl, imageUrl: image, trailhead }),
  ];
}
