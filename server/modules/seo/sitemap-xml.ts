// Writes sitemaps.org 0.9 documents, a sitemap or a sitemap index; every value is XML-escaped.
export interface SitemapEntry {
  /** A path on this site, starting with "/". */
  path: string;
  lastModified?: Date;
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);

export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : "";
    return `  <url><loc>${escapeXml(publicUrl + path)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
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
