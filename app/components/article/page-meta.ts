// Title, description, canonical link, Open Graph tags and schema.org JSON-LD for a content page.
import type { MetaDescriptor } from "react-router";
import { DEFAULT_LOCALE, localizedUrl, OPEN_GRAPH_LOCALES, type Locale } from "../../../shared/domain/locales";

export const SITE_NAME = "Trailguide";

export interface PageMetaInput {
  title: string;
  /** The document's own title when it is not "{title} | Trailguide" (the home page's). */
  documentTitle?: string;
  description: string;
  canonicalUrl: string;
  ogType?: "website" | "article";
  imageUrl?: string | null;
  /** One schema.org object (BlogPosting, Event, Article, ...), without @context. */
  structuredData?: Record<string, unknown>;
  /** The page's language: a French or Spanish page's canonical link names that page (ADR 0064). */
  locale?: Locale;
}

export function pageMeta({
  title,
  documentTitle,
  description,
  canonicalUrl,
  ogType = "website",
  imageUrl,
  structuredData,
  locale = DEFAULT_LOCALE,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = documentTitle ?? `${title} | ${SITE_NAME}`;
  const pageUrl = localizedUrl(canonicalUrl, locale);
  const image = imageUrl ? absoluteUrl(imageUrl, canonicalUrl) : null;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: pageUrl },
    { property: "og:type", content: ogType },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: pageUrl },
    { property: "og:locale", content: OPEN_GRAPH_LOCALES[locale] },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    ...(structuredData ? [{ "script:ld+json": { "@context": "https://schema.org", ...structuredData } }] : []),
  ];
}

export function absoluteUrl(path: string, base: string): string {
  try {
    return new URL(path, base).toString();
  } catch {
    return path;
  }
}
