// Which public pages exist, as sitemap entries; each kind of page adds its own source here.
import type { ServiceDeps } from "../../services";
import { createSitemapRepository } from "./sitemap.repository";
import { sitemapXml, type SitemapEntry } from "./sitemap-xml";

const STATIC_PATHS = ["/", "/about-us"];

export function createSitemapService({ db, config }: Pick<ServiceDeps, "db" | "config">) {
  const repository = createSitemapRepository(db);
  return {
    async renderXml(): Promise<string> {
      const [statePaths, scoutRouteRows, announcementRows] = await Promise.all([
        repository.listStatePaths(),
        repository.listPublishedScoutRoutes(),
        repository.listAnnouncements(),
      ]);
      const entries: SitemapEntry[] = [
        ...STATIC_PATHS.map((path) => ({ path })),
        ...statePaths.map(({ countryCode, slug }) => ({ path: `/${countryCode}/${slug}` })),
        ...scoutRouteRows.map(({ id, slug, countryCode, stateSlug, updatedAt }) => ({
          path: `/${countryCode}/${stateSlug}/scout-routes/${id}-${slug}`,
          lastModified: updatedAt,
        })),
        ...announcementRows.map(({ id, publishedAt }) => ({ path: `/announcements/${id}`, lastModified: publishedAt })),
      ];
      return sitemapXml(config.publicUrl, entries);
    },
  };
}
