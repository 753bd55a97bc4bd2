// Sitemap entries of the place pages: regions, published ORV parks, the city lists of towns with
// published trails, and the two list index pages.
import type { SitemapEntry } from "./sitemap-xml";
import type { SitemapRepository } from "./sitemap.repository";

/** Beginner lists (technical rating 4 or less) are listed for towns that have such a trail of their own. */
const BEGINNER_MAX_RATING = 4;

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
    ...townRows.flatMap(({ countryCode, stateSlug, slug, easiestRating }) => [
      { path: `/${countryCode}/${stateSlug}/${slug}/best-trails` },
      ...(easiestRating !== null && easiestRating <= BEGINNER_MAX_RATING
        ? [{ path: `/${countryCode}/${stateSlug}/${slug}/beginner-trails` }]
        : []),
    ]),
  ];
}
