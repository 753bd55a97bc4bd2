// Meta tags every place page shares: title, description, canonical link, Open Graph and JSON-LD
// (a BreadcrumbList plus whatever the page describes).
import type { MetaDescriptor } from "react-router";
import type { GuideCard } from "../../../shared/contracts/places.contract";
import { DEFAULT_LOCALE, localizedUrl, OPEN_GRAPH_LOCALES, type Locale } from "../../../shared/domain/locales";
import { guidePath } from "./card-links";
import type { Crumb } from "./place-page";

export interface PlaceMetaInput {
  title: string;
  description: string;
  /** Absolute. */
  canonicalUrl: string;
  /** The site's origin, for absolute breadcrumb and image URLs. */
  publicUrl: string;
  crumbs: Crumb[];
  imagePath?: string | null;
  /** More schema.org objects: an ItemList of trails, a Place. */
  jsonLd?: Record<string, unknown>[];
  /** The page's language: a French or Spanish page's canonical link names that page (ADR 0064). */
  locale?: Locale;
}

const absolute = (publicUrl: string, path: string) => (/^https?:\/\//.test(path) ? path : `${publicUrl}${path}`);

export function breadcrumbJsonLd(publicUrl: string, crumbs: Crumb[], canonicalUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.path ? absolute(publicUrl, crumb.path) : canonicalUrl,
    })),
  };
}

export function guideItemListJsonLd(publicUrl: string, name: string, guides: GuideCard[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    itemListElement: guides.map((guide, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: guide.title,
      url: absolute(publicUrl, guidePath(guide)),
    })),
  };
}

export function placeMeta(input: PlaceMetaInput): MetaDescriptor[] {
  const title = `${input.title} | Trailguide`;
  const locale = input.locale ?? DEFAULT_LOCALE;
  const pageUrl = localizedUrl(input.canonicalUrl, locale);
  const image = input.imagePath ? absolute(input.publicUrl, input.imagePath) : null;
  return [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: pageUrl },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Trailguide" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: pageUrl },
    { property: "og:locale", content: OPEN_GRAPH_LOCALES[locale] },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { "script:ld+json": breadcrumbJsonLd(input.publicUrl, input.crumbs, pageUrl) },
    ...(input.jsonLd ?? []).map((item) => ({ "script:ld+json": item })),
  ];
}
