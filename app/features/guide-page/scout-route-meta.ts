import type { MetaDescriptor } from "react-router";
import type { ScoutRoute } from "../../../shared/contracts/scout-route.contract";
import type { ScoutRoutePageData } from "./load-scout-route-page.server";

const SITE_NAME = "Trailguide";

/** The page's description: length, difficulty and place, then the teaser; at most 300 characters. */
export function scoutRouteDescription(route: ScoutRoute): string {
  return `${route.title}: a ${route.length} mi ${route.difficulty_props.label.toLowerCase()} off-road scout route near ${route.nearest_town_name}, ${route.state.title}. ${route.teaser}`.slice(
    0,
    300,
  );
}

/** Title, description, canonical link, Open Graph tags and the loader's JSON-LD, whichever URL rendered the page. */
export function scoutRouteMeta(data: ScoutRoutePageData | undefined): MetaDescriptor[] {
  if (!data) return [{ title: `Scout route not found | ${SITE_NAME}` }];
  const { route, canonicalUrl, structuredData } = data;
  const image = route.hero_file_name ? new URL(route.hero_file_name, canonicalUrl).href : null;
  const title = `${route.title} - Scout Route near ${route.nearest_town_name}, ${route.state.title} | ${SITE_NAME}`;
  const description = scoutRouteDescription(route);
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
