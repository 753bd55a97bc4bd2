import type { MetaDescriptor } from "react-router";
import type { OrvParkDetail } from "../../../shared/contracts/places.contract";
import { statePath } from "../../components/guide-card/card-links";
import { placeMeta } from "../../components/guide-card/place-meta";
import type { Crumb } from "../../components/guide-card/place-page";
import { localizedUrl } from "../../../shared/domain/locales";
import { measuresForLanguage } from "../../../shared/domain/units";
import type { Translator } from "../../../shared/i18n/translator";
import { metaTranslator } from "../../lib/i18n";
import type { OrvParkPageData } from "./load-orv-park-page.server";

export function orvParkCrumbs(park: OrvParkDetail): Crumb[] {
  return [{ name: "Home", path: "/" }, { name: park.state.title, path: statePath(park.state) }, { name: park.title }];
}

/**
 * "Sand Hollow OHV Area, an ORV park near Hurricane, Utah: 20,000 acres, 120 mi of trails." in the
 * page's language; French and Spanish descriptions give kilometres.
 */
export function orvParkDescription(park: OrvParkDetail, { t, plural, locale }: Translator): string {
  const facts = [
    park.acreage !== null && plural(park.acreage, "{count} acre", "{count} acres"),
    park.trail_miles !== null && t("{distance} of trails", { distance: measuresForLanguage(locale).distance(park.trail_miles) }),
  ].filter(Boolean);
  const place = { park: park.title, town: park.nearest_town_name, state: park.state.title };
  return facts.length
    ? t("{park}, an ORV park near {town}, {state}: {facts}.", { ...place, facts: facts.join(", ") })
    : t("{park}, an ORV park near {town}, {state}.", place);
}

export function orvParkMeta(data: OrvParkPageData | undefined, matches: Parameters<typeof metaTranslator>[0]): MetaDescriptor[] {
  const i18n = metaTranslator(matches);
  const { t, locale } = i18n;
  if (!data) return [{ title: `${t("ORV park not found")} | Trailguide` }];
  const { park, publicUrl, canonicalUrl } = data;
  const description = orvParkDescription(park, i18n);
  return placeMeta({
    title: t("{park}: ORV park in {state}", { park: park.title, state: park.state.title }),
    description,
    canonicalUrl,
    publicUrl,
    crumbs: orvParkCrumbs(park).map((crumb) => ({ ...crumb, name: t(crumb.name) })),
    locale,
    imagePath: park.hero_photo?.resized_large,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": ["TouristAttraction", "Place"],
        name: park.title,
        url: localizedUrl(canonicalUrl, locale),
        description,
        ...(park.hero_photo ? { image: `${publicUrl}${park.hero_photo.resized_large}` } : {}),
        ...(park.website_url ? { sameAs: park.website_url } : {}),
        geo: { "@type": "GeoCoordinates", latitude: park.latitude, longitude: park.longitude },
        address: {
          "@type": "PostalAddress",
          addressLocality: park.nearest_town_name,
          addressRegion: park.state.code,
          addressCountry: park.state.country_code,
        },
      },
    ],
  });
}
