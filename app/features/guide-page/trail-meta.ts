import type { MetaDescriptor } from "react-router";
import { formatTechnicalRating } from "../../../shared/domain/difficulty";
import { localizedUrl, OPEN_GRAPH_LOCALES } from "../../../shared/domain/locales";
import type { Trail } from "../../../shared/contracts/trail.contract";
import { metaTranslator } from "../../lib/i18n";
import type { TrailPageData } from "./load-trail-page.server";

const SITE_NAME = "Trailguide";

/** The route's matches, whose root carries the page's language and catalog (ADR 0064). */
export type MetaMatches = Parameters<typeof metaTranslator>[0];

/** English, for callers without the page's catalog. */
export const ENGLISH = metaTranslator([]);

/** The page's description: length, difficulty, rating and place, then the teaser; at most 300 characters. */
export function trailDescription(trail: Trail, { t } = ENGLISH): string {
  const rating = formatTechnicalRating(trail.technical_rating_low, trail.technical_rating_high);
  const values = {
    title: trail.title,
    length: trail.length,
    difficulty: t(trail.difficulty_props.label).toLowerCase(),
    rating: rating ?? "",
    town: trail.nearest_town_name,
    state: trail.state.title,
  };
  const summary = rating
    ? t("{title}: a {length} mi {difficulty} off-road trail rated {rating} near {town}, {state}.", values)
    : t("{title}: a {length} mi {difficulty} off-road trail near {town}, {state}.", values);
  return `${summary} ${trail.teaser}`.slice(0, 300);
}

/**
 * A guide page's tags: title, description, canonical link (the page in its language, ADR 0064),
 * Open Graph tags and the loader's JSON-LD.
 */
export function guideMetaTags(
  {
    title,
    description,
    canonicalUrl,
    hero,
    structuredData,
  }: Record<"title" | "description" | "canonicalUrl", string> & {
    hero: string | null;
    structuredData: readonly Record<string, unknown>[];
  },
  { locale } = ENGLISH,
): MetaDescriptor[] {
  const pageUrl = localizedUrl(canonicalUrl, locale);
  const image = hero ? new URL(hero, canonicalUrl).href : null;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: pageUrl },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: pageUrl },
    { property: "og:locale", content: OPEN_GRAPH_LOCALES[locale] },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    ...structuredData.map((item) => ({ "script:ld+json": item })),
  ];
}

/** The trail page's tags, in the page's language, whichever URL rendered the page. */
export function trailMeta(data: TrailPageData | undefined, matches: MetaMatches = []): MetaDescriptor[] {
  const translation = metaTranslator(matches);
  const { t } = translation;
  if (!data) return [{ title: `${t("Trail not found")} | ${SITE_NAME}` }];
  const { trail } = data;
  const place = { title: trail.title, town: trail.nearest_town_name, state: trail.state.title };
  return guideMetaTags(
    {
      ...data,
      title: `${t("{title} - Off-Road Trail near {town}, {state}", place)} | ${SITE_NAME}`,
      description: trailDescription(trail, translation),
      hero: trail.hero_file_name,
    },
    translation,
  );
}
