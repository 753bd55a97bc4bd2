import type { MetaDescriptor } from "react-router";
import type { RegionDetail } from "../../../shared/contracts/places.contract";
import { statePath } from "../../components/guide-card/card-links";
import { guideItemListJsonLd, placeMeta } from "../../components/guide-card/place-meta";
import type { Crumb } from "../../components/guide-card/place-page";
import type { RegionPageData } from "./load-region-page.server";

export function regionCrumbs(region: RegionDetail): Crumb[] {
  return [{ name: "Home", path: "/" }, { name: region.state.title, path: statePath(region.state) }, { name: region.title }];
}

export function regionMeta(data: RegionPageData | undefined): MetaDescriptor[] {
  if (!data) return [{ title: "Region not found | Trailguide" }];
  const { region, trails, publicUrl, canonicalUrl } = data;
  return placeMeta({
    title: `${region.title}, ${region.state.title}: off-road trails`,
    description: `${region.trail_count} trail guides and ${region.scout_route_count} scout routes in the ${region.title} region of ${region.state.title}.`,
    canonicalUrl,
    publicUrl,
    crumbs: regionCrumbs(region),
    imagePath: trails.results[0]?.hero_photo?.resized_large,
    jsonLd: [guideItemListJsonLd(publicUrl, `Trails in ${region.title}`, trails.results)],
  });
}
