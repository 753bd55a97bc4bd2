import type { MetaDescriptor } from "react-router";
import { guideItemListJsonLd, placeMeta } from "../../components/guide-card/place-meta";
import { COUNTRY_LABELS } from "../../../shared/domain/countries";
import type { StatePageData } from "./load-state-page.server";
import { hasGuides, stateCrumbs, stateSummary } from "./state-summary";

/**
 * Title, description, Open Graph, JSON-LD and the canonical /{country}/{slug} link, whichever URL
 * rendered the page; `noindex` for a state with no guide.
 */
export function stateMeta(
  data: Pick<StatePageData, "state" | "canonicalUrl" | "publicUrl" | "topTrails" | "counts"> | undefined,
): MetaDescriptor[] {
  if (!data) return [{ title: "State not found | Trailguide" }];
  const { state, canonicalUrl, publicUrl, topTrails } = data;
  const country = COUNTRY_LABELS[state.country_code];
  // A state with no guide is kept out of search results (and out of the sitemap).
  const robots = hasGuides(data.counts) ? [] : [{ name: "robots", content: "noindex" }];
  return [
    ...robots,
    ...placeMeta({
      title: `${state.title}, ${country}: off-road trails, scout routes and ORV parks`,
      description: stateSummary(state.title, data.counts),
      canonicalUrl,
      publicUrl,
      crumbs: stateCrumbs(state),
      imagePath: topTrails[0]?.hero_photo?.resized_large,
      jsonLd: [guideItemListJsonLd(publicUrl, `Top trails in ${state.title}`, topTrails)],
    }),
  ];
}
