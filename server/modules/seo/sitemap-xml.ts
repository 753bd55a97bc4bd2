// Writes sitemaps.org 0.9 documents, a sitemap or a sitemap index; every value is XML-escaped.
// Every page of a sitemap names its French and Spanish addresses (ADR 0064) as search engines
// read them: `<xhtml:link rel="alternate" hreflang>` for each language, itself included, and
// x-default for the English page.
import { LOCALES, localizedPath } from "../../../shared/domain/locales";

export interface SitemapEntry {
  /** A path on this site, starting with "/". */
  path: string;
  lastModified?: Date;
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);

/** The page in every language, and x-default (the English page) for readers of any other. */
function alternateLinks(publicUrl: string, path: string): string {
  const link = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(publicUrl + href)}"/>`;
  return [...LOCALES.map((locale) => link(locale, localizedPath(path, locale))), link("x-default", path)].join("");
}

export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : "";
    return `  <url><loc>${escapeXml(publicUrl + path)}</loc>${lastmod}${alternateLinks(publicUrl, path)}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** A sitemap index: the sitemaps at these paths, each a part of the site's pages. */
export function sitemapIndexXml(publicUrl: string, sitemapPaths: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemapPaths.map((path) => `  <sitemap><loc>${escapeXml(publicUrl + path)}</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
}
