import type { MetaDescriptor } from "react-router";
import type { RegionDetail } from "../../../shared/contracts/places.contract";
import { statePath } from "../../components/guide-card/card-links";
import { guideItemListJsonLd, placeMeta } from "../../components/guide-card/place-meta";
import type { Crumb } from "../../components/guide-card/place-page";
import { metaTranslator } from "../../lib/i18n";
import type { RegionPageData } from "./load-region-page.server";

export function regionCrumbs(region: RegionDetail): Crumb[] {
  return [{ name: "Home", path: "/" }, { name: region.state.title, path: statePath(region.state) }, { name: region.title }];
}

/** Title, description and JSON-LD in the page's language; the canonical link names the page in that language. */
export function regionMeta(data: RegionPageData | undefined, matches: Parameters<typeof metaTranslator>[0]): MetaDescriptor[] {
  const { t, plural, locale } = metaTranslator(matches);
  if (!data) return [{ title: `${t("Region not found")} | Trailguide` }];
  const { region, trails, publicUrl, canonicalUrl } = data;
  const place = { region: region.title, state: region.state.title };
  return placeMeta({
    title: t("{region}, {state}: off-road trails", place),
    description: t("{guides} and {routes} in the {region} region of {state}.", {
      guides: plural(region.trail_count, "{count} trail guide", "{count} trail guides"),
      routes: plural(region.scout_route_count, "{count} scout route", "{count} scout routes"),
      ...place,
    }),
    canonicalUrl,
    publicUrl,
    crumbs: regionCrumbs(region).map((crumb) => ({ ...crumb, name: t(crumb.name) })),
    imagePath: trails.results[0]?.hero_photo?.resized_large,
    jsonLd: [guideItemListJsonLd(publicUrl, t("Trails in {region}", place), trails.results)],
    locale,
  });
}
