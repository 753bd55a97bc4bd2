// Which public pages exist, as sitemap entries; each kind of page adds its own source here. Past the
// protocol's 50,000 URLs per file, /sitemap.xml becomes an index of numbered parts (ADR 0026).
import type { ServiceDeps } from "../../services";
import { listPlaceEntries } from "./place-sitemap-entries";
import { createSitemapRepository } from "./sitemap.repository";
import { sitemapIndexXml, sitemapXml, type SitemapEntry } from "./sitemap-xml";
import { guidePath } from "../map/guide-paths";
import { HELP_CENTRE_PATH } from "../../../shared/domain/help-centre";

const STATIC_PATHS = [
  "/",
  "/about-us",
  "/blog",
  "/events",
  "/apps",
  "/pricing",
  "/technical-ratings",
  "/badge-of-honor",
  "/features/lists",
  "/features/navigation",
  "/features/public-lands",
  "/features/apple-carplay",
  "/features/android-auto",
  "/careers",
  "/contact-us",
  "/write-for-us",
  "/cookie-policy",
  "/privacy-policy",
  "/terms-of-service",
  "/affiliate-terms",
];

/** The sitemaps.org limit of URLs in one sitemap file. */
export const URLS_PER_SITEMAP = 50_000;

/** Where part `number` (from 1) of a sitemap too large for one file is served. */
export const sitemapPartPath = (number: number) => `/sitemaps/${number}.xml`;

export function createSitemapService(
  { reads, config }: Pick<ServiceDeps, "reads" | "config">,
  { urlsPerSitemap = URLS_PER_SITEMAP }: { urlsPerSitemap?: number } = {},
) {
  const repository = createSitemapRepository(reads);

  async function listEntries(): Promise<SitemapEntry[]> {
    const [statePaths, scoutRouteRows, trailRows, announcementRows, blogPostRows, blogAuthorRows, eventRows] = await Promise.all([
      repository.listStatePaths(),
      repository.listPublishedScoutRoutes(),
      repository.listPublishedTrails(),
      repository.listAnnouncements(),
      repository.listPublishedBlogPosts(),
      repository.listBlogAuthors(),
      repository.listPublishedEvents(),
    ]);
    const placeEntries = await listPlaceEntries(repository);
    // An external help centre lists its own pages; the site's /help pages only exist without one.
    const helpCentreEntries = config.client.supportUrl
      ? []
      : [
          { path: HELP_CENTRE_PATH },
          ...(await repository.listPublishedHelpArticles()).map(({ slug, updatedAt }) => ({
            path: `${HELP_CENTRE_PATH}/${slug}`,
            lastModified: updatedAt,
          })),
        ];
    return [
      ...STATIC_PATHS.map((path) => ({ path })),
      ...statePaths.map(({ countryCode, slug }) => ({ path: `/${countryCode}/${slug}` })),
      ...scoutRouteRows.map((route) => ({ path: guidePath("scout-route", route), lastModified: route.updatedAt })),
      ...trailRows.map((trail) => ({ path: guidePath("trail", trail), lastModified: trail.updatedAt })),
      ...announcementRows.map(({ id, publishedAt }) => ({ path: `/announcements/${id}`, lastModified: publishedAt })),
      ...blogPostRows.map(({ slug, publishedAt }) => ({
        path: `/blog/${slug}`,
        ...(publishedAt ? { lastModified: publishedAt } : {}),
      })),
      ...blogAuthorRows.map(({ slug }) => ({ path: `/blog/authors/${slug}` })),
      ...eventRows.map(({ slug }) => ({ path: `/events/${slug}` })),
      ...helpCentreEntries,
      ...placeEntries,
    ];
  }

  return {
    /** /sitemap.xml: every public page, or, when they do not fit one file, the index of the parts. */
    async renderXml(): Promise<string> {
      const entries = await listEntries();
      if (entries.length <= urlsPerSitemap) return sitemapXml(config.publicUrl, entries);
      const parts = Math.ceil(entries.length / urlsPerSitemap);
      return sitemapIndexXml(
        config.publicUrl,
        Array.from({ length: parts }, (_, index) => sitemapPartPath(index + 1)),
      );
    },

    /** Part `number` (from 1) of the pages, or null when the index has no such part. */
    async renderPartXml(number: number): Promise<string | null> {
      const entries = await listEntries();
      if (entries.length <= urlsPerSitemap) return null;
      const part = entries.slice((number - 1) * urlsPerSitemap, number * urlsPerSitemap);
      return number >= 1 && part.length > 0 ? sitemapXml(config.publicUrl, part) : null;
    },
  };
}
