import type { MetaDescriptor } from "react-router";
import { COUNTRY_LABELS } from "../../../shared/domain/countries";
import { statePath } from "../../components/guide-card/card-links";
import { guideItemListJsonLd, placeMeta } from "../../components/guide-card/place-meta";
import type { Crumb } from "../../components/guide-card/place-page";
import { metaTranslator } from "../../lib/i18n";
import { CITY_LIST_TITLES } from "./city-list-kind";
import type { CityListData, CityListIndexData } from "./load-city-list.server";

export function cityListCrumbs({ kind, state, town }: Pick<CityListData, "kind" | "state" | "town">): Crumb[] {
  return [
    { name: "Home", path: "/" },
    { name: CITY_LIST_TITLES[kind], path: `/${kind}` },
    { name: state.title, path: statePath(state) },
    { name: town.name },
  ];
}

type Matches = Parameters<typeof metaTranslator>[0];

export function cityListMeta(data: CityListData | undefined, matches: Matches): MetaDescriptor[] {
  const { t, plural, locale } = metaTranslator(matches);
  if (!data) return [{ title: `${t("Page not found")} | Trailguide` }];
  const place = { town: data.town.name, state: data.state.title };
  const isBeginner = data.kind === "beginner-trails";
  const heading = isBeginner ? t("Beginner Trails near {town}, {state}", place) : t("Best Trails near {town}, {state}", place);
  const guides = isBeginner
    ? plural(
        data.trails.count,
        "{count} off-road trail guide rated Easy or Moderate",
        "{count} off-road trail guides rated Easy or Moderate",
      )
    : plural(data.trails.count, "{count} off-road trail guide", "{count} off-road trail guides");
  return placeMeta({
    title: heading,
    description: t("{guides} in and within 50 miles of {town}, {state}, best rated first.", { guides, ...place }),
    canonicalUrl: data.canonicalUrl,
    publicUrl: data.publicUrl,
    crumbs: cityListCrumbs(data).map((crumb) => ({ ...crumb, name: t(crumb.name) })),
    imagePath: data.trails.results[0]?.hero_photo?.resized_large,
    jsonLd: [guideItemListJsonLd(data.publicUrl, heading, data.trails.results)],
    locale,
  });
}

export function cityListIndexMeta(data: CityListIndexData | undefined, matches: Matches): MetaDescriptor[] {
  const { t, locale } = metaTranslator(matches);
  if (!data) return [{ title: `${t("Page not found")} | Trailguide` }];
  const isBeginner = data.kind === "beginner-trails";
  const countries = new Intl.ListFormat(locale === "en" ? "en-GB" : locale, { type: "conjunction" }).format(
    data.groups.map((group) => t(COUNTRY_LABELS[group.country])),
  );
  return placeMeta({
    title: isBeginner ? t("Beginner Trails by town") : t("Best Trails by town"),
    description: isBeginner
      ? t("Beginner Trails near towns in {countries}: pick a state and a town.", { countries })
      : t("Best Trails near towns in {countries}: pick a state and a town.", { countries }),
    canonicalUrl: data.canonicalUrl,
    publicUrl: data.publicUrl,
    crumbs: [{ name: t("Home"), path: "/" }, { name: t(CITY_LIST_TITLES[data.kind]) }],
    locale,
  });
}
