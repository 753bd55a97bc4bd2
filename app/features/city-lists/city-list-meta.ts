import type { MetaDescriptor } from "react-router";
import { COUNTRY_LABELS } from "../../../shared/domain/countries";
import { statePath } from "../../components/guide-card/card-links";
import { guideItemListJsonLd, placeMeta } from "../../components/guide-card/place-meta";
import type { Crumb } from "../../components/guide-card/place-page";
import { CITY_LIST_TITLES, cityListHeading } from "./city-list-kind";
import type { CityListData, CityListIndexData } from "./load-city-list.server";

export function cityListCrumbs({ kind, state, town }: Pick<CityListData, "kind" | "state" | "town">): Crumb[] {
  return [
    { name: "Home", path: "/" },
    { name: CITY_LIST_TITLES[kind], path: `/${kind}` },
    { name: state.title, path: statePath(state) },
    { name: town.name },
  ];
}

export function cityListMeta(data: CityListData | undefined): MetaDescriptor[] {
  if (!data) return [{ title: "Page not found | Trailguide" }];
  const heading = cityListHeading(data.kind, data.town.name, data.state.title);
  const easy = data.kind === "beginner-trails" ? " rated Easy or Moderate" : "";
  return placeMeta({
    title: heading,
    description: `${data.trails.count} off-road trail guides${easy} in and within 50 miles of ${data.town.name}, ${data.state.title}, best rated first.`,
    canonicalUrl: data.canonicalUrl,
    publicUrl: data.publicUrl,
    crumbs: cityListCrumbs(data),
    imagePath: data.trails.results[0]?.hero_photo?.resized_large,
    jsonLd: [guideItemListJsonLd(data.publicUrl, heading, data.trails.results)],
  });
}

export function cityListIndexMeta(data: CityListIndexData | undefined): MetaDescriptor[] {
  if (!data) return [{ title: "Page not found | Trailguide" }];
  const title = CITY_LIST_TITLES[data.kind];
  const countries = data.groups.map((group) => COUNTRY_LABELS[group.country]).join(", ");
  return placeMeta({
    title: `${title} by town`,
    description: `${title} near towns in ${countries}: pick a state and a town.`,
    canonicalUrl: data.canonicalUrl,
    publicUrl: data.publicUrl,
    crumbs: [{ name: "Home", path: "/" }, { name: title }],
  });
}
