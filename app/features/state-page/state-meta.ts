import type { MetaDescriptor } from "react-router";
import type { PlaceCounts } from "../../../shared/contracts/places.contract";
import { guideItemListJsonLd, placeMeta } from "../../components/guide-card/place-meta";
import { COUNTRY_LABELS } from "../../../shared/domain/countries";
import type { Translator } from "../../../shared/i18n/translator";
import { metaTranslator } from "../../lib/i18n";
import type { StatePageData } from "./load-state-page.server";
import { hasGuides, stateCrumbs } from "./state-summary";

/**
 * Title, description, Open Graph, JSON-LD and the canonical /{country}/{slug} link, whichever URL
 * rendered the page, in the page's language; `noindex` for a state with no guide.
 */
export function stateMeta(
  data: Pick<StatePageData, "state" | "canonicalUrl" | "publicUrl" | "topTrails" | "counts"> | undefined,
  matches: Parameters<typeof metaTranslator>[0] = [],
): MetaDescriptor[] {
  const i18n = metaTranslator(matches);
  const { t, locale } = i18n;
  if (!data) return [{ title: `${t("State not found")} | Trailguide` }];
  const { state, canonicalUrl, publicUrl, topTrails } = data;
  const country = t(COUNTRY_LABELS[state.country_code]);
  // A state with no guide is kept out of search results (and out of the sitemap).
  const robots = hasGuides(data.counts) ? [] : [{ name: "robots", content: "noindex" }];
  return [
    ...robots,
    ...placeMeta({
      title: t("{state}, {country}: off-road trails, scout routes and ORV parks", { state: state.title, country }),
      description: stateSummary(i18n, state.title, data.counts),
      canonicalUrl,
      publicUrl,
      crumbs: stateCrumbs(state).map((crumb) => ({ ...crumb, name: t(crumb.name) })),
      imagePath: topTrails[0]?.hero_photo?.resized_large,
      jsonLd: [guideItemListJsonLd(publicUrl, t("Top trails in {state}", { state: state.title }), topTrails)],
      locale,
    }),
  ];
}

/** The intro sentence in the page's language: "Off-roading in Utah: 28 trail guides, 13 scout routes and 2 ORV parks." */
export function stateSummary({ t, plural, locale }: Translator, title: string, counts: PlaceCounts): string {
  if (!hasGuides(counts)) return t("No trail guides, scout routes or ORV parks in {state} yet.", { state: title });
  const parts = [
    plural(counts.trail_count, "{count} trail guide", "{count} trail guides"),
    plural(counts.scout_route_count, "{count} scout route", "{count} scout routes"),
    plural(counts.orv_park_count, "{count} ORV park", "{count} ORV parks"),
  ];
  const listed = // English as the site always wrote it: "a, b and c".
    new Intl.ListFormat(locale === "en" ? "en-GB" : locale, { type: "conjunction" }).format(parts);
  return counts.region_count > 0
    ? t("Off-roading in {state}: {guides} across {regions}.", {
        state: title,
        guides: listed,
        regions: plural(counts.region_count, "{count} region", "{count} regions"),
      })
    : t("Off-roading in {state}: {guides}.", { state: title, guides: listed });
}
