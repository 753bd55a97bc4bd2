// The tags both guide pages put in the head, in the page's language (ADR 0064).
import type { MetaDescriptor } from "react-router";
import { localizedUrl, OPEN_GRAPH_LOCALES } from "../../../shared/domain/locales";
import { metaTranslator } from "../../lib/i18n";

export const SITE_NAME = "Trailguide";

/** The route's matches, whose root carries the page's language and catalog (ADR 0064). */
export type MetaMatches = Parameters<typeof metaTranslator>[0];

/** English, for callers without the page's catalog. */
export const ENGLISH = metaTranslator([]);

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
