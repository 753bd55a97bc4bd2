// Which public pages exist, as sitemap entries; each kind of page adds its own source here.
import type { ServiceDeps } from "../../services";
import { listPlaceEntries } from "./place-sitemap-entries";
import { createSitemapRepository } from "./sitemap.repository";
import { sitemapXml, type SitemapEntry } from "./sitemap-xml";
import { guidePath } from "../map/guide-paths";

const STATIC_PATHS = [
  "/",
  "/about-us",
  "/blog",
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

export function createSitemapService({ db, config }: Pick<ServiceDeps, "db" | "config">) {
  const repository = createSitemapRepository(db);
  return {
    async renderXml(): Promise<string> {
      const [statePaths, scoutRouteRows, trailRows, announcementRows, blogPostRows, blogAuthorRows, eventRows] =
        await Promise.all([
          repository.listStatePaths(),
          repository.listPublishedScoutRoutes(),
          repository.listPublishedTrails(),
          repository.listAnnouncements(),
          repository.listPublishedBlogPosts(),
          repository.listBlogAuthors(),
          repository.listPublishedEvents(),
        ]);
      const placeEntries = await listPlaceEntries(repository);
      const entries: SitemapEntry[] = [
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
        ...placeEntries,
      ];
      return sitemapXml(config.publicUrl, entries);
    },
  };
}
