// Sitemap entries of the place pages: regions, published ORV parks, the city lists of towns with
// published trails, and the two list index pages.
import { BEGINNER_MAX_RATING } from "../../../shared/domain/difficulty";
import type { SitemapEntry } from "./sitemap-xml";
import type { SitemapRepository } from "./sitemap.repository";

export async function listPlaceEntries(repository: SitemapRepository): Promise<SitemapEntry[]> {
  const [regionRows, parkRows, townRows] = await Promise.all([
    repository.listRegionPaths(),
    repository.listPublishedOrvParkPaths(),
    repository.listTownsWithPublishedTrails(),
  ]);
  return [
    { path: "/best-trails" },
    { path: "/beginner-trails" },
    ...regionRows.map(({ countryCode, stateSlug, slug }) => ({ path: `/${countryCode}/${stateSlug}/regions/${slug}` })),
    ...parkRows.map(({ countryCode, stateSlug, slug, updatedAt }) => ({
      path: `/${countryCode}/${stateSlug}/orv-parks/${slug}`,
      lastModified: updatedAt,
    })),
    // A beginner list is listed for a town with a beginner trail of its own.
    ...townRows.flatMap(({ countryCode, stateSlug, slug, easiestRating }) => [
      { path: `/${countryCode}/${stateSlug}/${slug}/best-trails` },
      ...(easiestRating !== null && easiestRating <= BEGINNER_MAX_RATING
        ? [{ path: `/${countryCode}/${stateSlug}/${slug}/beginner-trails` }]
        : []),
    ]),
  ];
}
